// The daily roll-up: for each finished school-time day, the tallies of its raw rows per dimension
// and value, kept in analytics_daily for ever. A day counts as rolled up once its 'total' row is
// there (written even for a day without visitors); a rolled-up day is never rolled up again.
import { sql } from "kysely";
import { db } from "../db/db.server";
import type { AnalyticsDailyTable } from "../db/schema";
import { inTransaction } from "../transaction.server";
import { rawPageTallies, rawSessionTallies, rawTotal, SESSION_DIMENSIONS } from "./raw-tallies.server";
import { DAY_MS, daysFrom, schoolDayOf, schoolDayStart } from "./school-days.server";
import type { Tallies, Tally } from "./tallies.server";

export type RollupDimension = AnalyticsDailyTable["dimension"];
type Count = number | string | bigint | null;

/** Rows a statement writes at most: well under SQLite's limit of bound parameters. */
const ROWS_PER_INSERT = 500;

/** The days between `first` and `last` (included) that have been rolled up. */
export async function rolledUpDays(first: string, last: string): Promise<Set<string>> {
  if (first > last) return new Set();
  const rows = await db()
    .selectFrom("analytics_daily")
    .select("day")
    .where("dimension", "=", "total")
    .where("value", "=", "")
    .where("day", ">=", first)
    .where("day", "<=", last)
    .execute();
  return new Set(rows.map((row) => row.day));
}

/** The stored tallies of some rolled-up days, summed per dimension and value. */
export async function rolledUpTallies<D extends RollupDimension>(
  days: readonly string[],
  dimensions: readonly D[],
): Promise<Record<D, Tallies>> {
  const result = Object.fromEntries(dimensions.map((d) => [d, new Map()])) as Record<D, Tallies>;
  if (days.length === 0 || dimensions.length === 0) return result;
  const rows = await db()
    .selectFrom("analytics_daily")
    .select([
      "dimension",
      "value",
      sql<Count>`sum(sessions)`.as("sessions"),
      sql<Count>`sum(page_views)`.as("page_views"),
      sql<Count>`sum(time_spent)`.as("time_spent"),
      sql<Count>`sum(bounces)`.as("bounces"),
      sql<string | null>`max(title)`.as("title"),
    ])
    .where("day", "in", days)
    .where("dimension", "in", dimensions)
    .groupBy(["dimension", "value"])
    .execute();
  for (const row of rows) {
    result[row.dimension as D].set(row.value, {
      sessions: Number(row.sessions ?? 0),
      pageViews: Number(row.page_views ?? 0),
      timeSpent: Number(row.time_spent ?? 0),
      bounces: Number(row.bounces ?? 0),
      title: row.title,
    });
  }
  return result;
}

/** Each day's stored totals, for the chart. */
export async function rolledUpDailyTotals(days: readonly string[]): Promise<Map<string, Tally>> {
  const totals = new Map<string, Tally>();
  if (days.length === 0) return totals;
  const rows = await db()
    .selectFrom("analytics_daily")
    .select(["day", "sessions", "page_views", "time_spent", "bounces"])
    .where("day", "in", days)
    .where("dimension", "=", "total")
    .where("value", "=", "")
    .execute();
  for (const row of rows)
    totals.set(row.day, {
      sessions: Number(row.sessions),
      pageViews: Number(row.page_views),
      timeSpent: Number(row.time_spent),
      bounces: Number(row.bounces),
    });
  return totals;
}

/**
 * The finished days that still await their roll-up: from the first day with raw rows up to
 * `lastDay`, leaving out the ones done.
 */
export async function daysAwaitingRollup(lastDay: string): Promise<string[]> {
  const [sessions, views] = await Promise.all([
    db()
      .selectFrom("visitor_session")
      .select(sql<string | Date | null>`min(created_at)`.as("first"))
      .executeTakeFirst(),
    db()
      .selectFrom("page_view")
      .select(sql<string | Date | null>`min(created_at)`.as("first"))
      .executeTakeFirst(),
  ]);
  const firsts = [sessions?.first, views?.first].filter((v) => v != null).map((v) => new Date(v!).getTime());
  if (firsts.length === 0) return [];
  const firstDay = schoolDayOf(Math.min(...firsts));
  if (firstDay > lastDay) return [];
  const done = await rolledUpDays(firstDay, lastDay);
  return daysFrom(firstDay, lastDay).filter((day) => !done.has(day));
}

type DailyRow = {
  day: string;
  dimension: RollupDimension;
  value: string;
  sessions: number;
  page_views: number;
  time_spent: number;
  bounces: number;
  title: string | null;
};

function rowsOf(day: string, dimension: RollupDimension, tallies: Tallies): DailyRow[] {
  return [...tallies].map(([value, tally]) => ({
    day,
    dimension,
    value,
    sessions: tally.sessions,
    page_views: tally.pageViews,
    time_spent: tally.timeSpent,
    bounces: tally.bounces,
    title: tally.title ?? null,
  }));
}

/**
 * Rolls up one day from its raw rows. The rows are read first, then written in one transaction;
 * a day another process rolled up meanwhile is overwritten with the same figures.
 */
export async function rollUpDay(day: string): Promise<number> {
  const interval = { from: schoolDayStart(day), to: schoolDayStart(day) + DAY_MS };
  const [total, sessions, pages] = await Promise.all([
    rawTotal(interval),
    Promise.all(
      SESSION_DIMENSIONS.map(async (dimension) =>
        rowsOf(day, dimension, (await rawSessionTallies(interval, [dimension]))[dimension]),
      ),
    ),
    rawPageTallies(interval, { withSessions: true }),
  ]);
  const rows = [
    ...rowsOf(day, "total", new Map([["", total]])),
    ...sessions.flat(),
    ...rowsOf(day, "page", pages),
  ];
  await inTransaction(async (trx) => {
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      await trx
        .insertInto("analytics_daily")
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .onConflict((oc) =>
          oc.columns(["day", "dimension", "value"]).doUpdateSet((eb) => ({
            sessions: eb.ref("excluded.sessions"),
            page_views: eb.ref("excluded.page_views"),
            time_spent: eb.ref("excluded.time_spent"),
            bounces: eb.ref("excluded.bounces"),
            title: eb.ref("excluded.title"),
          })),
        )
        .execute();
    }
  });
  return rows.length;
}
