// `npm run bench -- --only adminscripts`: the script each admin screen loads on a cold visit (a new
// browser profile, signed in), the commit an issue started from and this checkout side by side in
// one run. Counts every script response the screen fetched until the network was idle, with its
// compressed size as sent, and the number of files. Loopback only.
import { type Browser, chromium } from "playwright-core";
import { type AppServer, startAppServer, TEST_ADMIN } from "../../tests/support/app-server.ts";
import { QUIET_CHROMIUM_FLAGS } from "../../tests/support/chromium-flags.ts";
import { addSessionCookies, signInCookie } from "../../tests/support/sign-in.ts";
import { CHROMIUM_PATH } from "../lighthouse.ts";
import { buildCommit } from "./build-commit.ts";
import type { Measurement, Table } from "./types.ts";

/** Where issue 26 started: its budget is "the admin JS per screen within 10 % of this". */
export const ADMIN_SCRIPTS_BASE_COMMIT = process.env.ADMIN_SCRIPTS_BASE ?? "6fb04ba";

/** The base commit's build: BASE_BUILD_DIR when one is already built, else built now. */
export function baseBuild() {
  const dir = process.env.BASE_BUILD_DIR;
  return dir ? { buildDir: dir, cleanUp: () => {} } : buildCommit(ADMIN_SCRIPTS_BASE_COMMIT);
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

export const adminScriptsMeasurement: Measurement = async () => {
  const base = baseBuild();
  const servers: { before?: AppServer; after?: AppServer } = {};
  const browser = await launchBenchBrowser();
  try {
    servers.before = await startAppServer({ env: { LOG_LEVEL: "warn", BUILD_DIR: base.buildDir } });
    servers.after = await startAppServer({ env: { LOG_LEVEL: "warn" } });
    const cookies = {
      before: await signInCookie(servers.before.url, TEST_ADMIN),
      after: await signInCookie(servers.after.url, TEST_ADMIN),
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
      rows.push([
        screen,
        `${seen.before.kb.toFixed(1)} (${seen.before.files})`,
        `${seen.after.kb.toFixed(1)} (${seen.after.files})`,
        `${change >= 0 ? "+" : ""}${(change * 100).toFixed(1)} %`,
      ]);
    }
    const table: Table = {
      title: "Admin script per screen, cold visit (compressed KB as sent, files)",
      columns: ["screen", `KB (files) at ${ADMIN_SCRIPTS_BASE_COMMIT}`, "KB (files) now", "change"],
      rows,
      notes: [
        `Before: commit ${ADMIN_SCRIPTS_BASE_COMMIT}, built in a temporary folder; now: this checkout. Both on fresh demo data, signed in as the demo admin, each screen opened in a new browser profile (no cache) at 1440 px until the network was idle; every script response counted with its body size as transferred (gzip or brotli as the server chose). The sizes do not depend on the machine's load; one visit per side.`,
        `Largest growth: ${(worst * 100).toFixed(1)} %.`,
      ],
    };
    return [table];
  } finally {
    await browser.close();
    await servers.before?.stop();
    await servers.after?.stop();
    base.cleanUp();
  }
};
