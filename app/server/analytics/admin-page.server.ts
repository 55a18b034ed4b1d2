// The Analytics screen's data (spec §2, §9): the range and the tables' pages read from the address,
// the range's figures and the previous period's, the chart, the tabs' tables and the breakdowns,
// written as the page shows them. A report that fails is logged and shows as 0 or empty (spec §8),
// and the page says so; it never becomes an error page.
import { z } from "zod";
import {
  ANALYTICS_OVERVIEW_ROWS,
  ANALYTICS_PAGE_SIZE,
  ANALYTICS_TABS,
  type AnalyticsTabKey,
  analyticsRange,
  analyticsRangeFrom,
  DIRECT_SOURCE,
} from "~/copy/analytics";
import { adminDateTime } from "~/lib/admin-format";
import { chartPoint, pageRow, summaryCards, visitorRow } from "~/lib/analytics-format";
import type { AnalyticsPageData, AnalyticsQuery, Breakdowns } from "~/views/analytics";
import { log } from "../log.server";
import { pageCountOf } from "../paging.server";
import { visitorBreakdown, visitorTimeline } from "./breakdowns.server";
import { enquiryPages } from "./enquiry-pages.server";
import type { AnalyticsRange } from "./range-tallies.server";
import { allPages, analyticsSummary, recentVisitors, topPages } from "./reports.server";
import { previousPeriod } from "./school-days.server";
import type { AnalyticsSummary } from "./tallies.server";

const pageNumber = z.coerce.number().int().min(1).max(100_000).catch(1);
const querySchema = z.object({
  range: z.string().nullish().transform(analyticsRangeFrom),
  tab: z
    .enum(ANALYTICS_TABS.map((tab) => tab.key) as [AnalyticsTabKey, ...AnalyticsTabKey[]])
    .catch("overview"),
  vpage: pageNumber,
  ppage: pageNumber,
});

/** What the address asks for; anything unreadable is the default (never an error). */
export function parseAnalyticsQuery(params: URLSearchParams): AnalyticsQuery {
  const read = querySchema.parse({
    range: params.get("range"),
    tab: params.get("tab") ?? undefined,
    vpage: params.get("vpage") ?? undefined,
    ppage: params.get("ppage") ?? undefined,
  });
  return { range: read.range, tab: read.tab, visitorsPage: read.vpage, pagesPage: read.ppage };
}

const BREAKDOWN_ROWS = 8;
const ENQUIRY_PAGE_ROWS = 10;

const EMPTY_SUMMARY: AnalyticsSummary = {
  visitors: 0,
  pageViews: 0,
  totalTimeSeconds: 0,
  averageTimeSeconds: 0,
  countries: 0,
  bounceRate: 0,
  topSource: DIRECT_SOURCE,
  topSourceShare: 0,
  directShare: 0,
};

/** Runs the reports, each on its own: one that fails is logged and gives its fallback. */
function reporter() {
  let failed = false;
  async function report<T>(name: string, read: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await read();
    } catch (error) {
      failed = true;
      log("error", "analytics report failed", { report: name, error });
      return fallback;
    }
  }
  return { report, failed: () => failed };
}

const analyticsPageCount = (total: number) => pageCountOf(total, ANALYTICS_PAGE_SIZE);
const offsetOf = (page: number) => (page - 1) * ANALYTICS_PAGE_SIZE;

/** The pages of the range by views, one table page, with how many pages were viewed in all. */
function pagesOfRange(range: AnalyticsRange, tablePage: number) {
  return allPages(range, { limit: ANALYTICS_PAGE_SIZE, offset: offsetOf(tablePage) });
}

export async function analyticsPage(query: AnalyticsQuery, now = new Date()): Promise<AnalyticsPageData> {
  const range = { since: new Date(now.getTime() - analyticsRange(query.range).milliseconds), until: now };
  const before = previousPeriod(range);
  const { report, failed } = reporter();
  const breakdown = (dimension: keyof Breakdowns) =>
    report(`${dimension} breakdown`, () => visitorBreakdown(range, dimension, BREAKDOWN_ROWS), []);

  const [
    summary,
    previousSummary,
    timeline,
    visitorsTable,
    pagesTable,
    source,
    country,
    device,
    browser,
    enquiries,
  ] = await Promise.all([
    report("summary", () => analyticsSummary(range), EMPTY_SUMMARY),
    report("previous summary", () => analyticsSummary(before), EMPTY_SUMMARY),
    report("timeline", () => visitorTimeline(range, now), []),
    report(
      "visitors",
      () => recentVisitors(range, { limit: ANALYTICS_PAGE_SIZE, offset: offsetOf(query.visitorsPage) }),
      [],
    ),
    report("pages", () => pagesOfRange(range, query.pagesPage), { items: [], total: 0 }),
    breakdown("source"),
    breakdown("country"),
    breakdown("device"),
    breakdown("browser"),
    report("enquiry pages", () => enquiryPages(range, ENQUIRY_PAGE_ROWS), []),
  ]);

  // A page past the end (a bookmark from a busier period) shows the last one.
  const visitorPages = analyticsPageCount(summary.visitors);
  const pagePages = analyticsPageCount(pagesTable.total);
  const visitorsPage = Math.min(query.visitorsPage, visitorPages);
  const pagesPage = Math.min(query.pagesPage, pagePages);
  // The overview's first rows are the tables' first rows; read again only for another page.
  const [visitorRows, pageRows, overviewVisitors, overviewPages] = await Promise.all([
    visitorsPage === query.visitorsPage
      ? visitorsTable
      : report(
          "visitors",
          () => recentVisitors(range, { limit: ANALYTICS_PAGE_SIZE, offset: offsetOf(visitorsPage) }),
          [],
        ),
    pagesPage === query.pagesPage
      ? pagesTable.items
      : report("pages", async () => (await pagesOfRange(range, pagesPage)).items, []),
    query.visitorsPage === 1
      ? visitorsTable.slice(0, ANALYTICS_OVERVIEW_ROWS)
      : report("recent visitors", () => recentVisitors(range, { limit: ANALYTICS_OVERVIEW_ROWS }), []),
    query.pagesPage === 1
      ? pagesTable.items.slice(0, ANALYTICS_OVERVIEW_ROWS)
      : report("top pages", () => topPages(range, ANALYTICS_OVERVIEW_ROWS), []),
  ]);

  const period = analyticsRange(query.range).period;
  return {
    query: { ...query, visitorsPage, pagesPage },
    period,
    loadFailed: failed(),
    empty: summary.visitors === 0 && summary.pageViews === 0,
    visitorCount: summary.visitors,
    asOf: adminDateTime(now.toISOString()),
    cards: summaryCards(summary, previousSummary, period),
    chart: timeline.map(chartPoint),
    topPages: overviewPages.map(pageRow),
    recentVisitors: overviewVisitors.map(visitorRow),
    visitors: { rows: visitorRows.map(visitorRow), page: visitorsPage, pageCount: visitorPages },
    pages: { rows: pageRows.map(pageRow), page: pagesPage, pageCount: pagePages },
    breakdowns: { source, country, device, browser },
    enquiryPages: enquiries,
  };
}
