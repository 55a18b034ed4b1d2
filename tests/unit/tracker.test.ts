// The visitor tracker (app/tracker/index.ts, spec §4 "Visitor tracking") run from source in
// Chromium on pages of a test origin (tests/support/tracker-pages.ts), with a clock that moves
// only when a test moves it and every navigator.sendBeacon call recorded. Timings against the
// spec's numbers (SPEC), never the tracker's own constants.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage } from "../support/browser";
import { setupBrowser } from "../support/server-and-browser";
import { SPEC } from "../support/spec";
import {
  launchVisitorBrowser,
  type RecordedBeacon,
  recordBeacons,
  recordedBeacons,
  refuseBeacons,
  serveTrackedPages,
  setTabVisibility,
  trackerRan,
} from "../support/tracker-pages";

const browser = setupBrowser();
/** Each test drives a real browser through several page loads; a busy machine may need the time. */
const BROWSER_TESTS = { timeout: 20_000 };

const START = Date.parse("2026-01-05T04:30:00Z");
/** The moment the pages open at: the clock stands still there until a test runs it. */
const OPENED_AT = START + 1000;
const HEARTBEAT = SPEC.trackReportIntervalMs;
/** The spec's shape: the word session, a timestamp and a random string. */
const SESSION_ID_SHAPE = /^session_(\d+)_([a-z0-9]+)$/;

/** A fresh tab (own session storage) whose tracker beacons are recorded, at a standing clock. */
async function trackedTab(from: Browser = browser(), setUp?: (context: BrowserContext) => Promise<unknown>) {
  const page = await openPage(from);
  const context = page.context();
  await recordBeacons(context);
  await setUp?.(context);
  const origin = await serveTrackedPages(context);
  await context.clock.install({ time: START });
  await context.clock.pauseAt(OPENED_AT);
  return { page, origin };
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await trackerRan(page);
}

async function follow(page: Page, link: string) {
  await page.click(`a[href="${link}"]`);
  await page.waitForURL(`**${link}`);
  await trackerRan(page);
}

/** What was reported, shortly: the page and the seconds (0 for a page view). */
async function reports(page: Page) {
  return (await recordedBeacons(page)).map(({ payload }) => [payload.pageUrl, payload.timeSpent] as const);
}

describe("the visitor's session", BROWSER_TESTS, () => {
  it("is the word session, the time and a random string, kept in session storage for the tab", async () => {
    const { page, origin } = await trackedTab();
    await open(page, `${origin}/a`);
    const [first] = await recordedBeacons(page);
    const [, time, random] = SESSION_ID_SHAPE.exec(first?.payload.sessionId ?? "") ?? [];
    expect(Number(time)).toBe(OPENED_AT);
    expect(random?.length).toBeGreaterThanOrEqual(4);
    expect(await page.evaluate(() => sessionStorage.getItem("visitor_session_id"))).toBe(
      first?.payload.sessionId,
    );

    await follow(page, "/b");
    await page.reload();
    await trackerRan(page);
    await page.clock.runFor(HEARTBEAT);
    const beacons = await recordedBeacons(page);
    expect(beacons.length).toBe(3);
    expect(new Set(beacons.map((beacon) => beacon.payload.sessionId))).toEqual(
      new Set([first?.payload.sessionId]),
    );

    // Another tab is another session.
    const other = await trackedTab();
    await open(other.page, `${other.origin}/a`);
    const [elsewhere] = await recordedBeacons(other.page);
    expect(elsewhere?.payload.sessionId).toMatch(SESSION_ID_SHAPE);
    expect(elsewhere?.payload.sessionId).not.toBe(first?.payload.sessionId);
  });

  it("lives as long as the page where session storage is refused, and the page sees no error", async () => {
    const { page, origin } = await trackedTab(browser(), (context) =>
      context.addInitScript(() => {
        Object.defineProperty(window, "sessionStorage", {
          get() {
            throw new DOMException("The session storage is disabled.", "SecurityError");
          },
        });
      }),
    );
    await open(page, `${origin}/a`);
    await page.clock.runFor(HEARTBEAT);
    const beacons = await recordedBeacons(page);
    expect(beacons.map(({ payload }) => [payload.pageUrl, payload.timeSpent])).toEqual([
      ["/a", 0],
      ["/a", HEARTBEAT / 1000],
    ]);
    expect(beacons[0]?.payload.sessionId).toMatch(SESSION_ID_SHAPE);
    expect(beacons[1]?.payload.sessionId).toBe(beacons[0]?.payload.sessionId);
  });
});

describe("page views", BROWSER_TESTS, () => {
  it("are reported at start with path, query, title and referrer, in the contract's JSON, to /api/track", async () => {
    const { page, origin } = await trackedTab();
    await open(page, `${origin}/a?school=primary`);
    await follow(page, "/b");
    const beacons: RecordedBeacon[] = await recordedBeacons(page);
    expect(beacons.map(({ url }) => new URL(url, origin).pathname)).toEqual(["/api/track", "/api/track"]);
    const [first, second] = beacons.map(({ payload }) => payload);
    expect(first).toEqual({
      sessionId: first?.sessionId,
      pageUrl: "/a?school=primary",
      pageTitle: "Page /a",
      timeSpent: 0,
    });
    expect(second).toEqual({
      sessionId: first?.sessionId,
      pageUrl: "/b",
      pageTitle: "Page /b",
      referrer: `${origin}/a?school=primary`,
      timeSpent: 0,
    });
  });

  it("are not reported again for the same path and query (a reload), but are for another query", async () => {
    const { page, origin } = await trackedTab();
    await open(page, `${origin}/a?term=1`);
    await page.reload();
    await trackerRan(page);
    await open(page, `${origin}/a?term=1`);
    expect(await reports(page)).toEqual([["/a?term=1", 0]]);
    await open(page, `${origin}/a?term=2`);
    await open(page, `${origin}/a?term=1`);
    expect(await reports(page)).toEqual([
      ["/a?term=1", 0],
      ["/a?term=2", 0],
      ["/a?term=1", 0],
    ]);
  });

  it("leave out a registration's token and a prefilled reference (issue 29)", async () => {
    const { page, origin } = await trackedTab();
    await open(page, `${origin}/ta/events/science-fair/registration/Zk3_x-9QpLmN0aBcDeFgHiJk`);
    await open(page, `${origin}/events/science-fair/cancel?reference=ABCD-2345`);
    expect(await reports(page)).toEqual([
      ["/ta/events/science-fair/registration", 0],
      ["/events/science-fair/cancel", 0],
    ]);
  });

  it("are reported on Back and Forward within the page's history (popstate), after the time of the page left", async () => {
    const { page, origin } = await trackedTab();
    await open(page, `${origin}/a`);
    await page.evaluate(() => {
      history.pushState(null, "", "/b");
      history.pushState(null, "", "/c");
    });
    await page.clock.runFor(5_000);
    await page.evaluate(() => history.back());
    await expect
      .poll(() => reports(page))
      .toEqual([
        ["/a", 0],
        ["/a", 5],
        ["/b", 0],
      ]);
    await page.clock.runFor(2_000);
    await page.evaluate(() => history.forward());
    await expect
      .poll(() => reports(page))
      .toEqual([
        ["/a", 0],
        ["/a", 5],
        ["/b", 0],
        ["/b", 2],
        ["/c", 0],
      ]);
  });

  it("leave out a visit whose referrer is the development host, with its time", async () => {
    const { page, origin } = await trackedTab(browser(), (context) =>
      context.route("http://preview.lovable.dev/**", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<title>Preview</title><a href="${origin}/a">site</a>`,
        }),
      ),
    );
    await page.goto("http://preview.lovable.dev/projects/school");
    await page.click("a");
    await page.waitForURL(`${origin}/a`);
    await trackerRan(page);
    expect(await page.evaluate(() => document.referrer)).toContain("lovable.dev");
    await page.clock.runFor(2 * HEARTBEAT);
    await setTabVisibility(page, "hidden");
    expect(await reports(page)).toEqual([]);

    // The next page came from the site itself: counted.
    await setTabVisibility(page, "visible");
    await follow(page, "/b");
    expect(await reports(page)).toEqual([["/b", 0]]);
  });
});

describe("Back with the back/forward cache", BROWSER_TESTS, () => {
  let cachingBrowser: Browser | undefined;
  beforeAll(async () => {
    cachingBrowser = await launchVisitorBrowser();
  });
  afterAll(async () => {
    await cachingBrowser?.close();
  });

  it("reports the page shown again from the cache, and counts its time afresh from there", async () => {
    const { page, origin } = await trackedTab(cachingBrowser, (context) =>
      context.addInitScript(() =>
        addEventListener("pageshow", (event) => {
          if (event.persisted) localStorage.setItem("restoredFromCache", location.pathname);
        }),
      ),
    );
    await open(page, `${origin}/a`);
    await page.clock.runFor(3_000);
    await follow(page, "/b");
    await page.clock.runFor(4_000);
    await page.goBack({ waitUntil: "commit" });
    // The page left and the page shown again report from two documents: in either order.
    await expect
      .poll(async () => (await reports(page)).slice(3).sort())
      .toEqual([
        ["/a", 0],
        ["/b", 4],
      ]);
    expect((await reports(page)).slice(0, 3)).toEqual([
      ["/a", 0],
      ["/a", 3],
      ["/b", 0],
    ]);
    expect(await page.evaluate(() => localStorage.getItem("restoredFromCache"))).toBe("/a");

    await page.clock.runFor(6_000);
    await setTabVisibility(page, "hidden");
    expect((await reports(page)).at(-1)).toEqual(["/a", 6]);
  });
});

describe("time spent", BROWSER_TESTS, () => {
  it(`is reported every ${HEARTBEAT / 1000} s while the page is visible, as the seconds since the last report`, async () => {
    const { page, origin } = await trackedTab();
    await open(page, `${origin}/a`);
    await page.clock.runFor(HEARTBEAT - 1);
    expect(await reports(page)).toEqual([["/a", 0]]);
    await page.clock.runFor(1);
    expect(await reports(page)).toEqual([
      ["/a", 0],
      ["/a", HEARTBEAT / 1000],
    ]);
    await page.clock.runFor(HEARTBEAT);
    expect(await reports(page)).toEqual([
      ["/a", 0],
      ["/a", HEARTBEAT / 1000],
      ["/a", HEARTBEAT / 1000],
    ]);
  });

  it("is sent when the tab becomes hidden, counts only visible time, and carries fractions over", async () => {
    const { page, origin } = await trackedTab();
    await open(page, `${origin}/a`);
    await page.clock.runFor(12_500);
    await setTabVisibility(page, "hidden");
    expect(await reports(page)).toEqual([
      ["/a", 0],
      ["/a", 12],
    ]);
    // Hidden through two heartbeats: nothing looked at, nothing sent.
    await page.clock.runFor(2 * HEARTBEAT);
    await setTabVisibility(page, "visible");
    expect(await reports(page)).toHaveLength(2);
    // Visible again from 72.5 s; the heartbeat at 90 s sends 17.5 s plus the 0.5 s left over.
    await page.clock.runFor(3 * HEARTBEAT - 72_500);
    expect((await reports(page)).at(-1)).toEqual(["/a", 18]);
  });

  it("is sent as the page is left (pagehide)", async () => {
    const { page, origin } = await trackedTab();
    await open(page, `${origin}/a`);
    await page.clock.runFor(4_000);
    await follow(page, "/b");
    expect(await reports(page)).toEqual([
      ["/a", 0],
      ["/a", 4],
      ["/b", 0],
    ]);
  });

  it(`is not sent under ${SPEC.trackMinimumSeconds} s`, async () => {
    const { page, origin } = await trackedTab();
    await open(page, `${origin}/a`);
    await page.clock.runFor(SPEC.trackMinimumSeconds * 1000 - 100);
    await setTabVisibility(page, "hidden");
    await follow(page, "/b");
    expect(await reports(page)).toEqual([
      ["/a", 0],
      ["/b", 0],
    ]);
  });

  it("falls back to fetch with the same body when sendBeacon refuses", async () => {
    const { page, origin } = await trackedTab();
    const fetched: unknown[] = [];
    await page.route(`${origin}/api/track`, (route) => {
      fetched.push({ method: route.request().method(), payload: route.request().postDataJSON() });
      return route.fulfill({ status: 204 });
    });
    await open(page, `${origin}/a`);
    await refuseBeacons(page);
    await page.clock.runFor(HEARTBEAT);
    await expect
      .poll(() => fetched)
      .toEqual([
        { method: "POST", payload: expect.objectContaining({ pageUrl: "/a", timeSpent: HEARTBEAT / 1000 }) },
      ]);
  });
});

describe("no tracking", BROWSER_TESTS, () => {
  /** Opens /a, lets two heartbeats pass, hides the tab and follows a link: any report would be recorded. */
  async function visitAndLeave(page: Page, origin: string, path = "/a") {
    await open(page, `${origin}${path}`);
    await page.clock.runFor(2 * HEARTBEAT);
    await setTabVisibility(page, "hidden");
    await setTabVisibility(page, "visible");
    await follow(page, "/b");
  }

  it("when the browser sends Do Not Track", async () => {
    const { page, origin } = await trackedTab(browser(), (context) =>
      context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }),
      ),
    );
    await visitAndLeave(page, origin);
    expect(await recordedBeacons(page)).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem("visitor_session_id"))).toBeNull();
  });

  it("when the browser sends Global Privacy Control", async () => {
    const { page, origin } = await trackedTab(browser(), (context) =>
      context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
      ),
    );
    await visitAndLeave(page, origin);
    expect(await recordedBeacons(page)).toEqual([]);
  });

  it("on a path under /admin", async () => {
    const { page, origin } = await trackedTab();
    await open(page, `${origin}/admin`);
    await page.clock.runFor(2 * HEARTBEAT);
    await setTabVisibility(page, "hidden");
    await open(page, `${origin}/admin/analytics?range=24h`);
    await page.clock.runFor(HEARTBEAT);
    await setTabVisibility(page, "hidden");
    expect(await recordedBeacons(page)).toEqual([]);
    // The same steps on a public path are reported.
    await setTabVisibility(page, "visible");
    await visitAndLeave(page, origin);
    expect((await reports(page)).map(([url]) => url)).toContain("/a");
  });
});
