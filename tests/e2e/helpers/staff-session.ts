// The one way end-to-end tests give a staff member a session: the sign-in form's direct post
// (tests/support/sign-in.ts, which answers the arithmetic question), as a Cookie header for HTTP
// requests, or put into a browser context. Tests of signing in itself use that module directly.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { onTestFinished } from "vitest";
import type { AppServer } from "../../support/app-server";
import { openPage, watchPageErrors } from "../../support/browser";
import { type Credentials, createStaff, type StaffMember } from "../../support/server-data";
import { addSessionCookies, signInCookie } from "../../support/sign-in";

/** Where a session is opened: an app server, or any address in front of one (a proxy). */
type Site = Pick<AppServer, "url">;

/** A new session's Cookie header value; throws when the sign-in is refused. */
export function staffCookie(
  site: Site,
  who: Credentials,
  options: { rememberMe?: boolean; headers?: Record<string, string> } = {},
): Promise<string> {
  return signInCookie(site.url, who, options);
}

export type SignedInStaff = Credentials & { cookie: string };

/** Creates the accounts (as User Management does) and signs each in; gives them in order. */
export async function signedInStaff<const T extends readonly StaffMember[]>(
  server: AppServer,
  members: T,
): Promise<{ [K in keyof T]: SignedInStaff }> {
  const created: readonly Credentials[] = await createStaff(server, members);
  return (await Promise.all(
    created.map(async (who) => ({ ...who, cookie: await staffCookie(server, who) })),
  )) as { [K in keyof T]: SignedInStaff };
}

/** Puts a session (a Cookie header value) into a browser context for the site's address. */
export function addStaffSession(context: BrowserContext, site: Site, cookie: string) {
  return addSessionCookies(context, site.url, cookie);
}

/** A page of its own context (openPage: fails the test on a page error) holding the session. */
export async function pageWithSession(
  browser: Browser,
  site: Site,
  cookie: string,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const page = await openPage(browser, { viewport });
  await addStaffSession(page.context(), site, cookie);
  return page;
}

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
  await addStaffSession(context, server, await staffCookie(server, who));
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
