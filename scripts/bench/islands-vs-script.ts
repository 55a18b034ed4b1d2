// React islands against the plain-DOM page script they replaced (issue 16, decision 017): Lighthouse
// mobile on the nine key public pages, the commit before the islands and this checkout side by side
// in one run, their runs alternating page by page so that both see the same machine.
import { type AppServer, startAppServer } from "../../tests/support/app-server.ts";
import {
  CHROMIUM_PATH,
  LIGHTHOUSE_PAGES,
  type LighthouseScores,
  measuredRun,
  median,
  spread,
} from "../lighthouse.ts";
import { buildCommit } from "./build-commit.ts";
import type { Measurement, Table } from "./types.ts";

/** The last commit with the hand-written page script (app/enhance/). */
export const BEFORE_ISLANDS_COMMIT = "700dbab";
const RUNS = 3;

export const islandsVsScriptMeasurement: Measurement = async () => {
  const before = buildCommit(BEFORE_ISLANDS_COMMIT);
  const servers: { before?: AppServer; after?: AppServer } = {};
  try {
    servers.before = await startAppServer({ env: { LOG_LEVEL: "warn", BUILD_DIR: before.buildDir } });
    servers.after = await startAppServer({ env: { LOG_LEVEL: "warn" } });
    const rows: string[][] = [];
    const failures: string[] = [];
    for (const page of LIGHTHOUSE_PAGES) {
      const runs = { before: [] as LighthouseScores[], after: [] as LighthouseScores[] };
      for (const side of ["before", "after"] as const) await fetch(`${servers[side]!.url}${page}`);
      for (let round = 0; round < RUNS; round++) {
        for (const side of ["before", "after"] as const) {
          const run = await measuredRun(`${servers[side]!.url}${page}`, failures);
          if (run) runs[side].push(run);
        }
      }
      const of = (side: "before" | "after", pick: (run: LighthouseScores) => number) => runs[side].map(pick);
      const lcp = {
        before: median(of("before", (r) => r.lcpMs)),
        after: median(of("after", (r) => r.lcpMs)),
      };
      rows.push([
        page,
        `${median(of("before", (r) => r.performance))} (${of("before", (r) => r.performance).join("/")})`,
        `${median(of("after", (r) => r.performance))} (${of("after", (r) => r.performance).join("/")})`,
        `${lcp.before.toFixed(0)} (${spread(of("before", (r) => r.lcpMs))})`,
        `${lcp.after.toFixed(0)} (${spread(of("after", (r) => r.lcpMs))})`,
        `${(((lcp.after - lcp.before) / lcp.before) * 100).toFixed(1)} %`,
        `${median(of("before", (r) => r.tbtMs)).toFixed(0)} / ${median(of("after", (r) => r.tbtMs)).toFixed(0)}`,
        `${median(of("before", (r) => r.cls)).toFixed(3)} / ${median(of("after", (r) => r.cls)).toFixed(3)}`,
        `${median(of("before", (r) => r.scriptKbGzip)).toFixed(1)} / ${median(of("after", (r) => r.scriptKbGzip)).toFixed(1)}`,
        `${median(of("before", (r) => r.scriptKbBeforeLoad)).toFixed(1)} / ${median(of("after", (r) => r.scriptKbBeforeLoad)).toFixed(1)}`,
      ]);
    }
    const table: Table = {
      title: `React islands vs the plain page script (Lighthouse mobile, simulated slow 4G, Debian Chromium, median of ${RUNS} runs each, alternating)`,
      columns: [
        "page",
        "perf before (runs)",
        "perf after (runs)",
        "LCP ms before (range)",
        "LCP ms after (range)",
        "LCP change",
        "TBT ms b/a",
        "CLS b/a",
        "JS KB b/a",
        "JS KB before load b/a",
      ],
      rows,
      notes: [
        `Before: commit ${BEFORE_ISLANDS_COMMIT} (hand-written page script, app/enhance/), built in a temporary folder; after: this checkout. Both servers run at once on fresh demo data; each page is run before, after, before, after… ${RUNS} times.`,
        "JS KB is every script transferred (compressed) as Lighthouse saw it, including the islands React fetches after load; 'before load' counts the scripts requested before the load event.",
        `Chromium: ${CHROMIUM_PATH}.`,
        ...failures,
      ],
    };
    return [table];
  } finally {
    await servers.before?.stop();
    await servers.after?.stop();
    before.cleanUp();
  }
};
