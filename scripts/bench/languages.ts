// Tamil pages against their English pages (issue 17, decision 018): Lighthouse mobile on one server,
// English and Tamil runs alternating page by page so that both see the same machine; the four
// category scores, LCP, and the bytes Tamil adds (HTML, Noto Sans Tamil).
import { type AppServer, startAppServer } from "../../tests/support/app-server.ts";
import { CHROMIUM_PATH, type LighthouseScores, measuredRun, median, spread } from "../lighthouse.ts";
import type { Measurement, Table } from "./types.ts";

/** The pages the issue compares, with their Tamil addresses. */
export const LANGUAGE_PAGES = [
  ["/", "/ta"],
  ["/gallery", "/ta/gallery"],
  ["/admissions", "/ta/admissions"],
] as const;
const RUNS = 3;

const CATEGORIES = [
  ["performance", "perf"],
  ["accessibility", "a11y"],
  ["bestPractices", "best pr."],
  ["seo", "SEO"],
] as const;

export const languagesMeasurement: Measurement = async () => {
  let server: AppServer | undefined;
  try {
    server = await startAppServer({ env: { LOG_LEVEL: "warn" } });
    const rows: string[][] = [];
    const failures: string[] = [];
    for (const pair of LANGUAGE_PAGES) {
      const runs: Record<string, LighthouseScores[]> = { [pair[0]]: [], [pair[1]]: [] };
      for (const page of pair) await fetch(`${server.url}${page}`);
      for (let round = 0; round < RUNS; round++) {
        for (const page of pair) {
          const run = await measuredRun(`${server.url}${page}`, failures);
          if (run) runs[page]!.push(run);
        }
      }
      for (const page of pair) {
        const of = (pick: (run: LighthouseScores) => number) => runs[page]!.map(pick);
        rows.push([
          page,
          ...CATEGORIES.map(([key]) => `${median(of((r) => r[key]))} (${spread(of((r) => r[key]))})`),
          `${median(of((r) => r.lcpMs)).toFixed(0)} (${spread(of((r) => r.lcpMs))})`,
          median(of((r) => r.tbtMs)).toFixed(0),
          median(of((r) => r.cls)).toFixed(3),
          median(of((r) => r.documentKb)).toFixed(1),
          median(of((r) => r.fontKb)).toFixed(1),
          median(of((r) => r.totalKb)).toFixed(1),
        ]);
      }
    }
    const table: Table = {
      title: `Tamil and English pages (Lighthouse mobile, simulated slow 4G, Debian Chromium, median of ${RUNS} runs each, alternating, range in brackets)`,
      columns: [
        "page",
        ...CATEGORIES.map(([, label]) => label),
        "LCP ms",
        "TBT ms",
        "CLS",
        "HTML KB",
        "font KB",
        "total KB",
      ],
      rows,
      notes: [
        "One server on fresh demo data (some items translated, some falling back to English); each English page and its Tamil page are run one after the other, three times.",
        "KB as transferred (compressed), from Lighthouse's network requests; 'font KB' counts every web font the page fetched.",
        `Chromium: ${CHROMIUM_PATH}.`,
        ...failures,
      ],
    };
    return [table];
  } finally {
    await server?.stop();
  }
};
