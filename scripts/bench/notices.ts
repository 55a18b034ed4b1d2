// `npm run bench -- --only notices`: what an urgent notice (issue 30) costs the home page.
// Lighthouse mobile on `/` of the commit the issue started from, of this checkout with no notice,
// and of this checkout with a closure notice running, round by round in one run; and the script
// the page runs before `load`. Loopback only.
import { type AppServer, startAppServer } from "../../tests/support/app-server.ts";
import { writeDatabase } from "../../tests/support/database-file.ts";
import { type LighthouseScores, measuredRun, median, spread } from "../lighthouse.ts";
import { baseBuildOf } from "./build-commit.ts";
import { loadAverage } from "./machine.ts";
import type { Measurement, Table } from "./types.ts";

/** Where issue 30 started: no notices. */
const NOTICES_BASE_COMMIT = process.env.NOTICES_BASE ?? "652799e";
const RUNS = Number(process.env.NOTICES_RUNS ?? 3);
const SIDES = ["base", "no notice", "closure notice"] as const;
type Side = (typeof SIDES)[number];

/** A closure notice that runs from an hour ago for a day, written before the server's first page. */
function addClosureNotice(server: AppServer) {
  const now = Date.now();
  writeDatabase(
    server,
    "insert into urgent_notice (id, message, message_ta, level, starts_at, ends_at) values (?, ?, ?, 'closure', ?, ?)",
    "bench-notice",
    "All five schools are closed today because of heavy rain. Stay safe.",
    "கனமழை காரணமாக இன்று ஐந்து பள்ளிகளும் விடுமுறை. பாதுகாப்பாக இருங்கள்.",
    new Date(now - 3_600_000).toISOString(),
    new Date(now + 86_400_000).toISOString(),
  );
}

export const noticesMeasurement: Measurement = async () => {
  const base = baseBuildOf(NOTICES_BASE_COMMIT);
  const servers: Partial<Record<Side, AppServer>> = {};
  try {
    servers.base = await startAppServer({ env: { LOG_LEVEL: "warn", BUILD_DIR: base.buildDir } });
    servers["no notice"] = await startAppServer({ env: { LOG_LEVEL: "warn" } });
    servers["closure notice"] = await startAppServer({ env: { LOG_LEVEL: "warn" } });
    addClosureNotice(servers["closure notice"]);
    const shown = await (await fetch(`${servers["closure notice"].url}/`)).text();
    if (!shown.includes("heavy rain")) throw new Error("The closure notice is not on the home page.");
    const loadBefore = loadAverage();
    const failures: string[] = [];
    const runs: Record<Side, LighthouseScores[]> = { base: [], "no notice": [], "closure notice": [] };
    for (const side of SIDES) await fetch(`${servers[side]!.url}/`);
    for (let round = 0; round < RUNS; round++) {
      for (const side of SIDES) {
        const run = await measuredRun(`${servers[side]!.url}/`, failures);
        if (run) runs[side].push(run);
      }
    }
    const loadAfter = loadAverage();
    const cell = (side: Side, pick: (run: LighthouseScores) => number) =>
      `${median(runs[side].map(pick)).toFixed(0)} (${spread(runs[side].map(pick))})`;
    const table: Table = {
      title: `Urgent notices (issue 30): Lighthouse mobile on /, median of ${RUNS} runs each, alternating`,
      columns: [
        "build",
        "perf (runs)",
        "LCP ms (range)",
        "TBT ms (range)",
        "CLS (range)",
        "JS KB before load",
        "JS KB in all",
      ],
      rows: SIDES.map((side) => [
        side,
        `${median(runs[side].map((r) => r.performance))} (${runs[side].map((r) => r.performance).join("/")})`,
        cell(side, (r) => r.lcpMs),
        cell(side, (r) => r.tbtMs),
        `${median(runs[side].map((r) => r.cls)).toFixed(3)} (${spread(
          runs[side].map((r) => r.cls),
          3,
        )})`,
        median(runs[side].map((r) => r.scriptKbBeforeLoad)).toFixed(1),
        median(runs[side].map((r) => r.scriptKbGzip)).toFixed(1),
      ]),
      notes: [
        `base: commit ${NOTICES_BASE_COMMIT}${process.env.BASE_BUILD_DIR ? " (its build given in BASE_BUILD_DIR)" : ", built in a temporary folder"}; "no notice" and "closure notice": this checkout, the second with one closure notice running (English and Tamil words). Three servers at once on fresh demo data.`,
        `Load average (1, 5, 15 min) at the start: ${loadBefore}; at the end: ${loadAfter}.`,
        ...failures,
      ],
    };
    return [table];
  } finally {
    for (const side of SIDES) await servers[side]?.stop();
    base.cleanUp();
  }
};
