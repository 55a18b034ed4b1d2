// Time ranges of the analytics page (spec §9); Last 24 Hours is the default.

export const ANALYTICS_RANGES = [
  { key: "1h", label: "Last Hour", milliseconds: 60 * 60 * 1000 },
  { key: "24h", label: "Last 24 Hours", milliseconds: 24 * 60 * 60 * 1000 },
  { key: "7d", label: "Last 7 Days", milliseconds: 7 * 24 * 60 * 60 * 1000 },
  { key: "30d", label: "Last 30 Days", milliseconds: 30 * 24 * 60 * 60 * 1000 },
] as const;
export type AnalyticsRangeKey = (typeof ANALYTICS_RANGES)[number]["key"];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRangeKey = "24h";

/** Shown as the top source when no visitor came from another site. */
export const DIRECT_SOURCE = "Direct";
export const UNKNOWN_LOCATION = "Unknown";
/** The development host the spec's analytics always leaves out. */
export const DEV_PLATFORM_REFERRER = "lovable.dev";
export const ANALYTICS_OVERVIEW_ROWS = 5;

export function analyticsRangeStart(key: AnalyticsRangeKey, now = new Date()): Date {
  const range = ANALYTICS_RANGES.find((r) => r.key === key) ?? ANALYTICS_RANGES[1];
  return new Date(now.getTime() - range.milliseconds);
}

export function isAnalyticsRangeKey(value: string): value is AnalyticsRangeKey {
  return ANALYTICS_RANGES.some((range) => range.key === value);
}
