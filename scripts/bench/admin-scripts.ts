// `npm run bench -- --only adminscripts`: the script each admin screen loads on a cold visit (a new
// browser profile, signed in), the commit an issue started from and this checkout side by side in
// one run. Counts every script response the screen fetched until the network was idle, with its
// compressed size as sent, and the number of files; beside it the gzip size and files the build's
// manifest says the screen runs before it is drawn (the budget tests/e2e/admin-script-budget.test.ts
// holds). Then page switches in the side menu at 4× CPU (issue 27): time and requests, median of 5,
// both builds alternating. Loopback only.
import os from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { type AppServer, startAppServer, TEST_ADMIN } from "../../tests/support/app-server.ts";
import { QUIET_CHROMIUM_FLAGS } from "../../tests/support/chromium-flags.ts";
import {
  ADMIN_SCREEN_ROUTES,
  type AdminScreen,
  adminColdScripts,
} from "../../tests/support/route-scripts.ts";
import { addSessionCookies, signInCookie } from "../../tests/support/sign-in.ts";
import { CHROMIUM_PATH } from "../lighthouse.ts";
import { baseBuildOf } from "./build-commit.ts";
import type { Measurement, Table } from "./types.ts";

/** Where issue 27 started (issue 26's was 6fb04ba): its budget is per screen, in the test named above. */
export const ADMIN_SCRIPTS_BASE_COMMIT = process.env.ADMIN_SCRIPTS_BASE ?? "6e15f2b";

/** The base commit\'s build: BASE_BUILD_DIR when one is already built, else built now. */
export function baseBuild() {
  return baseBuildOf(ADMIN_SCRIPTS_BASE_COMMIT);
}

export const ADMIN_SCREENS = [
  "/admin",
  "/admin/homepage",
  "/admin/gallery",
  "/admin/events",
  "/admin/news",
  "/admin/schools",
  "/admin/content",
  "/admin/content/new",
  "/admin/enquiries",
  "/admin/newsletter",
  "/admin/media",
  "/admin/analytics",
  "/admin/users",
  "/admin/settings",
  "/admin/profile",
] as const;

type Scripts = { kb: number; files: number };

/** Opens `url` in a fresh profile with the session and sums the scripts it fetched. */
export async function coldScripts(browser: Browser, baseUrl: string, cookie: string, url: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await addSessionCookies(context, baseUrl, cookie);
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script")
        sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const bytes = await Promise.all(sizes);
    return { kb: bytes.reduce((sum, size) => sum + size, 0) / 1024, files: bytes.length };
  } finally {
    await context.close();
  }
}

export function launchBenchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--headless", ...QUIET_CHROMIUM_FLAGS],
  });
}

/** The side-menu switches timed, from the screen before to the screen after. */
const SWITCHES = [
  ["/admin", "News"],
  ["/admin/news", "Events"],
  ["/admin/events", "Media"],
] as const;
const SWITCH_ROUNDS = 5;
const CPU_SLOWDOWN = 4;

/** Resolves once no request has started for `quietMs`, with the requests seen (pictures and favicon apart). */
function watchRequests(page: Page, quietMs = 600) {
  const seen = { all: 0, withoutPictures: 0 };
  let last = Date.now();
  const listener = (request: { resourceType: () => string; url: () => string }) => {
    last = Date.now();
    seen.all++;
    const favicon = new URL(request.url()).pathname === "/favicon.svg";
    if (request.resourceType() !== "image" && !favicon) seen.withoutPictures++;
  };
  page.on("request", listener);
  return async () => {
    while (Date.now() - last < quietMs) await page.waitForTimeout(100);
    page.off("request", listener);
    return seen;
  };
}

type Switch = { ms: number; requests: number; withPictures: number };

/** One round: /admin opened and settled, then each switch at 4× CPU, timed click → new screen shown. */
async function switchRound(browser: Browser, baseUrl: string, cookie: string): Promise<Switch[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await addSessionCookies(context, baseUrl, cookie);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin`, { waitUntil: "networkidle" });
    await page.locator("header").first().waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const results: Switch[] = [];
    for (const [, label] of SWITCHES) {
      const settled = watchRequests(page);
      const started = performance.now();
      await page.getByRole("navigation").getByRole("link", { name: label, exact: true }).click();
      await page.waitForFunction(
        (name) =>
          document.querySelector('[data-testid="admin-screen-title"]')?.textContent === name &&
          document.querySelector("main h1") !== null,
        label,
        { polling: "raf" },
      );
      const ms = performance.now() - started;
      const seen = await settled();
      results.push({ ms, requests: seen.withoutPictures, withPictures: seen.all });
    }
    return results;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[], unit: (value: number) => string) =>
  `${unit(median(values))} (${unit(Math.min(...values))}–${unit(Math.max(...values))})`;

export const adminScriptsMeasurement: Measurement = async () => {
  const base = baseBuild();
  const servers: { before?: AppServer; after?: AppServer } = {};
  const browser = await launchBenchBrowser();
  const loadAtStart = os.loadavg()[0]!;
  try {
    servers.before = await startAppServer({ env: { LOG_LEVEL: "warn", BUILD_DIR: base.buildDir } });
    servers.after = await startAppServer({ env: { LOG_LEVEL: "warn" } });
    const cookies = {
      before: await signInCookie(servers.before.url, TEST_ADMIN),
      after: await signInCookie(servers.after.url, TEST_ADMIN),
    };
    const manifests = {
      before: adminColdScripts(base.buildDir),
      after: adminColdScripts(path.resolve(process.env.BUILD_DIR ?? "build")),
    };
    const rows: string[][] = [];
    let worst = 0;
    for (const screen of ADMIN_SCREENS) {
      const seen: Record<"before" | "after", Scripts> = {
        before: { kb: 0, files: 0 },
        after: { kb: 0, files: 0 },
      };
      for (const side of ["before", "after"] as const) {
        const server = servers[side]!;
        seen[side] = await coldScripts(browser, server.url, cookies[side], `${server.url}${screen}`);
      }
      const change = (seen.after.kb - seen.before.kb) / seen.before.kb;
      worst = Math.max(worst, change);
      const fromManifest = (side: "before" | "after") => {
        const scripts = manifests[side][screen as AdminScreen];
        return scripts ? `${scripts.kb.toFixed(1)} (${scripts.files})` : "–";
      };
      rows.push([
        screen,
        `${seen.before.kb.toFixed(1)} (${seen.before.files})`,
        `${seen.after.kb.toFixed(1)} (${seen.after.files})`,
        `${change >= 0 ? "+" : ""}${(change * 100).toFixed(1)} %`,
        fromManifest("before"),
        fromManifest("after"),
      ]);
    }
    const table: Table = {
      title:
        "Admin script per screen, cold visit (compressed KB as sent, files; gzip KB before drawing, files)",
      columns: [
        "screen",
        `as sent at ${ADMIN_SCRIPTS_BASE_COMMIT}`,
        "as sent now",
        "change",
        `gzip before drawing at ${ADMIN_SCRIPTS_BASE_COMMIT}`,
        "gzip before drawing now",
      ],
      rows,
      notes: [
        `Before: commit ${ADMIN_SCRIPTS_BASE_COMMIT} (BASE_BUILD_DIR, or built in a temporary folder); now: this checkout. Both on fresh demo data, signed in as the demo admin, each screen opened in a new browser profile (no cache) at 1440 px until the network was idle; every script response counted with its body size as transferred (gzip or brotli as the server chose), including chunks fetched at idle after the screen was drawn. The sizes do not depend on the machine's load; one visit per side.`,
        `"gzip before drawing": what the build's manifest says the screen runs before it is drawn (its route modules and their static imports, gzip level 9; tests/support/route-scripts.ts); the budget test holds it to 150 KB for /admin, 180 KB for the others, 20 files. ${Object.keys(ADMIN_SCREEN_ROUTES).length} screens.`,
        `Largest change as sent: ${(worst * 100).toFixed(1)} %.`,
      ],
    };

    const timings: Record<"before" | "after", Switch[][]> = { before: [], after: [] };
    for (let round = 0; round < SWITCH_ROUNDS; round++) {
      for (const side of round % 2 === 0 ? (["before", "after"] as const) : (["after", "before"] as const)) {
        timings[side].push(await switchRound(browser, servers[side]!.url, cookies[side]));
      }
    }
    const loadAtEnd = os.loadavg()[0]!;
    const ms = (value: number) => `${Math.round(value)} ms`;
    const count = (value: number) => String(value);
    const switchRows = SWITCHES.map(([from, label], index) => {
      const of = (side: "before" | "after", key: keyof Switch) =>
        timings[side].map((round) => round[index]![key]);
      return [
        `${from} → ${label}`,
        spread(of("before", "ms"), ms),
        spread(of("after", "ms"), ms),
        `${spread(of("before", "requests"), count)}; ${median(of("before", "withPictures"))} with pictures`,
        `${spread(of("after", "requests"), count)}; ${median(of("after", "withPictures"))} with pictures`,
      ];
    });
    const switches: Table = {
      title: `Admin page switch in the side menu at ${CPU_SLOWDOWN}× CPU (median of ${SWITCH_ROUNDS}, range)`,
      columns: [
        "switch",
        `time at ${ADMIN_SCRIPTS_BASE_COMMIT}`,
        "time now",
        `requests at ${ADMIN_SCRIPTS_BASE_COMMIT}`,
        "requests now",
      ],
      rows: switchRows,
      notes: [
        `Headless Chromium at 1440 px, CPU slowed ${CPU_SLOWDOWN}× (DevTools Emulation.setCPUThrottlingRate) after /admin was open and idle; each round a new profile (no cache); rounds alternate before/after. Time: from the click on the side-menu link to the new screen's name in the header and its heading drawn. Requests: every request from the click until none started for 0.6 s (what the new screen fetches at idle included), pictures and the favicon left out ("with pictures" counts everything); the e2e test in tests/e2e/admin-shell.test.ts holds them to 10.`,
        `Load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end: the times depend on it, compare the two columns.`,
      ],
    };
    return [table, switches];
  } finally {
    await browser.close();
    await servers.before?.stop();
    await servers.after?.stop();
    base.cleanUp();
  }
};
