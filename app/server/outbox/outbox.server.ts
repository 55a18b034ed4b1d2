// What the office's e-mail (mail/outbox.server.ts) and the pushes (push/deliveries.server.ts) have
// in common: a table of messages, each written in the transaction of what it tells of, that
// senders in any number of processes claim for a while, send, and mark sent or due again after a
// doubling wait. One still unsent `giveUpAfterMs` after it was written has its last attempt then,
// and is given up (status failed) if that fails too. A claim whose process died runs out, and the
// row is due again.
import { db, engine } from "../db/db.server";
import type { MailStatus, PushStatus } from "../db/schema";
import { instant } from "../db/values.server";
import type { Executor } from "../transaction.server";

export type OutboxTableName = "mail_outbox" | "push_delivery";

export type OutboxTiming = {
  /** How long a claim holds a row: longer than one message's own time limits. */
  claimMs: number;
  giveUpAfterMs: number;
  longestRetryMs: number;
};

/** What a failed attempt needs to know of the row it was for. */
export type ClaimedRow = { id: string; attempts: number; createdAt: string };

const LAST_ERROR_MAX = 500;

/** The wait before the next attempt after `attempts` failed ones: doubling from the first, at most `longestMs`. */
export function retryDelayMs(attempts: number, firstRetryMs: number, longestMs: number) {
  return Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), longestMs);
}

export function outbox(tableName: OutboxTableName, timing: OutboxTiming) {
  // Kysely types a query by one table: both outboxes have the columns used here, with the same types.
  const table = tableName as "mail_outbox";

  return {
    /**
     * Takes up to `limit` due rows for `claimer` until now + claimMs, counting an attempt for each,
     * and returns their ids. Due: queued and its next attempt reached, or claimed by a process whose
     * claim ran out. On PostgreSQL, rows another sender is claiming at the same moment are skipped,
     * not waited for.
     */
    async claimDue(claimer: string, now: Date, limit: number): Promise<string[]> {
      const at = now.toISOString();
      const until = new Date(now.getTime() + timing.claimMs).toISOString();
      const due = (executor: Executor) =>
        executor
          .selectFrom(table)
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
          .updateTable(table)
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
      return claimed.map((row) => row.id);
    },

    /** Marks a row sent, if `claimer` still holds it. */
    async markSent(id: string, claimer: string, now: Date) {
      await db()
        .updateTable(table)
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
    },

    /** Records a failed attempt: the row waits for its next one, or is given up. */
    async markFailed(
      row: ClaimedRow,
      claimer: string,
      error: string,
      { now, firstRetryMs }: { now: Date; firstRetryMs: number },
    ): Promise<"retry" | "failed"> {
      const giveUpAt = new Date(row.createdAt).getTime() + timing.giveUpAfterMs;
      const outcome = now.getTime() >= giveUpAt ? "failed" : "retry";
      const next = Math.min(
        now.getTime() + retryDelayMs(row.attempts, firstRetryMs, timing.longestRetryMs),
        giveUpAt,
      );
      await db()
        .updateTable(table)
        .set({
          status: outcome === "failed" ? "failed" : "queued",
          next_attempt_at: new Date(next).toISOString(),
          last_error: error.slice(0, LAST_ERROR_MAX),
          claimed_by: null,
          claimed_until: null,
        })
        .where("id", "=", row.id)
        .where("claimed_by", "=", claimer)
        .execute();
      return outcome;
    },

    /** When the next row in one of `statuses` is due, for a sender to sleep until then. */
    async nextDueAt(statuses: readonly (MailStatus | PushStatus)[]): Promise<Date | undefined> {
      const row = await db()
        .selectFrom(table)
        .select((eb) => eb.fn.min("next_attempt_at").as("next"))
        .where("status", "in", statuses as MailStatus[])
        .executeTakeFirst();
      return row?.next ? new Date(instant(row.next as string | Date)) : undefined;
    },
  };
}
