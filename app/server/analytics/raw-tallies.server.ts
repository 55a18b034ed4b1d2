// Tallies read from raw rows for a stretch of time. The daily roll-up stores exactly these for each
// whole day, and the reports read them for the parts of a range no roll-up covers, so both always
// count the same way:
// - a session dimension counts the sessions that started in the stretch, with their own counters
//   (page views, seconds, bounced = exactly one page view), as the spec's cards do;
// - pages count the page views made in the stretch, as the spec's top pages do.
import { type RawBuilder, sql } from "kysely";
import { SITE_TIME_ZONE } from "~/copy/locale";
import { db } from "../db/db.server";
import { dayBucket, type FixedTimeZone, hourBucket } from "../db/dialect.server";
import type { Interval } from "./school-days.server";
import { SCHOOL_UTC_OFFSET_MS } from "./school-days.server";
import { addTally, type Tallies } from "./tallies.server";

export type SessionDimension = "country" | "source" | "device" | "browser" | "os";
export const SESSION_DIMENSIONS: readonly SessionDimension[] = [
  "country",
  "source",
  "device",
  "browser",
  "os",
];

const COLUMN: Record<SessionDimension, string> = {
  country: "country",
  source: "referrer_host",
  device: "device",
  browser: "browser",
  os: "os",
};

type Count = number | string | bigint | null;
type CountRow = { sessions: Count; page_views: Count; time_spent: Count; bounces: Count };

function iso(time: number) {
  return new Date(time).toISOString();
}

function valueExpression(dimension: SessionDimension) {
  return sql<string>`coalesce(${sql.ref(`visitor_session.${COLUMN[dimension]}`)}, '')`;
}

function sessionsBetween({ from, to }: Interval) {
  return db()
    .selectFrom("visitor_session")
    .where("visitor_session.created_at", ">=", iso(from))
    .where("visitor_session.created_at", "<", iso(to));
}

const sessionCounts = [
  sql<Count>`count(*)`.as("sessions"),
  sql<Count>`coalesce(sum(visitor_session.page_views), 0)`.as("page_views"),
  sql<Count>`coalesce(sum(visitor_session.time_spent), 0)`.as("time_spent"),
  sql<Count>`coalesce(sum(case when visitor_session.page_views = 1 then 1 else 0 end), 0)`.as("bounces"),
];

function tallyOf(row: CountRow) {
  return {
    sessions: Number(row.sessions ?? 0),
    pageViews: Number(row.page_views ?? 0),
    timeSpent: Number(row.time_spent ?? 0),
    bounces: Number(row.bounces ?? 0),
  };
}

/** The sessions that started in the stretch, all together. */
export async function rawTotal(interval: Interval) {
  const row = await sessionsBetween(interval).select(sessionCounts).executeTakeFirstOrThrow();
  return tallyOf(row);
}

/**
 * The sessions that started in the stretch per value of each dimension asked for, in one pass:
 * grouped by all of them at once, then folded into one map per dimension.
 */
export async function rawSessionTallies<D extends SessionDimension>(
  interval: Interval,
  dimensions: readonly D[],
): Promise<Record<D, Tallies>> {
  const keys = dimensions.map((dimension) => valueExpression(dimension));
  const rows = await sessionsBetween(interval)
    .select([...dimensions.map((dimension, i) => keys[i]!.as(dimension)), ...sessionCounts])
    .groupBy(keys)
    .execute();
  const result = Object.fromEntries(dimensions.map((d) => [d, new Map()])) as Record<D, Tallies>;
  for (const row of rows as unknown as (CountRow & Record<D, string>)[]) {
    const tally = tallyOf(row);
    for (const dimension of dimensions) addTally(result[dimension], String(row[dimension]), tally);
  }
  return result;
}

/** Page views made in the stretch per page, with their seconds and a title they were seen with. */
export async function rawPageTallies(interval: Interval, { withSessions = false } = {}): Promise<Tallies> {
  const rows = await db()
    .selectFrom("page_view")
    .select([
      "page_view.page_url as value",
      sql<string | null>`max(page_view.page_title)`.as("title"),
      sql<Count>`count(*)`.as("page_views"),
      sql<Count>`coalesce(sum(page_view.time_spent), 0)`.as("time_spent"),
      (withSessions ? sql<Count>`count(distinct page_view.session_id)` : sql<Count>`0`).as("sessions"),
    ])
    .where("page_view.created_at", ">=", iso(interval.from))
    .where("page_view.created_at", "<", iso(interval.to))
    .groupBy("page_view.page_url")
    .execute();
  const tallies: Tallies = new Map();
  for (const row of rows)
    tallies.set(row.value, {
      sessions: Number(row.sessions ?? 0),
      pageViews: Number(row.page_views ?? 0),
      timeSpent: Number(row.time_spent ?? 0),
      bounces: 0,
      title: row.title,
    });
  return tallies;
}

const SCHOOL_TIME: FixedTimeZone = { name: SITE_TIME_ZONE, utcOffsetMs: SCHOOL_UTC_OFFSET_MS };

/** The school-time hour ('yyyy-MM-ddTHH') or day ('yyyy-MM-dd') a session started in. */
function bucketOf(hourly: boolean): RawBuilder<string> {
  const column = "visitor_session.created_at";
  return hourly ? hourBucket(column, SCHOOL_TIME) : dayBucket(column, SCHOOL_TIME);
}

/** The sessions that started in the stretch per school-time hour or day. */
export async function rawBucketTallies(interval: Interval, hourly: boolean): Promise<Tallies> {
  const bucket = bucketOf(hourly);
  const rows = await sessionsBetween(interval)
    .select([bucket.as("value"), ...sessionCounts])
    .groupBy(bucket)
    .execute();
  const tallies: Tallies = new Map();
  for (const row of rows) addTally(tallies, row.value, tallyOf(row));
  return tallies;
}
