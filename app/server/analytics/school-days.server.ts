// School-time days (Asia/Kolkata) and how a report's time range splits into whole days read from
// the daily roll-ups and stretches of time read from raw rows. Pure arithmetic, no database.
import { SITE_UTC_OFFSET_MINUTES } from "~/copy/locale";

/** India keeps one offset all year (no daylight saving), so a school day is a fixed UTC span. */
export const SCHOOL_UTC_OFFSET_MS = SITE_UTC_OFFSET_MINUTES * 60_000;
export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/** A stretch of time [from, to) in epoch milliseconds. */
export type Interval = { from: number; to: number };

/** The school day (yyyy-MM-dd) an instant falls on. */
export function schoolDayOf(instant: number): string {
  return new Date(instant + SCHOOL_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a school day begins. */
export function schoolDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - SCHOOL_UTC_OFFSET_MS;
}

export function nextSchoolDay(day: string): string {
  return schoolDayOf(schoolDayStart(day) + DAY_MS);
}

/** The days that lie wholly inside the interval, oldest first. */
export function wholeDaysWithin({ from, to }: Interval): string[] {
  const days: string[] = [];
  let day = schoolDayOf(from);
  if (schoolDayStart(day) < from) day = nextSchoolDay(day);
  while (schoolDayStart(day) + DAY_MS <= to) {
    days.push(day);
    day = nextSchoolDay(day);
  }
  return days;
}

export type RangePlan = {
  /** Whole days whose roll-ups stand in for their raw rows. */
  rolledDays: string[];
  /** What is left, read from raw rows: the partial days at the edges and any day not rolled up. */
  rawIntervals: Interval[];
};

/** Splits an interval into rolled-up whole days and the raw stretches around and between them. */
export function planRange(interval: Interval, rolledUp: ReadonlySet<string>): RangePlan {
  const rolledDays = wholeDaysWithin(interval).filter((day) => rolledUp.has(day));
  const rawIntervals: Interval[] = [];
  let cursor = interval.from;
  for (const day of rolledDays) {
    const start = schoolDayStart(day);
    if (start > cursor) rawIntervals.push({ from: cursor, to: start });
    cursor = start + DAY_MS;
  }
  if (cursor < interval.to) rawIntervals.push({ from: cursor, to: interval.to });
  return { rolledDays, rawIntervals };
}

/** The period of the same length right before the range, for comparing each figure. */
export function previousPeriod<T extends { since: Date | string; until?: Date | string }>(
  range: T,
  now = new Date(),
): T & { since: Date; until: Date } {
  const since = new Date(range.since).getTime();
  const until = range.until === undefined ? now.getTime() : new Date(range.until).getTime();
  return { ...range, since: new Date(since - (until - since)), until: new Date(since) };
}

/**
 * The last day that may be rolled up at `now`: it ended at least `settleMs` ago, so the visits of
 * its last minutes have stopped reporting (a session's counters keep growing while it reports).
 */
export function lastFinishedDay(now: number, settleMs: number): string {
  return schoolDayOf(schoolDayStart(schoolDayOf(now - settleMs)) - DAY_MS);
}

/** Every day from `first` to `last`, both included. */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = nextSchoolDay(day)) days.push(day);
  return days;
}

/** The next moment, after `now`, at which the clock in school time reads `minuteOfDay`. */
export function nextSchoolTime(now: number, minuteOfDay: number): number {
  const today = schoolDayStart(schoolDayOf(now)) + minuteOfDay * 60_000;
  return today > now ? today : today + DAY_MS;
}
