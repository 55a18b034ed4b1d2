// Tallies over a report's time range: whole days that have been rolled up come from
// analytics_daily, everything else (the partial days at the edges, a day not rolled up yet) from
// raw rows, and the two are added together.

import {
  rawBucketTallies,
  rawPageTallies,
  rawSessionTallies,
  rawTotal,
  type SessionDimension,
} from "./raw-tallies.server";
import { type RollupDimension, rolledUpDailyTotals, rolledUpDays, rolledUpTallies } from "./rollup.server";
import { type Interval, planRange, type RangePlan, wholeDaysWithin } from "./school-days.server";
import { addTally, emptyTally, mergeTallies, type Tallies, type Tally } from "./tallies.server";

export type AnalyticsRange = {
  since: Date | string;
  /** The end of the range (excluded); now when absent. */
  until?: Date | string;
  /**
   * @deprecated Ignored: sessions from excluded referrer hosts are dropped when they are reported
   * (POST /api/track), so no stored row needs leaving out (docs/decisions/016).
   */
  excludedReferrers?: readonly string[];
};

export function intervalOf(range: AnalyticsRange, now = new Date()): Interval {
  const from = new Date(range.since).getTime();
  const to = range.until === undefined ? now.getTime() : new Date(range.until).getTime();
  return { from, to: Math.max(from, to) };
}

export async function planFor(interval: Interval): Promise<RangePlan> {
  const whole = wholeDaysWithin(interval);
  const done = whole.length > 0 ? await rolledUpDays(whole[0]!, whole.at(-1)!) : new Set<string>();
  return planRange(interval, done);
}

function addInto(total: Tally, part: Tally) {
  total.sessions += part.sessions;
  total.pageViews += part.pageViews;
  total.timeSpent += part.timeSpent;
  total.bounces += part.bounces;
}

/** All sessions that started in the range, and the same per value of each dimension asked for. */
export async function sessionTalliesOver<D extends SessionDimension>(
  range: AnalyticsRange,
  dimensions: readonly D[],
): Promise<{ total: Tally; by: Record<D, Tallies> }> {
  const plan = await planFor(intervalOf(range));
  const rollupDimensions: RollupDimension[] = ["total", ...dimensions];
  const [rolled, raw] = await Promise.all([
    rolledUpTallies(plan.rolledDays, rollupDimensions),
    Promise.all(
      plan.rawIntervals.map(async (interval) =>
        dimensions.length > 0
          ? { by: await rawSessionTallies(interval, dimensions) }
          : { total: await rawTotal(interval) },
      ),
    ),
  ]);
  const total = { ...(rolled.total.get("") ?? emptyTally()) };
  const by = {} as Record<D, Tallies>;
  for (const dimension of dimensions)
    by[dimension] = mergeTallies([rolled[dimension], ...raw.map((part) => part.by![dimension])]);
  for (const part of raw) {
    if (part.total) addInto(total, part.total);
    else {
      const first = part.by![dimensions[0]!];
      for (const tally of first.values()) addInto(total, tally);
    }
  }
  return { total, by };
}

/** Page views made in the range per page. */
export async function pageTalliesOver(range: AnalyticsRange): Promise<Tallies> {
  const plan = await planFor(intervalOf(range));
  const [rolled, ...raw] = await Promise.all([
    rolledUpTallies(plan.rolledDays, ["page"]),
    ...plan.rawIntervals.map((interval) => rawPageTallies(interval)),
  ]);
  return mergeTallies([rolled.page, ...raw]);
}

/**
 * Sessions per school-time hour or day ('yyyy-MM-ddTHH' or 'yyyy-MM-dd'); per day, a rolled-up
 * day's totals stand in for its raw rows.
 */
export async function bucketTalliesOver(range: AnalyticsRange, hourly: boolean, now = new Date()) {
  const interval = intervalOf(range, now);
  const plan = hourly ? { rolledDays: [], rawIntervals: [interval] } : await planFor(interval);
  const [rolled, ...raw] = await Promise.all([
    rolledUpDailyTotals(plan.rolledDays),
    ...plan.rawIntervals.map((part) => rawBucketTallies(part, hourly)),
  ]);
  const buckets = mergeTallies(raw);
  for (const [day, tally] of rolled) addTally(buckets, day, tally);
  return buckets;
}
