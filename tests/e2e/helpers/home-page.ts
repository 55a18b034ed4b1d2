// Shared by the home page tests (home.test.ts, home-slider.test.ts): the slider's locators, and
// opening / once every island is hydrated.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { expect } from "vitest";
import { DEMO_SLIDES } from "~/server/seed/slides-data";
import { visitWithScript } from "../../support/browser";
import { offlinePage } from "../../support/offline-page";
import { visitWithPausedClock } from "./paused-clock";

export const slider = (page: Page) => page.getByTestId("hero-slider");
export const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"][data-active="true"]');
export const rotating = (page: Page) => slider(page).getAttribute("data-rotating");

/** Opens / and waits until every island of the page is hydrated, the slider's included. */
export async function openHome(page: Page, baseUrl: string) {
  await visitWithScript(page, `${baseUrl}/`);
  await expect.poll(() => slider(page).getAttribute("data-ready")).toBe("true");
}

const CLOCK_START = Date.parse("2026-01-05T04:30:00Z");

/**
 * Opens / with fake timers and waits until the slider is hydrated and its timer set. `before` runs
 * before the page loads (to watch its requests).
 */
export async function openSlider(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions = {},
  before?: (page: Page) => void,
) {
  const page = await offlinePage(browser, options);
  before?.(page);
  // Fake time that stands still: it moves only when a test runs it forward.
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 1000);
  await visitWithPausedClock(page, `${baseUrl}/`);
  await expect.poll(() => slider(page).getAttribute("data-ready")).toBe("true");
  // Keep the pointer away from the slider unless a test moves it there.
  await page.mouse.move(5, 880);
  return page;
}

export async function expectActive(page: Page, position: number, count = DEMO_SLIDES.length) {
  await expect.poll(() => activeSlide(page).getAttribute("aria-label")).toBe(`${position} of ${count}`);
}
