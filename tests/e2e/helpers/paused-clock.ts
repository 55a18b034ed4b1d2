// Opening a public page under Playwright's fake clock, paused: the islands' loader waits for an
// idle moment (requestIdleCallback, which the fake clock owns too and answers 50 ms later while
// other timers wait), so the clock is run that far, then nudged a millisecond at a time until
// every island is hydrated. The islands' own timers then start from a clock that moves only when
// a test runs it, at most a millisecond late: far inside the tests' margins (100 ms).
import type { Page } from "playwright-core";
import { PAGE_HYDRATED_ATTRIBUTE } from "~/islands/names";

/** The fake clock's idle period while timers are pending. */
const IDLE_MS = 50;
/** Real time between two nudges, for the loader to fetch and hydrate. */
const POLL_MS = 5;
const GIVE_UP_MS = 30_000;

/** Opens `url` (the clock installed and paused before) and returns once every island is hydrated. */
export async function visitWithPausedClock(page: Page, url: string) {
  await page.goto(url);
  const hydrated = page.locator(`html[${PAGE_HYDRATED_ATTRIBUTE}="true"]`);
  await page.clock.runFor(IDLE_MS);
  for (let waited = 0; (await hydrated.count()) === 0; waited += POLL_MS) {
    if (waited > GIVE_UP_MS) throw new Error(`The islands of ${url} were not hydrated.`);
    await page.waitForTimeout(POLL_MS);
    await page.clock.runFor(1);
  }
}
