// PostgreSQL stopped, started again, frozen and let go on, under a running server: public pages keep
// answering (their last good render, a built-in fallback, or a 503 inside the site's header and
// footer), signed-in staff read that the database cannot be reached, no request waits longer than
// the connection and query time limits, and everything works again without a restart.
// The file runs its own cluster (scripts/postgres-cluster.sh); its tests follow one another.
import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADD_ARTICLE_LABEL,
  ADD_ARTICLE_TITLE,
  ARTICLE_FIELD_LABELS,
  CREATE_ARTICLE_SUBMIT,
  NEWS_ADMIN_TITLE,
} from "~/copy/admin-news";
import {
  ADMIN_DATABASE_UNREACHABLE,
  ADMIN_SAVE_WHILE_UNREACHABLE,
  DATABASE_RETRY_AFTER_S,
  SITE_UNAVAILABLE,
} from "~/copy/outage";
import { POSTGRES_TIMEOUTS } from "~/server/db/connection.server";
import {
  type AppServer,
  projectRoot,
  type RawResponse,
  rawGet,
  startAppServer,
  TEST_ADMIN,
} from "../support/app-server";
import { launchBrowser, waitForHydration, watchPageErrors } from "../support/browser";
import { insertContent } from "../support/server-data";
import { englishField, signedInContext } from "./helpers/admin-pages";

/** Drawn while the database is up; during the outage they answer with these very bytes. */
const KEPT_PAGES = [
  "/",
  "/about",
  "/events",
  "/schools",
  "/schools/zee-litera",
  "/contact",
  "/admissions",
  "/gallery",
];
/** Never drawn before the outage, and without built-in content: a 503 inside the site's chrome. */
const NEVER_DRAWN = "/schools/euro-kids";
/** Never drawn before the outage, with built-in content (the four sample articles). */
const WITH_FALLBACK = "/news";
/** How /news marks its built-in sample articles. */
const SAMPLES_SHOWN = 'data-source="samples"';
/** Never drawn before the freeze. */
const DRAWN_WHILE_FROZEN = "/schools/buds-blossoms";
/**
 * While the server is frozen an answer must come within the client's limits, a connection attempt
 * then a query, plus room for a slow machine. Without limits a request waited as long as the freeze.
 */
const FROZEN_ANSWER_BOUND_MS = POSTGRES_TIMEOUTS.connectMs + POSTGRES_TIMEOUTS.queryMs + 5_000;
/** Kept pages expire at a scheduled item's moment this far ahead, instead of after 60 s. */
const KEPT_FOR_MS = 15_000;
/** Articles saved while the database is stopped, then frozen: neither may be stored. */
const SAVED_WHILE_STOPPED = "Saved while the database was stopped";
const SAVED_WHILE_FROZEN = "Saved while the database was frozen";
const TYPED_WHILE_UP = "Typed while the database was up";
/** A browser reports every 503 document it loads; nothing else may appear in its console. */
const OUTAGE_CONSOLE = /status of 503/;

const script = path.join(projectRoot, "scripts/postgres-cluster.sh");
const cluster = (...args: string[]) => execFileSync("bash", [script, ...args], { encoding: "utf8" }).trim();

let clusterDir: string | undefined;
let databaseUrl: string;
let server: AppServer;
let browser: Browser;
let staff: BrowserContext;
let adminPage: Page;
let adminErrors: ReturnType<typeof watchPageErrors>;
/** The Add News Article dialog, opened and typed in while the database is up, saved while it is not. */
let writing: Page;
let writingDialog: Locator;
let keptUntil = 0;
const keptBodies = new Map<string, string>();

beforeAll(async () => {
  const [dir, , url] = cluster("start").split(" ");
  clusterDir = dir;
  databaseUrl = url!;
  [server, browser] = await Promise.all([
    startAppServer({ env: { DATABASE_URL: databaseUrl } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await staff?.close();
  await browser?.close();
  await server?.stop();
  if (clusterDir) cluster("stop", clusterDir);
});

/** A published item due later, saved before any page is drawn (the cache then learns its moment). */
async function scheduleItem(at: Date) {
  await insertContent({ dataDir: server.dataDir, databaseUrl }, [
    { kind: "about", title: "Due later", slug: "due-later", publishedAt: at },
  ]);
}

const get = (pathname: string, headers: Record<string, string> = {}) =>
  rawGet(`${server.url}${pathname}`, headers);
const text = (response: RawResponse) => response.body.toString("utf8");
const insideSiteChrome = (html: string) => /<header[\s>]/.test(html) && /<footer[\s>]/.test(html);
const heading = async (page: Page) => (await page.getByRole("heading", { level: 1 }).textContent())?.trim();

/** A GET that must answer within `boundMs`; gives the answer and how long it took. */
async function timedGet(pathname: string, boundMs: number, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${server.url}${pathname}`, {
    headers,
    redirect: "manual",
    signal: AbortSignal.timeout(boundMs),
  });
  const body = await response.text();
  return { response, body, ms: performance.now() - started };
}

/** An admin save as the page's form posts it: a document post, or React Router's data request. */
async function saveArticle(title: string, cookie: string, dataRequest: boolean, boundMs = 60_000) {
  const response = await fetch(`${server.url}/admin/news${dataRequest ? ".data" : ""}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: server.url },
    body: new URLSearchParams({ intent: "create-article", title, excerpt: "Must not be stored." }),
    signal: AbortSignal.timeout(boundMs),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: await response.text(),
  };
}

async function storedArticles(title: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query("select id from content where title = $1", [title])).rowCount;
  } finally {
    await client.end();
  }
}

const staffCookie = async () =>
  (await staff.cookies(server.url)).map(({ name, value }) => `${name}=${value}`).join("; ");

/**
 * A save refused because the database is unreachable: a 503 (a 500 was a generic failure), no stack
 * trace.
 */
function expectUnreachableSave(answer: Awaited<ReturnType<typeof saveArticle>>, what: string) {
  expect(answer.status, what).toBe(503);
  expect(answer.body, what).not.toMatch(/\bat .+:\d+:\d+|Error:/);
}

async function waitForHealthy() {
  const deadline = Date.now() + 30_000;
  let last = 0;
  while (Date.now() < deadline) {
    last = (await get("/healthz")).status;
    if (last === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`/healthz still answered ${last} 30 s after PostgreSQL started again`);
}

describe("a PostgreSQL outage", () => {
  it("serves the pages and the admin while the database is up", async () => {
    keptUntil = Date.now() + KEPT_FOR_MS;
    await scheduleItem(new Date(keptUntil));
    for (const page of KEPT_PAGES) {
      const first = await get(page);
      expect(first.status, page).toBe(200);
      const second = await get(page);
      expect(second.headers["x-cache"], page).toBe("HIT");
      keptBodies.set(page, text(second));
    }
    expect((await get("/sitemap.xml")).status).toBe(200);

    staff = await signedInContext(browser, server, TEST_ADMIN);
    adminPage = await staff.newPage();
    adminErrors = watchPageErrors(adminPage);
    await adminPage.goto(`${server.url}/admin`);
    await waitForHydration(adminPage);
    expect(await heading(adminPage)).toBe("Dashboard");

    writing = await staff.newPage();
    await writing.goto(`${server.url}/admin/news`);
    await waitForHydration(writing);
    await writing.getByRole("button", { name: ADD_ARTICLE_LABEL }).click();
    writingDialog = writing.getByRole("dialog", { name: ADD_ARTICLE_TITLE, exact: true });
    await englishField(writingDialog, ARTICLE_FIELD_LABELS.title).fill(TYPED_WHILE_UP);
    // The kept pages must still be fresh when the database stops, or this test proves nothing.
    expect(Date.now(), "the pages were drawn too slowly for the scheduled moment").toBeLessThan(keptUntil);
  });

  it("keeps public pages answering while PostgreSQL is stopped", async () => {
    cluster("halt", clusterDir!);
    // Wait for the kept pages to expire (the scheduled moment): from now on every one is a miss.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, keptUntil - Date.now() + 500)));

    for (const page of KEPT_PAGES) {
      const answer = await get(page);
      expect(answer.status, page).toBe(200);
      expect(answer.headers["x-cache"], page).toBe("STALE");
      expect(answer.headers["cache-control"], page).toBe("no-store");
      expect(text(answer) === keptBodies.get(page), `${page} is its last good render`).toBe(true);
    }

    const fallback = await get(WITH_FALLBACK);
    expect(fallback.status).toBe(200);
    expect(fallback.headers["cache-control"]).toBe("no-store");
    expect(text(fallback)).toContain(SAMPLES_SHOWN);

    const unavailable = await get(NEVER_DRAWN);
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(text(unavailable)).toContain(SITE_UNAVAILABLE.heading);
    expect(insideSiteChrome(text(unavailable))).toBe(true);

    const sitemap = await get("/sitemap.xml");
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_S));

    const health = await get("/healthz");
    expect(health.status).toBe(503);
    expect(JSON.parse(text(health))).toMatchObject({ status: "error", database: "unreachable" });
  });

  it("tells signed-in staff that the database cannot be reached", async () => {
    const document = await staff.request.get(`${server.url}/admin/users`, { maxRedirects: 0 });
    expect(document.status()).toBe(503);
    expect(document.headers()["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(await document.text()).toContain(ADMIN_DATABASE_UNREACHABLE.heading);

    // A page already open: the next click in the side menu.
    await adminPage.getByRole("link", { name: "Settings", exact: true }).click();
    await expect.poll(() => heading(adminPage)).toBe(ADMIN_DATABASE_UNREACHABLE.heading);
    await expect.poll(() => adminPage.getByText(ADMIN_DATABASE_UNREACHABLE.message).count()).toBe(1);

    // A page opened now: the message survives hydration (the browser gets the same 503 error).
    const fresh = await staff.newPage();
    const freshErrors = watchPageErrors(fresh);
    const response = await fresh.goto(`${server.url}/admin/users`);
    expect(response?.status()).toBe(503);
    await waitForHydration(fresh);
    await fresh.waitForLoadState("networkidle");
    expect(await heading(fresh)).toBe(ADMIN_DATABASE_UNREACHABLE.heading);
    await fresh.close();
    expect(freshErrors.errors.filter((error) => !OUTAGE_CONSOLE.test(error))).toEqual([]);
  });

  it("refuses an admin save while PostgreSQL is stopped with the same message, and writes nothing", async () => {
    const cookie = await staffCookie();
    const document = await saveArticle(SAVED_WHILE_STOPPED, cookie, false);
    expectUnreachableSave(document, "the form posted without script");
    expect(document.retryAfter).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(document.body).toContain(ADMIN_DATABASE_UNREACHABLE.heading);
    // The dialog typed in before the stop: the save is refused with the reason, and what was typed
    // stays on the screen (no error page in its place).
    await writingDialog.getByRole("button", { name: CREATE_ARTICLE_SUBMIT }).click();
    await expect
      .poll(() => writingDialog.getByText(ADMIN_SAVE_WHILE_UNREACHABLE).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await englishField(writingDialog, ARTICLE_FIELD_LABELS.title).inputValue()).toBe(TYPED_WHILE_UP);
    // Still the news page under the dialog (the modal hides it from role queries), not the error page.
    expect((await writing.locator("main h1").textContent())?.trim()).toBe(NEWS_ADMIN_TITLE);
    await writing.close();

    const fromTheDialog = await saveArticle(SAVED_WHILE_STOPPED, cookie, true);
    expectUnreachableSave(fromTheDialog, "the form's data request");
    // Answered to the form (which keeps what was typed), not with the error page.
    expect(fromTheDialog.body).toContain(ADMIN_SAVE_WHILE_UNREACHABLE);
    expect(fromTheDialog.body).toContain(SAVED_WHILE_STOPPED);
  });

  it("recovers when PostgreSQL starts again, without a restart", async () => {
    cluster("resume", clusterDir!);
    await waitForHealthy();
    expect(await storedArticles(SAVED_WHILE_STOPPED)).toBe(0);
    // Saving works again on the same server (before the pages are drawn again: it changes them).
    const saved = await saveArticle("Saved after the outage", await staffCookie(), false);
    expect(saved.status).toBe(200);
    expect(await storedArticles("Saved after the outage")).toBe(1);

    for (const page of [...KEPT_PAGES, WITH_FALLBACK, NEVER_DRAWN]) {
      const drawn = await get(page);
      expect(drawn.status, page).toBe(200);
      expect(drawn.headers["x-cache"], page).toBe("MISS");
      expect((await get(page)).headers["x-cache"], page).toBe("HIT");
    }
    expect(text(await get(WITH_FALLBACK))).not.toContain(SAMPLES_SHOWN);

    expect((await get("/sitemap.xml")).status).toBe(200);

    const document = await staff.request.get(`${server.url}/admin/users`, { maxRedirects: 0 });
    expect(document.status()).toBe(200);
    // The page that showed the message: its own link back, a client-side navigation.
    await adminPage.getByRole("link", { name: "Back to the dashboard" }).click();
    await expect.poll(() => heading(adminPage)).toBe("Dashboard");
    expect(adminErrors.errors.filter((error) => !OUTAGE_CONSOLE.test(error))).toEqual([]);
  });

  it("answers within the time limits while PostgreSQL is frozen, and recovers when it goes on", async () => {
    const cookie = (await staff.cookies(server.url)).map(({ name, value }) => `${name}=${value}`).join("; ");
    // Open connections in the pool, as a busy site has: queries sent on them get no answer at all.
    await Promise.all(Array.from({ length: 4 }, () => get("/healthz")));
    cluster("freeze", clusterDir!);
    try {
      const [save, page, admin, health, kept] = await Promise.all([
        saveArticle(SAVED_WHILE_FROZEN, cookie, true, FROZEN_ANSWER_BOUND_MS),
        timedGet(DRAWN_WHILE_FROZEN, FROZEN_ANSWER_BOUND_MS),
        timedGet("/admin", FROZEN_ANSWER_BOUND_MS, { cookie }),
        timedGet("/healthz", FROZEN_ANSWER_BOUND_MS),
        timedGet("/", FROZEN_ANSWER_BOUND_MS),
      ]);
      expect(page.response.status).toBe(503);
      expect(page.body).toContain(SITE_UNAVAILABLE.heading);
      expect(admin.response.status).toBe(503);
      expect(admin.body).toContain(ADMIN_DATABASE_UNREACHABLE.heading);
      expect(health.response.status).toBe(503);
      expectUnreachableSave(save, "a save while frozen");
      expect(save.body).toContain(ADMIN_SAVE_WHILE_UNREACHABLE);
      // Kept and fresh: answered from memory, the database not asked.
      expect(kept.response.headers.get("x-cache")).toBe("HIT");
      console.info(
        `while frozen: ${DRAWN_WHILE_FROZEN} ${Math.round(page.ms)} ms, /admin ${Math.round(admin.ms)} ms, /healthz ${Math.round(health.ms)} ms, / ${Math.round(kept.ms)} ms`,
      );
    } finally {
      cluster("thaw", clusterDir!);
    }

    await waitForHealthy();
    expect((await get(DRAWN_WHILE_FROZEN)).status).toBe(200);
    const admin = await staff.request.get(`${server.url}/admin`, { maxRedirects: 0 });
    expect(admin.status()).toBe(200);
    expect(await storedArticles(SAVED_WHILE_FROZEN)).toBe(0);
  }, 90_000);
});
