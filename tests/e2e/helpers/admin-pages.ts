// Shared by the admin page tests: signed-in browser contexts and pages, and opening an admin page
// once React has taken it over. Staff accounts: tests/support/server-data.ts.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { expect, onTestFinished } from "vitest";
import type { AppServer } from "../../support/app-server";
import { waitForHydration, watchPageErrors } from "../../support/browser";
import type { Credentials } from "../../support/server-data";
import { addSessionCookies, signInCookie } from "../../support/sign-in";

export { expectToast } from "../../support/toasts";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
const signedIn = new Map<string, StorageState>();

/**
 * A desktop browser context signed in through the sign-in form. Sign-ins are limited per address
 * and per account, so each account signs in once per server and later contexts reuse its cookies.
 */
export async function signedInContext(
  browser: Browser,
  server: AppServer,
  who: Credentials,
  options: { fresh?: boolean } = {},
): Promise<BrowserContext> {
  const key = `${server.url} ${who.username} ${who.password}`;
  const known = options.fresh ? undefined : signedIn.get(key);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: known });
  if (known) return context;
  await addSessionCookies(context, server.url, await signInCookie(server.url, who));
  signedIn.set(key, await context.storageState());
  return context;
}

/**
 * A page in a signed-in context, closed when the test ends; the test fails on a console error or
 * uncaught exception, except those matching `allowedErrors` (refusals the test provokes).
 */
export async function signedInPage(
  browser: Browser,
  server: AppServer,
  who: Credentials,
  allowedErrors: RegExp[] = [],
  options: { fresh?: boolean } = {},
): Promise<Page> {
  const context = await signedInContext(browser, server, who, options);
  const page = await context.newPage();
  const watcher = watchPageErrors(page);
  onTestFinished(async () => {
    await context.close();
    const unexpected = watcher.errors.filter(
      (error) => !allowedErrors.some((allowed) => allowed.test(error)),
    );
    if (unexpected.length > 0) throw new Error(`The page reported errors:\n${unexpected.join("\n")}`);
  });
  return page;
}

/** Opens an admin address, waits until React has hydrated it, and checks its page heading. */
export async function openAdminPage(page: Page, url: string, title: string) {
  await page.goto(url);
  await waitForHydration(page);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
}

/** A form's English field by its label's whole text (with or without the required mark), not its "(Tamil)" twin. */
export function englishField(scope: Page | Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\*?$`));
}
