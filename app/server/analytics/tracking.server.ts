// Recording visits: one visitor_session per browser session (no cookies, no IP address) and one
// page_view per page, with the time spent added as the tracker reports it.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { db } from "../db/db.server";
import { instantValue } from "../db/dialect.server";
import { nowIso } from "../db/values.server";
import { type Executor, inTransaction } from "../transaction.server";

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

/** One beacon as the write path takes it: a page view (the session too, the first time) or time spent. */
export type TrackEvent =
  | {
      kind: "view";
      at: string;
      session: VisitorSessionInput;
      pageUrl: string;
      pageTitle?: string | null;
      timeSpent?: number;
    }
  | { kind: "time"; at: string; sessionId: string; pageUrl: string; seconds: number };

/** What a batch changed: views inserted, time reports that found their view. */
export type TrackBatchResult = { views: number; timeReports: number };

/** Rows per multi-row statement; well under both engines' limits on bound parameters. */
const ROWS_PER_STATEMENT = 200;

type Counter = { views: number; seconds: number; lastSeen: string };
type ReportedTime = { sessionId: string; pageUrl: string; seconds: number; reports: number; at: string };

/**
 * Writes a batch of beacons in one transaction with a handful of statements: the sessions (a known
 * session id is left as it was), the views, the time reports (each added to the latest view of its
 * page, a view earlier in the batch included), then each session's counters.
 */
export async function recordTrackEvents(
  events: readonly TrackEvent[],
  executor?: Executor,
): Promise<TrackBatchResult> {
  const result: TrackBatchResult = { views: 0, timeReports: 0 };
  if (events.length === 0) return result;
  return inTransaction(async (trx) => {
    const sessions = new Map<string, ReturnType<typeof sessionRow>>();
    for (const event of events)
      if (event.kind === "view" && !sessions.has(event.session.sessionId))
        sessions.set(event.session.sessionId, sessionRow(event.session, event.at));
    for (const rows of chunks([...sessions.values()]))
      await trx
        .insertInto("visitor_session")
        .values(rows)
        .onConflict((oc) => oc.column("session_id").doNothing())
        .execute();

    const counters = new Map<string, Counter>();
    const count = (sessionId: string, views: number, seconds: number, at: string) => {
      const counter = counters.get(sessionId) ?? { views: 0, seconds: 0, lastSeen: at };
      counter.views += views;
      counter.seconds += seconds;
      if (at > counter.lastSeen) counter.lastSeen = at;
      counters.set(sessionId, counter);
    };
    // Views go in before the time reports that follow them; a view of a page whose time is still
    // waiting writes those first, so the time is never given to a later view.
    let views: ReturnType<typeof pageViewRow>[] = [];
    let times = new Map<string, ReportedTime>();
    const write = async () => {
      for (const rows of chunks(views)) await trx.insertInto("page_view").values(rows).execute();
      result.views += views.length;
      for (const reported of await addReportedTime(trx, [...times.values()])) {
        result.timeReports += reported.reports;
        count(reported.sessionId, 0, reported.seconds, reported.at);
      }
      views = [];
      times = new Map();
    };
    for (const event of events) {
      if (event.kind === "view") {
        const row = pageViewRow({ ...event, sessionId: event.session.sessionId }, event.at);
        if (times.has(viewKey(row.session_id, row.page_url))) await write();
        views.push(row);
        count(row.session_id, 1, row.time_spent, event.at);
        continue;
      }
      const added = seconds(event.seconds);
      if (added === 0) continue;
      // The page as its view was stored (long addresses are cut there too).
      const { session_id: sessionId, page_url: pageUrl } = pageViewRow(event, event.at);
      const key = viewKey(sessionId, pageUrl);
      const reported = times.get(key) ?? { sessionId, pageUrl, seconds: 0, reports: 0, at: event.at };
      reported.seconds += added;
      reported.reports++;
      if (event.at > reported.at) reported.at = event.at;
      times.set(key, reported);
    }
    await write();
    await addToCounters(trx, counters);
    return result;
  }, executor);
}

/** Adds each report to the latest view of its page; returns the reports that found one. */
async function addReportedTime(trx: Executor, reports: ReportedTime[]) {
  const found: ReportedTime[] = [];
  for (const rows of chunks(reports)) {
    const byKey = new Map(rows.map((row) => [viewKey(row.sessionId, row.pageUrl), row]));
    const values = rows.map(
      (row) => sql`(${row.sessionId}, ${row.pageUrl}, cast(${row.seconds} as integer))`,
    );
    const updated = await sql<{ session_id: string; page_url: string }>`
      with reported (session_id, page_url, seconds) as (values ${sql.join(values)})
      update page_view set time_spent = page_view.time_spent + reported.seconds
      from reported
      where page_view.id = (
        select latest.id from page_view as latest
        where latest.session_id = reported.session_id and latest.page_url = reported.page_url
        order by latest.created_at desc, latest.id desc
        limit 1)
      returning page_view.session_id, page_view.page_url`.execute(trx);
    for (const row of updated.rows) found.push(byKey.get(viewKey(row.session_id, row.page_url))!);
  }
  return found;
}

/** Adds the batch's views and seconds to each session's own counters. */
async function addToCounters(trx: Executor, counters: Map<string, Counter>) {
  for (const rows of chunks([...counters])) {
    const values = rows.map(
      ([sessionId, c]) =>
        sql`(${sessionId}, cast(${c.views} as integer), cast(${c.seconds} as integer), ${instantValue(c.lastSeen)})`,
    );
    await sql`
      with counted (session_id, views, seconds, seen) as (values ${sql.join(values)})
      update visitor_session
      set page_views = visitor_session.page_views + counted.views,
        time_spent = visitor_session.time_spent + counted.seconds,
        last_seen_at = counted.seen
      from counted
      where visitor_session.session_id = counted.session_id`.execute(trx);
  }
}

function viewKey(sessionId: string, pageUrl: string) {
  return `${sessionId} ${pageUrl}`;
}

function* chunks<T>(rows: T[]) {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) yield rows.slice(i, i + ROWS_PER_STATEMENT);
}

/** The tracker's page-view report: the session (its first time only) and the view, together. */
export async function recordVisit(
  session: VisitorSessionInput,
  view: Omit<PageViewInput, "sessionId">,
  now = nowIso(),
) {
  await recordTrackEvents([{ kind: "view", at: now, session, ...view }]);
}

/** Adds reported seconds to the session's latest view of that page; false when there is none. */
export async function addTimeSpent(input: { sessionId: string; pageUrl: string; seconds: number }) {
  const { timeReports } = await recordTrackEvents([{ kind: "time", at: nowIso(), ...input }]);
  return timeReports > 0;
}
