// Time ranges of the analytics page (spec §9); Last 24 Hours is the default.

// `period` names the range's length in running text ('vs previous 24 hours').
export const ANALYTICS_RANGES = [
  { key: "1h", label: "Last Hour", period: "hour", milliseconds: 60 * 60 * 1000 },
  { key: "24h", label: "Last 24 Hours", period: "24 hours", milliseconds: 24 * 60 * 60 * 1000 },
  { key: "7d", label: "Last 7 Days", period: "7 days", milliseconds: 7 * 24 * 60 * 60 * 1000 },
  { key: "30d", label: "Last 30 Days", period: "30 days", milliseconds: 30 * 24 * 60 * 60 * 1000 },
] as const;
export type AnalyticsRangeKey = (typeof ANALYTICS_RANGES)[number]["key"];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRangeKey = "24h";

/** Shown as the top source when no visitor came from another site. */
export const DIRECT_SOURCE = "Direct";

/**
 * What the Top Source card's figure means (issue 26: 'google.com' read as the main way in while
 * 83 % came direct): the share of visits from that site, and the share that came direct.
 */
export function topSourceMeaning(source: string, share: number, directShare: number): string {
  if (source === DIRECT_SOURCE) return `No referring site: ${share}% of visits came direct`;
  return `Top referring site: ${share}% of visits (Direct: ${directShare}%)`;
}
export const UNKNOWN_LOCATION = "Unknown";
/** The development host the spec's analytics always leaves out. */
export const DEV_PLATFORM_REFERRER = "lovable.dev";
export const ANALYTICS_OVERVIEW_ROWS = 5;
/** Rows per page of the Visitors and Pages tables. */
export const ANALYTICS_PAGE_SIZE = 25;

export function analyticsRangeStart(key: AnalyticsRangeKey, now = new Date()): Date {
  const range = ANALYTICS_RANGES.find((r) => r.key === key) ?? ANALYTICS_RANGES[1];
  return new Date(now.getTime() - range.milliseconds);
}

export function isAnalyticsRangeKey(value: string): value is AnalyticsRangeKey {
  return ANALYTICS_RANGES.some((range) => range.key === value);
}

/** The range an address asks for (`?range=`); anything else is the default, never an error. */
export function analyticsRangeFrom(value: string | null | undefined): AnalyticsRangeKey {
  return value && isAnalyticsRangeKey(value) ? value : DEFAULT_ANALYTICS_RANGE;
}

export function analyticsRange(key: AnalyticsRangeKey) {
  return ANALYTICS_RANGES.find((range) => range.key === key) ?? ANALYTICS_RANGES[1];
}

// The Analytics screen (spec §2). Tests import the same names.
export const ANALYTICS_TITLE = "Analytics";
export const ANALYTICS_DESCRIPTION = "Who visits the website, how they find it and what they read.";
export const RANGE_SELECT_LABEL = "Time range";
export const REFRESH_LABEL = "Refresh";
export const REFRESHING_LABEL = "Refreshing…";
export const SUMMARY_CARD_LABELS = {
  visitors: "Visitors",
  pageViews: "Page Views",
  averageTime: "Avg. Time",
  countries: "Countries",
  bounceRate: "Bounce Rate",
  topSource: "Top Source",
} as const;
export const ANALYTICS_TABS = [
  { key: "overview", label: "Overview" },
  { key: "visitors", label: "Visitors" },
  { key: "pages", label: "Pages" },
] as const;
export type AnalyticsTabKey = (typeof ANALYTICS_TABS)[number]["key"];
export const TOP_PAGES_TITLE = "Top Pages";
export const RECENT_VISITORS_TITLE = "Recent Visitors";
export const SHOW_ALL_PAGES = "All pages";
export const SHOW_ALL_VISITORS = "All visitors";
export const VISITOR_COLUMNS = {
  location: "Location",
  landingPage: "Landing Page",
  referrer: "Referrer",
  views: "Views",
  timeSpent: "Time Spent",
  visitTime: "Visit Time",
} as const;
export const PAGE_COLUMNS = {
  page: "Page",
  views: "Views",
  averageTime: "Avg. Time",
  totalTime: "Total Time",
} as const;
export const BREAKDOWN_TITLES = {
  source: "Sources",
  country: "Countries",
  device: "Devices",
  browser: "Browsers",
} as const;
export const NO_BREAKDOWN_ROWS = "No visitors in this period.";
export const NO_VISITORS_ROWS = "No visitors in this period.";
export const NO_PAGE_ROWS = "No page views in this period.";
export const ENQUIRY_PAGES_TITLE = "Pages that led to an enquiry";
export const ENQUIRY_PAGES_NOTE = "Pages visited in the sessions an enquiry was sent from.";
export const NO_ENQUIRY_PAGES = "No enquiry came from a tracked visit in this period.";
export const CHART_TITLE = "Visitors and page views";
export const CHART_SERIES = { visitors: "Visitors", pageViews: "Page views" } as const;

/** 'Per hour over the last 24 hours, in India time.' */
export function chartDescription(period: string, hourly: boolean): string {
  return `${hourly ? "Per hour" : "Per day"} over the last ${period}, in India time.`;
}
export const VISITORS_PAGES_LABEL = "Visitor pages";
export const PAGES_PAGES_LABEL = "Page list pages";
/** Shown when the report queries failed (spec §8: logged, counts stay 0). */
export const ANALYTICS_LOAD_FAILED =
  "The figures could not be loaded, so they show as 0. Try Refresh in a moment.";

/** 'No visits in the last 24 hours.' */
export function noVisitsIn(key: AnalyticsRangeKey): string {
  return `No visits in the ${analyticsRange(key).label.toLowerCase()}.`;
}

/** 'Figures as of 2:15 pm' under the heading, so Refresh visibly did something. */
export function figuresAsOf(time: string): string {
  return `Figures as of ${time}.`;
}

/** DB-IP's licence (CC BY 4.0) asks pages showing its results to credit it with a link. */
export const GEOLOCATION_CREDIT = { text: "IP Geolocation by DB-IP", href: "https://db-ip.com" } as const;
