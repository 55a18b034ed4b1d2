// Issue 28, the Pages screen: the public pages' own words changed from the panel in English and
// Tamil, shown on the next request (the render cache warmed first, so the test proves it is
// emptied), previewed as a draft only staff see, undone, reset to the original; a viewer can
// neither open nor post it; bad texts are refused beside their fields with nothing saved.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { CHOOSE_FROM_LIBRARY_LABEL, PICKER_TITLE } from "~/copy/admin-media";
import {
  DRAFT_SAVED_TOAST,
  PAGE_TEXTS_TITLE,
  PAGES_TITLE,
  PREVIEW_LABEL,
  PUBLISHED_TOAST,
  RESET_BLOCK_LABEL,
  UNDO_LABEL,
  UNDONE_TOAST,
} from "~/copy/admin-page-texts";
import { OPENS_IN_NEW_TAB, PAGE_DRAFTS_PREVIEW_NOTE } from "~/copy/admin-publishing";
import { CATALOGUES } from "~/i18n/catalogue";
import { fieldName, PAGE_TEXT_EMPTY, placeholderMissing } from "~/lib/schemas/page-texts";
import { TEST_ADMIN } from "../support/app-server";
import { queryDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { type Credentials, createStaff } from "../support/server-data";
import { expectToast, openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { signedInPage, staffCookie } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser();
let editor: Credentials;
let viewer: Credentials;

beforeAll(async () => {
  [editor, viewer] = await createStaff(server(), [
    { username: "pages_editor", role: "editor", password: "editor-pass-123" },
    { username: "pages_viewer", role: "viewer", password: "viewer-pass-123" },
  ]);
});

const { en, ta } = CATALOGUES;

/** The English and Tamil fields of one block of the form. */
function blockFields(page: Page, path: string, label: string) {
  const block = page.locator(`[data-block="${path}"]`);
  return {
    block,
    english: block.getByLabel(new RegExp(`^${label}\\*?$`)),
    tamil: block.getByLabel(new RegExp(`^${label} \\(Tamil\\)\\*?$`)),
  };
}

async function openEditor(page: Page, id: string, label: string) {
  await openAdminPage(page, `${server().url}/admin/pages/${id}`, PAGE_TEXTS_TITLE(label));
}

/** The text of the public page at `path` as a visitor without a session reads it. */
async function visitorText(path: string) {
  const response = await fetch(`${server().url}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

async function publish(page: Page, count: number) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(page, PUBLISHED_TOAST(count).description);
}

describe("the Pages screen", () => {
  it("lists every page with words of its own and leads to its texts", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openAdminPage(page, `${server().url}/admin/pages`, PAGES_TITLE);
    const cards = page.getByTestId("pages-list").locator("[data-page]");
    expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-page")))).toEqual([
      "home",
      "about",
      "vision",
      "mission",
      "founder",
      "faculty",
      "news",
      "schools",
      "admissions",
      "contact",
    ]);
    await page.getByRole("link", { name: "Edit texts: Vision" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(PAGE_TEXTS_TITLE("Vision"));
    const results = await axe(page).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await axe(page).analyze();
    expect(phone.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("publishes the home page's admissions banner in both languages, shown on the next request", async () => {
    const heading = { en: "Admissions for 2027-28 are open now", ta: "2027-28 சேர்க்கை இப்போது திறந்துள்ளது" };
    // Warm the render cache with the original words.
    expect(await visitorText("/")).toContain(en.home.callToAction.heading);
    expect(await visitorText("/ta")).toContain(ta.home.callToAction.heading);

    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openEditor(page, "home", "Home");
    const fields = blockFields(page, "home.callToAction.heading", "Heading");
    expect(await fields.english.inputValue()).toBe(en.home.callToAction.heading);
    await fields.english.fill(heading.en);
    await fields.tamil.fill(heading.ta);
    await publish(page, 2);

    expect(await visitorText("/")).toContain(heading.en);
    expect(await visitorText("/")).not.toContain(en.home.callToAction.heading);
    expect(await visitorText("/ta")).toContain(heading.ta);

    // Reset to the original text, then publish: the catalogue's words are back, and no override is kept.
    await page.reload();
    await fields.block.getByRole("button", { name: new RegExp(`^${RESET_BLOCK_LABEL}`) }).click();
    expect(await fields.english.inputValue()).toBe(en.home.callToAction.heading);
    expect(await fields.tamil.inputValue()).toBe(ta.home.callToAction.heading);
    await publish(page, 2);
    expect(await visitorText("/")).toContain(en.home.callToAction.heading);
    expect(await visitorText("/ta")).toContain(ta.home.callToAction.heading);
    expect(
      queryDatabase(
        server(),
        "select count(*) as n from page_text where path = ?",
        "home.callToAction.heading",
      ),
    ).toEqual([{ n: 0 }]);
  });

  it("previews a draft of the Vision text to staff only, publishes it, and Undo restores the previous text", async () => {
    const statement = "To be the schools where every child in Thenpalli is known, safe and joyful.";
    const page = await signedInPage(browser(), server(), editor);
    await openEditor(page, "vision", "Vision");
    const fields = blockFields(page, "about.vision.statement", "Text");
    await fields.english.fill(statement);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expectToast(page, DRAFT_SAVED_TOAST(1).description);
    expect(await visitorText("/about/vision")).not.toContain(statement);

    // Preview: the page with its draft, for staff, in a new tab under the preview strip.
    const [preview] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("button", { name: `${PREVIEW_LABEL} ${OPENS_IN_NEW_TAB}`, exact: true }).click(),
    ]);
    await preview.waitForLoadState();
    expect(new URL(preview.url()).pathname).toBe("/about/vision");
    expect(await preview.locator("main").textContent()).toContain(statement);
    expect(await preview.getByTestId("preview-banner").textContent()).toContain(PAGE_DRAFTS_PREVIEW_NOTE);
    // A visitor asking for the drafts gets the published page.
    const asVisitor = await visitorText("/about/vision?drafts");
    expect(asVisitor).not.toContain(statement);
    expect(asVisitor).toContain(en.about.vision.statement.text);

    await page.bringToFront();
    await publish(page, 1);
    expect(await visitorText("/about/vision")).toContain(statement);

    await page.getByRole("button", { name: UNDO_LABEL }).click();
    await expectToast(page, UNDONE_TOAST(1).description);
    expect(await visitorText("/about/vision")).not.toContain(statement);
    expect(await visitorText("/about/vision")).toContain(en.about.vision.statement.text);
    expect(await page.getByTestId("page-history").textContent()).toContain("Undone by");
  });

  it("changes a bullet of a News category card in English and Tamil", async () => {
    const bullet = {
      en: "Term two starts on Monday 5 January.",
      ta: "இரண்டாம் பருவம் ஜனவரி 5 திங்கள் அன்று தொடங்குகிறது.",
    };
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openEditor(page, "news", "News");
    const block = page.locator('[data-block="news.categoryCards.calendar"]');
    await block.getByLabel(/^Update 2\*?$/).fill(bullet.en);
    await block.getByLabel(/^Update 2 \(Tamil\)\*?$/).fill(bullet.ta);
    await publish(page, 2);
    const english = await visitorText("/news");
    expect(english).toContain(bullet.en);
    expect(english).not.toContain(en.news.categoryCards.calendar.updates[1]);
    expect(english).toContain(en.news.categoryCards.calendar.updates[0]);
    expect(await visitorText("/ta/news")).toContain(bullet.ta);
  });

  it("chooses the Faculty page's photo from the media library, and Undo gives the page its own back", async () => {
    const automatic = await visitorText("/faculty");
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openEditor(page, "faculty", "Faculty");
    const field = page
      .locator('[role="group"], fieldset, div')
      .filter({ has: page.getByText("Classroom photo") })
      .last();
    await field.getByRole("button", { name: CHOOSE_FROM_LIBRARY_LABEL }).click();
    const picker = page.getByRole("dialog", { name: PICKER_TITLE });
    await picker.locator("[data-picker-choice]").last().click();
    await expect.poll(() => picker.count()).toBe(0);
    const url = await page.locator(`input[name="${fieldName("picture.facultyPhoto", "en")}"]`).inputValue();
    expect(url).toMatch(/^\/media\//);
    // The picture's file name without its extension: each of its variants carries it.
    const stem = url
      .split("/")
      .pop()!
      .replace(/\.\w+$/, "");
    expect(automatic).not.toContain(stem);
    await publish(page, 1);
    expect(await visitorText("/faculty")).toContain(stem);
    await page.getByRole("button", { name: UNDO_LABEL }).click();
    await expectToast(page, UNDONE_TOAST(1).description);
    expect(await visitorText("/faculty")).toBe(automatic);
  });

  it("refuses an empty text and a lost placeholder beside their fields, and saves nothing", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openEditor(page, "home", "Home");
    const apply = blockFields(page, "home.intro.apply", "Apply button");
    await apply.english.fill("Apply Now");
    const lead = blockFields(page, "home.intro.lead", "Introduction");
    await lead.tamil.fill("");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect.poll(() => apply.block.textContent()).toContain(placeholderMissing(["{year}"]));
    await expect.poll(() => lead.block.textContent()).toContain(PAGE_TEXT_EMPTY);
    expect(
      queryDatabase(server(), "select count(*) as n from page_text where path like 'home.intro.%'"),
    ).toEqual([{ n: 0 }]);
  });

  it("is refused to a viewer, on the screen and on a forged post", async () => {
    const stored = () =>
      queryDatabase(server(), "select path, locale, published, draft from page_text order by path");
    const before = stored();
    const cookie = await staffCookie(server(), viewer);
    for (const path of ["/admin/pages", "/admin/pages/home"]) {
      const screen = await fetch(`${server().url}${path}`, { headers: { cookie }, redirect: "manual" });
      expect(screen.status, path).toBe(403);
    }
    const post = await fetch(`${server().url}/admin/pages/home`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: server().url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "save-page-texts",
        "en:home/callToAction/heading": "Hacked",
      }).toString(),
    });
    expect(post.status).toBe(403);
    expect(await visitorText("/")).not.toContain("Hacked");
    expect(stored()).toEqual(before);
  });
});
