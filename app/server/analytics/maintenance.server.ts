// The analytics maintenance: roll up every finished day not rolled up yet, then delete raw rows
// older than the retention period. Safe to run again at any time (it does only what is left) and
// while the server runs (each day's roll-up is one transaction; deletes go a few thousand rows at
// a time). `npm run analytics:maintain` runs it once; the server runs it once a day by itself.
import { config } from "../config.server";
import { log } from "../log.server";
import { pruneRawRows } from "./retention.server";
import { daysAwaitingRollup, rollUpDay } from "./rollup.server";
import { HOUR_MS, lastFinishedDay, nextSchoolTime } from "./school-days.server";

/** A day is rolled up once it has been over for an hour: visits of its last minutes have ended. */
export const ROLLUP_SETTLE_MS = HOUR_MS;
/** The server's daily run, in school time (01:15), once yesterday has settled. */
export const DAILY_MAINTENANCE_MINUTE = 75;
/** The first run after start-up waits a little, so that it never slows the first requests. */
export const FIRST_MAINTENANCE_DELAY_MS = 5 * 60_000;

export type MaintenanceReport = {
  /** The days rolled up by this run, oldest first. */
  rolledUpDays: string[];
  retentionDays: number;
  /** Raw rows from before this instant are gone. */
  prunedBefore: string;
  prunedPageViews: number;
  prunedSessions: number;
  milliseconds: number;
};

let running: Promise<MaintenanceReport> | undefined;

/** Runs the maintenance; a call while this process already runs it waits for that run instead. */
export function maintainAnalytics(
  options: { now?: Date; retentionDays?: number } = {},
): Promise<MaintenanceReport> {
  running ??= runMaintenance(options).finally(() => {
    running = undefined;
  });
  return running;
}

async function runMaintenance({
  now = new Date(),
  retentionDays = config().analyticsRetentionDays,
}: {
  now?: Date;
  retentionDays?: number;
}): Promise<MaintenanceReport> {
  const started = performance.now();
  const days = await daysAwaitingRollup(lastFinishedDay(now.getTime(), ROLLUP_SETTLE_MS));
  for (const day of days) await rollUpDay(day);
  const pruned = await pruneRawRows(now, retentionDays);
  return {
    rolledUpDays: days,
    retentionDays,
    prunedBefore: pruned.before,
    prunedPageViews: pruned.pageViews,
    prunedSessions: pruned.sessions,
    milliseconds: Math.round(performance.now() - started),
  };
}

/** The server's run: the maintenance, and one log line saying what it did. */
export async function maintainAnalyticsAndLog() {
  const report = await maintainAnalytics();
  log("info", "analytics maintenance done", {
    rolledUpDays: report.rolledUpDays.length,
    firstDay: report.rolledUpDays[0],
    lastDay: report.rolledUpDays.at(-1),
    prunedBefore: report.prunedBefore,
    prunedPageViews: report.prunedPageViews,
    prunedSessions: report.prunedSessions,
    ms: report.milliseconds,
  });
  return report;
}

export type MaintenanceSchedule = {
  /** When the next run is due. */
  nextRunAt(): Date;
  stop(): void;
};

/**
 * Runs the maintenance a few minutes after start-up, then every day at 01:15 school time. The
 * timer never keeps the process alive: a server shutting down does not wait for it.
 */
export function scheduleAnalyticsMaintenance(
  run: () => Promise<unknown> = maintainAnalyticsAndLog,
  firstDelayMs = FIRST_MAINTENANCE_DELAY_MS,
): MaintenanceSchedule {
  let due = Date.now() + firstDelayMs;
  let stopped = false;
  let timer = arm(firstDelayMs);

  function arm(delay: number) {
    const handle = setTimeout(tick, delay);
    handle.unref();
    return handle;
  }

  async function tick() {
    try {
      await run();
    } catch (error) {
      log("error", "analytics maintenance failed; it runs again tomorrow", { error });
    }
    if (stopped) return;
    due = nextSchoolTime(Date.now(), DAILY_MAINTENANCE_MINUTE);
    timer = arm(due - Date.now());
  }

  return {
    nextRunAt: () => new Date(due),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
