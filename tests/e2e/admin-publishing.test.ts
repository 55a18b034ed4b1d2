// Publishing made plain (issue 26, point 5): in the News dialog and the Content form, Publish now,
// Save draft and Schedule (India time) are buttons, and the form says where the item stands; the
// News dialog's Preview shows unsaved values as parents will see the page, marked PREVIEW, noindex,
// never cached and never saved; the News list previews an article not on the website. The preview
// page refuses the signed-out (sign-in) and viewers. Axe at 390 and 1440 px.
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { SUBMIT_LABELS } from "~/copy/admin-content";
import {
  EDIT_ARTICLE_TITLE,
  ARTICLE_FIELD_LABELS as LABELS,
  NEWS_ADMIN_TITLE,
  NEWS_UPDATED,
} from "~/copy/admin-news";
import {
  PREVIEW_ACTION_LABEL,
  PREVIEW_PATHS,
  PREVIEW_TAMIL_ACTION_LABEL,
  PUBLISH_ACTION_LABELS,
  PUBLISHING_MESSAGES,
} from "~/copy/admin-publishing";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { schoolMomentOf } from "~/lib/publication-time";
import { animationsSettled } from "../support/browser";
import { queryDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { DAY, fromNow, insertContent } from "../support/server-data";
import { closeToasts, expectToastOf } from "../support/toasts";
import { englishField, openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { drawnDialog } from "./helpers/dialogs";
import { type SignedInStaff, signedInPage, signedInStaff } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser({ env: { SEED_DEMO_CONTENT: "false" } });

let editor: SignedInStaff;
let viewer: SignedInStaff;

beforeAll(async () => {
  [editor, viewer] = await signedInStaff(server(), [
    { username: "pub_editor", name: "Padma Editor", role: "editor", password: "editor-pass-123" },
    { username: "pub_viewer", name: "Velu Viewer", role: "viewer", password: "viewer-pass-123" },
  ]);
});

type Stored = { id: string; title: string; status: string; publishedAt: string | null };
const stored = (title: string) =>
  queryDatabase<Stored>(
    server(),
    "select id, title, status, published_at as publishedAt from content where title = ?",
    title,
  )[0];

async function publicNewsHas(title: string) {
  const response = await fetch(`${server().url}/news`);
  return (await response.text()).includes(title);
}

const row = (page: Page, title: string) =>
  page.locator("[data-news-row]").filter({ has: page.locator("[data-news-title]", { hasText: title }) });

async function editArticle(page: Page, title: string): Promise<Locator> {
  await row(page, title).getByRole("button", { name: /^Edit/ }).click();
  return drawnDialog(page, EDIT_ARTICLE_TITLE);
}

/** Scrolls the publishing panel into the middle of the view, for the screenshot. */
const showPublishing = (scope: Page | Locator) =>
  scope.getByTestId("publishing-status").evaluate((node) => node.scrollIntoView({ block: "center" }));

const openNews = (page: Page) => openAdminPage(page, `${server().url}/admin/news`, NEWS_ADMIN_TITLE);

describe("News: Publish now, Save draft, Schedule", () => {
  it("publishes a scheduled article at once with Publish now, and takes it off with Save draft", async () => {
    await insertContent(server(), [
      { kind: "news", title: "Science Fair Winners", publishedAt: fromNow(3 * DAY), body: "<p>Prizes.</p>" },
    ]);
    const page = await signedInPage(browser(), server(), editor);
    await openNews(page);
    expect(await publicNewsHas("Science Fair Winners")).toBe(false);
    expect(await row(page, "Science Fair Winners").locator("[data-news-date]").textContent()).toMatch(
      /^Scheduled for /,
    );

    let dialog = await editArticle(page, "Science Fair Winners");
    expect(await dialog.getByTestId("publishing-status").textContent()).toMatch(/Scheduled for /);
    const before = Date.now();
    await dialog.getByRole("button", { name: PUBLISH_ACTION_LABELS.now }).click();
    await expectToastOf(page, "success", NEWS_UPDATED, '"Science Fair Winners" is on the News page now.');
    const published = stored("Science Fair Winners")!;
    expect(published.status).toBe("published");
    expect(Date.parse(published.publishedAt!)).toBeGreaterThanOrEqual(before - 2000);
    expect(Date.parse(published.publishedAt!)).toBeLessThanOrEqual(Date.now());
    expect(await publicNewsHas("Science Fair Winners")).toBe(true);
    await expect
      .poll(() => row(page, "Science Fair Winners").locator("[data-news-status]").textContent())
      .toBe("Published");

    await closeToasts(page);
    dialog = await editArticle(page, "Science Fair Winners");
    await dialog.getByRole("button", { name: PUBLISH_ACTION_LABELS.draft }).click();
    await expectToastOf(
      page,
      "success",
      NEWS_UPDATED,
      '"Science Fair Winners" is saved as a draft and is not on the website.',
    );
    expect(stored("Science Fair Winners")).toMatchObject({ status: "draft", publishedAt: null });
    expect(await publicNewsHas("Science Fair Winners")).toBe(false);
    await expect
      .poll(() => row(page, "Science Fair Winners").locator("[data-news-status]").textContent())
      .toBe("Draft");
  });

  it("schedules a draft for a moment in India time, and refuses a moment already past", async () => {
    await insertContent(server(), [{ kind: "news", title: "Pongal Holidays", status: "draft" }]);
    const page = await signedInPage(browser(), server(), editor);
    await openNews(page);
    let dialog = await editArticle(page, "Pongal Holidays");
    expect(await dialog.getByTestId("publishing-status").textContent()).toContain("Draft");

    // A day picked in the calendar by keyboard (arrow presses from the day it opens on), and a
    // time; gives the date `landsOn` days from today in India.
    const pickDay = async (days: number, time: string, landsOn = days) => {
      await dialog.getByRole("button", { name: new RegExp(`^${LABELS.publishDate}:`) }).focus();
      await page.keyboard.press("Enter");
      const popover = page.getByRole("dialog", { name: LABELS.publishDate, exact: true });
      await popover.waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null))
        .toBe(true);
      for (let step = 0; step < Math.abs(days); step++)
        await page.keyboard.press(days < 0 ? "ArrowLeft" : "ArrowRight");
      await page.keyboard.press("Enter");
      await expect.poll(() => popover.count()).toBe(0);
      await dialog.getByLabel(LABELS.publishTime).fill(time);
      return todayInSchoolTimeZone(new Date(Date.now() + landsOn * DAY));
    };

    await pickDay(-1, "08:15");
    await dialog.getByRole("button", { name: PUBLISH_ACTION_LABELS.schedule }).click();
    await expect.poll(() => dialog.getByText(PUBLISHING_MESSAGES.scheduleInPast).count()).toBe(1);
    expect(stored("Pongal Holidays")).toMatchObject({ status: "draft", publishedAt: null });

    // The calendar now opens on yesterday: three days on is the day after tomorrow.
    const day = await pickDay(3, "09:00", 2);
    await dialog.getByRole("button", { name: PUBLISH_ACTION_LABELS.schedule }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const scheduled = stored("Pongal Holidays")!;
    expect(scheduled.status).toBe("published");
    // Stored as the moment typed, read as India time.
    expect(scheduled.publishedAt).toBe(new Date(`${day}T09:00:00+05:30`).toISOString());
    const listed = row(page, "Pongal Holidays");
    await expect.poll(() => listed.locator("[data-news-status]").textContent()).toBe("Scheduled");
    expect(await listed.locator("[data-news-date]").textContent()).toMatch(
      /^Scheduled for \d{1,2} \w{3} \d{4}, /,
    );
    expect(await publicNewsHas("Pongal Holidays")).toBe(false);
    expect((await fetch(`${server().url}/news/pongal-holidays`)).status).toBe(404);

    // And from the dialog, a status in words.
    dialog = await editArticle(page, "Pongal Holidays");
    expect(await dialog.getByTestId("publishing-status").textContent()).toMatch(/Scheduled for /);
  });
});

describe("News: Preview", () => {
  it("previews unsaved changes in a new tab as parents would see them, marked, noindex and not saved", async () => {
    await insertContent(server(), [
      { kind: "news", title: "Sports Day", status: "draft", body: "<p>Races.</p>" },
    ]);
    const page = await signedInPage(browser(), server(), editor);
    await openNews(page);
    const dialog = await editArticle(page, "Sports Day");
    await englishField(dialog, LABELS.title).fill("Sports Day 2026: Blue House Wins");
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      dialog
        .getByRole("button", { name: new RegExp(`^${PREVIEW_ACTION_LABEL}`) })
        .first()
        .click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${server().url}${PREVIEW_PATHS.news}`);
    expect(await tab.locator("h1").textContent()).toContain("Sports Day 2026: Blue House Wins");
    const banner = tab.getByTestId("preview-banner");
    expect(await banner.textContent()).toContain("Preview");
    expect(await banner.evaluate((node) => getComputedStyle(node.querySelector("span")!).textTransform)).toBe(
      "uppercase",
    );
    expect(await tab.getByTestId("preview-unsaved").count()).toBe(1);
    expect(await tab.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    // The same post, answered for one person only and for no index.
    const response = await fetch(`${server().url}${PREVIEW_PATHS.news}`, {
      method: "POST",
      body: new URLSearchParams({ title: "Headers Check", status: "draft" }),
      headers: { origin: server().url, cookie: editor.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    expect(await response.text()).toContain("Headers Check");
    // The public page's layout: its header and footer.
    expect(await tab.locator("header").count()).toBeGreaterThan(0);
    expect(await tab.locator("footer").count()).toBeGreaterThan(0);
    // Nothing saved; the dialog still holds what was typed.
    expect(stored("Sports Day")).toMatchObject({ status: "draft" });
    expect(stored("Sports Day 2026: Blue House Wins")).toBeUndefined();
    expect(await dialog.isVisible()).toBe(true);
    expect(await englishField(dialog, LABELS.title).inputValue()).toBe("Sports Day 2026: Blue House Wins");

    // The Tamil page, with the English title marked as such where no Tamil is written.
    const [tamil] = await Promise.all([
      page.context().waitForEvent("page"),
      dialog.getByRole("button", { name: new RegExp(`^${PREVIEW_TAMIL_ACTION_LABEL}`) }).click(),
    ]);
    await tamil.waitForLoadState();
    expect(await tamil.locator("html").getAttribute("lang")).toBe("ta");
    expect(await tamil.locator("h1").textContent()).toContain("Sports Day 2026: Blue House Wins");
    expect(await tamil.getByTestId("preview-banner").count()).toBe(1);

    for (const width of [390, 1440]) {
      await tab.setViewportSize({ width, height: 900 });
      await animationsSettled(tab);
      expect((await axe(tab).analyze()).violations).toEqual([]);
      if (process.env.SCREENSHOT_DIR)
        await tab.screenshot({ path: `${process.env.SCREENSHOT_DIR}/preview-${width}.png`, fullPage: true });
    }
  });

  it("opens a draft's page from the News list", async () => {
    await insertContent(server(), [
      { kind: "news", title: "Library Week", status: "draft", body: "<p>Books for all.</p>" },
    ]);
    const page = await signedInPage(browser(), server(), editor);
    await openNews(page);
    const link = row(page, "Library Week").getByRole("link", {
      name: new RegExp(`^${PREVIEW_ACTION_LABEL}`),
    });
    expect(await link.getAttribute("target")).toBe("_blank");
    const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await tab.waitForLoadState();
    expect(await tab.locator("h1").textContent()).toContain("Library Week");
    expect(await tab.getByTestId("preview-banner").count()).toBe(1);
  });

  it("refuses the preview page to the signed-out (sign-in) and to viewers, and refuses bad values", async () => {
    const body = new URLSearchParams({ title: "Sneaky", status: "draft" });
    const signedOut = await fetch(`${server().url}${PREVIEW_PATHS.news}`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { origin: server().url },
    });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/admin\/login/);
    const asViewer = await fetch(`${server().url}${PREVIEW_PATHS.news}`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { origin: server().url, cookie: viewer.cookie },
    });
    expect(asViewer.status).toBe(403);
    const viewerGet = await fetch(`${server().url}${PREVIEW_PATHS.news}`, {
      redirect: "manual",
      headers: { cookie: viewer.cookie },
    });
    // A page a signed-in role may not use says so (issue 26 point 7), rather than redirecting.
    expect(viewerGet.status).toBe(403);
    expect(viewerGet.headers.get("location")).toBeNull();

    const refused = await fetch(`${server().url}${PREVIEW_PATHS.news}`, {
      method: "POST",
      body: new URLSearchParams({ title: "", publish: "schedule" }),
      headers: { origin: server().url, cookie: editor.cookie },
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter the article title.");
    expect(stored("Sneaky")).toBeUndefined();
  });

  it("passes axe on the News dialog with its publishing actions, at 390 and 1440 px", async () => {
    await insertContent(server(), [{ kind: "news", title: "Axe Article", status: "draft" }]);
    const page = await signedInPage(browser(), server(), editor);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openNews(page);
      const dialog = await editArticle(page, "Axe Article");
      await animationsSettled(page);
      expect((await axe(page).analyze()).violations).toEqual([]);
      await showPublishing(dialog);
      if (process.env.SCREENSHOT_DIR)
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/news-dialog-${width}.png` });
      await page.keyboard.press("Escape");
    }
  });
});

describe("Content: Publish now and Schedule", () => {
  it("publishes a scheduled page at once, and schedules it again in India time", async () => {
    const [id] = await insertContent(server(), [
      { kind: "about", title: "Transport Routes", slug: "transport-routes", publishedAt: fromNow(5 * DAY) },
    ]);
    const page = await signedInPage(browser(), server(), editor);
    await openAdminPage(page, `${server().url}/admin/content/edit/${id}`, "Edit Content");
    expect(await page.getByTestId("publishing-status").textContent()).toMatch(/Scheduled/);
    expect((await fetch(`${server().url}/content/transport-routes`)).status).toBe(404);
    await page.getByRole("button", { name: PUBLISH_ACTION_LABELS.now }).click();
    await page.waitForURL(`${server().url}/admin/content`);
    expect(stored("Transport Routes")!.status).toBe("published");
    expect(Date.parse(stored("Transport Routes")!.publishedAt!)).toBeLessThanOrEqual(Date.now());
    expect((await fetch(`${server().url}/content/transport-routes`)).status).toBe(200);

    await openAdminPage(page, `${server().url}/admin/content/edit/${id}`, "Edit Content");
    const at = fromNow(DAY);
    await page.getByLabel("Publication date and time").fill(schoolMomentOf(at.toISOString()));
    await page.getByRole("button", { name: PUBLISH_ACTION_LABELS.schedule }).click();
    await page.waitForURL(`${server().url}/admin/content`);
    expect(schoolMomentOf(stored("Transport Routes")!.publishedAt)).toBe(schoolMomentOf(at.toISOString()));
    expect((await fetch(`${server().url}/content/transport-routes`)).status).toBe(404);

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openAdminPage(page, `${server().url}/admin/content/edit/${id}`, "Edit Content");
      await animationsSettled(page);
      expect((await axe(page).analyze()).violations).toEqual([]);
      await showPublishing(page);
      if (process.env.SCREENSHOT_DIR)
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/content-form-${width}.png` });
    }
    expect(SUBMIT_LABELS.edit).toBe("Update Content");
  });
});
