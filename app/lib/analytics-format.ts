// Figures of the Analytics screen as text (spec §9): durations, percentages, and each card's
// comparison with the period of the same length just before.

/** Seconds as the spec writes them, rounded: under a minute '45s', else '62m 5s'. */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
  if (whole < 60) return `${whole}s`;
  return `${Math.floor(whole / 60)}m ${whole % 60}s`;
}

/** A whole percentage: '40%'. */
export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}

/** A count as the admin pages write it: '1,23,456' (Indian grouping). */
export function formatCount(value: number): string {
  return value.toLocaleString("en-IN");
}

/**
 * The change from the previous period in whole percent; 'new' when there was nothing before and
 * something now; null when there was nothing either time (nothing to compare).
 */
export function percentChange(current: number, previous: number): number | "new" | null {
  if (previous === 0) return current === 0 ? null : "new";
  return Math.round(((current - previous) / previous) * 100);
}

export type Comparison = { trend: "up" | "down" | "same" | "new"; text: string };

/**
 * One card's comparison, e.g. '+12% vs previous 24 hours'. `points` compares two percentages by
 * their difference ('+5 pts'), as a change of a rate reads best. `previousHadVisits` (by default:
 * the previous figure is not 0) tells a quiet previous period, where a figure is new, from a
 * figure that was 0 among visits. Null when both periods were quiet.
 */
export function compareWithPrevious(
  current: number,
  previous: number,
  period: string,
  options: { points?: boolean; previousHadVisits?: boolean } = {},
): Comparison | null {
  const vs = `vs previous ${period}`;
  if (!(options.previousHadVisits ?? previous !== 0))
    return current === 0 ? null : { trend: "new", text: `New: none in the previous ${period}` };
  const change = options.points ? Math.round(current - previous) : percentChange(current, previous);
  if (change === null || change === 0) return { trend: "same", text: `No change ${vs}` };
  if (change === "new") return { trend: "up", text: `Up from 0 in the previous ${period}` };
  const unit = options.points ? " pts" : "%";
  return change > 0
    ? { trend: "up", text: `+${change}${unit} ${vs}` }
    : { trend: "down", text: `-${-change}${unit} ${vs}` };
}

export type TimelineBucket = { bucket: string; visitors: number; pageViews: number };
/** One point of the chart, with its axis label ('2 pm', '25 Nov') and its full name. */
export type ChartPoint = TimelineBucket & { label: string; fullLabel: string };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function clockHour(hour: number) {
  return `${hour % 12 || 12} ${hour < 12 ? "am" : "pm"}`;
}

/**
 * Names a timeline bucket, already in school time: an hour 'yyyy-MM-ddTHH' reads '2 pm'
 * ('25 Nov, 2 pm' in full), a day 'yyyy-MM-dd' reads '25 Nov' ('Wed, 25 Nov').
 */
export function chartPoint(point: TimelineBucket): ChartPoint {
  const [year, month, day, hour] = point.bucket.split(/[-T]/).map(Number);
  const date = `${day} ${MONTHS[(month ?? 1) - 1]}`;
  if (hour !== undefined && !Number.isNaN(hour))
    return { ...point, label: clockHour(hour), fullLabel: `${date}, ${clockHour(hour)}` };
  const weekday = WEEKDAYS[new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay()];
  return { ...point, label: date, fullLabel: `${weekday}, ${date}` };
}
