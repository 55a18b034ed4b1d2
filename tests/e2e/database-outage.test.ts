// PostgreSQL stopped, started again, frozen and let go on, under a running server: public pages keep
// answering (their last good render, a built-in fallback, or a 503 inside the site's header and
// footer), signed-in staff read that the database cannot be reached, no request waits longer than
// the connection and query time limits, an enquiry is answered within its own deadline while the
// parent's WhatsApp chat still opens, and everything works again without a restart.
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
  ENQUIRY_ENDPOINT_MESSAGES,
  ENQUIRY_FORM_TEXT,
  ENQUIRY_NOT_SAVED_PAGE,
  ENQUIRY_RECORDING_DEADLINE_MS,
} from "~/copy/enquiry-copy";
import {
  ADMIN_DATABASE_UNREACHABLE,
  ADMIN_SAVE_WHILE_UNREACHABLE,
  DATABASE_RETRY_AFTER_S,
  SITE_UNAVAILABLE,
} from "~/copy/outage";
import { SCHOOLS } from "~/copy/schools";
import { messagesFor } from "~/i18n/server";
import { admissionEnquiryMessage } from "~/lib/enquiry-messages";
import { whatsappLink } from "~/lib/whatsapp";
import { POSTGRES_TIMEOUTS } from "~/server/db/connection.server";
import {
  type AppServer,
  projectRoot,
  type RawResponse,
  rawGet,
  startAppServer,
  TEST_ADMIN,
} from "../support/app-server";
import {
  launchBrowser,
  openedUrls,
  pageScriptReady,
  recordWindowOpen,
  waitForHydration,
  watchPageErrors,
} from "../support/browser";
import { insertContent } from "../support/server-data";
import { toastWith } from "../support/toasts";
import { englishField } from "./helpers/admin-pages";
import { demoSchool } from "./helpers/enquiry-pages";
import { signedInContext } from "./helpers/staff-session";

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
/**
 * An enquiry while the server is frozen must be answered within its own deadline, plus room for a
 * slow machine: well before the 12 s (two query limits in a row) it used to take.
 */
const ENQUIRY_ANSWER_BOUND_MS = ENQUIRY_RECORDING_DEADLINE_MS + 5_000;
/** The school every enquiry below is for, and the chat the demo content gives it. */
const ENQUIRY_SCHOOL = SCHOOLS.find((school) => school.slug === "euro-kids")!;
const ENQUIRY_SCHOOL_CHAT = demoSchool(ENQUIRY_SCHOOL.slug).whatsapp;

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
  await expect
    .poll(async () => (await get("/healthz")).status, {
      timeout: 30_000,
      interval: 250,
      message: "/healthz 30 s after PostgreSQL started again",
    })
    .toBe(200);
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
    // Deliberately a wait for the clock: the pages expire at a moment, not on a sign, and polling
    // them would spend the first answer after it, which is what this test checks.
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

  it("answers an enquiry within its deadline while PostgreSQL is frozen, still opens WhatsApp, and keeps the next one", async () => {
    const tamil = messagesFor("ta").enquiry;
    const parent = (name: string) => ({
      kind: "admission",
      parentName: name,
      childName: "Anu",
      childAge: "6",
      phone: "9876512345",
      school: ENQUIRY_SCHOOL.slug,
    });
    const chatFor = (parentName: string) =>
      whatsappLink(
        ENQUIRY_SCHOOL_CHAT,
        admissionEnquiryMessage({
          schoolName: ENQUIRY_SCHOOL.name,
          parentName,
          childName: "Anu",
          childAge: 6,
          phone: "9876512345",
        }),
      )!;
    // The forms' pages, opened while the database answers: with script, and without.
    const withScript = await enquiryFormPage("/admissions", true);
    const withoutScript = await enquiryFormPage("/admissions", false);
    const withoutScriptTamil = await enquiryFormPage("/ta/admissions", false);
    await Promise.all(Array.from({ length: 4 }, () => get("/healthz")));

    cluster("freeze", clusterDir!);
    try {
      const [jsonEnglish, jsonTamil, formEnglish, formTamil] = await Promise.all([
        timedEnquiry(JSON.stringify(parent("Frozen JSON")), "application/json"),
        timedEnquiry(JSON.stringify(parent("Frozen JSON Tamil")), "application/json", {
          referer: `${server.url}/ta/admissions`,
        }),
        timedEnquiry(
          new URLSearchParams({ ...parent("Frozen Form"), from: "/admissions#enquiry" }).toString(),
          "application/x-www-form-urlencoded",
        ),
        timedEnquiry(
          new URLSearchParams({ ...parent("Frozen Form Tamil"), from: "/ta/admissions#enquiry" }).toString(),
          "application/x-www-form-urlencoded",
        ),
      ]);
      for (const [answer, words] of [
        [jsonEnglish, ENQUIRY_ENDPOINT_MESSAGES],
        [jsonTamil, tamil.endpoint],
      ] as const) {
        expect(answer.status).toBe(503);
        expect(answer.retryAfter).toBe(String(DATABASE_RETRY_AFTER_S));
        expect(JSON.parse(answer.body)).toEqual({
          ok: false,
          title: words.unavailableTitle,
          message: words.unavailable,
        });
      }
      // Without script: a page of its own that says so, with the chat one tap away.
      for (const [answer, words, name] of [
        [formEnglish, { ...ENQUIRY_ENDPOINT_MESSAGES, ...ENQUIRY_NOT_SAVED_PAGE }, "Frozen Form"],
        [formTamil, { ...tamil.endpoint, ...tamil.notSaved }, "Frozen Form Tamil"],
      ] as const) {
        expect(answer.status).toBe(503);
        expect(answer.retryAfter).toBe(String(DATABASE_RETRY_AFTER_S));
        expect(answer.body).toContain(words.unavailable);
        expect(answer.body).toContain(words.nothingLost);
        expect(answer.body).toContain(`href="${chatFor(name).replaceAll("'", "&#39;")}"`);
      }
      console.info(
        `enquiries while frozen: JSON ${Math.round(jsonEnglish.ms)} ms, JSON (ta) ${Math.round(jsonTamil.ms)} ms, form ${Math.round(formEnglish.ms)} ms, form (ta) ${Math.round(formTamil.ms)} ms`,
      );

      await Promise.all([
        // With script: WhatsApp opens at once, whatever the copy's answer, and the parent is told
        // within the deadline that the copy was not saved.
        (async () => {
          const form = admissionForm(withScript.page);
          await form.field("parentName").fill("Frozen Script");
          await form.field("childName").fill("Anu");
          await form.field("childAge").fill("6");
          await form.field("phone").fill("9876512345");
          await form.rulesArrived();
          const started = performance.now();
          await form.submit.click();
          expect(await openedUrls(withScript.page)).toEqual([chatFor("Frozen Script")]);
          await toastWith(withScript.page, ENQUIRY_FORM_TEXT.savingUnavailable.title)
            .first()
            .waitFor({ timeout: ENQUIRY_ANSWER_BOUND_MS });
          console.info(`the script's toast after ${Math.round(performance.now() - started)} ms`);
          expect(
            await toastWith(withScript.page, ENQUIRY_FORM_TEXT.savingUnavailable.title).first().textContent(),
          ).toContain(ENQUIRY_FORM_TEXT.savingUnavailable.message);
        })(),
        // Without script: the page says so, and its link opens the chat with the whole message.
        (async () => {
          const { page } = withoutScript;
          const form = admissionForm(page);
          await form.field("parentName").fill("Frozen Plain");
          await form.field("childName").fill("Anu");
          await form.field("childAge").fill("6");
          await form.field("phone").fill("9876512345");
          await form.submit.click();
          await page.getByRole("alert").waitFor({ timeout: ENQUIRY_ANSWER_BOUND_MS });
          expect(await page.getByRole("alert").textContent()).toBe(ENQUIRY_ENDPOINT_MESSAGES.unavailable);
          await page.getByRole("link", { name: ENQUIRY_NOT_SAVED_PAGE.openChat }).click();
          await page.waitForURL(/^https:\/\/wa\.me\//);
          expect(page.url()).toBe(chatFor("Frozen Plain"));
        })(),
        // Without script, in Tamil: the same, tried again below once the database is back.
        (async () => {
          const { page } = withoutScriptTamil;
          const form = admissionForm(page);
          await form.field("parentName").fill("Frozen Plain Tamil");
          await form.field("childName").fill("Anu");
          await form.field("childAge").fill("6");
          await form.field("phone").fill("9876512345");
          await form.submit.click();
          await page.getByRole("alert").waitFor({ timeout: ENQUIRY_ANSWER_BOUND_MS });
          expect(await page.getByRole("alert").textContent()).toBe(tamil.endpoint.unavailable);
          expect(await page.getByRole("link", { name: tamil.notSaved.openChat }).getAttribute("href")).toBe(
            chatFor("Frozen Plain Tamil"),
          );
        })(),
      ]);
    } finally {
      cluster("thaw", clusterDir!);
    }

    await waitForHealthy();
    expect(await storedEnquiries("Frozen JSON")).toEqual([]);
    // The parent tries again: kept once, and the page's Try again goes on to the chat.
    const again = await timedEnquiry(JSON.stringify(parent("Frozen JSON")), "application/json");
    expect(again.status).toBe(201);
    expect(await storedEnquiries("Frozen JSON")).toEqual([1]);
    const { page } = withoutScriptTamil;
    await page.getByRole("button", { name: tamil.notSaved.tryAgain }).click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(page.url()).toBe(chatFor("Frozen Plain Tamil"));
    expect(await storedEnquiries("Frozen Plain Tamil")).toEqual([1]);
    expect(await storedEnquiries("Frozen Script")).toEqual([]);

    for (const opened of [withScript, withoutScript, withoutScriptTamil]) {
      await opened.close();
      expect(opened.errors.filter((error) => !OUTAGE_CONSOLE.test(error))).toEqual([]);
    }
  }, 120_000);
});

/** POST /api/enquiries as a form or the forms' script sends it; must answer within the bound. */
async function timedEnquiry(body: string, contentType: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/enquiries`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": contentType, ...headers },
    body,
    signal: AbortSignal.timeout(ENQUIRY_ANSWER_BOUND_MS),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: await response.text(),
    ms: performance.now() - started,
  };
}

/** How many times each stored enquiry of this parent was sent (one entry per row). */
async function storedEnquiries(parentName: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("select times_sent from enquiry where name = $1", [parentName]);
    return rows.map((row) => Number(row.times_sent));
  } finally {
    await client.end();
  }
}

/**
 * An admissions page for EuroKids that never leaves the machine (the WhatsApp chat is answered
 * locally), with or without script; window.open is recorded. Its console may show 503s only.
 */
async function enquiryFormPage(path: string, script: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: script });
  const page = await context.newPage();
  const { errors } = watchPageErrors(page);
  await page.route("**", (route) =>
    new URL(route.request().url()).hostname === "127.0.0.1"
      ? route.continue()
      : route.fulfill({ status: 200, contentType: "text/html", body: "<p>chat</p>" }),
  );
  if (script) await recordWindowOpen(page);
  await page.goto(`${server.url}${path}?school=${ENQUIRY_SCHOOL.slug}`);
  if (script) await pageScriptReady(page);
  return { page, errors, close: () => context.close() };
}

/** The admission form, its fields by name (the same in both languages). */
function admissionForm(page: Page) {
  const form = page.locator("form", { has: page.locator('[name="parentName"]') });
  return {
    field: (name: string) => form.locator(`[name="${name}"]`),
    submit: form.locator("button[type=submit]"),
    /** The rules arrive once the visitor reaches into the form; the script checks with them. */
    rulesArrived: () => page.locator('form[data-validation="ready"]').first().waitFor({ state: "attached" }),
  };
}
