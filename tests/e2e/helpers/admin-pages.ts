// Shared by the admin page tests: signed-in browser contexts, extra users made through the
// project's command line, and direct reads of the server's SQLite file.
import { execFile } from "node:child_process";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { onTestFinished } from "vitest";
import { type AppServer, pinnedNode, projectRoot } from "../../support/app-server";
import { watchPageErrors } from "../../support/browser";
import { addSessionCookies, signInCookie } from "../../support/sign-in";

export { expectToast } from "../../support/toasts";

const run = promisify(execFile);

export type Credentials = { username: string; password: string };

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

/** Creates a user with bin/user.ts (as `npm run user` does) against the running server's data directory. */
export async function createUser(
  server: AppServer,
  user: { username: string; role: "admin" | "editor" | "viewer"; password: string; name?: string },
): Promise<Credentials> {
  await run(
    pinnedNode,
    [
      "--import",
      "tsx",
      "bin/user.ts",
      "create",
      "--username",
      user.username,
      "--email",
      `${user.username}@example.org`,
      "--name",
      user.name ?? user.username,
      "--role",
      user.role,
      "--password",
      user.password,
    ],
    {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: "silent", SEED_DEMO_CONTENT: "false" },
    },
  );
  return { username: user.username, password: user.password };
}

/** Runs one read-only query on the server's SQLite database. */
export function queryDatabase<T>(server: AppServer, sql: string, ...params: (string | number)[]): T[] {
  const database = new DatabaseSync(path.join(server.dataDir, "school.db"), { readOnly: true });
  try {
    return database.prepare(sql).all(...params) as T[];
  } finally {
    database.close();
  }
}
