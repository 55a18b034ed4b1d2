// Debian's Chromium driven by playwright-core, for end-to-end tests.
import { existsSync } from "node:fs";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { onTestFinished } from "vitest";
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE, PAGE_HYDRATED_ATTRIBUTE } from "~/islands/names";
import { QUIET_CHROMIUM_FLAGS } from "./chromium-flags";

export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Launches headless Chromium with everything that would talk to the network switched off;
 * `extraArgs` and `ignoreDefaultArgs` go to Chromium and Playwright as they are.
 */
export async function launchBrowser(
  options: { extraArgs?: string[]; ignoreDefaultArgs?: string[] } = {},
): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}: install the Debian package chromium (npm test does it when run as root).`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--headless", ...QUIET_CHROMIUM_FLAGS, ...(options.extraArgs ?? [])],
    ignoreDefaultArgs: options.ignoreDefaultArgs,
  });
}

export type PageErrors = {
  /** Console errors and uncaught page errors seen so far. */
  readonly errors: string[];
  /** Throws, listing them, when there were any. */
  assertNone: () => void;
};

/** Records every console error and uncaught exception of the page. */
export function watchPageErrors(page: Page): PageErrors {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const location = message.location();
    const where = location.url ? ` (${location.url}:${location.lineNumber})` : "";
    errors.push(`console error: ${message.text()}${where}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.stack ?? error.message}`));
  return {
    errors,
    assertNone: () => {
      if (errors.length > 0) throw new Error(`The page reported errors:\n${errors.join("\n")}`);
    },
  };
}

/**
 * A page in a fresh browser context (own cookies and storage) for the current test. When the test
 * finishes, the context is closed and the test fails if the page logged a console error or threw.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const watcher = watchPageErrors(page);
  onTestFinished(async () => {
    await context.close();
    watcher.assertNone();
  });
  return page;
}

/**
 * Resolves once no CSS animation or transition is running (a menu fading in, a dialog closing),
 * so that a scan or a screenshot sees the settled page rather than a frame halfway. Animations
 * tied to the scroll (the home page's reveal) run as long as the page can scroll: they follow the
 * scroll position, not the clock, and never count.
 */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== "running" || !(animation.timeline instanceof DocumentTimeline),
      ),
  );
}

/**
 * Resolves once the public page's script has hydrated every island on the page (app/islands/
 * loader.ts marks <html data-islands-hydrated>), so a test acts on the page a visitor uses, not the
 * bare HTML.
 */
export async function pageScriptReady(page: Page) {
  await page.locator(`html[${PAGE_HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: "attached" });
}

/**
 * Scrolls to the page's first island named `name` (an island is hydrated when it comes near the
 * screen) and resolves once React has hydrated it.
 */
export async function islandReady(page: Page, name: string) {
  const holder = `[${ISLAND_ATTRIBUTE}="${name}"]`;
  await page.locator(`${holder} > *`).first().scrollIntoViewIfNeeded();
  await page.locator(`${holder}[${ISLAND_HYDRATED_ATTRIBUTE}]`).first().waitFor({ state: "attached" });
}

/**
 * Resolves once React has hydrated the element `selector` names (an admin page's <main> unless
 * told): hydration puts its fiber key on each server-rendered element it claims. Checking
 * `"__reactRouterContext" in window` is not enough: the page's inline script sets it before any
 * hydration. The element's own effects may still be pending: wait for what they do.
 */
export async function waitForHydration(page: Page, selector = "main") {
  await page.waitForFunction((selector) => {
    const element = document.querySelector(selector);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}

/**
 * Replaces window.open, before the page's own script runs, with a recorder of the addresses asked
 * for (openedUrls reads them), so that links to WhatsApp or a map open nothing.
 */
export async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
}

/** The addresses window.open was asked for since the page loaded (see recordWindowOpen). */
export function openedUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
}

/** Opens `url` and waits for the page script (pageScriptReady); gives the navigation's response. */
export async function visitWithScript(page: Page, url: string) {
  const response = await page.goto(url);
  await pageScriptReady(page);
  return response;
}
