// `npm run bench -- --only islands`: what hydrating the islands costs a busy phone (issue 27).
// Lighthouse mobile on the pages with islands in sight, beside busy CPU loops (the machine's cores
// shared, as on a cheap phone running other apps), each page measured four ways in one run: the
// commit issue 27 started from and this checkout, each with its islands and with them removed
// (Chromium refuses the islands' loader, so no React and no island code is fetched). The four
// alternate round by round so that all see the same machine. Loopback only.
import type { ChildProcess } from "node:child_process";
import { type AppServer, startAppServer } from "../../tests/support/app-server.ts";
import { CHROMIUM_PATH, type LighthouseScores, measuredRun, median, spread } from "../lighthouse.ts";
import { baseBuildOf } from "./build-commit.ts";
import { busyLoops, loadAverage } from "./machine.ts";
import type { Measurement, Table } from "./types.ts";

/** Where issue 27 started: the islands hydrated all at idle. */
export const ISLANDS_BASE_COMMIT = process.env.ISLANDS_BASE ?? "6e15f2b";
/** The pages whose islands are in sight on a phone, or whose TBT the issue measured. */
export const ISLAND_PAGES = ["/", "/ta", "/gallery", "/events"];
const RUNS = Number(process.env.ISLANDS_RUNS ?? 3);
/** Busy loops beside Lighthouse (ISLANDS_BUSY_LOOPS=0 measures on the machine as it is). */
const BUSY_LOOPS = Number(process.env.ISLANDS_BUSY_LOOPS ?? 2);
/** The islands' loader: refused, the page is its HTML, stylesheet and tracker alone. */
const NO_ISLANDS = { blockedUrlPatterns: ["*/assets/islands-*.js"] };
/** How much more blocking time the islands may add to their page (issue 27). */
const TBT_ALLOWANCE_MS = 50;

const SIDES = ["base", "after"] as const;
const VARIANTS = ["islands", "none"] as const;
type Side = (typeof SIDES)[number];
type Variant = (typeof VARIANTS)[number];

export const islandsMeasurement: Measurement = async () => {
  const base = baseBuildOf(ISLANDS_BASE_COMMIT);
  const servers: Partial<Record<Side, AppServer>> = {};
  const loops: ChildProcess[] = [];
  try {
    servers.base = await startAppServer({ env: { LOG_LEVEL: "warn", BUILD_DIR: base.buildDir } });
    servers.after = await startAppServer({ env: { LOG_LEVEL: "warn" } });
    const loadBefore = loadAverage();
    loops.push(...busyLoops(BUSY_LOOPS));
    const rows: string[][] = [];
    const failures: string[] = [];
    for (const page of ISLAND_PAGES) {
      const runs = new Map<string, LighthouseScores[]>();
      for (const side of SIDES) await fetch(`${servers[side]!.url}${page}`);
      for (let round = 0; round < RUNS; round++) {
        for (const side of SIDES) {
          for (const variant of VARIANTS) {
            const options = variant === "none" ? NO_ISLANDS : {};
            const run = await measuredRun(`${servers[side]!.url}${page}`, failures, options);
            if (run) runs.set(`${side} ${variant}`, [...(runs.get(`${side} ${variant}`) ?? []), run]);
          }
        }
      }
      for (const side of SIDES) rows.push(row(page, side, (variant) => runs.get(`${side} ${variant}`) ?? []));
    }
    const loadAfter = loadAverage();
    const table: Table = {
      title: `Islands on a busy phone: with and without them, base and after (Lighthouse mobile beside ${BUSY_LOOPS} busy CPU loops, median of ${RUNS} runs each, alternating)`,
      columns: [
        "page",
        "build",
        "perf islands (runs)",
        "perf none (runs)",
        "TBT ms islands (range)",
        "TBT ms none (range)",
        `TBT islands − none (≤ ${TBT_ALLOWANCE_MS})`,
        "LCP ms islands (range)",
        "LCP ms none (range)",
        "JS KB islands / none",
      ],
      rows,
      notes: [
        `Base: commit ${ISLANDS_BASE_COMMIT} (every island hydrated at idle after the first paint)${process.env.BASE_BUILD_DIR ? ", its build given in BASE_BUILD_DIR" : ", built in a temporary folder"}; after: this checkout. Both servers run at once on fresh demo data.`,
        `"none": the same page with the islands' loader refused by Chromium (blockedUrlPatterns), so no React and no island; the tracker stays. Each round runs base islands, base none, after islands, after none.`,
        `The TBT difference is of the medians; each run's own pairing is in the ranges. JS KB is every script transferred (compressed) until the network was quiet.`,
        `Load average (1, 5, 15 min) before the busy loops started: ${loadBefore}; at the end: ${loadAfter}. Chromium: ${CHROMIUM_PATH}.`,
        ...failures,
      ],
    };
    return [table];
  } finally {
    for (const loop of loops) loop.kill();
    await servers.base?.stop();
    await servers.after?.stop();
    base.cleanUp();
  }
};

function row(page: string, side: Side, runsOf: (variant: Variant) => LighthouseScores[]): string[] {
  const of = (variant: Variant, pick: (run: LighthouseScores) => number) => runsOf(variant).map(pick);
  const scores = (variant: Variant) =>
    `${median(of(variant, (r) => r.performance))} (${of(variant, (r) => r.performance).join("/")})`;
  const ms = (variant: Variant, pick: (run: LighthouseScores) => number) =>
    `${median(of(variant, pick)).toFixed(0)} (${spread(of(variant, pick))})`;
  const tbtCost = median(of("islands", (r) => r.tbtMs)) - median(of("none", (r) => r.tbtMs));
  return [
    page,
    side,
    scores("islands"),
    scores("none"),
    ms("islands", (r) => r.tbtMs),
    ms("none", (r) => r.tbtMs),
    `${tbtCost.toFixed(0)}${tbtCost <= TBT_ALLOWANCE_MS ? "" : " (over)"}`,
    ms("islands", (r) => r.lcpMs),
    ms("none", (r) => r.lcpMs),
    `${median(of("islands", (r) => r.scriptKbGzip)).toFixed(1)} / ${median(of("none", (r) => r.scriptKbGzip)).toFixed(1)}`,
  ];
}
