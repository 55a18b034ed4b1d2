// The analytics page's figures for a time range (spec §9). The cards read each session's own
// counters, never a join over page views; whole days that have been rolled up are read from
// analytics_daily (range-tallies.server.ts). Sessions from excluded referrer hosts are never
// stored, so nothing here leaves rows out (docs/decisions/016-analytics-reports-and-retention.md).
import { ANALYTICS_OVERVIEW_ROWS } from "~/copy/analytics";
import { db } from "../db/db.server";
import { instant } from "../db/values.server";
import { type Paged, type PageRequest, page } from "../paging.server";
import { type AnalyticsRange, intervalOf, pageTalliesOver, sessionTalliesOver } from "./range-tallies.server";
import { type AnalyticsSummary, averageSeconds, summaryOf, visitorLocation } from "./tallies.server";

export type PageStats = {
  pageUrl: string;
  pageTitle: string | null;
  views: number;
  totalTimeSeconds: number;
  averageTimeSeconds: number;
};

export type RecentVisitor = {
  sessionId: string;
  location: string;
  country: string | null;
  city: string | null;
  landingPage: string;
  referrer: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  views: number;
  timeSpentSeconds: number;
  visitedAt: string;
};

const LIST_MAX = 100;

export async function analyticsSummary(range: AnalyticsRange): Promise<AnalyticsSummary> {
  const { total, by } = await sessionTalliesOver(range, ["country", "source"]);
  return summaryOf(total, by.country, by.source);
}

/** Sessions that started in the range: the Visitors card, and the length of the Visitors table. */
export async function countVisitors(range: AnalyticsRange): Promise<number> {
  const { total } = await sessionTalliesOver(range, []);
  return total.sessions;
}

/** Every page viewed in the range, most viewed first (then by address), with its time spent. */
async function rankedPages(range: AnalyticsRange): Promise<PageStats[]> {
  const tallies = await pageTalliesOver(range);
  return [...tallies]
    .map(([pageUrl, tally]) => ({
      pageUrl,
      pageTitle: tally.title ?? null,
      views: tally.pageViews,
      totalTimeSeconds: tally.timeSpent,
      averageTimeSeconds: averageSeconds(tally.timeSpent, tally.pageViews),
    }))
    .sort((a, b) => b.views - a.views || (a.pageUrl < b.pageUrl ? -1 : a.pageUrl > b.pageUrl ? 1 : 0));
}

/** Pages by views in the range, most viewed first. */
export async function topPages(
  range: AnalyticsRange,
  limit = ANALYTICS_OVERVIEW_ROWS,
  offset = 0,
): Promise<PageStats[]> {
  const bounded = page({ limit, offset }, ANALYTICS_OVERVIEW_ROWS, LIST_MAX);
  return (await rankedPages(range)).slice(bounded.offset, bounded.offset + bounded.limit);
}

/** One page of the Pages tab, and how many pages were viewed in the range. */
export async function allPages(range: AnalyticsRange, request: PageRequest = {}): Promise<Paged<PageStats>> {
  const bounded = page(request, ANALYTICS_OVERVIEW_ROWS, LIST_MAX);
  const ranked = await rankedPages(range);
  return { items: ranked.slice(bounded.offset, bounded.offset + bounded.limit), total: ranked.length };
}

/** The newest sessions of the range with their views and time spent. */
export async function recentVisitors(
  range: AnalyticsRange,
  request: PageRequest = {},
): Promise<RecentVisitor[]> {
  const { limit, offset } = page(request, ANALYTICS_OVERVIEW_ROWS, LIST_MAX);
  const { from, to } = intervalOf(range);
  const sessions = await db()
    .selectFrom("visitor_session")
    .selectAll()
    .where("created_at", ">=", new Date(from).toISOString())
    .where("created_at", "<", new Date(to).toISOString())
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return sessions.map((session) => ({
    sessionId: session.session_id,
    location: visitorLocation(session.city, session.country),
    country: session.country,
    city: session.city,
    landingPage: session.landing_page,
    referrer: session.referrer,
    device: session.device,
    browser: session.browser,
    os: session.os,
    views: Number(session.page_views),
    timeSpentSeconds: Number(session.time_spent),
    visitedAt: instant(session.created_at),
  }));
}
