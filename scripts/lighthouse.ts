// Lighthouse (mobile, default simulated throttling) on Debian's Chromium, for `npm run bench`.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { QUIET_CHROMIUM_FLAGS } from "../tests/support/chromium-flags.ts";

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", ...QUIET_CHROMIUM_FLAGS];

/** The key public pages Lighthouse measures (npm run bench -- --only lighthouse, islands). */
export const LIGHTHOUSE_PAGES = [
  "/",
  "/schools",
  "/schools/zee-litera",
  "/about",
  "/gallery",
  "/events",
  "/news",
  "/contact",
  "/admissions",
];

export type LighthouseScores = {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  scriptKbGzip: number;
  /** Of those, the scripts the page asked for before its `load` event. */
  scriptKbBeforeLoad: number;
  totalKb: number;
  /** Web fonts transferred (compressed as sent). */
  fontKb: number;
  /** The HTML document as transferred. */
  documentKb: number;
  /** Lighthouse's code when the run failed (its scores are then meaningless), e.g. NO_FCP. */
  runtimeError?: string;
};

type Audit = {
  numericValue?: number;
  details?: {
    items?: {
      resourceType?: string;
      transferSize?: number;
      rendererStartTime?: number;
      observedLoad?: number;
    }[];
  };
};

/** `blockedUrlPatterns`: requests Chromium refuses, e.g. a page's script to measure it without. */
export type LighthouseOptions = { blockedUrlPatterns?: string[] };

export async function runLighthouse(url: string, options: LighthouseOptions = {}): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      blockedUrlPatterns: options.blockedUrlPatterns,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => audits[id] as Audit | undefined;
    const requests = audit("network-requests")?.details?.items ?? [];
    const bytes = (filter: (request: (typeof requests)[number]) => boolean) =>
      requests.filter(filter).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
    const loadMs = audit("metrics")?.details?.items?.[0]?.observedLoad ?? Number.POSITIVE_INFINITY;
    return {
      url,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      cls: audit("cumulative-layout-shift")?.numericValue ?? Number.NaN,
      lcpMs: audit("largest-contentful-paint")?.numericValue ?? Number.NaN,
      tbtMs: audit("total-blocking-time")?.numericValue ?? Number.NaN,
      scriptKbGzip: bytes((r) => r.resourceType === "Script"),
      scriptKbBeforeLoad: bytes((r) => r.resourceType === "Script" && (r.rendererStartTime ?? 0) < loadMs),
      totalKb: bytes(() => true),
      fontKb: bytes((r) => r.resourceType === "Font"),
      documentKb: bytes((r) => r.resourceType === "Document"),
      runtimeError: result.lhr.runtimeError?.code ?? missingScore(categories.performance?.score, audits),
    };
  } finally {
    chrome.kill();
  }
}

/** Why a run has no performance score though Lighthouse reported no error: the first failed audit. */
function missingScore(score: number | null | undefined, audits: Record<string, { errorMessage?: string }>) {
  if (typeof score === "number") return undefined;
  const failed = Object.entries(audits).find(([, audit]) => audit.errorMessage);
  return failed ? `${failed[0]}: ${failed[1].errorMessage}` : "no performance score";
}

/** A run Lighthouse itself reports as failed scores nothing: it is run again (at most twice). */
export async function measuredRun(
  url: string,
  failures: string[],
  options: LighthouseOptions = {},
): Promise<LighthouseScores | undefined> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const run = await runLighthouse(url, options);
    if (!run.runtimeError) return run;
    failures.push(`${url}: a run failed with ${run.runtimeError} and was repeated.`);
  }
  return undefined;
}

export function median(values: number[]) {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const spread = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
