// `npm run bench -- --only pagetexts`: what the Pages screen (issue 28) costs the public pages.
// Lighthouse mobile on the ten pages whose words staff can now change, on the commit the issue
// started from and on this checkout, alternating round by round in one run; and the render cache's
// hit rate for the same sequence of visits on both (X-Cache). Loopback only.
import { type AppServer, startAppServer } from "../../tests/support/app-server.ts";
import { type LighthouseScores, measuredRun, median, spread } from "../lighthouse.ts";
import { baseBuildOf } from "./build-commit.ts";
import { loadAverage } from "./machine.ts";
import type { Measurement, Table } from "./types.ts";

/** Where issue 28 started: the pages drawn from the catalogues alone. */
const PAGE_TEXTS_BASE_COMMIT = process.env.PAGE_TEXTS_BASE ?? "e9cc60a";
const PAGES = [
  "/",
  "/about",
  "/about/vision",
  "/about/mission",
  "/about/founder",
  "/faculty",
  "/news",
  "/schools",
  "/admissions",
  "/contact",
];
const RUNS = Number(process.env.PAGE_TEXTS_RUNS ?? 3);
/** Visits per page for the hit rate, after one that fills the cache. */
const VISITS = 20;
const SIDES = ["base", "after"] as const;
type Side = (typeof SIDES)[number];

async function hitRate(server: AppServer): Promise<string> {
  let hits = 0;
  let total = 0;
  for (let visit = 0; visit <= VISITS; visit++) {
    for (const page of PAGES) {
      const answer = await fetch(`${server.url}${page}`);
      await answer.arrayBuffer();
      if (visit === 0) continue;
      total++;
      if (answer.headers.get("x-cache") === "HIT") hits++;
    }
  }
  return `${((100 * hits) / total).toFixed(1)} % (${hits}/${total})`;
}

export const pageTextsMeasurement: Measurement = async () => {
  const base = baseBuildOf(PAGE_TEXTS_BASE_COMMIT);
  const servers: Partial<Record<Side, AppServer>> = {};
  try {
    servers.base = await startAppServer({ env: { LOG_LEVEL: "warn", BUILD_DIR: base.buildDir } });
    servers.after = await startAppServer({ env: { LOG_LEVEL: "warn" } });
    const loadBefore = loadAverage();
    const failures: string[] = [];
    const rows: string[][] = [];
    for (const page of PAGES) {
      const runs: Record<Side, LighthouseScores[]> = { base: [], after: [] };
      for (const side of SIDES) await fetch(`${servers[side]!.url}${page}`);
      for (let round = 0; round < RUNS; round++) {
        for (const side of SIDES) {
          const run = await measuredRun(`${servers[side]!.url}${page}`, failures);
          if (run) runs[side].push(run);
        }
      }
      const cell = (side: Side, pick: (run: LighthouseScores) => number) =>
        `${median(runs[side].map(pick)).toFixed(0)} (${spread(runs[side].map(pick))})`;
      rows.push([
        page,
        ...SIDES.map(
          (side) =>
            `${median(runs[side].map((r) => r.performance))} (${runs[side].map((r) => r.performance).join("/")})`,
        ),
        ...SIDES.map((side) => cell(side, (r) => r.lcpMs)),
        ...SIDES.map((side) => cell(side, (r) => r.tbtMs)),
      ]);
    }
    const hits = { base: await hitRate(servers.base), after: await hitRate(servers.after) };
    const loadAfter = loadAverage();
    const lighthouse: Table = {
      title: `Pages with words staff change (issue 28): Lighthouse mobile, base and after, median of ${RUNS} runs each, alternating`,
      columns: [
        "page",
        "perf base (runs)",
        "perf after (runs)",
        "LCP ms base (range)",
        "LCP ms after (range)",
        "TBT ms base",
        "TBT ms after",
      ],
      rows,
      notes: [
        `Base: commit ${PAGE_TEXTS_BASE_COMMIT}${process.env.BASE_BUILD_DIR ? " (its build given in BASE_BUILD_DIR)" : ", built in a temporary folder"}; after: this checkout, with no text changed (the catalogue's words). Both servers at once on fresh demo data.`,
        `Load average (1, 5, 15 min) at the start: ${loadBefore}; at the end: ${loadAfter}.`,
        ...failures,
      ],
    };
    const cache: Table = {
      title:
        "Render cache hit rate for the same visits (each page once to fill the cache, then 20 rounds of the ten pages)",
      columns: ["build", "hits"],
      rows: SIDES.map((side) => [side, hits[side]]),
    };
    return [lighthouse, cache];
  } finally {
    await servers.base?.stop();
    await servers.after?.stop();
    base.cleanUp();
  }
};
