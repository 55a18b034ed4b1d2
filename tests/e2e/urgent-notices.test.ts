// Urgent notices (issue 30) end to end, on one server: the office adds a closure notice on the
// Urgent Notices screen and it is at the top of / and /ta on the very next request, in English and
// Tamil, with and without JavaScript; a parent closes it and it stays closed on the next page until
// the office edits it; the close buttons and the footer's closure alerts bring React only when
// touched, and a press made before it arrives is not lost; a scheduled notice appears when its start passes, with no restart (the
// render cache expires the page at that moment); axe at 390 and 1440 px on a public page with the
// notice and on the screen. The rules, the windows and the cache's schedule are checked without a
// browser in tests/integration/urgent-notices.test.ts.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ADD_NOTICE_LABEL,
  ADD_NOTICE_TITLE,
  CREATE_NOTICE_SUBMIT,
  EDIT_NOTICE_TITLE,
  NO_NOTICES,
  NOTICE_CREATED,
  NOTICE_FIELD_LABELS,
  NOTICE_LEVEL_LABELS,
  NOTICE_STATUS_LABELS,
  NOTICE_UPDATED,
  NOTICES_TITLE,
  UPDATE_NOTICE_SUBMIT,
} from "~/copy/admin-notices";
import { tamilLabel } from "~/copy/admin-tamil";
import { CATALOGUES } from "~/i18n/catalogue";
import { animationsSettled, openPage, pageScriptReady } from "../support/browser";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { expectToastOf } from "../support/toasts";
import { englishField, openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { drawnDialog } from "./helpers/dialogs";
import { holdChunk } from "./helpers/held-chunk";
import { type SignedInStaff, signedInPage, signedInStaff } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

let editor: SignedInStaff;

beforeAll(async () => {
  [editor] = await signedInStaff(server(), [
    { username: "notice_editor", name: "Nila Editor", role: "editor", password: "editor-pass-123" },
  ]);
});

const CLOSURE = "All schools are closed today because of heavy rain. Stay safe.";
const CLOSURE_TA = "கனமழை காரணமாக இன்று அனைத்துப் பள்ளிகளும் மூடப்பட்டுள்ளன.";
const EDITED = "All schools are closed today and tomorrow because of heavy rain.";
const SCHEDULED = "Buses will run thirty minutes late this evening.";
const REGION = { en: CATALOGUES.en.chrome.notices.region, ta: CATALOGUES.ta.chrome.notices.region };
const DISMISS = CATALOGUES.en.chrome.notices.dismiss;
const ALERTS = CATALOGUES.en.chrome.footer.alerts;
/** React, React's half of the loader, or an island's code. */
const REACT_OR_ISLAND = /\/assets\/(hydrate|react-runtime|[a-z-]+\.island)-[^/]+\.js$/;

async function html(path: string) {
  const response = await fetch(`${server().url}${path}`);
  expect(response.status).toBe(200);
  return { text: await response.text(), cache: response.headers.get("x-cache") };
}

/** The India date and time of a moment, as the form's fields send them ("2026-12-01", "06:00:05"). */
function indiaFields(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** Posts the screen's form as the dialog would, without the browser's checks. */
async function post(fields: Record<string, string>) {
  const response = await fetch(`${server().url}/admin/notices`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: editor.cookie, origin: server().url },
    body: new URLSearchParams(fields),
  });
  await response.arrayBuffer();
  return response;
}

const region = (page: Page, locale: "en" | "ta" = "en") => page.getByRole("region", { name: REGION[locale] });

async function axeClean(page: Page, width: number, shot: string) {
  await page.setViewportSize({ width, height: 900 });
  await animationsSettled(page);
  expect((await axe(page).analyze()).violations, `axe at ${width} px`).toEqual([]);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/notices-${shot}-${width}.png` });
}

describe("urgent notices", () => {
  it("the office adds a closure notice: / and /ta show it on the very next request, without JavaScript too", async () => {
    // Both pages kept by the render cache before the save.
    for (const path of ["/", "/ta"]) {
      await html(path);
      expect((await html(path)).cache).toBe("HIT");
    }

    const admin = await signedInPage(browser(), server(), editor);
    await openAdminPage(admin, `${server().url}/admin/notices`, NOTICES_TITLE);
    expect(await admin.getByText(NO_NOTICES, { exact: true }).count()).toBe(1);
    await admin.getByRole("button", { name: ADD_NOTICE_LABEL }).click();
    const dialog = await drawnDialog(admin, ADD_NOTICE_TITLE);
    await englishField(dialog, NOTICE_FIELD_LABELS.message).fill(CLOSURE);
    await dialog.getByLabel(tamilLabel(NOTICE_FIELD_LABELS.message)).fill(CLOSURE_TA);
    await dialog.getByLabel(NOTICE_FIELD_LABELS.level).selectOption("closure");
    await animationsSettled(admin);
    await axeClean(admin, 1440, "dialog");
    // Today in India, from the start of the day to its end: the dialog's defaults.
    await dialog.getByRole("button", { name: CREATE_NOTICE_SUBMIT }).click();
    await expectToastOf(admin, "success", NOTICE_CREATED);
    const row = admin.locator("[data-notice-row]");
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.locator("[data-notice-status]").textContent()).toBe(NOTICE_STATUS_LABELS.active);
    expect(await row.locator("[data-notice-level]").textContent()).toBe(NOTICE_LEVEL_LABELS.closure);
    await axeClean(admin, 390, "list");

    // The very next request of each page, as plain HTML.
    const english = await html("/");
    expect(english.cache).not.toBe("HIT");
    expect(english.text).toContain(CLOSURE);
    expect(english.text).toContain('data-level="closure"');
    const tamil = await html("/ta");
    expect(tamil.text).toContain(CLOSURE_TA);
    expect(tamil.text).not.toContain(CLOSURE);

    // Without JavaScript: read at the top of the page, with no close button that would do nothing.
    for (const [path, locale, text] of [
      ["/", "en", CLOSURE],
      ["/ta", "ta", CLOSURE_TA],
    ] as const) {
      const page = await openPage(browser(), {
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      await page.goto(`${server().url}${path}`);
      const notice = region(page, locale);
      expect(await notice.isVisible()).toBe(true);
      expect(await notice.textContent()).toContain(text);
      expect(await notice.getByRole("button").count()).toBe(0);
      // Above the header.
      const noticeTop = (await notice.boundingBox())!.y;
      expect(noticeTop).toBeLessThan((await page.locator("header").first().boundingBox())!.y);
    }
  });

  it("a parent closes it and it stays closed on the next page, until the office edits it; axe at 390 and 1440 px", async () => {
    const page = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await page.goto(`${server().url}/`);
    const notice = region(page);
    const close = notice.getByRole("button", { name: DISMISS });
    await close.waitFor();
    // Announced once to screen readers, in the live region that was in the page from the start.
    const announcer = page.locator("[data-notice-announcer]");
    await expect.poll(() => announcer.textContent(), { timeout: 5000 }).toContain(CLOSURE);
    expect(await announcer.getAttribute("aria-live")).toBe("assertive");
    await axeClean(page, 390, "home");
    await axeClean(page, 1440, "home");

    await page.goto(`${server().url}/about`);
    await close.waitFor();
    // Shown again on the next page, but not announced again.
    await page.waitForTimeout(1500);
    expect(await announcer.textContent()).toBe("");

    await close.click();
    await expect.poll(() => notice.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
    for (const path of ["/", "/contact"]) {
      await page.goto(`${server().url}${path}`);
      await page.waitForLoadState("load");
      expect(await notice.isVisible(), path).toBe(false);
    }
    // The page itself still carries it: another browser sees it.
    expect((await html("/contact")).text).toContain(CLOSURE);

    // The office edits it: a new version, shown again to the parent who closed the old one.
    const admin = await signedInPage(browser(), server(), editor);
    await openAdminPage(admin, `${server().url}/admin/notices`, NOTICES_TITLE);
    await admin.locator("[data-edit-notice]").click();
    const dialog = await drawnDialog(admin, EDIT_NOTICE_TITLE);
    await englishField(dialog, NOTICE_FIELD_LABELS.message).fill(EDITED);
    await dialog.getByRole("button", { name: UPDATE_NOTICE_SUBMIT }).click();
    await expectToastOf(admin, "success", NOTICE_UPDATED);

    await page.goto(`${server().url}/contact`);
    await close.waitFor();
    expect(await notice.textContent()).toContain(EDITED);
  });

  it("no React comes before a close button or the closure alerts are touched; a press made before it arrives is not lost", async () => {
    /** A phone opening `path`, React's half of the loader held back (a slow connection) until released. */
    async function openUntouched(path: string, alertsOn = false) {
      const page = await openPage(browser(), { viewport: { width: 390, height: 844 } });
      if (alertsOn) await page.addInitScript(() => localStorage.setItem("closure-alerts-on", "1"));
      const fetched: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") fetched.push(new URL(request.url()).pathname);
      });
      const { release } = await holdChunk(page, "hydrate");
      await page.goto(`${server().url}${path}`);
      await pageScriptReady(page);
      // The page has painted, the loader has done its first pass: no React, no island's code.
      expect(fetched.filter((file) => REACT_OR_ISLAND.test(file))).toEqual([]);
      expect(fetched).toHaveLength(2);
      return { page, fetched, release };
    }

    // A close button and "Get school closure alerts", both pressed before React has come.
    const first = await openUntouched("/about");
    const notice = region(first.page);
    await notice.getByRole("button", { name: DISMISS }).click();
    const open = first.page.getByRole("button", { name: ALERTS.open });
    await open.click();
    expect(await notice.isVisible()).toBe(true);
    expect(await open.getAttribute("aria-expanded")).toBe("false");
    first.release();
    await expect.poll(() => notice.isVisible()).toBe(false);
    expect(await first.page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
    await expect.poll(() => open.getAttribute("aria-expanded")).toBe("true");
    expect(await first.page.getByRole("checkbox", { name: ALERTS.allSchools }).isChecked()).toBe(true);
    // Only the touched islands' code came; the phone menu's did not.
    expect(
      first.fetched
        .filter((file) => file.includes(".island-"))
        .map((file) => file.split("/").pop()!.split("-")[0])
        .sort(),
    ).toEqual(["closure", "urgent"]);

    // Alerts turned on earlier in this browser: "Turn off" shows before React, and its press counts.
    const second = await openUntouched("/about", true);
    const off = second.page.getByRole("button", { name: ALERTS.turnOff });
    const openAgain = second.page.getByRole("button", { name: ALERTS.open });
    expect(await off.isVisible()).toBe(true);
    expect(await openAgain.isVisible()).toBe(false);
    await off.click();
    second.release();
    await second.page.getByText(ALERTS.off).waitFor();
    await expect.poll(() => openAgain.isVisible()).toBe(true);
    expect(await off.isVisible()).toBe(false);
    expect(await second.page.evaluate(() => document.activeElement?.textContent)).toBe(ALERTS.open);
    expect(await second.page.evaluate(() => localStorage.getItem("closure-alerts-on"))).toBeNull();
  });

  it("a scheduled notice appears when its start passes, with no restart and the page kept until then", async () => {
    // Far enough ahead for the two requests below on a busy machine.
    const startsAt = new Date(Date.now() + 8000);
    const start = indiaFields(startsAt);
    const end = indiaFields(new Date(startsAt.getTime() + 60 * 60_000));
    const response = await post({
      intent: "create-notice",
      message: SCHEDULED,
      level: "important",
      startDate: start.date,
      startTime: start.time,
      endDate: end.date,
      endTime: end.time,
    });
    expect(response.status).toBe(200);

    // Before its start: not shown, and the page is kept (a HIT) without it.
    expect((await html("/news")).text).not.toContain(SCHEDULED);
    const kept = await html("/news");
    expect(kept.cache).toBe("HIT");
    expect(kept.text).not.toContain(SCHEDULED);
    expect(Date.now()).toBeLessThan(startsAt.getTime());

    // After it: the kept page has expired at the start (long before the cache's plain minute).
    await new Promise((resolve) => setTimeout(resolve, startsAt.getTime() - Date.now() + 50));
    const after = await html("/news");
    expect(after.cache).not.toBe("HIT");
    expect(after.text).toContain(SCHEDULED);
    expect(after.text).toContain('data-level="important"');
    expect(Date.now() - startsAt.getTime()).toBeLessThan(30_000);
  });
});
