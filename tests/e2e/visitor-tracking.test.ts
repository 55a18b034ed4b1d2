// Visitor tracking end to end (spec §4, issue 15): the production build's tracker in Chromium (with
// its back/forward cache on, as visitors have it) reporting to POST /api/track, and what the
// database then holds. The page clock stands still until a test moves it, so the seconds are exact.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContextOptions, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS_TITLE, SUMMARY_CARD_LABELS } from "~/copy/analytics";
import { ENQUIRY_LABELS } from "~/copy/enquiry-copy";
import { TRACKER_ENTRY, TRACKER_MANIFEST } from "~/lib/page-script";
import { projectRoot, rawGet, TEST_ADMIN } from "../support/app-server";
import { openPage, pageScriptReady, recordWindowOpen, waitForHydration } from "../support/browser";
import { queryDatabase } from "../support/database-file";
import { setupAppServer } from "../support/server-and-browser";
import { SPEC } from "../support/spec";
import { launchVisitorBrowser, setTabVisibility } from "../support/tracker-pages";
import { openAdminPage } from "./helpers/admin-pages";
import { signedInPage } from "./helpers/staff-session";

const server = setupAppServer();
let browser: Browser | undefined;
beforeAll(async () => {
  browser = await launchVisitorBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Issue 15's budget for the tracker on its own. */
const TRACKER_BUDGET_GZIP_BYTES = 1.5 * 1024;
const DESKTOP = { viewport: { width: 1440, height: 900 } } satisfies BrowserContextOptions;
const BOT_USER_AGENT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type SessionRow = {
  session_id: string;
  landing_page: string;
  referrer: string | null;
  page_views: number;
  time_spent: number;
};

const sessions = () =>
  queryDatabase<SessionRow>(
    server(),
    "select session_id, landing_page, referrer, page_views, time_spent from visitor_session order by created_at",
  );

const viewsOf = (sessionId: string) =>
  queryDatabase<{ page_url: string; time_spent: number }>(
    server(),
    "select page_url, time_spent from page_view where session_id = ? order by id",
    sessionId,
  );

const totals = () =>
  queryDatabase<{ sessions: number; views: number }>(
    server(),
    "select (select count(*) from visitor_session) as sessions, (select count(*) from page_view) as views",
  )[0];

/** A visitor's tab at a standing clock; the test moves the clock. */
async function visitorTab(options: BrowserContextOptions = {}) {
  const page = await openPage(browser!, { ...DESKTOP, ...options });
  await page.clock.install({ time: Date.now() });
  await page.clock.pauseAt(Date.now() + 1000);
  return page;
}

/** The tab's visitor session id, once the tracker (loaded async) has made it. */
async function sessionIdOf(page: Page): Promise<string> {
  await page.waitForFunction(() => sessionStorage.getItem("visitor_session_id") !== null);
  return page.evaluate(() => sessionStorage.getItem("visitor_session_id")!);
}

/** Follows a link to `pathname` the way a click does (the page left becomes the referrer). */
async function goTo(page: Page, pathname: string) {
  await page.evaluate((pathname) => {
    location.href = pathname;
  }, pathname);
  await page.waitForURL(`**${pathname}`);
}

/** The answer to the next beacon the page sends to /api/track. */
function nextBeaconAnswer(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/track" && response.request().method() === "POST",
  );
}

/** The tracker's file as the page names it, checked against the build's manifest. */
function trackerSrc(html: string) {
  const tag = /<script type="module" (async|defer)="" src="(\/assets\/tracker-[^"]+\.js)"/.exec(html);
  expect(tag, "the tracker's script tag").not.toBeNull();
  const manifest = JSON.parse(
    readFileSync(
      path.join(projectRoot, process.env.BUILD_DIR ?? "build", "client", TRACKER_MANIFEST),
      "utf8",
    ),
  ) as Record<string, { file: string }>;
  expect(tag![2]).toBe(`/${manifest[TRACKER_ENTRY]?.file}`);
  return tag![2]!;
}

describe("a visit to the public pages", () => {
  it("is one session with its page views, landing page and the seconds looked at, as the Analytics page shows it", async () => {
    const page = await visitorTab();
    await page.addInitScript(() =>
      addEventListener("pageshow", (event) => {
        if (event.persisted) sessionStorage.setItem("restoredFromCache", location.pathname);
      }),
    );
    await page.goto(`${server().url}/`);
    const sessionId = await sessionIdOf(page);
    await expect.poll(() => viewsOf(sessionId)).toEqual([{ page_url: "/", time_spent: 0 }]);

    await page.clock.runFor(5_000);
    await goTo(page, "/schools");
    await expect
      .poll(() => viewsOf(sessionId))
      .toEqual([
        { page_url: "/", time_spent: 5 },
        { page_url: "/schools", time_spent: 0 },
      ]);

    await page.clock.runFor(7_000);
    await goTo(page, "/events?category=sports");
    await expect.poll(() => viewsOf(sessionId)).toHaveLength(3);
    await page.clock.runFor(3_000);
    await page.goBack({ waitUntil: "commit" });
    await expect
      .poll(() => viewsOf(sessionId))
      .toEqual([
        { page_url: "/", time_spent: 5 },
        { page_url: "/schools", time_spent: 7 },
        { page_url: "/events?category=sports", time_spent: 3 },
        { page_url: "/schools", time_spent: 0 },
      ]);
    // Shown again from the back/forward cache, as Chrome does for a visitor.
    expect(await page.evaluate(() => sessionStorage.getItem("restoredFromCache"))).toBe("/schools");

    // Back on /schools: a heartbeat, then the tab is hidden.
    await page.clock.runFor(SPEC.trackReportIntervalMs);
    await page.clock.runFor(11_000);
    await setTabVisibility(page, "hidden");
    const seconds = SPEC.trackReportIntervalMs / 1000 + 11;
    await expect.poll(() => viewsOf(sessionId).at(-1)).toEqual({ page_url: "/schools", time_spent: seconds });
    expect(sessions().filter((session) => session.session_id === sessionId)).toEqual([
      {
        session_id: sessionId,
        landing_page: "/",
        referrer: null,
        page_views: 4,
        time_spent: 5 + 7 + 3 + seconds,
      },
    ]);

    // What the office then reads on the Analytics page (Last 24 Hours), for this one visitor.
    const staff = await signedInPage(browser!, server(), TEST_ADMIN);
    await openAdminPage(staff, `${server().url}/admin/analytics?tab=pages`, ANALYTICS_TITLE);
    const card = (label: string) =>
      staff
        .locator(`[data-stat="${label}"] [data-stat-value]`)
        .textContent()
        .then((text) => text?.trim());
    expect(await card(SUMMARY_CARD_LABELS.visitors)).toBe("1");
    expect(await card(SUMMARY_CARD_LABELS.pageViews)).toBe("4");
    // (5 + 7 + 3 + 41) seconds over 4 views.
    expect(await card(SUMMARY_CARD_LABELS.averageTime)).toBe(`${Math.round((5 + 7 + 3 + seconds) / 4)}s`);
    expect(await card(SUMMARY_CARD_LABELS.bounceRate)).toBe("0%");
    const pageRow = (url: string) =>
      staff
        .locator(`[data-pages-table] [data-page="${url}"] td`)
        .allTextContents()
        .then((cells) => cells.slice(1).map((cell) => cell.trim()));
    expect(await pageRow("/schools")).toEqual(["2", `${(7 + seconds) / 2}s`, `${7 + seconds}s`]);
    expect(await pageRow("/")).toEqual(["1", "5s", "5s"]);
    expect(await pageRow("/events?category=sports")).toEqual(["1", "3s", "3s"]);
  });

  it("loads the tracker, under 1.5 KB gzipped, as a file of its own that blocks nothing", async () => {
    const html = (await rawGet(`${server().url}/`)).body.toString("utf8");
    const src = trackerSrc(html);
    const built = readFileSync(path.join(projectRoot, process.env.BUILD_DIR ?? "build", "client", src));
    const gzipped = gzipSync(built).length;
    console.info(`Visitor tracker: ${built.length} bytes, ${gzipped} bytes gzipped`);
    expect(gzipped).toBeLessThanOrEqual(TRACKER_BUDGET_GZIP_BYTES);
    // Nothing imported: the tracker is the whole of it.
    expect(built.toString("utf8")).not.toMatch(/\bimport\b/);

    const page = await visitorTab();
    const loaded = page.waitForResponse((response) => new URL(response.url()).pathname === src);
    await page.goto(`${server().url}/about`);
    expect((await loaded).status()).toBe(200);
    // It ran: the visit is counted (and nothing is left on its way when the next test starts).
    const sessionId = await sessionIdOf(page);
    await expect.poll(() => viewsOf(sessionId)).toEqual([{ page_url: "/about", time_spent: 0 }]);
  });
});

describe("not counted", () => {
  it("a visit to the admin panel: its pages do not load the tracker", async () => {
    const before = totals();
    const page = await signedInPage(browser!, server(), TEST_ADMIN);
    const beacons: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/track") beacons.push(request.url());
    });
    await page.clock.install();
    for (const address of ["/admin", "/admin/analytics"]) {
      await page.goto(`${server().url}${address}`);
      await waitForHydration(page);
      expect(await page.locator('script[src*="/assets/tracker-"]').count()).toBe(0);
      await page.clock.runFor(SPEC.trackReportIntervalMs);
      await setTabVisibility(page, "hidden");
      await setTabVisibility(page, "visible");
    }
    expect(beacons).toEqual([]);
    expect(totals()).toEqual(before);
  });

  for (const [who, options] of [
    ["a browser sending Do Not Track (DNT: 1)", { extraHTTPHeaders: { DNT: "1" } }],
    ["a browser sending Global Privacy Control (Sec-GPC: 1)", { extraHTTPHeaders: { "Sec-GPC": "1" } }],
    ["a robot", { userAgent: BOT_USER_AGENT }],
  ] as const) {
    it(`${who}: its reports are answered and nothing is kept`, async () => {
      const before = totals();
      const page = await visitorTab(options);
      // The tracker does report; the server answers (after deciding) and keeps nothing.
      const view = nextBeaconAnswer(page);
      await page.goto(`${server().url}/`);
      expect((await view).status()).toBe(204);
      const sessionId = await sessionIdOf(page);
      await page.clock.runFor(5_000);
      const time = nextBeaconAnswer(page);
      await setTabVisibility(page, "hidden");
      expect((await time).status()).toBe(204);
      expect(viewsOf(sessionId)).toEqual([]);
      expect(totals()).toEqual(before);
    });
  }
});

describe("an admission enquiry sent after visiting", () => {
  it("is recorded with the visit's session id", async () => {
    const page = await openPage(browser!, DESKTOP);
    await recordWindowOpen(page);
    await page.goto(`${server().url}/`);
    const sessionId = await sessionIdOf(page);
    await goTo(page, "/admissions");
    await pageScriptReady(page);

    const form = page.locator("form", { has: page.getByLabel(ENQUIRY_LABELS.parentName) });
    await form.getByLabel(ENQUIRY_LABELS.parentName).fill("Kavitha Raman");
    await form.getByLabel(ENQUIRY_LABELS.childName).fill("Dhruv");
    await form.getByLabel(ENQUIRY_LABELS.phone).fill("98765 43210");
    await form.getByLabel(ENQUIRY_LABELS.school).selectOption("euro-kids");
    await page
      .locator('form[data-validation="ready"]', { has: page.getByLabel(ENQUIRY_LABELS.parentName) })
      .waitFor({ state: "attached" });
    await form.locator("button[type=submit]").click();

    await expect
      .poll(() =>
        queryDatabase(
          server(),
          "select child_name, visitor_session_id from enquiry where child_name = 'Dhruv'",
        ),
      )
      .toEqual([{ child_name: "Dhruv", visitor_session_id: sessionId }]);
    await expect.poll(() => viewsOf(sessionId).map((view) => view.page_url)).toEqual(["/", "/admissions"]);
  });
});
