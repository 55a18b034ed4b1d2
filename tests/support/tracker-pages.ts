// Helpers for tests of the visitor tracker (app/tracker/): pages on the test origin that run it from
// source, a record of what it hands to navigator.sendBeacon, a hidden or visible tab, and Chromium
// as a visitor has it (back/forward cache on, a user agent that is no robot's).
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { TrackPayload } from "~/lib/tracking";
import { launchBrowser } from "./browser";
import { moduleSource, ORIGIN } from "./browser-module";

export const TRACKER_SOURCE = "app/tracker/index.ts";

/**
 * A visitor's Chrome on Linux. Headless Chromium calls itself HeadlessChrome, which POST /api/track
 * rightly drops as a robot (isbot).
 */
export const VISITOR_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/**
 * Chromium as launchBrowser() starts it, but as visitors have it: with the back/forward cache on
 * (Back shows the page kept in memory, pageshow with persisted, instead of loading it again;
 * Playwright turns the cache off by default), and naming itself VISITOR_USER_AGENT on every request.
 * A context's own userAgent option is not enough: a beacon sent as a page goes away (pagehide)
 * leaves with the browser's own user agent.
 */
export function launchVisitorBrowser(): Promise<Browser> {
  return launchBrowser({
    extraArgs: [`--user-agent=${VISITOR_USER_AGENT}`],
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
}

/**
 * Serves, on the test origin, the project's modules from source and any other address as a page
 * titled after its path that runs the tracker (and links to /a, /b and /c); gives the origin.
 * `window.trackerRan` is set by the next module script, so once it is true the tracker has made
 * its decisions at start. Session storage is kept across these pages, as on a real site.
 */
export async function serveTrackedPages(context: BrowserContext): Promise<string> {
  await context.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.startsWith("/app/")) {
      return route.fulfill({ contentType: "text/javascript", body: await moduleSource(pathname.slice(1)) });
    }
    const html = `<!doctype html><html lang="en"><head><title>Page ${pathname}</title></head><body>
<main><a href="/a">a</a> <a href="/b">b</a> <a href="/c">c</a></main>
<script type="module" src="/${TRACKER_SOURCE}"></script>
<script type="module">window.trackerRan = true;</script></body></html>`;
    return route.fulfill({ contentType: "text/html", body: html });
  });
  return ORIGIN;
}

export type RecordedBeacon = { url: string; payload: TrackPayload };

const BEACONS_KEY = "__recordedBeacons";
const REFUSE_KEY = "__refuseBeacons";

/**
 * Replaces navigator.sendBeacon, before any page script runs, with a recorder that keeps each call
 * in local storage: a beacon sent as a page goes away (pagehide) is kept too, which neither a route
 * nor a binding sees. It answers true (queued), or false once refuseBeacons() was called.
 */
export async function recordBeacons(context: BrowserContext) {
  await context.addInitScript(
    ([beaconsKey, refuseKey]) => {
      navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
        const calls = JSON.parse(localStorage.getItem(beaconsKey) ?? "[]") as unknown[];
        calls.push({ url: String(url), body: String(data) });
        localStorage.setItem(beaconsKey, JSON.stringify(calls));
        return localStorage.getItem(refuseKey) !== "true";
      };
    },
    [BEACONS_KEY, REFUSE_KEY] as const,
  );
}

/** From now on sendBeacon answers false, as a browser does when its queue is full. */
export async function refuseBeacons(page: Page) {
  await page.evaluate((key) => localStorage.setItem(key, "true"), REFUSE_KEY);
}

/** Every beacon recorded in this browser context so far, oldest first, its body parsed. */
export async function recordedBeacons(page: Page): Promise<RecordedBeacon[]> {
  const calls = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "[]") as { url: string; body: string }[],
    BEACONS_KEY,
  );
  return calls.map(({ url, body }) => ({ url, payload: JSON.parse(body) as TrackPayload }));
}

/** Resolves once the tracker's module has run on the page (see serveTrackedPages). */
export async function trackerRan(page: Page) {
  await page.waitForFunction(() => (window as unknown as { trackerRan?: boolean }).trackerRan === true);
}

/**
 * Makes the tab hidden or visible as far as the page can tell, and fires visibilitychange, as
 * switching tabs or minimising does: headless Chromium under Playwright keeps every page visible.
 */
export async function setTabVisibility(page: Page, state: "hidden" | "visible") {
  await page.evaluate((state) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => state === "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}
