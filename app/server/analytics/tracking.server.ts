// Recording visits: one visitor_session per browser session (no cookies, no IP address) and one
// page_view per page, with the time spent added as the tracker reports it.
import { randomUUID } from "node:crypto";
import { db } from "../db/db.server";
import { nowIso } from "../db/values.server";
import { inTransaction } from "../transaction.server";

export type { BreakdownRow, TimelinePoint } from "./breakdowns.server";
export { visitorBreakdown, visitorTimeline } from "./breakdowns.server";
export type { AnalyticsRange, AnalyticsSummary, PageStats, RecentVisitor } from "./reports.server";
export { analyticsSummary, recentVisitors, topPages, visitorLocation } from "./reports.server";

export type VisitorSessionInput = {
  sessionId: string;
  landingPage: string;
  referrer?: string | null;
  referrerHost?: string | null;
  country?: string | null;
  city?: string | null;
  device?: string | null;
  browser?: string | null;
  os?: string | null;
};

export type PageViewInput = {
  sessionId: string;
  pageUrl: string;
  pageTitle?: string | null;
  timeSpent?: number;
};

const TEXT_MAX = 500;
/** A single report of time spent never adds more than an hour. */
const TIME_REPORT_MAX_SECONDS = 3600;

function short(value: string | null | undefined) {
  const text = value?.trim();
  return text ? text.slice(0, TEXT_MAX) : null;
}

function seconds(value: number | undefined) {
  if (value === undefined || !Number.isFinite(value) || value < 0) return 0;
  return Math.min(Math.floor(value), TIME_REPORT_MAX_SECONDS);
}

function sessionRow(input: VisitorSessionInput, now: string) {
  return {
    id: randomUUID(),
    session_id: input.sessionId.slice(0, 100),
    created_at: now,
    referrer: short(input.referrer),
    referrer_host:
      short(input.referrerHost)
        ?.toLowerCase()
        .replace(/^www\./, "") ?? null,
    country: short(input.country),
    city: short(input.city),
    landing_page: short(input.landingPage) ?? "/",
    device: short(input.device),
    browser: short(input.browser),
    os: short(input.os),
  };
}

function pageViewRow(input: PageViewInput, now: string) {
  return {
    session_id: input.sessionId.slice(0, 100),
    page_url: short(input.pageUrl) ?? "/",
    page_title: short(input.pageTitle),
    time_spent: seconds(input.timeSpent),
    created_at: now,
  };
}

/** Starts a visitor session; a session id already recorded is left as it was (false). */
export async function recordVisitorSession(input: VisitorSessionInput, now = nowIso()): Promise<boolean> {
  const result = await db()
    .insertInto("visitor_session")
    .values(sessionRow(input, now))
    .onConflict((oc) => oc.column("session_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Records one page view of a session that has been recorded. */
export async function recordPageView(input: PageViewInput, now = nowIso()) {
  const row = pageViewRow(input, now);
  await inTransaction(async (trx) => {
    await trx.insertInto("page_view").values(row).execute();
    await trx
      .updateTable("visitor_session")
      .set((eb) => ({
        page_views: eb("page_views", "+", 1),
        time_spent: eb("time_spent", "+", row.time_spent),
        last_seen_at: now,
      }))
      .where("session_id", "=", row.session_id)
      .execute();
  });
}

/** The tracker's page-view report: the session (its first time only) and the view, together. */
export async function recordVisit(
  session: VisitorSessionInput,
  view: Omit<PageViewInput, "sessionId">,
  now = nowIso(),
) {
  await inTransaction(async (trx) => {
    await trx
      .insertInto("visitor_session")
      .values(sessionRow(session, now))
      .onConflict((oc) => oc.column("session_id").doNothing())
      .execute();
    const row = pageViewRow({ ...view, sessionId: session.sessionId }, now);
    await trx.insertInto("page_view").values(row).execute();
    await trx
      .updateTable("visitor_session")
      .set((eb) => ({
        page_views: eb("page_views", "+", 1),
        time_spent: eb("time_spent", "+", row.time_spent),
        last_seen_at: now,
      }))
      .where("session_id", "=", row.session_id)
      .execute();
  });
}

/** Adds reported seconds to the session's latest view of that page; false when there is none. */
export async function addTimeSpent(input: { sessionId: string; pageUrl: string; seconds: number }) {
  const added = seconds(input.seconds);
  if (added === 0) return false;
  const latest = await db()
    .selectFrom("page_view")
    .select(["id", "time_spent"])
    .where("session_id", "=", input.sessionId)
    .where("page_url", "=", input.pageUrl)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!latest) return false;
  await inTransaction(async (trx) => {
    await trx
      .updateTable("page_view")
      .set((eb) => ({ time_spent: eb("time_spent", "+", added) }))
      .where("id", "=", latest.id)
      .execute();
    await trx
      .updateTable("visitor_session")
      .set((eb) => ({ time_spent: eb("time_spent", "+", added), last_seen_at: nowIso() }))
      .where("session_id", "=", input.sessionId)
      .execute();
  });
  return true;
}
