// Figures of the Analytics screen as text (spec §9): durations, percentages, each card's
// comparison with the period of the same length just before, the chart's labels, and the tables'
// rows. Written on the server, so the browser shows exactly the text it was sent.
import { DIRECT_SOURCE, topSourceMeaning } from "~/copy/analytics";
import { adminDateTime } from "./admin-format";

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

/** The figures of one period, as the analytics reports give them. */
export type SummaryFigures = {
  visitors: number;
  pageViews: number;
  averageTimeSeconds: number;
  countries: number;
  bounceRate: number;
  topSource: string;
  topSourceShare: number;
  directShare: number;
};

export type SummaryCard = {
  key: "visitors" | "pageViews" | "averageTime" | "countries" | "bounceRate" | "topSource";
  value: string;
  /** What the figure means, when its label alone does not say. */
  meaning?: string;
  comparison: Comparison | null;
};

/** The six cards (spec §2): each figure as text, and how it compares with the period before. */
export function summaryCards(now: SummaryFigures, before: SummaryFigures, period: string): SummaryCard[] {
  const previousHadVisits = before.visitors > 0;
  const compare = (current: number, previous: number, points = false) =>
    compareWithPrevious(current, previous, period, { points, previousHadVisits });
  return [
    { key: "visitors", value: formatCount(now.visitors), comparison: compare(now.visitors, before.visitors) },
    {
      key: "pageViews",
      value: formatCount(now.pageViews),
      comparison: compare(now.pageViews, before.pageViews),
    },
    {
      key: "averageTime",
      value: formatDuration(now.averageTimeSeconds),
      comparison: compare(now.averageTimeSeconds, before.averageTimeSeconds),
    },
    {
      key: "countries",
      value: formatCount(now.countries),
      comparison: compare(now.countries, before.countries),
    },
    {
      key: "bounceRate",
      value: formatPercent(now.bounceRate),
      comparison: compare(now.bounceRate, before.bounceRate, true),
    },
    {
      key: "topSource",
      value: now.topSource,
      meaning:
        now.visitors > 0 ? topSourceMeaning(now.topSource, now.topSourceShare, now.directShare) : undefined,
      // A source has no arithmetic: the previous period's own top source, when it had visits.
      comparison: previousHadVisits
        ? { trend: "same", text: `Previous ${period}: ${before.topSource}` }
        : null,
    },
  ];
}

/** 'google.com' for 'https://www.google.com/search?q=…'; null for no address or an unreadable one. */
export function referrerHost(address: string | null): string | null {
  if (!address) return null;
  try {
    return new URL(address).hostname.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

/** One visit as the reports give it. */
export type VisitFigures = {
  sessionId: string;
  /** Already 'city, country', the country, or 'Unknown'. */
  location: string;
  landingPage: string;
  referrer: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  views: number;
  timeSpentSeconds: number;
  visitedAt: string;
};

export type VisitorRow = {
  id: string;
  location: string;
  landingPage: string;
  /** The referring address, or 'Direct'. */
  referrer: string;
  /** The referring site's host ('google.com'), or 'Direct'. */
  source: string;
  /** 'mobile · Safari · iOS', what is known of it. */
  device: string;
  views: number;
  timeSpent: string;
  /** In India time, as the admin pages write times. */
  visitTime: string;
  visitedAt: string;
};

export function visitorRow(visit: VisitFigures): VisitorRow {
  return {
    id: visit.sessionId,
    location: visit.location,
    landingPage: visit.landingPage,
    referrer: visit.referrer || DIRECT_SOURCE,
    source: referrerHost(visit.referrer) ?? DIRECT_SOURCE,
    device: [visit.device, visit.browser, visit.os].filter(Boolean).join(" · "),
    views: visit.views,
    timeSpent: formatDuration(visit.timeSpentSeconds),
    visitTime: adminDateTime(visit.visitedAt),
    visitedAt: visit.visitedAt,
  };
}

export type PageRow = {
  pageUrl: string;
  pageTitle: string | null;
  views: number;
  averageTime: string;
  totalTime: string;
};

export function pageRow(page: {
  pageUrl: string;
  pageTitle: string | null;
  views: number;
  averageTimeSeconds: number;
  totalTimeSeconds: number;
}): PageRow {
  return {
    pageUrl: page.pageUrl,
    pageTitle: page.pageTitle,
    views: page.views,
    averageTime: formatDuration(page.averageTimeSeconds),
    totalTime: formatDuration(page.totalTimeSeconds),
  };
}
