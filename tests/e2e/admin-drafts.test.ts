// Issue 26 point 1, as the office clerk meets it: typed work is never lost. A dialog or page form
// with changes asks "Discard changes?" (Keep editing / Discard) before throwing them away — Escape,
// a click outside, ×, Cancel, a sidebar link, Back, closing the tab — and a clean one closes at
// once. What was typed is kept in the browser until saved or discarded: reopening after a reload
// restores it and says so, with a way to throw it away; a draft of an item saved since says so.
import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  DISCARD_CHANGES_TITLE,
  DISCARD_LABEL,
  KEEP_EDITING_LABEL,
} from "~/components/admin/form/discard-changes-dialog";
import { DISCARD_DRAFT_LABEL, DRAFT_RESTORED, DRAFT_STALE } from "~/components/admin/form/draft-notice";
import { CONTENT_LIST_TITLE, FORM_TITLES, NEW_CONTENT_LABEL, SUBMIT_LABELS } from "~/copy/admin-content";
import { ADMIN_MENU_LABEL } from "~/copy/admin-navigation";
import {
  ADD_ARTICLE_LABEL,
  ADD_ARTICLE_TITLE,
  EDIT_ARTICLE_TITLE,
  ARTICLE_FIELD_LABELS as LABELS,
  NEWS_ADMIN_TITLE,
} from "~/copy/admin-news";
import { TEST_ADMIN } from "../support/app-server";
import { animationsSettled, waitForHydration } from "../support/browser";
import { writeDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { insertContent } from "../support/server-data";
import { englishField, openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { type SignedInStaff, signedInPage, signedInStaff } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser({ env: { SEED_DEMO_CONTENT: "false" } });

let editor: SignedInStaff;

beforeAll(async () => {
  [editor] = await signedInStaff(server(), [
    { username: "drafts_editor", name: "Devi Editor", role: "editor", password: "editor-pass-123" },
  ]);
});

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? "/tmp/admin-drafts-screenshots";
mkdirSync(SCREENSHOTS, { recursive: true });

const openNews = (page: Page) => openAdminPage(page, `${server().url}/admin/news`, NEWS_ADMIN_TITLE);

async function addArticleDialog(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: ADD_ARTICLE_LABEL }).click();
  const dialog = page.getByRole("dialog", { name: ADD_ARTICLE_TITLE, exact: true });
  await dialog.waitFor();
  await dialog.locator("[data-rich-text]").first().waitFor();
  return dialog;
}

/** The keys of the drafts the browser keeps (components/admin/form/draft-storage.ts). */
const storedDrafts = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("admin-draft:")));

const question = (page: Page) => page.getByRole("alertdialog", { name: DISCARD_CHANGES_TITLE });
const formDialogs = (page: Page) => page.getByRole("dialog");

/** The question is asked, over the form, which stays open with what was typed. */
async function expectAsked(page: Page) {
  await question(page).waitFor();
  expect(await question(page).getByRole("button").allTextContents()).toEqual([
    KEEP_EDITING_LABEL,
    DISCARD_LABEL,
  ]);
}

async function keepEditing(page: Page) {
  await question(page).getByRole("button", { name: KEEP_EDITING_LABEL }).click();
  await expect.poll(() => question(page).count()).toBe(0);
}

/** Leaves the page with a beforeunload question answered "leave". */
function acceptLeaving(page: Page) {
  page.on("dialog", (dialog) => {
    if (dialog.type() === "beforeunload") void dialog.accept();
  });
}

describe("a dirty dialog asks before its work goes", () => {
  it("Escape, a click outside, × and Cancel ask; Keep editing keeps the text; Discard closes", async () => {
    writeDatabase(server(), "delete from news; delete from content where kind = 'news';");
    const page = await signedInPage(browser(), server(), editor);
    await openNews(page);

    // A clean dialog closes at once.
    let dialog = await addArticleDialog(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => formDialogs(page).count()).toBe(0);
    expect(await question(page).count()).toBe(0);

    dialog = await addArticleDialog(page);
    const title = englishField(dialog, LABELS.title);
    await title.fill("Science Fair winners");
    await dialog.locator("[data-rich-text]").click();
    await page.keyboard.type("Class 8 won the first prize.");

    await title.focus();
    await page.keyboard.press("Escape");
    await expectAsked(page);
    // Still open beneath the question (which hides it from the accessibility tree meanwhile).
    expect(await page.locator('[role="dialog"]', { hasText: ADD_ARTICLE_TITLE }).isVisible()).toBe(true);
    // Escape in the question is Keep editing, and the focus goes back where it was.
    await page.keyboard.press("Escape");
    await expect.poll(() => question(page).count()).toBe(0);
    expect(await title.inputValue()).toBe("Science Fair winners");
    await expect.poll(() => title.evaluate((element) => element === document.activeElement)).toBe(true);

    // A click outside the dialog.
    await page.mouse.click(5, 5);
    await expectAsked(page);
    await keepEditing(page);
    // ×
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expectAsked(page);
    await keepEditing(page);
    // Cancel
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await expectAsked(page);
    await keepEditing(page);
    expect(await title.inputValue()).toBe("Science Fair winners");
    expect(await dialog.locator("[data-rich-text]").first().textContent()).toContain(
      "Class 8 won the first prize.",
    );

    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await question(page).getByRole("button", { name: DISCARD_LABEL }).click();
    await expect.poll(() => formDialogs(page).count()).toBe(0);
    expect(await question(page).count()).toBe(0);

    // Discarded means gone: the next Add starts empty, with no draft.
    dialog = await addArticleDialog(page);
    expect(await englishField(dialog, LABELS.title).inputValue()).toBe("");
    expect(await dialog.getByText(DRAFT_RESTORED).count()).toBe(0);
    await page.keyboard.press("Escape");
    await expect.poll(() => formDialogs(page).count()).toBe(0);
  });

  it("what was typed survives a reload: reopening restores it, says so, and can throw it away", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openNews(page);
    let dialog = await addArticleDialog(page);
    await englishField(dialog, LABELS.title).fill("Library week");
    await dialog.locator("[data-rich-text]").click();
    await page.keyboard.type("New books for every class.");
    // The tab is closed or reloaded by mistake (the browser's own question answered "leave").
    acceptLeaving(page);
    await page.reload();
    await waitForHydration(page);

    dialog = await addArticleDialog(page);
    await dialog.getByText(DRAFT_RESTORED).waitFor();
    expect(await englishField(dialog, LABELS.title).inputValue()).toBe("Library week");
    expect(await dialog.locator("[data-rich-text]").first().textContent()).toContain(
      "New books for every class.",
    );
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      await animationsSettled(page);
      await page.screenshot({ path: `${SCREENSHOTS}/draft-restored-${width}.png` });
      expect((await axe(page).analyze()).violations).toEqual([]);
    }
    // The draft counts as changes: Escape asks.
    await page.keyboard.press("Escape");
    await expectAsked(page);
    await keepEditing(page);

    await dialog.getByRole("button", { name: DISCARD_DRAFT_LABEL }).click();
    await expect.poll(() => englishField(dialog, LABELS.title).inputValue()).toBe("");
    expect(await dialog.getByText(DRAFT_RESTORED).count()).toBe(0);
    await page.keyboard.press("Escape");
    await expect.poll(() => formDialogs(page).count()).toBe(0);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("admin-draft:"))),
    ).toEqual([]);
  });

  it("a draft of an article saved since it was typed says so instead of silently replacing", async () => {
    writeDatabase(server(), "delete from news; delete from content where kind = 'news';");
    const [id] = await insertContent(server(), [
      { kind: "news", title: "Term dates", summary: "When term starts.", body: "<p>June 3.</p>" },
    ]);
    const page = await signedInPage(browser(), server(), editor);
    await openNews(page);
    const editButton = page.locator("[data-news-row]").first().getByRole("button", { name: /^Edit/ });
    await editButton.click();
    let dialog = page.getByRole("dialog", { name: EDIT_ARTICLE_TITLE, exact: true });
    await dialog.waitFor();
    await englishField(dialog, LABELS.title).fill("Term dates (changed)");
    acceptLeaving(page);
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("admin-draft:"))),
      )
      .toBe(true);
    // Someone else saves the article meanwhile.
    writeDatabase(
      server(),
      "update content set updated_at = ? where id = ?",
      "2030-01-01T00:00:00.000Z",
      id!,
    );
    await page.reload();
    await waitForHydration(page);
    await page.locator("[data-news-row]").first().getByRole("button", { name: /^Edit/ }).click();
    dialog = page.getByRole("dialog", { name: EDIT_ARTICLE_TITLE, exact: true });
    await dialog.getByText(DRAFT_STALE).waitFor();
    expect(await englishField(dialog, LABELS.title).inputValue()).toBe("Term dates (changed)");
  });

  it("the question passes axe and looks right at 390 and 1440 px", async () => {
    const page = await signedInPage(browser(), server(), editor);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      await openNews(page);
      const dialog = await addArticleDialog(page);
      await englishField(dialog, LABELS.title).fill("Axe check");
      await page.keyboard.press("Escape");
      await expectAsked(page);
      await animationsSettled(page);
      await page.screenshot({ path: `${SCREENSHOTS}/discard-${width}.png` });
      expect((await axe(page).analyze()).violations).toEqual([]);
      await question(page).getByRole("button", { name: DISCARD_LABEL }).click();
      await expect.poll(() => formDialogs(page).count()).toBe(0);
    }
  });
});

describe("a dirty page form asks before the page is left", () => {
  it("a sidebar link and Back ask; Keep editing stays; Discard leaves; closing the tab asks the browser", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    // Into the form from the list, in the app, so that Back is the app's own.
    await openAdminPage(page, `${server().url}/admin/content`, CONTENT_LIST_TITLE);
    await page.getByRole("link", { name: NEW_CONTENT_LABEL }).first().click();
    await page.waitForURL(/\/admin\/content\/new$/);
    await page.locator("[data-rich-text]").first().waitFor();
    const title = englishField(page, "Title");
    await title.fill("Admissions open");

    const menu = page.getByRole("navigation", { name: ADMIN_MENU_LABEL });
    await menu.getByRole("link", { name: /News/ }).first().click();
    await expectAsked(page);
    await keepEditing(page);
    expect(new URL(page.url()).pathname).toBe("/admin/content/new");
    expect(await title.inputValue()).toBe("Admissions open");

    await page.goBack();
    await expectAsked(page);
    await keepEditing(page);
    expect(new URL(page.url()).pathname).toBe("/admin/content/new");
    expect(await title.inputValue()).toBe("Admissions open");

    // Closing the tab: the browser's own question (beforeunload) is asked.
    const asked = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe("beforeunload");
  });

  it("Discard leaves by the sidebar link, and a clean page leaves at once", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openAdminPage(page, `${server().url}/admin/content/new`, FORM_TITLES.create);
    await page.locator("[data-rich-text]").first().waitFor();
    const menu = page.getByRole("navigation", { name: ADMIN_MENU_LABEL });
    await englishField(page, "Title").fill("Holiday list");
    await menu.getByRole("link", { name: /News/ }).first().click();
    await expectAsked(page);
    await question(page).getByRole("button", { name: DISCARD_LABEL }).click();
    await page.waitForURL(/\/admin\/news$/);

    await openAdminPage(page, `${server().url}/admin/content/new`, FORM_TITLES.create);
    await page.locator("[data-rich-text]").first().waitFor();
    expect(await englishField(page, "Title").inputValue()).toBe("");
    expect(await page.getByText(DRAFT_RESTORED).count()).toBe(0);
    await menu.getByRole("link", { name: /News/ }).first().click();
    await page.waitForURL(/\/admin\/news$/);
    expect(await question(page).count()).toBe(0);
  });
  it("Discard while the next page is still coming: the draft stays gone, even if the tab is closed then", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openAdminPage(page, `${server().url}/admin/content/new`, FORM_TITLES.create);
    await page.locator("[data-rich-text]").first().waitFor();
    await englishField(page, "Title").fill("Exam timetable");
    await expect.poll(() => storedDrafts(page)).toHaveLength(1);
    // The News list's data is held back: the form stays drawn until it comes.
    let requested = () => {};
    const held = new Promise<void>((resolve) => {
      requested = resolve;
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/admin\/news\.data/, async (route) => {
      requested();
      await released;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: ADMIN_MENU_LABEL })
      .getByRole("link", { name: /News/ })
      .first()
      .click();
    await expectAsked(page);
    await question(page).getByRole("button", { name: DISCARD_LABEL }).click();
    await held;
    // The tab closed (or another address typed) while the form is still drawn.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide")));
    expect(await storedDrafts(page)).toEqual([]);
    release();
    await page.waitForURL(/\/admin\/news$/);
    expect(await storedDrafts(page)).toEqual([]);
  });
  it("a save that ends on the error page (the network failed) keeps the draft for the next opening", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN, [/Failed to load resource|ERR_FAILED/]);
    await openAdminPage(page, `${server().url}/admin/content/new`, FORM_TITLES.create);
    await page.locator("[data-rich-text]").first().waitFor();
    await englishField(page, "Title").fill("Sports day results");
    // The post never reaches the server: React Router draws the admin's error page.
    await page.route(
      (url) => url.pathname.startsWith("/admin/content/new"),
      (route) => (route.request().method() === "POST" ? route.abort("failed") : route.continue()),
    );
    await page.getByRole("button", { name: SUBMIT_LABELS.create }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .not.toBe(FORM_TITLES.create);
    await page.unrouteAll();

    await openAdminPage(page, `${server().url}/admin/content/new`, FORM_TITLES.create);
    await page.locator("[data-rich-text]").first().waitFor();
    await expect.poll(() => page.getByText(DRAFT_RESTORED).count()).toBe(1);
    expect(await englishField(page, "Title").inputValue()).toBe("Sports day results");
  });
});
