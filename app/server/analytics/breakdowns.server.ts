// Visitors by device, browser, OS, country or source, and visitors and page views over time, for
// the analytics page's breakdowns and chart.
import { DIRECT_SOURCE, UNKNOWN_LOCATION } from "~/copy/analytics";
import type { BreakdownRow } from "~/views/analytics";
import { page } from "../paging.server";
import {
  type AnalyticsRange,
  bucketTalliesOver,
  intervalOf,
  sessionTalliesOver,
} from "./range-tallies.server";
import { DAY_MS, HOUR_MS, SCHOOL_UTC_OFFSET_MS } from "./school-days.server";

export type { BreakdownRow };
/**
 * Visitors: sessions that started in the bucket; page views: those sessions' page views, so that
 * the chart adds up to the cards.
 */
export type TimelinePoint = { bucket: string; visitors: number; pageViews: number };
export type Dimension = "device" | "browser" | "os" | "country" | "source";

/** Up to two days are charted per hour, longer ranges per day. */
const HOURLY_UP_TO = 48 * HOUR_MS;

/**
 * Sessions of the range per value of one dimension, most first, then by label; missing values are
 * 'Unknown' ('Direct' for the source) and come last among equals.
 */
export async function visitorBreakdown(
  range: AnalyticsRange,
  dimension: Dimension,
  limit = 10,
): Promise<BreakdownRow[]> {
  const { by } = await sessionTalliesOver(range, [dimension]);
  const missing = dimension === "source" ? DIRECT_SOURCE : UNKNOWN_LOCATION;
  return [...by[dimension]]
    .filter(([, tally]) => tally.sessions > 0)
    .sort(
      ([a, x], [b, y]) =>
        y.sessions - x.sessions || (a === "" ? 1 : b === "" ? -1 : a < b ? -1 : a > b ? 1 : 0),
    )
    .slice(0, page({ limit }, 10, 50).limit)
    .map(([value, tally]) => ({ label: value || missing, visitors: tally.sessions }));
}

function bucketKey(time: number, hourly: boolean) {
  const local = new Date(time + SCHOOL_UTC_OFFSET_MS).toISOString();
  return hourly ? local.slice(0, 13) : local.slice(0, 10);
}

/**
 * Visitors and page views per hour or per day in school time, every bucket of the range present,
 * oldest first. Buckets read 'yyyy-MM-ddTHH' (hourly) or 'yyyy-MM-dd'.
 */
export async function visitorTimeline(range: AnalyticsRange, now = new Date()): Promise<TimelinePoint[]> {
  const { from, to } = intervalOf(range, now);
  const hourly = to - from <= HOURLY_UP_TO;
  const tallies = await bucketTalliesOver({ since: new Date(from), until: new Date(to) }, hourly, now);
  const points = new Map<string, TimelinePoint>();
  const step = hourly ? HOUR_MS : DAY_MS;
  for (let time = from; time <= to; time += step) {
    const bucket = bucketKey(time, hourly);
    points.set(bucket, { bucket, visitors: 0, pageViews: 0 });
  }
  const last = bucketKey(to, hourly);
  if (!points.has(last)) points.set(last, { bucket: last, visitors: 0, pageViews: 0 });
  for (const [bucket, tally] of tallies) {
    const point = points.get(bucket);
    if (point) {
      point.visitors = tally.sessions;
      point.pageViews = tally.pageViews;
    }
  }
  return [...points.values()].sort((a, b) => a.bucket.localeCompare(b.bucket));
}
