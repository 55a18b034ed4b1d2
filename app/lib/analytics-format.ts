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
