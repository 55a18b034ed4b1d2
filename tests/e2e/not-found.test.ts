// Any path the site does not know: status 404, the spec's text and link, inside the site chrome,
// and the attempted path in the server's log.
import type { BrowserContextOptions } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import { NOT_FOUND_HEADING, RETURN_HOME_LABEL } from "~/copy/navigation";
import { rawGet } from "../support/app-server";
import { pageScriptReady, watchPageErrors } from "../support/browser";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { axe } from "./helpers/axe";

const { server, browser } = setupServerAndBrowser();

/**
 * Like openPage, failing the test on console errors, except the browser's own report that the
 * document answered 404, which is this page's whole point.
 */
async function openNotFoundPage(options: BrowserContextOptions) {
  const context = await browser().newContext(options);
  const page = await context.newPage();
  const watcher = watchPageErrors(page);
  onTestFinished(async () => {
    await context.close();
    expect(watcher.errors.filter((error) => !error.includes("status of 404 (Not Found)"))).toEqual([]);
  });
  return page;
}

function randomPath() {
  return `/no-such-page-${Math.random().toString(36).slice(2)}/deeper`;
}

describe("the not-found page", () => {
  it("answers 404 with the text, the Return to Home link and the chrome in the server's HTML", async () => {
    const path = randomPath();
    const response = await rawGet(`${server().url}${path}`);
    expect(response.status).toBe(404);
    const html = response.body.toString("utf8");
    expect(html).toContain(`<h1`);
    expect(html).toContain(NOT_FOUND_HEADING);
    expect(html).toMatch(
      new RegExp(`<a[^>]*href="/"[^>]*>(?:<svg[\\s\\S]*?</svg>)?${RETURN_HOME_LABEL}</a>`),
    );
    expect(html).toContain("<header");
    expect(html).toContain("<footer");
    expect(html).toContain('<meta name="robots" content="noindex"');
  });

  it("logs the attempted path on the server", async () => {
    const path = randomPath();
    await rawGet(`${server().url}${path}`);
    await expect
      .poll(
        () =>
          server()
            .output()
            .split("\n")
            .some((line) => line.includes('"page not found"') && line.includes(`"path":"${path}"`)),
        { timeout: 5_000 },
      )
      .toBe(true);
  });

  it("takes the visitor home with Return to Home", async () => {
    const page = await openNotFoundPage({ viewport: { width: 390, height: 844 } });
    const response = await page.goto(`${server().url}${randomPath()}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(NOT_FOUND_HEADING);
    await page.getByRole("link", { name: RETURN_HOME_LABEL }).click();
    await page.waitForURL(`${server().url}/`);
    await expect.poll(() => page.getByRole("heading", { name: NOT_FOUND_HEADING }).count()).toBe(0);
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`has no axe violations at ${viewport.width} px`, async () => {
      const page = await openNotFoundPage({ viewport });
      await page.goto(`${server().url}${randomPath()}`);
      // The page script runs here too: the scan sees the chrome as a visitor does.
      await pageScriptReady(page);
      const results = await axe(page).analyze();
      expect(results.violations).toEqual([]);
    });
  }
});
