// Raw page views and visitor sessions are kept for ANALYTICS_RETENTION_DAYS whole school days; older
// ones are deleted once their days have been rolled up (the roll-ups are kept for ever). Deleted a
// few thousand rows per statement, so that the server's own writes never wait long behind them.
import { db } from "../db/db.server";
import { daysAwaitingRollup } from "./rollup.server";
import { DAY_MS, schoolDayOf, schoolDayStart } from "./school-days.server";

const ROWS_PER_DELETE = 5_000;

export type PruneResult = { before: string; pageViews: number; sessions: number };

/** The instant before which raw rows may go: the start of the school day `retentionDays` ago. */
export function retentionCutoff(now: Date, retentionDays: number): number {
  return schoolDayStart(schoolDayOf(now.getTime())) - retentionDays * DAY_MS;
}

/**
 * Deletes raw rows from before the cutoff, stopping earlier at the first day that has not been
 * rolled up, so no figure is ever lost. A session still reporting after the cutoff stays, with its
 * later page views, until it too is old enough.
 */
export async function pruneRawRows(now: Date, retentionDays: number): Promise<PruneResult> {
  let before = retentionCutoff(now, retentionDays);
  const [firstAwaiting] = await daysAwaitingRollup(schoolDayOf(before - DAY_MS));
  if (firstAwaiting) before = Math.min(before, schoolDayStart(firstAwaiting));
  const cutoff = new Date(before).toISOString();

  let pageViews = 0;
  for (;;) {
    const result = await db()
      .deleteFrom("page_view")
      .where("id", "in", (eb) =>
        eb.selectFrom("page_view").select("id").where("created_at", "<", cutoff).limit(ROWS_PER_DELETE),
      )
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    pageViews += deleted;
    if (deleted < ROWS_PER_DELETE) break;
  }

  let sessions = 0;
  for (;;) {
    const result = await db()
      .deleteFrom("visitor_session")
      .where("id", "in", (eb) =>
        eb
          .selectFrom("visitor_session")
          .select("id")
          .where("created_at", "<", cutoff)
          .where((w) => w.or([w("last_seen_at", "is", null), w("last_seen_at", "<", cutoff)]))
          .limit(ROWS_PER_DELETE),
      )
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    sessions += deleted;
    if (deleted < ROWS_PER_DELETE) break;
  }
  return { before: cutoff, pageViews, sessions };
}
