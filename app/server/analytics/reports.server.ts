// The analytics page's figures for a time range (spec §9), computed in SQL over indexed columns.
// Sessions from excluded referrer hosts (the spec's development host and any configured ones)
// count nowhere.
import { sql } from "kysely";
import {
  ANALYTICS_OVERVIEW_ROWS,
  DEV_PLATFORM_REFERRER,
  DIRECT_SOURCE,
  UNKNOWN_LOCATION,
} from "~/copy/analytics";
import { db } from "../db/db.server";
import { containsPattern } from "../db/text-search.server";
import { instant } from "../db/values.server";
import { page } from "../paging.server";

export type AnalyticsRange = {
  since: Date | string;
  until?: Date | string;
  /** Referrer hosts whose sessions are left out, besides the spec's development host. */
  excludedReferrers?: readonly string[];
};

export type AnalyticsSummary = {
  visitors: number;
  pageViews: number;
  totalTimeSeconds: number;
  /** Total time over page views, rounded; formatted as '45s' or '2m 5s' by the page. */
  averageTimeSeconds: number;
  countries: number;
  /** Percentage of sessions with exactly one page view, rounded. */
  bounceRate: number;
  topSource: string;
};

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

/** 'city, country', or the country alone, or 'Unknown'. */
export function visitorLocation(city: string | null, country: string | null): string {
  if (country && city) return `${city}, ${country}`;
  return country || UNKNOWN_LOCATION;
}

function iso(value: Date | string) {
  return new Date(value).toISOString();
}

function excludedPatterns(range: AnalyticsRange) {
  const hosts = [DEV_PLATFORM_REFERRER, ...(range.excludedReferrers ?? [])];
  return [...new Set(hosts.map((host) => host.trim().toLowerCase()).filter(Boolean))].map((host) =>
    containsPattern(host),
  );
}

/** True for sessions whose referrer names none of the excluded hosts (no referrer counts as direct). */
export function notFromExcludedHosts(range: AnalyticsRange) {
  const tests = excludedPatterns(range).map(
    (pattern) => sql`lower(visitor_session.referrer) not like ${pattern} escape '\\'`,
  );
  return sql<boolean>`(visitor_session.referrer is null or (${sql.join(tests, sql` and `)}))`;
}

/** Sessions that started in the range and were not excluded. */
export function sessionsInRange(range: AnalyticsRange) {
  let query = db().selectFrom("visitor_session").where("visitor_session.created_at", ">=", iso(range.since));
  if (range.until) query = query.where("visitor_session.created_at", "<", iso(range.until));
  return query.where(notFromExcludedHosts(range));
}

/** Page views made in the range by sessions that were not excluded. */
function viewsInRange(range: AnalyticsRange) {
  let query = db()
    .selectFrom("page_view")
    .innerJoin("visitor_session", "visitor_session.session_id", "page_view.session_id")
    .where("page_view.created_at", ">=", iso(range.since));
  if (range.until) query = query.where("page_view.created_at", "<", iso(range.until));
  return query.where(notFromExcludedHosts(range));
}

export async function analyticsSummary(range: AnalyticsRange): Promise<AnalyticsSummary> {
  const source = sql<string>`coalesce(nullif(visitor_session.referrer_host, ''), nullif(visitor_session.referrer, ''))`;
  const sessionIds = sessionsInRange(range).select("visitor_session.session_id");
  const [sessions, views, bounced, top] = await Promise.all([
    sessionsInRange(range)
      .select((eb) => [
        eb.fn.countAll().as("visitors"),
        eb.fn.count("visitor_session.country").distinct().as("countries"),
      ])
      .executeTakeFirstOrThrow(),
    viewsInRange(range)
      .select((eb) => [
        eb.fn.countAll().as("views"),
        eb.fn.sum<string | number | null>("page_view.time_spent").as("time"),
      ])
      .executeTakeFirstOrThrow(),
    db()
      .selectFrom(
        db()
          .selectFrom("page_view")
          .select("page_view.session_id")
          .where("page_view.session_id", "in", sessionIds)
          .groupBy("page_view.session_id")
          .having((eb) => eb.fn.countAll(), "=", 1)
          .as("single"),
      )
      .select((eb) => eb.fn.countAll().as("sessions"))
      .executeTakeFirstOrThrow(),
    sessionsInRange(range)
      .select([source.as("source"), sql<number>`count(*)`.as("sessions")])
      .where(source, "is not", null)
      .groupBy(source)
      .orderBy(sql`count(*)`, "desc")
      .orderBy(source)
      .limit(1)
      .executeTakeFirst(),
  ]);
  const visitors = Number(sessions.visitors);
  const pageViews = Number(views.views);
  const totalTimeSeconds = Number(views.time ?? 0);
  return {
    visitors,
    pageViews,
    totalTimeSeconds,
    averageTimeSeconds: pageViews === 0 ? 0 : Math.round(totalTimeSeconds / pageViews),
    countries: Number(sessions.countries),
    bounceRate: visitors === 0 ? 0 : Math.round((Number(bounced.sessions) / visitors) * 100),
    topSource: top?.source ?? DIRECT_SOURCE,
  };
}

/** Pages by views in the range, most viewed first. */
export async function topPages(range: AnalyticsRange, limit = ANALYTICS_OVERVIEW_ROWS): Promise<PageStats[]> {
  const rows = await viewsInRange(range)
    .select((eb) => [
      "page_view.page_url",
      eb.fn.max("page_view.page_title").as("page_title"),
      eb.fn.countAll().as("views"),
      eb.fn.sum<string | number | null>("page_view.time_spent").as("time"),
    ])
    .groupBy("page_view.page_url")
    .orderBy(sql`count(*)`, "desc")
    .orderBy("page_view.page_url", "asc")
    .limit(page({ limit }, ANALYTICS_OVERVIEW_ROWS, LIST_MAX).limit)
    .execute();
  return rows.map((row) => {
    const views = Number(row.views);
    const total = Number(row.time ?? 0);
    return {
      pageUrl: row.page_url,
      pageTitle: row.page_title,
      views,
      totalTimeSeconds: total,
      averageTimeSeconds: views === 0 ? 0 : Math.round(total / views),
    };
  });
}

/** The newest sessions of the range with their views and time spent. */
export async function recentVisitors(
  range: AnalyticsRange,
  request: { limit?: number; offset?: number } = {},
): Promise<RecentVisitor[]> {
  const { limit, offset } = page(request, ANALYTICS_OVERVIEW_ROWS, LIST_MAX);
  const sessions = await sessionsInRange(range)
    .selectAll("visitor_session")
    .orderBy("visitor_session.created_at", "desc")
    .orderBy("visitor_session.id", "asc")
    .limit(limit)
    .offset(offset)
    .execute();
  if (sessions.length === 0) return [];
  const totals = await db()
    .selectFrom("page_view")
    .select((eb) => [
      "session_id",
      eb.fn.countAll().as("views"),
      eb.fn.sum<string | number | null>("time_spent").as("time"),
    ])
    .where(
      "session_id",
      "in",
      sessions.map((s) => s.session_id),
    )
    .groupBy("session_id")
    .execute();
  return sessions.map((session) => {
    const total = totals.find((t) => t.session_id === session.session_id);
    return {
      sessionId: session.session_id,
      location: visitorLocation(session.city, session.country),
      country: session.country,
      city: session.city,
      landingPage: session.landing_page,
      referrer: session.referrer,
      device: session.device,
      browser: session.browser,
      os: session.os,
      views: Number(total?.views ?? 0),
      timeSpentSeconds: Number(total?.time ?? 0),
      visitedAt: instant(session.created_at),
    };
  });
}
