// The push outbox (migration 017): every push is first a push_delivery row, written in the
// transaction of what it tells of, so a push service that is slow or down never slows or fails an
// enquiry. Senders claim due rows for a while (as the mail outbox does: a claim whose process died
// runs out and the row is due again), send them, and mark them sent, expired (the push service
// forgot the subscription, which is then deleted), or due again later; a push still unsent
// GIVE_UP_AFTER_MS after it was written is given up, its news stale by then.
import { randomUUID } from "node:crypto";
import { db, engine } from "../db/db.server";
import type { PushKind } from "../db/schema";
import { instant } from "../db/values.server";
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

/** Takes up to `limit` due pushes for `claimer` (skipping, on PostgreSQL, rows another sender is taking). */
export async function claimDuePush(claimer: string, now = new Date(), limit = 20): Promise<ClaimedPush[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + CLAIM_MS).toISOString();
  const due = (executor: Executor) =>
    executor
      .selectFrom("push_delivery")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "queued"), eb("next_attempt_at", "<=", at)]),
          eb.and([eb("status", "=", "sending"), eb("claimed_until", "<=", at)]),
        ]),
      )
      .orderBy("next_attempt_at")
      .limit(limit);
  const claim = (executor: Executor, ids: string[] | ReturnType<typeof due>) =>
    executor
      .updateTable("push_delivery")
      .set((eb) => ({
        status: "sending" as const,
        claimed_by: claimer,
        claimed_until: until,
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "in", ids)
      .returning("id")
      .execute();
  const claimed =
    engine() === "postgres"
      ? await db()
          .transaction()
          .execute(async (trx) => {
            const ids = (await due(trx).forUpdate().skipLocked().execute()).map((row) => row.id);
            return ids.length === 0 ? [] : claim(trx, ids);
          })
      : // SQLite has one writer: the select inside the update sees no other sender's claim half-made.
        await claim(db(), due(db()));
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
    .where(
      "d.id",
      "in",
      claimed.map((row) => row.id),
    )
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

export async function markPushSent(id: string, claimer: string, now = new Date()) {
  await db()
    .updateTable("push_delivery")
    .set({
      status: "sent",
      sent_at: now.toISOString(),
      claimed_by: null,
      claimed_until: null,
      last_error: null,
    })
    .where("id", "=", id)
    .where("claimed_by", "=", claimer)
    .execute();
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
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** A failed attempt: due again later, or given up (status failed) once the push is stale. */
export async function markPushFailed(push: ClaimedPush, claimer: string, error: string, now = new Date()) {
  const giveUpAt = new Date(push.createdAt).getTime() + GIVE_UP_AFTER_MS;
  const next = now.getTime() + pushRetryDelayMs(push.attempts);
  const outcome = next >= giveUpAt ? "failed" : "retry";
  await db()
    .updateTable("push_delivery")
    .set({
      status: outcome === "failed" ? "failed" : "queued",
      next_attempt_at: new Date(Math.min(next, giveUpAt)).toISOString(),
      last_error: error.slice(0, 500),
      claimed_by: null,
      claimed_until: null,
    })
    .where("id", "=", push.id)
    .where("claimed_by", "=", claimer)
    .execute();
  return outcome;
}

/** When the next queued push is due, for the sender to sleep until then. */
export async function nextPushDueAt(): Promise<Date | undefined> {
  const row = await db()
    .selectFrom("push_delivery")
    .select((eb) => eb.fn.min("next_attempt_at").as("next"))
    .where("status", "=", "queued")
    .executeTakeFirst();
  return row?.next ? new Date(instant(row.next as string | Date)) : undefined;
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
