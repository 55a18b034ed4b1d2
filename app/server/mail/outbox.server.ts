// The office's e-mail outbox: every e-mail the office is sent is first a row here, written in the
// transaction of what it tells of (docs/operations.md, "The office's e-mail"), and claimed, sent and
// retried as every outbox is (../outbox/outbox.server.ts); given up a day after it was written.
import { randomUUID } from "node:crypto";
import { db } from "../db/db.server";
import type { MailKind } from "../db/schema";
import { instant } from "../db/values.server";
import { type OutboxTiming, outbox, retryDelayMs as outboxRetryDelayMs } from "../outbox/outbox.server";
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

const mailOutbox = outbox("mail_outbox", {
  claimMs: CLAIM_MS,
  giveUpAfterMs: GIVE_UP_AFTER_MS,
  longestRetryMs: LONGEST_RETRY_MS,
} satisfies OutboxTiming);

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
 * each (../outbox/outbox.server.ts says which are due).
 */
export async function claimDueMail(claimer: string, now = new Date(), limit = 10): Promise<ClaimedMail[]> {
  const ids = await mailOutbox.claimDue(claimer, now, limit);
  if (ids.length === 0) return [];
  const rows = await db()
    .selectFrom("mail_outbox")
    .select(["id", "recipient", "subject", "body_text", "kind", "attempts", "created_at"])
    .where("id", "in", ids)
    .where("claimed_by", "=", claimer)
    .orderBy("next_attempt_at")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    text: row.body_text,
    kind: row.kind,
    attempts: Number(row.attempts),
    createdAt: instant(row.created_at),
  }));
}

/** Marks a message sent, if `claimer` still holds it. */
export function markSent(id: string, claimer: string, now = new Date()) {
  return mailOutbox.markSent(id, claimer, now);
}

/** The wait before the next attempt after `attempts` failed ones: doubling, at most an hour. */
export function retryDelayMs(attempts: number, firstRetryMs: number) {
  return outboxRetryDelayMs(attempts, firstRetryMs, LONGEST_RETRY_MS);
}

/**
 * Records a failed attempt: the message waits for its next one, or, written a day ago or more,
 * is given up. Returns whether it was given up.
 */
export function markFailed(
  mail: ClaimedMail,
  claimer: string,
  error: string,
  options: { now?: Date; firstRetryMs: number },
): Promise<"retry" | "failed"> {
  return mailOutbox.markFailed(mail, claimer, error, {
    now: options.now ?? new Date(),
    firstRetryMs: options.firstRetryMs,
  });
}

/**
 * After a message has gone, the mail server is back: the messages waiting because it was down
 * (their last error in `serverDownWords`) are due now, rather than at their backed-off time (up to
 * an hour away after a long outage). Returns how many.
 */
export async function retryAfterOutage(serverDownWords: readonly string[], now = new Date()) {
  const at = now.toISOString();
  const result = await db()
    .updateTable("mail_outbox")
    .set({ next_attempt_at: at })
    .where("status", "=", "queued")
    .where("next_attempt_at", ">", at)
    .where("last_error", "in", [...serverDownWords])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** When the next queued message or digest is due, for a sender to sleep until then. */
export function nextDueAt(): Promise<Date | undefined> {
  return mailOutbox.nextDueAt(["queued", "held"]);
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
