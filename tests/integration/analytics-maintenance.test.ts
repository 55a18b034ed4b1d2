// The analytics maintenance: finished days rolled up once, raw rows older than the retention period
// deleted only after their days are rolled up (roll-ups kept), nothing done twice, the command's
// lines, and the server's daily timer.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { maintainAnalytics, scheduleAnalyticsMaintenance } from "~/server/analytics/maintenance.server";
import { maintenanceLines, runMaintenanceCommand } from "~/server/analytics/maintenance-command.server";
import { analyticsSummary, topPages } from "~/server/analytics/reports.server";
import { pruneRawRows } from "~/server/analytics/retention.server";
import { recordVisit } from "~/server/analytics/tracking.server";
import { db } from "~/server/db/db.server";
import { setupTestDatabase } from "../support/test-database";

setupTestDatabase();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const IST = 330 * 60_000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`) - IST;
const dayOf = (time: number) => new Date(time + IST).toISOString().slice(0, 10);
/** 00:30 on 16 June in India: 15 June ended half an hour ago. */
const NOW = Date.parse("2030-06-15T19:00:00.000Z");
const RETENTION_DAYS = 62;
/** Raw rows from before the start of the school day 62 days ago go. */
const CUTOFF = dayStart("2030-06-16") - RETENTION_DAYS * DAY;
const iso = (time: number) => new Date(time).toISOString();

async function visit(
  sessionId: string,
  views: [url: string, at: number, seconds: number][],
  country = "India",
) {
  for (const [url, at, seconds] of views)
    await recordVisit(
      { sessionId, landingPage: views[0]![0], country },
      { pageUrl: url, pageTitle: url, timeSpent: seconds },
      iso(at),
    );
}

async function count(table: "page_view" | "visitor_session" | "analytics_daily") {
  const row = await db().selectFrom(table).select(db().fn.countAll().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function rollups() {
  return db()
    .selectFrom("analytics_daily")
    .selectAll()
    .orderBy("day")
    .orderBy("dimension")
    .orderBy("value")
    .execute();
}

const OLD = CUTOFF - 8 * DAY + 5 * HOUR;
const oldDay = { since: new Date(dayStart(dayOf(OLD))), until: new Date(dayStart(dayOf(OLD)) + DAY) };

describe("analytics maintenance", () => {
  it("rolls up every finished day, then deletes raw rows older than the retention period", async () => {
    await visit("old", [
      ["/", OLD, 30],
      ["/news", OLD + 60_000, 50],
    ]);
    // Began ten minutes before the cutoff and was still reporting five minutes after it.
    await visit("straddling", [
      ["/", CUTOFF - 10 * 60_000, 5],
      ["/events", CUTOFF + 5 * 60_000, 7],
    ]);
    await visit("recent", [["/contact", NOW - 10 * DAY, 12]], "Nepal");
    await visit("yesterday", [["/", dayStart("2030-06-16") - 10 * 60_000, 3]]);
    const before = await analyticsSummary(oldDay);
    expect(before).toMatchObject({ visitors: 1, pageViews: 2, totalTimeSeconds: 80 });

    const report = await maintainAnalytics({ now: new Date(NOW), retentionDays: RETENTION_DAYS });
    // From the first day with raw rows to 14 June: 15 June ended less than an hour ago.
    expect(report.rolledUpDays[0]).toBe(dayOf(OLD));
    expect(report.rolledUpDays.at(-1)).toBe("2030-06-14");
    expect(report.rolledUpDays).toHaveLength(
      Math.round((dayStart("2030-06-14") - dayStart(dayOf(OLD))) / DAY) + 1,
    );
    expect(report.prunedBefore).toBe(iso(CUTOFF));
    expect(report).toMatchObject({ prunedPageViews: 3, prunedSessions: 1, retentionDays: RETENTION_DAYS });

    const sessions = await db()
      .selectFrom("visitor_session")
      .select("session_id")
      .orderBy("session_id")
      .execute();
    expect(sessions.map((s) => s.session_id)).toEqual(["recent", "straddling", "yesterday"]);
    const views = await db()
      .selectFrom("page_view")
      .select(["session_id", "page_url"])
      .orderBy("id")
      .execute();
    expect(views).toEqual([
      { session_id: "straddling", page_url: "/events" },
      { session_id: "recent", page_url: "/contact" },
      { session_id: "yesterday", page_url: "/" },
    ]);
    // The old day's figures live on in its roll-up.
    expect(await analyticsSummary(oldDay)).toEqual(before);
    expect((await topPages(oldDay)).map((p) => [p.pageUrl, p.views, p.totalTimeSeconds])).toEqual([
      ["/", 1, 30],
      ["/news", 1, 50],
    ]);
  });

  it("does nothing more when run again", async () => {
    const rows = await rollups();
    const again = await maintainAnalytics({ now: new Date(NOW), retentionDays: RETENTION_DAYS });
    expect(again).toMatchObject({ rolledUpDays: [], prunedPageViews: 0, prunedSessions: 0 });
    expect(await rollups()).toEqual(rows);
    expect(await count("page_view")).toBe(3);
  });

  it("rolls up a day once it has been over for an hour", async () => {
    const later = await maintainAnalytics({
      now: new Date(NOW + 30 * 60_000),
      retentionDays: RETENTION_DAYS,
    });
    expect(later.rolledUpDays).toEqual(["2030-06-15"]);
    const total = await db()
      .selectFrom("analytics_daily")
      .selectAll()
      .where("day", "=", "2030-06-15")
      .where("dimension", "=", "total")
      .executeTakeFirstOrThrow();
    expect(total).toMatchObject({ sessions: 1, page_views: 1, bounces: 1, value: "" });
    expect(Number(total.time_spent)).toBe(3);
  });

  it("never deletes raw rows of a day that has not been rolled up", async () => {
    const older = CUTOFF - 20 * DAY;
    await visit("not rolled up", [["/gallery", older, 9]]);
    const pruned = await pruneRawRows(new Date(NOW), RETENTION_DAYS);
    expect(pruned).toEqual({ before: iso(dayStart(dayOf(older))), pageViews: 0, sessions: 0 });
    expect(await count("visitor_session")).toBe(4);

    const report = await maintainAnalytics({ now: new Date(NOW), retentionDays: RETENTION_DAYS });
    expect(report.rolledUpDays[0]).toBe(dayOf(older));
    expect(report).toMatchObject({ prunedPageViews: 1, prunedSessions: 1 });
  });

  it("runs once at a time in this process", async () => {
    const options = { now: new Date(NOW), retentionDays: RETENTION_DAYS };
    const [first, second] = await Promise.all([maintainAnalytics(options), maintainAnalytics(options)]);
    expect(second).toBe(first);
  });

  it("says what it did in plain sentences", async () => {
    const report = {
      rolledUpDays: ["2030-06-13", "2030-06-14"],
      retentionDays: 400,
      prunedBefore: "2029-05-11T18:30:00.000Z",
      prunedPageViews: 12_345,
      prunedSessions: 1,
      milliseconds: 1500,
    };
    expect(maintenanceLines(report)).toEqual([
      "Rolled up 2 days (2030-06-13 to 2030-06-14).",
      "Deleted 12,345 page views and 1 visitor session from before 2029-05-12 (raw rows are kept for 400 days; daily roll-ups for ever).",
      "Done in 1.5 s.",
    ]);
    expect(maintenanceLines({ ...report, rolledUpDays: [], prunedPageViews: 0, prunedSessions: 0 })).toEqual([
      "No finished day was waiting for its roll-up.",
      "No raw rows from before 2029-05-12 to delete (raw rows are kept for 400 days).",
      "Done in 1.5 s.",
    ]);
    const help = await runMaintenanceCommand(["--help"]);
    expect(help.ok).toBe(true);
    expect(help.lines[0]).toContain("npm run analytics:maintain");
    const wrong = await runMaintenanceCommand(["--every-day"]);
    expect(wrong.ok).toBe(false);
    expect(wrong.lines[0]).toContain("--every-day");
    const rows = await rollups();
    const run = await runMaintenanceCommand([]);
    expect(run.ok).toBe(true);
    expect(run.lines).toHaveLength(3);
    expect(await rollups()).toEqual(rows);
  });

  it("the server's timer runs it, then waits for 01:15 school time", async () => {
    let runs = 0;
    const schedule = scheduleAnalyticsMaintenance(async () => {
      runs++;
    }, 5);
    try {
      await expect.poll(() => runs).toBe(1);
      await expect.poll(() => schedule.nextRunAt().getTime()).toBeGreaterThan(Date.now());
      const next = schedule.nextRunAt();
      expect(new Date(next.getTime() + IST).toISOString().slice(11, 19)).toBe("01:15:00");
      expect(next.getTime() - Date.now()).toBeLessThanOrEqual(DAY);
    } finally {
      schedule.stop();
    }
  });

  it("the timer never keeps a process alive", () => {
    const script = `import { scheduleAnalyticsMaintenance } from "./app/server/analytics/maintenance.server.ts";
      scheduleAnalyticsMaintenance(async () => {}, 60_000);
      process.on("exit", () => console.log("exited"));`;
    const child = spawnSync(
      path.resolve("node_modules/.bin/node"),
      ["--import", "tsx", "--input-type=module", "-e", script],
      {
        encoding: "utf8",
        timeout: 20_000,
        env: { ...process.env, LOG_LEVEL: "silent" },
      },
    );
    expect(child.stderr).toBe("");
    expect(child.stdout.trim()).toBe("exited");
    expect(child.status).toBe(0);
  });
});
