// Visitors by device, browser, OS or country, and visitors and page views over time, for the
// analytics page's breakdowns and chart.
import { sql } from "kysely";
import { UNKNOWN_LOCATION } from "~/copy/analytics";
import { SITE_TIME_ZONE } from "~/copy/locale";
import { db, engine } from "../db/db.server";
import { page } from "../paging.server";
import { type AnalyticsRange, notFromExcludedHosts, sessionsInRange } from "./reports.server";

export type BreakdownRow = { label: string; visitors: number };
export type TimelinePoint = { bucket: string; visitors: number; pageViews: number };
export type Dimension = "device" | "browser" | "os" | "country";

/** India keeps one offset all year (no daylight saving), so SQLite can shift by it directly. */
const SITE_UTC_OFFSET_MINUTES = 330;
const HOUR = 60 * 60 * 1000;
/** Up to two days are charted per hour, longer ranges per day. */
const HOURLY_UP_TO = 48 * HOUR;

/** Sessions of the range per value of one dimension, most first; missing values are 'Unknown'. */
export async function visitorBreakdown(
  range: AnalyticsRange,
  dimension: Dimension,
  limit = 10,
): Promise<BreakdownRow[]> {
  const column = sql.ref<string | null>(`visitor_session.${dimension}`);
  const rows = await sessionsInRange(range)
    .select([column.as("label"), sql<number>`count(*)`.as("visitors")])
    .groupBy(column)
    .orderBy(sql`count(*)`, "desc")
    .orderBy(column, (ob) => ob.asc().nullsLast())
    .limit(page({ limit }, 10, 50).limit)
    .execute();
  return rows.map((row) => ({ label: row.label || UNKNOWN_LOCATION, visitors: Number(row.visitors) }));
}

function bucketKey(time: number, hourly: boolean) {
  const local = new Date(time + SITE_UTC_OFFSET_MINUTES * 60 * 1000).toISOString();
  return hourly ? local.slice(0, 13) : local.slice(0, 10);
}

function bucketExpression(column: "visitor_session.created_at" | "page_view.created_at", hourly: boolean) {
  const ref = sql.ref(column);
  if (engine() === "postgres") {
    const format = hourly ? 'YYYY-MM-DD"T"HH24' : "YYYY-MM-DD";
    return sql<string>`to_char(${ref} at time zone ${sql.lit(SITE_TIME_ZONE)}, ${sql.lit(format)})`;
  }
  const format = hourly ? "%Y-%m-%dT%H" : "%Y-%m-%d";
  return sql<string>`strftime(${sql.lit(format)}, ${ref}, ${sql.lit(`+${SITE_UTC_OFFSET_MINUTES} minutes`)})`;
}

/**
 * Visitors (sessions started) and page views per hour or per day in school time, every bucket
 * of the range present, oldest first. Buckets read 'yyyy-MM-ddTHH' (hourly) or 'yyyy-MM-dd'.
 */
export async function visitorTimeline(range: AnalyticsRange, now = new Date()): Promise<TimelinePoint[]> {
  const since = new Date(range.since).getTime();
  const until = range.until ? new Date(range.until).getTime() : now.getTime();
  const hourly = until - since <= HOURLY_UP_TO;
  const sessionBucket = bucketExpression("visitor_session.created_at", hourly);
  const viewBucket = bucketExpression("page_view.created_at", hourly);
  let views = db()
    .selectFrom("page_view")
    .innerJoin("visitor_session", "visitor_session.session_id", "page_view.session_id")
    .select([viewBucket.as("bucket"), sql<number>`count(*)`.as("count")])
    .where("page_view.created_at", ">=", new Date(since).toISOString())
    .where(notFromExcludedHosts(range));
  if (range.until) views = views.where("page_view.created_at", "<", new Date(until).toISOString());
  const [sessionRows, viewRows] = await Promise.all([
    sessionsInRange(range)
      .select([sessionBucket.as("bucket"), sql<number>`count(*)`.as("count")])
      .groupBy(sessionBucket)
      .execute(),
    views.groupBy(viewBucket).execute(),
  ]);
  const points = new Map<string, TimelinePoint>();
  const step = hourly ? HOUR : 24 * HOUR;
  for (let time = since; time <= until; time += step) {
    const bucket = bucketKey(time, hourly);
    points.set(bucket, { bucket, visitors: 0, pageViews: 0 });
  }
  const last = bucketKey(until, hourly);
  points.set(last, points.get(last) ?? { bucket: last, visitors: 0, pageViews: 0 });
  for (const row of sessionRows) {
    const point = points.get(row.bucket);
    if (point) point.visitors = Number(row.count);
  }
  for (const row of viewRows) {
    const point = points.get(row.bucket);
    if (point) point.pageViews = Number(row.count);
  }
  return [...points.values()].sort((a, b) => a.bucket.localeCompare(b.bucket));
}
