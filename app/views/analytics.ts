// The Analytics screen's data as the page draws it (spec §2, §9): what the address asks for, and
// the figures, chart, tables and breakdowns the loader hands the page.
import type { AnalyticsRangeKey, AnalyticsTabKey } from "~/copy/analytics";
import type { ChartPoint, PageRow, SummaryCard, VisitorRow } from "~/lib/analytics-format";

export type AnalyticsQuery = {
  range: AnalyticsRangeKey;
  tab: AnalyticsTabKey;
  /** Page of the Visitors table. */
  visitorsPage: number;
  /** Page of the Pages table. */
  pagesPage: number;
};

/** Visitors by one dimension (device, browser, country, source). */
export type BreakdownRow = { label: string; visitors: number };

/** A page that led to enquiries in the range. */
export type EnquiryPage = {
  pageUrl: string;
  /** Enquiries whose visit viewed this page before the enquiry was sent. */
  enquiries: number;
  /** Of those, the ones whose visit started on this page. */
  asLandingPage: number;
};

export type Breakdowns = Record<"source" | "country" | "device" | "browser", BreakdownRow[]>;

export type AnalyticsPageData = {
  query: AnalyticsQuery;
  /** The range's length in running text ('24 hours'). */
  period: string;
  /** Some report could not be read: its figures show as 0. */
  loadFailed: boolean;
  /** No visit in the range. */
  empty: boolean;
  /** Visitors of the range, for the breakdowns' shares. */
  visitorCount: number;
  asOf: string;
  cards: SummaryCard[];
  chart: ChartPoint[];
  topPages: PageRow[];
  recentVisitors: VisitorRow[];
  visitors: { rows: VisitorRow[]; page: number; pageCount: number };
  pages: { rows: PageRow[]; page: number; pageCount: number };
  breakdowns: Breakdowns;
  enquiryPages: EnquiryPage[];
};
