// The analytics benchmark's work on one database (DATA_DIR, or DATABASE_URL for PostgreSQL), run by
// scripts/bench/analytics.ts on the pinned Node with tsx: seed a month of visits straight into the
// tables, time the analytics page's reports per range on raw rows only, run the maintenance (the
// daily roll-ups), time them again. Prints one line `RESULT {json}` at the end.
import os from "node:os";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { ANALYTICS_RANGES } from "~/copy/analytics";
import { visitorBreakdown, visitorTimeline } from "~/server/analytics/breakdowns.server";
import { enquiryPages } from "~/server/analytics/enquiry-pages.server";
import { maintainAnalytics } from "~/server/analytics/maintenance.server";
import { allPages, analyticsSummary, recentVisitors } from "~/server/analytics/reports.server";
import { previousPeriod } from "~/server/analytics/school-days.server";
import { config } from "~/server/config.server";
import { closeDatabase, db, engine, initDatabase } from "~/server/db/db.server";
import { randomSource, type SessionRow, visitChunks } from "./analytics-data.ts";
import { insertSessions, insertViews } from "./analytics-rows.ts";

const { values } = parseArgs({
  options: {
    sessions: { type: "string", default: "300000" },
    views: { type: "string", default: "1000000" },
    runs: { type: "string", default: "20" },
    "raw-runs": { type: "string", default: "5" },
  },
});
const SESSIONS = Number(values.sessions);
const VIEWS = Number(values.views);
const RUNS = Number(values.runs);
const RAW_RUNS = Number(values["raw-runs"]);
const ENQUIRY_SHARE = 0.01;
const WARM_UPS = 3;

/** Enquiries sent a minute after the last page view of about one session in a hundred. */
async function insertEnquiries(sessions: SessionRow[], random: () => number) {
  const rows = sessions
    .filter(() => random() < ENQUIRY_SHARE)
    .map((session, i) => {
      const sent = new Date(Date.parse(session.last_seen_at) + 60_000).toISOString();
      return {
        id: `bench-${session.id}-${i}`,
        kind: "contact" as const,
        status: "new" as const,
        name: "A parent",
        message: "Please call me about admissions.",
        created_at: sent,
        last_sent_at: sent,
        visitor_session_id: session.session_id,
      };
    });
  if (rows.length > 0) await db().insertInto("enquiry").values(rows).execute();
  return rows.length;
}

async function seed(end: number) {
  const started = performance.now();
  const random = randomSource(7);
  let enquiries = 0;
  for (const chunk of visitChunks({ sessions: SESSIONS, views: VIEWS, end, chunk: 5_000, seed: 15 })) {
    await db()
      .transaction()
      .execute(async (trx) => {
        await insertSessions(trx, chunk.sessions);
        await insertViews(trx, chunk.views);
      });
    enquiries += await insertEnquiries(chunk.sessions, random);
  }
  // PostgreSQL's autovacuum would have analysed tables this size by now; SQLite keeps no statistics.
  if (engine() === "postgres") await sql`vacuum analyze`.execute(db());
  const counts = await db()
    .selectFrom("page_view")
    .select(sql<number | string>`count(*)`.as("views"))
    .executeTakeFirstOrThrow();
  return { seconds: (performance.now() - started) / 1000, views: Number(counts.views), enquiries };
}

const REPORTS = {
  summary: (r: Range) => analyticsSummary(r),
  "previous summary": (r: Range) => analyticsSummary(previousPeriod(r)),
  timeline: (r: Range) => visitorTimeline(r, r.until),
  "visitors table": (r: Range) => recentVisitors(r, { limit: 20 }),
  "pages table": (r: Range) => allPages(r, { limit: 20 }),
  breakdowns: (r: Range) =>
    Promise.all(
      (["source", "country", "device", "browser", "os"] as const).map((d) => visitorBreakdown(r, d, 8)),
    ),
  "enquiry pages": (r: Range) => enquiryPages(r, 10),
};
type Range = { since: Date; until: Date };

function rangeEndingNow(milliseconds: number): Range {
  const until = new Date();
  return { since: new Date(until.getTime() - milliseconds), until };
}

/** Milliseconds of wall time and of this process's CPU time a piece of work took. */
async function timed(work: () => Promise<unknown>) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

/** Everything the analytics page's loader asks for, at once as the loader does. */
function loaderOnce(milliseconds: number) {
  const range = rangeEndingNow(milliseconds);
  return timed(() => Promise.all(Object.values(REPORTS).map((report) => report(range))));
}

function quantiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)]!;
  return { median: at(0.5), p95: at(0.95), min: sorted[0]!, max: sorted.at(-1)!, runs: sorted.length };
}

async function timeRanges(runs: number) {
  const result: Record<
    string,
    ReturnType<typeof quantiles> & { cpuMedian: number; reports: Record<string, number> }
  > = {};
  for (const range of ANALYTICS_RANGES) {
    for (let i = 0; i < WARM_UPS; i++) await loaderOnce(range.milliseconds);
    const times: { wall: number; cpu: number }[] = [];
    for (let i = 0; i < runs; i++) times.push(await loaderOnce(range.milliseconds));
    // Each report alone, one after another (the best of three), to see where the time goes.
    const reports: Record<string, number> = {};
    for (const [name, report] of Object.entries(REPORTS)) {
      const alone: number[] = [];
      for (let i = 0; i < 3; i++)
        alone.push((await timed(() => report(rangeEndingNow(range.milliseconds)))).wall);
      reports[name] = Math.min(...alone);
    }
    result[range.label] = {
      ...quantiles(times.map((t) => t.wall)),
      cpuMedian: quantiles(times.map((t) => t.cpu)).median,
      reports,
    };
  }
  return result;
}

await initDatabase(config().database);
const loadBefore = os.loadavg()[0]!;
try {
  const seeded = await seed(Date.now());
  const raw = await timeRanges(RAW_RUNS);
  let started = performance.now();
  const first = await maintainAnalytics();
  const maintenance = { days: first.rolledUpDays.length, seconds: (performance.now() - started) / 1000 };
  started = performance.now();
  const again = await maintainAnalytics();
  const repeat = { days: again.rolledUpDays.length, seconds: (performance.now() - started) / 1000 };
  const rolled = await timeRanges(RUNS);
  const load = os.loadavg()[0]!;
  console.log(
    `RESULT ${JSON.stringify({ engine: engine(), seeded, maintenance, repeat, raw, rolled, loadBefore, load })}`,
  );
} finally {
  await closeDatabase();
}
