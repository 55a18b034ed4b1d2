// The outbox: every e-mail the office is sent is first a row here, written in the transaction of
// what it tells of (docs/operations.md, "The office's e-mail"). Senders in any number of processes
// claim due rows for a while, send them and mark them sent; a failure waits longer each time and
// gives up a day after the message was written. A claim whose time ran out (its process killed
// mid-send) is due again.
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { db, engine } from "../db/db.server";
import type { MailKind, MailOutboxTable } from "../db/schema";
import { instant } from "../db/values.server";
import type { Executor } from "../transaction.server";

export type OutgoingMail = {
  recipient: string;
  subject: string;
  text: string;
  kind: MailKind;
  itemId?: string | null;
  /** For a recipient of a daily digest: kept (status held) until this digest's time. */
  heldUntil?: Date;
};

export type ClaimedMail = {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  kind: MailKind;
  attempts: number;
  createdAt: string;
};

/** How long a claim holds a row; longer than the transport's own time limits for one message. */
export const CLAIM_MS = 5 * 60_000;
/** A message not delivered this long after it was written is given up (status failed). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** The longest wait between two attempts. */
export const LONGEST_RETRY_MS = 60 * 60_000;
const LAST_ERROR_MAX = 500;

/** Writes the messages as due now, with the caller's transaction when given one. */
export async function queueMail(executor: Executor, mails: readonly OutgoingMail[], now = new Date()) {
  if (mails.length === 0) return;
  const at = now.toISOString();
  await executor
    .insertInto("mail_outbox")
    .values(
      mails.map((mail) => ({
        id: randomUUID(),
        recipient: mail.recipient,
        subject: mail.subject,
        body_text: mail.text,
        kind: mail.kind,
        item_id: mail.itemId ?? null,
        status: mail.heldUntil ? ("held" as const) : ("queued" as const),
        attempts: 0,
        next_attempt_at: mail.heldUntil?.toISOString() ?? at,
        created_at: at,
      })),
    )
    .execute();
}

/**
 * Takes up to `limit` due messages for `claimer` until now + CLAIM_MS, counting an attempt for
 * each. Due: queued and its next attempt reached, or claimed by a process whose claim ran out.
 * On PostgreSQL, rows another sender is claiming at the same moment are skipped, not waited for.
 */
export async function claimDueMail(claimer: string, now = new Date(), limit = 10): Promise<ClaimedMail[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + CLAIM_MS).toISOString();
  const claim = (executor: Executor, ids: string[]) =>
    executor
      .updateTable("mail_outbox")
      .set((eb) => ({
        status: "sending" as const,
        claimed_by: claimer,
        claimed_until: until,
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "in", ids)
      .returningAll()
      .execute();
  const due = (executor: Executor) =>
    executor
      .selectFrom("mail_outbox")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "queued"), eb("next_attempt_at", "<=", at)]),
          eb.and([eb("status", "=", "sending"), eb("claimed_until", "<=", at)]),
        ]),
      )
      .orderBy("next_attempt_at")
      .limit(limit);

  if (engine() === "postgres") {
    const rows = await db()
      .transaction()
      .execute(async (trx) => {
        const ids = (await due(trx).forUpdate().skipLocked().execute()).map((row) => row.id);
        return ids.length === 0 ? [] : claim(trx, ids);
      });
    return rows.map(toClaimed);
  }
  // SQLite has one writer: the select inside the update sees no other sender's claim half-made.
  const rows = await db()
    .updateTable("mail_outbox")
    .set((eb) => ({
      status: "sending" as const,
      claimed_by: claimer,
      claimed_until: until,
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", due(db()))
    .returningAll()
    .execute();
  return rows.map(toClaimed);
}

function toClaimed(row: Selectable<MailOutboxTable>): ClaimedMail {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    text: row.body_text,
    kind: row.kind,
    attempts: Number(row.attempts),
    createdAt: instant(row.created_at),
  };
}

/** Marks a message sent, if `claimer` still holds it. */
export async function markSent(id: string, claimer: string, now = new Date()) {
  await db()
    .updateTable("mail_outbox")
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

/** The wait before the next attempt after `attempts` failed ones: doubling, at most an hour. */
export function retryDelayMs(attempts: number, firstRetryMs: number) {
  return Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * Records a failed attempt: the message waits for its next one, or, written a day ago or more,
 * is given up. Returns whether it was given up.
 */
export async function markFailed(
  mail: ClaimedMail,
  claimer: string,
  error: string,
  options: { now?: Date; firstRetryMs: number },
): Promise<"retry" | "failed"> {
  const now = options.now ?? new Date();
  const giveUpAt = new Date(mail.createdAt).getTime() + GIVE_UP_AFTER_MS;
  const outcome = now.getTime() >= giveUpAt ? "failed" : "retry";
  const next = Math.min(now.getTime() + retryDelayMs(mail.attempts, options.firstRetryMs), giveUpAt);
  await db()
    .updateTable("mail_outbox")
    .set({
      status: outcome === "failed" ? "failed" : "queued",
      next_attempt_at: new Date(next).toISOString(),
      last_error: error.slice(0, LAST_ERROR_MAX),
      claimed_by: null,
      claimed_until: null,
    })
    .where("id", "=", mail.id)
    .where("claimed_by", "=", claimer)
    .execute();
  return outcome;
}

/** When the next queued message or digest is due, for a sender to sleep until then. */
export async function nextDueAt(): Promise<Date | undefined> {
  const row = await db()
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.min("next_attempt_at").as("next"))
    .where("status", "in", ["queued", "held"])
    .executeTakeFirst();
  return row?.next ? new Date(instant(row.next as string | Date)) : undefined;
}

export type OutboxState = {
  /** Queued or being sent. */
  waiting: number;
  failed: number;
  sentLastDay: number;
  /** Kept for recipients' daily digests. */
  heldForDigest: number;
  /** The latest failure's words, while a message still waits or has been given up in the last day. */
  lastError: string | null;
};

/** What Settings shows: "3 waiting, last error: …". */
export async function outboxState(now = new Date()): Promise<OutboxState> {
  const dayAgo = new Date(now.getTime() - GIVE_UP_AFTER_MS).toISOString();
  const counts = await db()
    .selectFrom("mail_outbox")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where((eb) =>
      eb.or([eb("status", "in", ["queued", "sending", "failed", "held"]), eb("sent_at", ">=", dayAgo)]),
    )
    .groupBy("status")
    .execute();
  const count = (...statuses: string[]) =>
    counts.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.count), 0);
  const latest = await db()
    .selectFrom("mail_outbox")
    .select("last_error")
    .where("last_error", "is not", null)
    .where((eb) => eb.or([eb("status", "in", ["queued", "sending"]), eb("next_attempt_at", ">=", dayAgo)]))
    .orderBy("next_attempt_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return {
    waiting: count("queued", "sending"),
    failed: count("failed"),
    sentLastDay: count("sent"),
    heldForDigest: count("held"),
    lastError: latest?.last_error ?? null,
  };
}
