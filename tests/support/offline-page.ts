// A browser page that never leaves the machine: the site's own requests go to the test server on
// 127.0.0.1, anything else (fonts, maps, WhatsApp) gets an empty answer at once.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { openPage } from "./browser";

export type OfflineOptions = {
  /** What every address off the machine answers; an empty page unless told. */
  body?: string;
  /** Requests never answered, as on a connection that stalls. */
  hold?: (url: string) => boolean;
};

/**
 * A page in a fresh context (1440×900 unless `context` says otherwise) that fails its test on any
 * console or page error, like openPage.
 */
export async function offlinePage(
  browser: Browser,
  context: BrowserContextOptions = {},
  { body = "", hold }: OfflineOptions = {},
): Promise<Page> {
  const page = await openPage(browser, { viewport: { width: 1440, height: 900 }, ...context });
  await page.route("**", (route) => {
    const url = route.request().url();
    if (hold?.(url)) return;
    if (new URL(url).hostname === "127.0.0.1") return route.continue();
    return route.fulfill({ status: 200, contentType: "text/html", body });
  });
  return page;
}
