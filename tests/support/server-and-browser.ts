// The app server and Chromium most end-to-end files share: started once before the file's (or the
// describe block's) tests, stopped after them. The server is killed: its data folder goes with it,
// and a graceful stop's drain (a third of a second) is tested where it is the subject. Each
// returns getters, since the hooks fill them in only when the tests are about to run; a file's own
// beforeAll hooks that follow run after these.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { type AppServer, type SpawnOptions, startAppServer } from "./app-server";
import { launchBrowser } from "./browser";

function getter<T>(what: string, value: () => T | undefined): () => T {
  return () => {
    const current = value();
    if (current === undefined)
      throw new Error(`The ${what} starts in beforeAll: use it in a test or a hook.`);
    return current;
  };
}

/** One app server for the tests around the call. */
export function setupAppServer(options: SpawnOptions = {}): () => AppServer {
  let server: AppServer | undefined;
  beforeAll(async () => {
    server = await startAppServer(options);
  });
  afterAll(async () => {
    await server?.kill();
  });
  return getter("app server", () => server);
}

/** One Chromium for the tests around the call. */
export function setupBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return getter("browser", () => browser);
}

/** An app server and Chromium, started side by side, for the tests around the call. */
export function setupServerAndBrowser(options: SpawnOptions = {}) {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.kill();
  });
  return { server: getter("app server", () => server), browser: getter("browser", () => browser) };
}
