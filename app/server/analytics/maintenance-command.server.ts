// The shell side of the analytics maintenance (bin/analytics-maintenance.ts): flags in, readable
// lines out.
import { parseArgs } from "node:util";
import { type MaintenanceReport, maintainAnalytics } from "./maintenance.server";
import { schoolDayOf } from "./school-days.server";

export const MAINTENANCE_COMMAND_USAGE = `Usage:
  npm run analytics:maintain
Rolls up every finished day of visitor analytics not rolled up yet (daily totals per page,
country, source, device, browser and OS, kept for ever), then deletes raw page views and visitor
sessions older than ANALYTICS_RETENTION_DAYS (default 400). Safe to run at any time, also while
the server runs; running it again does only what is left. The server runs it once a day.`;

export type MaintenanceCommandResult = { ok: boolean; lines: string[] };

function count(n: number, noun: string) {
  return `${n.toLocaleString("en-IN")} ${noun}${n === 1 ? "" : "s"}`;
}

/** What a run did, in sentences. */
export function maintenanceLines(report: MaintenanceReport): string[] {
  const days = report.rolledUpDays;
  const rolled =
    days.length === 0
      ? "No finished day was waiting for its roll-up."
      : `Rolled up ${count(days.length, "day")} (${days[0]}${days.length > 1 ? ` to ${days.at(-1)}` : ""}).`;
  const since = schoolDayOf(Date.parse(report.prunedBefore));
  const pruned =
    report.prunedPageViews + report.prunedSessions === 0
      ? `No raw rows from before ${since} to delete (raw rows are kept for ${report.retentionDays} days).`
      : `Deleted ${count(report.prunedPageViews, "page view")} and ${count(report.prunedSessions, "visitor session")} from before ${since} (raw rows are kept for ${report.retentionDays} days; daily roll-ups for ever).`;
  return [rolled, pruned, `Done in ${(report.milliseconds / 1000).toFixed(1)} s.`];
}

export async function runMaintenanceCommand(argv: string[]): Promise<MaintenanceCommandResult> {
  try {
    const { values } = parseArgs({ args: argv, options: { help: { type: "boolean", default: false } } });
    if (values.help) return { ok: true, lines: [MAINTENANCE_COMMAND_USAGE] };
  } catch (error) {
    return { ok: false, lines: [(error as Error).message, MAINTENANCE_COMMAND_USAGE] };
  }
  return { ok: true, lines: maintenanceLines(await maintainAnalytics()) };
}
