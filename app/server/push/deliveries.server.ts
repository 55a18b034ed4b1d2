// The push outbox (migration 017): every push is first a push_delivery row, written in the
// transaction of what it tells of, so a push service that is slow or down never slows or fails an
// enquiry. Rows are claimed, sent and retried as every outbox's are (../outbox/outbox.server.ts),
// and marked expired when the push service forgot the subscription (which is then deleted); a push
// still unsent GIVE_UP_AFTER_MS after it was written is given up, its news stale by then.
import { randomUUID } from "node:crypto";
import { db } from "../db/db.server";
import type { PushKind } from "../db/schema";
import { instant } from "../db/values.server";
import { outbox, retryDelayMs } from "../outbox/outbox.server";
import type { Executor } from "../transaction.server";

export type PushMessage = { kind: PushKind; itemId: string | null; title: string; body: string; url: string };

export type ClaimedPush = {
  id: string;
  attempts: number;
  createdAt: string;
  message: Pick<PushMessage, "title" | "body" | "url">;
  /** Undefined when the subscription was removed meanwhile. */
  subscription?: { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
};

export const CLAIM_MS = 2 * 60_000;
export const GIVE_UP_AFTER_MS = 6 * 60 * 60_000;
export const FIRST_RETRY_MS = 30_000;
export const LONGEST_RETRY_MS = 15 * 60_000;

const pushOutbox = outbox("push_delivery", {
  claimMs: CLAIM_MS,
  giveUpAfterMs: GIVE_UP_AFTER_MS,
  longestRetryMs: LONGEST_RETRY_MS,
});

/** Writes one push to each subscription, due now, in the caller's transaction when given one. */
export async function queuePush(
  executor: Executor,
  subscriptionIds: readonly string[],
  message: PushMessage,
  now = new Date(),
) {
  const at = now.toISOString();
  // A few hundred rows a statement keeps within both engines' limits on bound values.
  for (let start = 0; start < subscriptionIds.length; start += 200) {
    await executor
      .insertInto("push_delivery")
      .values(
        subscriptionIds.slice(start, start + 200).map((subscriptionId) => ({
          id: randomUUID(),
          subscription_id: subscriptionId,
          kind: message.kind,
          item_id: message.itemId,
          title: message.title,
          body: message.body,
          url: message.url,
          status: "queued" as const,
          next_attempt_at: at,
          created_at: at,
        })),
      )
      .execute();
  }
  return subscriptionIds.length;
}

/** Takes up to `limit` due pushes for `claimer`, with the subscription each goes to. */
export async function claimDuePush(claimer: string, now = new Date(), limit = 20): Promise<ClaimedPush[]> {
  const claimed = await pushOutbox.claimDue(claimer, now, limit);
  if (claimed.length === 0) return [];
  const rows = await db()
    .selectFrom("push_delivery as d")
    .leftJoin("push_subscription as s", "s.id", "d.subscription_id")
    .select([
      "d.id",
      "d.attempts",
      "d.created_at",
      "d.title",
      "d.body",
      "d.url",
      "s.id as subscriptionId",
      "s.endpoint",
      "s.p256dh",
      "s.auth",
    ])
    .where("d.id", "in", claimed)
    .where("d.claimed_by", "=", claimer)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    attempts: Number(row.attempts),
    createdAt: instant(row.created_at),
    message: { title: row.title, body: row.body, url: row.url },
    subscription:
      row.subscriptionId && row.endpoint && row.p256dh && row.auth
        ? { id: row.subscriptionId, endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }
        : undefined,
  }));
}

export function markPushSent(id: string, claimer: string, now = new Date()) {
  return pushOutbox.markSent(id, claimer, now);
}

/**
 * The push service no longer knows the subscription (404 or 410): it is deleted, and this push and
 * every other one waiting for it are marked expired (the deletion leaves them pointing at nothing).
 */
export async function expireSubscription(
  subscriptionId: string | undefined,
  deliveryId: string,
  reason: string,
) {
  await db()
    .transaction()
    .execute(async (trx) => {
      const mark = trx
        .updateTable("push_delivery")
        .set({ status: "expired", last_error: reason, claimed_by: null, claimed_until: null });
      await (subscriptionId
        ? mark.where((eb) =>
            eb.or([
              eb("id", "=", deliveryId),
              eb.and([eb("subscription_id", "=", subscriptionId), eb("status", "in", ["queued", "sending"])]),
            ]),
          )
        : mark.where("id", "=", deliveryId)
      ).execute();
      if (subscriptionId)
        await trx.deleteFrom("push_subscription").where("id", "=", subscriptionId).execute();
    });
}

export function pushRetryDelayMs(attempts: number) {
  return retryDelayMs(attempts, FIRST_RETRY_MS, LONGEST_RETRY_MS);
}

/** A failed attempt: due again later, or given up (status failed) once the push is stale. */
export function markPushFailed(push: ClaimedPush, claimer: string, error: string, now = new Date()) {
  return pushOutbox.markFailed(push, claimer, error, { now, firstRetryMs: FIRST_RETRY_MS });
}

/** When the next queued push is due, for the sender to sleep until then. */
export function nextPushDueAt(): Promise<Date | undefined> {
  return pushOutbox.nextDueAt(["queued"]);
}

export type PushCounts = { queued: number; delivered: number; expired: number; failed: number };

/** For each item (a notice), how its pushes fared: the office's count of deliveries. */
export async function pushCounts(
  kind: PushKind,
  itemIds: readonly string[],
): Promise<Map<string, PushCounts>> {
  const counts = new Map<string, PushCounts>();
  if (itemIds.length === 0) return counts;
  const rows = await db()
    .selectFrom("push_delivery")
    .select(["item_id", "status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("kind", "=", kind)
    .where("item_id", "in", [...itemIds])
    .groupBy(["item_id", "status"])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.item_id ?? "") ?? { queued: 0, delivered: 0, expired: 0, failed: 0 };
    const count = Number(row.count);
    if (row.status === "sent") entry.delivered += count;
    else if (row.status === "expired") entry.expired += count;
    else if (row.status === "failed") entry.failed += count;
    else entry.queued += count;
    counts.set(row.item_id ?? "", entry);
  }
  return counts;
}
