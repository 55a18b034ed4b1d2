// The Media Library at /admin/media in Chromium: the tabs, the file-name search and the count in the
// URL, grid and list (remembered), thumbnails that are small variants and never originals, an upload
// on a category's tab showing up in the list, Edit Media File (alt text and caption seen on the
// public gallery next), a refused long text and a stale edit, delete (a file in use lists where,
// then leaves those places without a picture and its files gone), the spec's failure toasts, picking
// an existing picture into a slide by keyboard and seeing it on the home page, the dashboard's way
// in, axe with the dialogs open, and screenshots at 390 and 1440 px when SCREENSHOT_DIR is set.
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { GRID_VIEW_LABEL, LIST_VIEW_LABEL } from "~/copy/admin-gallery";
import {
  ALT_TEXT_LABEL,
  ALT_TEXT_MAX,
  CAPTION_LABEL,
  CHOOSE_FROM_LIBRARY_LABEL,
  DELETE_ANYWAY_LABEL,
  DELETE_CONFIRM_LABEL,
  EDIT_MEDIA_TITLE,
  MEDIA_ADMIN_TITLE,
  MEDIA_MESSAGES,
  PICKER_TITLE,
  SAVE_CHANGES_LABEL,
  SEARCH_LABEL,
  TABS_LABEL,
  UPDATE_FAILED_MESSAGE,
} from "~/copy/admin-media";
import { JUST_UPLOADED_DONE, NO_ALT_TEXT_BADGE, uploadAltTextLabel } from "~/copy/admin-media-alt-text";
import {
  ADD_SLIDE_LABEL,
  ADD_SLIDE_TITLE,
  CREATE_SLIDE_SUBMIT,
  SLIDE_FIELD_LABELS,
} from "~/copy/admin-slides";
import { STALE_EDIT_MESSAGE } from "~/server/content/record.server";
import { FRESH_RENDER_COOKIE, TEST_ADMIN } from "../support/app-server";
import { animationsSettled, visitWithScript } from "../support/browser";
import { queryDatabase, writeDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { addDemoImage, type Credentials, createStaff, insertContent } from "../support/server-data";
import { expectToastOf } from "../support/toasts";
import { englishField, openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { signedInPage } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser({ env: { SEED_DEMO_CONTENT: "false" } });
let editor: Credentials;

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const REFUSED = [/status of 4\d\d/];
const FAULTS = [/status of 5\d\d/];

/** The demo pictures the library starts with, as uploads leave them (alt text included). */
const PICTURES = {
  sports: "gallery-sports.png",
  science: "gallery-science.png",
  slide: "slide-independence-day.png",
  header: "school-header-zee-litera.png",
  logo: "school-logo-zee-litera.png",
  news: "news-announcement.png",
} as const;

type StoredMedia = {
  id: string;
  url: string;
  original_name: string;
  alt_text: string | null;
  caption: string | null;
};

function stored(name: string): StoredMedia | undefined {
  return queryDatabase<StoredMedia>(
    server(),
    "select id, url, original_name, alt_text, caption from media where original_name = ?",
    name,
  )[0];
}

beforeAll(async () => {
  [editor] = await createStaff(server(), [
    { username: "media_editor", name: "Mani Editor", role: "editor", password: "editor-pass-123" },
  ]);
  for (const key of [
    "gallery-sports",
    "gallery-science",
    "slide-independence-day",
    "school-header-zee-litera",
    "school-logo-zee-litera",
    "news-announcement",
  ])
    await addDemoImage(server(), key);
});

const mediaUrl = (search = "") => `${server().url}/admin/media${search}`;

async function openLibrary(page: Page, search = "") {
  await openAdminPage(page, mediaUrl(search), MEDIA_ADMIN_TITLE);
}

function files(page: Page) {
  return page.locator("[data-media-file]");
}

function fileCard(page: Page, name: string): Locator {
  return files(page).filter({ has: page.locator("[data-media-name]", { hasText: name }) });
}

async function names(page: Page) {
  return page.locator("[data-media-name]").allTextContents();
}

async function count(page: Page) {
  return (await page.getByTestId("media-count").textContent())?.trim();
}

/** The dialog or question titled so, once drawn: not the frame standing in while its code comes. */
async function dialogTitled(page: Page, title: string | RegExp) {
  const dialog = page
    .getByRole("dialog", { name: title })
    .or(page.getByRole("alertdialog", { name: title }))
    .and(page.locator(':not([aria-busy="true"])'));
  await dialog.waitFor();
  return dialog;
}

function photo(hue: number) {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 90, b: hue } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe("the Media Library", () => {
  it("lists every file with its facts and a small thumbnail; tabs, search and the count live in the URL", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openLibrary(page);
    expect(await count(page)).toBe("6 files found");
    expect((await names(page)).sort()).toEqual(Object.values(PICTURES).sort());

    // Facts: size in the spec's units, type, dimensions, date; and the thumbnail a small WebP.
    const sports = fileCard(page, PICTURES.sports);
    expect(await sports.locator('[data-media-fact="size"] dd').textContent()).toMatch(
      /^\d+(\.\d{2} (KB|MB|GB)| Bytes)$/,
    );
    expect(await sports.locator('[data-media-fact="type"] dd').textContent()).toBe("PNG");
    expect(await sports.locator('[data-media-fact="dimensions"] dd').textContent()).toMatch(/^\d+ × \d+$/);
    expect(await sports.locator('[data-media-fact="uploaded"] dd').textContent()).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    const thumbnails = page.locator("img[data-media-thumbnail]");
    expect(await thumbnails.count()).toBe(6);
    for (const thumbnail of await thumbnails.all()) {
      const src = (await thumbnail.getAttribute("src")) ?? "";
      expect(src).toMatch(/-\d+\.webp$/);
      expect(await thumbnail.getAttribute("loading")).toBe("lazy");
      expect(Number(await thumbnail.getAttribute("width"))).toBeLessThanOrEqual(480);
      expect(Number(await thumbnail.getAttribute("height"))).toBeGreaterThan(0);
    }
    const originals = queryDatabase<{ url: string }>(server(), "select url from media").map((row) => row.url);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.reload();
    await openLibrary(page);
    await expect.poll(() => requested.filter((path) => path.endsWith(".webp")).length).toBeGreaterThan(0);
    expect(requested.filter((path) => originals.includes(path))).toEqual([]);
    // No upload area on All Media.
    expect(await page.locator("[data-upload-area]").count()).toBe(0);

    // A tab: its bucket's files (logos sit with school headers), the tab in the URL, kept on reload.
    const tabs = page.getByRole("navigation", { name: TABS_LABEL });
    await tabs.getByRole("link", { name: "school headers" }).click();
    await page.waitForURL(mediaUrl("?tab=school-headers"));
    await expect.poll(() => count(page)).toBe("2 files found");
    expect((await names(page)).sort()).toEqual([PICTURES.header, PICTURES.logo].sort());
    expect(await tabs.getByRole("link", { name: "school headers" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(await page.locator('[data-upload-area="school-headers"]').count()).toBe(1);
    await page.reload();
    await openLibrary(page, "?tab=school-headers");
    expect(await count(page)).toBe("2 files found");
    await tabs.getByRole("link", { name: "general" }).click();
    await page.waitForURL(mediaUrl("?tab=general"));
    await expect.poll(() => names(page)).toEqual([PICTURES.news]);
    expect(await count(page)).toBe("1 file found");

    // The search: in the URL, within the tab, kept when the tab changes.
    await tabs.getByRole("link", { name: "All Media" }).click();
    await page.waitForURL(mediaUrl());
    const search = page.getByRole("search", { name: SEARCH_LABEL });
    await search.getByRole("searchbox").fill("SCIENCE");
    // Issue 26: the filter applies as it changes (a search once typing pauses); no button to press.
    await page.waitForURL(mediaUrl("?q=SCIENCE"));
    await expect.poll(() => names(page)).toEqual([PICTURES.science]);
    expect(await count(page)).toBe("1 file found");
    await tabs.getByRole("link", { name: "homepage slides" }).click();
    await page.waitForURL(mediaUrl("?tab=homepage-slides&q=SCIENCE"));
    await expect.poll(() => page.getByText("No media files found").count()).toBe(1);
    expect(await count(page)).toBe("0 files found");
    expect(await search.getByRole("searchbox").inputValue()).toBe("SCIENCE");

    // An untidy address becomes the clean one.
    await page.goto(mediaUrl("?tab=nonsense&q=&page=0"));
    await page.waitForURL(mediaUrl());
  });

  it("shows a grid or a list, remembered across reloads and in the first HTML", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openLibrary(page);
    expect(await page.locator("ul[data-view]").getAttribute("data-view")).toBe("grid");
    await page.getByRole("button", { name: LIST_VIEW_LABEL }).click();
    await expect.poll(() => page.locator("ul[data-view]").getAttribute("data-view")).toBe("list");
    expect(await page.getByRole("button", { name: LIST_VIEW_LABEL }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await page.reload();
    await openLibrary(page);
    expect(await page.locator("ul[data-view]").getAttribute("data-view")).toBe("list");
    const cookies = await page.context().cookies(mediaUrl());
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    expect(cookies.find((c) => c.name === "media_view")?.value).toBe("list");
    expect(await (await fetch(mediaUrl(), { headers: { cookie } })).text()).toMatch(
      /<ul[^>]*data-view="list"/,
    );
    await page.getByRole("button", { name: GRID_VIEW_LABEL }).click();
    await expect.poll(() => page.locator("ul[data-view]").getAttribute("data-view")).toBe("grid");
  });

  it("shows a file uploaded on a category's tab in the list once it is stored", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openLibrary(page, "?tab=gallery");
    expect(await count(page)).toBe("2 files found");
    const input = page.locator('[data-upload-area="gallery"] input[type="file"]');
    await input.setInputFiles({ name: "Prize Day.jpg", mimeType: "image/jpeg", buffer: await photo(40) });
    await expect.poll(() => names(page), { timeout: 30_000 }).toContain("Prize Day.jpg");
    expect(await count(page)).toBe("3 files found");
    expect(stored("Prize Day.jpg")?.url).toMatch(/^\/media\/gallery\//);
    // Asked for its alt text at once, suggested from the file name and stored with it (issue 28);
    // what the clerk types instead is saved when the box is left.
    const panel = page.locator("[data-just-uploaded]");
    const altText = panel.getByLabel(uploadAltTextLabel("Prize Day.jpg"));
    expect(await altText.inputValue()).toBe("Prize Day");
    expect(stored("Prize Day.jpg")?.alt_text).toBe("Prize Day");
    expect(await fileCard(page, "Prize Day.jpg").locator("[data-no-alt-text]").count()).toBe(0);
    await animationsSettled(page);
    expect((await axe(page).analyze()).violations).toEqual([]);
    await altText.fill("Children holding their prizes on the stage");
    await altText.press("Tab");
    await expect
      .poll(() => stored("Prize Day.jpg")?.alt_text)
      .toBe("Children holding their prizes on the stage");
    // Emptied, the picture is marked as having none, and the filter finds it alone.
    await altText.fill("");
    await altText.press("Tab");
    await expect.poll(() => stored("Prize Day.jpg")?.alt_text).toBeNull();
    await expect
      .poll(() => fileCard(page, "Prize Day.jpg").locator("[data-no-alt-text]").textContent())
      .toBe(NO_ALT_TEXT_BADGE);
    expect(await files(page).locator("[data-no-alt-text]").count()).toBe(1);
    await page.locator("[data-missing-alt-filter]").click();
    await page.waitForURL(/alt=missing/);
    await expect.poll(() => names(page)).toEqual(["Prize Day.jpg"]);
    expect(await count(page)).toBe("1 file found");
    await panel.getByRole("button", { name: JUST_UPLOADED_DONE }).click();
    expect(await panel.count()).toBe(0);
  });

  it("edits alt text and caption, and the public gallery shows them on the next request", async () => {
    const sports = stored(PICTURES.sports)!;
    await insertContent(server(), [{ kind: "gallery", title: "Sports Day Race", featuredImage: sports.url }]);
    const page = await signedInPage(browser(), server(), editor, [...REFUSED]);
    await openLibrary(page, "?q=gallery-sports");
    await fileCard(page, PICTURES.sports).getByRole("button", { name: /^Edit/ }).click();
    const dialog = await dialogTitled(page, EDIT_MEDIA_TITLE);
    // A large variant, not the original.
    const preview = dialog.locator("img[data-media-preview]");
    expect(await preview.getAttribute("src")).toMatch(/-960\.webp$/);
    expect(await dialog.getByLabel(ALT_TEXT_LABEL).inputValue()).toBe(sports.alt_text);
    expect(
      await dialog.getByLabel(ALT_TEXT_LABEL).evaluate((input) => input === document.activeElement),
    ).toBe(true);

    // Too long: refused beside the field, nothing saved.
    await dialog.getByLabel(ALT_TEXT_LABEL).fill("a".repeat(ALT_TEXT_MAX + 1));
    await dialog.getByRole("button", { name: SAVE_CHANGES_LABEL }).click();
    await expect.poll(() => dialog.getByText(MEDIA_MESSAGES.altTextTooLong).count()).toBe(1);
    expect(stored(PICTURES.sports)?.alt_text).toBe(sports.alt_text);

    await dialog.getByLabel(ALT_TEXT_LABEL).fill("Pupils racing on the sports field");
    await dialog.getByLabel(CAPTION_LABEL).fill("Sports Day 2025 at Zee Litera");
    await dialog.getByRole("button", { name: SAVE_CHANGES_LABEL }).click();
    await expectToastOf(page, "success", "File updated");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(stored(PICTURES.sports)).toMatchObject({
      alt_text: "Pupils racing on the sports field",
      caption: "Sports Day 2025 at Zee Litera",
    });

    // The public gallery: the picture's alt text, and the caption under the photo in the viewer.
    const visitor = await browser().newPage();
    try {
      await visitWithScript(visitor, `${server().url}/gallery`);
      const tile = visitor.getByTestId("gallery-tile").filter({ hasText: "Sports Day Race" });
      expect(await tile.locator("img").getAttribute("alt")).toBe("Pupils racing on the sports field");
      await tile.click();
      const viewer = visitor.getByTestId("gallery-viewer");
      await expect
        .poll(() => viewer.getByTestId("gallery-viewer-description").textContent())
        .toBe("Sports Day 2025 at Zee Litera");
      await expect
        .poll(() => viewer.getByTestId("gallery-viewer-stage").locator("img").getAttribute("alt"))
        .toBe("Pupils racing on the sports field");
    } finally {
      await visitor.close();
    }
  });

  it("refuses a stale edit with 'Update failed', keeping the other person's words", async () => {
    const first = await signedInPage(browser(), server(), editor, [...REFUSED]);
    const second = await signedInPage(browser(), server(), TEST_ADMIN);
    await openLibrary(first, "?q=gallery-science");
    await openLibrary(second, "?q=gallery-science");
    await fileCard(first, PICTURES.science).getByRole("button", { name: /^Edit/ }).click();
    const mine = await dialogTitled(first, EDIT_MEDIA_TITLE);
    await fileCard(second, PICTURES.science).getByRole("button", { name: /^Edit/ }).click();
    const theirs = await dialogTitled(second, EDIT_MEDIA_TITLE);
    await theirs.getByLabel(CAPTION_LABEL).fill("Saved first");
    await theirs.getByRole("button", { name: SAVE_CHANGES_LABEL }).click();
    await expectToastOf(second, "success", "File updated");

    await mine.getByLabel(CAPTION_LABEL).fill("Saved second");
    await mine.getByRole("button", { name: SAVE_CHANGES_LABEL }).click();
    await expectToastOf(first, "error", "Update failed", STALE_EDIT_MESSAGE);
    expect(await mine.getByRole("alert").textContent()).toBe(STALE_EDIT_MESSAGE);
    expect(stored(PICTURES.science)?.caption).toBe("Saved first");
  });

  it("deletes an unused file with its variants after the question", async () => {
    const page = await signedInPage(browser(), server(), editor);
    const prize = stored("Prize Day.jpg")!;
    const variants = queryDatabase<{ variants: string }>(
      server(),
      "select variants from media where id = ?",
      prize.id,
    )[0]!;
    const variantUrls = (JSON.parse(variants.variants) as { url: string }[]).map((variant) => variant.url);
    expect(variantUrls.length).toBeGreaterThan(0);
    for (const url of [prize.url, ...variantUrls])
      expect((await fetch(`${server().url}${url}`)).status).toBe(200);

    await openLibrary(page, "?tab=gallery");
    const before = await count(page);
    await fileCard(page, "Prize Day.jpg")
      .getByRole("button", { name: /^Delete/ })
      .click();
    const question = await dialogTitled(page, 'Are you sure you want to delete "Prize Day.jpg"?');
    expect(await question.locator("[data-media-uses]").count()).toBe(0);
    // Cancel keeps it.
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect(await fileCard(page, "Prize Day.jpg").count()).toBe(1);

    await fileCard(page, "Prize Day.jpg")
      .getByRole("button", { name: /^Delete/ })
      .click();
    const again = await dialogTitled(page, 'Are you sure you want to delete "Prize Day.jpg"?');
    await again.getByRole("button", { name: DELETE_CONFIRM_LABEL }).click();
    await expectToastOf(page, "success", "File deleted");
    await expect.poll(() => fileCard(page, "Prize Day.jpg").count()).toBe(0);
    expect(await count(page)).not.toBe(before);
    expect(stored("Prize Day.jpg")).toBeUndefined();
    for (const url of [prize.url, ...variantUrls])
      expect((await fetch(`${server().url}${url}`)).status).toBe(404);
  });

  it("picks an existing picture into a new slide by keyboard, and the home page shows it", async () => {
    const slidePicture = stored(PICTURES.slide)!;
    const page = await signedInPage(browser(), server(), editor);
    await openAdminPage(page, `${server().url}/admin/homepage`, "Homepage Slider");
    await page.getByRole("button", { name: ADD_SLIDE_LABEL }).click();
    const form = await dialogTitled(page, ADD_SLIDE_TITLE);
    await englishField(form, SLIDE_FIELD_LABELS.title).fill("Flag Hoisting");
    await form.getByRole("button", { name: CHOOSE_FROM_LIBRARY_LABEL }).click();

    const picker = await dialogTitled(page, PICKER_TITLE);
    // It opens on the field's own category.
    expect(await picker.getByRole("tab", { name: "homepage slides" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await expect.poll(() => picker.getByTestId("picker-count").textContent()).toBe("1 file found");
    await picker.getByRole("tab", { name: "All Media" }).click();
    await expect.poll(() => picker.getByTestId("picker-count").textContent()).toBe("6 files found");
    await picker.getByRole("searchbox").fill("independence");
    await expect.poll(() => picker.getByTestId("picker-count").textContent()).toBe("1 file found");
    const choice = picker.getByRole("button", { name: PICTURES.slide, exact: true });
    expect(await choice.locator("img").getAttribute("src")).toMatch(/-\d+\.webp$/);
    await choice.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => picker.count()).toBe(0);
    // Focus is back on the button that opened it, in the slide's dialog.
    expect(
      await form
        .getByRole("button", { name: CHOOSE_FROM_LIBRARY_LABEL })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    expect(await form.locator('input[type="hidden"][name="imageUrl"]').inputValue()).toBe(slidePicture.url);
    expect(await form.locator('input[type="hidden"][name="mediaId"]').inputValue()).toBe(slidePicture.id);
    await form.getByRole("button", { name: CREATE_SLIDE_SUBMIT }).click();
    await expectToastOf(page, "success", "Slide created");

    const saved = queryDatabase<{ featured_image: string; featured_media_id: string }>(
      server(),
      "select featured_image, featured_media_id from content where kind = 'homepage_slide' and title = 'Flag Hoisting'",
    )[0];
    expect(saved).toEqual({ featured_image: slidePicture.url, featured_media_id: slidePicture.id });
    const home = await (await fetch(`${server().url}/`, { headers: { cookie: FRESH_RENDER_COOKIE } })).text();
    expect(home).toContain("Flag Hoisting");
    // The hero's picture: the library's variants of the chosen file, with its alt text.
    const hero = new RegExp(`<img[^>]*alt="${slidePicture.alt_text}"[^>]*>`).exec(home)?.[0];
    expect(hero).toContain(slidePicture.url.replace(/\.png$/, ""));
  });

  it("lists where a file in use appears, deletes it only when confirmed, and those places show no picture", async () => {
    const slidePicture = stored(PICTURES.slide)!;
    const page = await signedInPage(browser(), server(), editor);
    await openLibrary(page, "?tab=homepage-slides");
    const card = fileCard(page, PICTURES.slide);
    expect(await card.locator("[data-media-in-use]").textContent()).toBe("Used in 1 place");
    await card.getByRole("button", { name: /^Delete/ }).click();
    const question = await dialogTitled(page, `Are you sure you want to delete "${PICTURES.slide}"?`);
    const uses = question.locator("[data-media-use]");
    expect(await uses.allTextContents()).toEqual(["Homepage slide Flag Hoisting"]);
    // The link opens the slide's own dialog on the Homepage Slider, where the picture is changed (issue 28).
    const [flagSlide] = queryDatabase<{ id: string }>(
      server(),
      "select id from content where kind = 'homepage_slide' and title = 'Flag Hoisting'",
    );
    const href = await uses.getByRole("link", { name: "Flag Hoisting" }).getAttribute("href");
    expect(href).toBe(`/admin/homepage?edit=${flagSlide!.id}`);
    const slider = await signedInPage(browser(), server(), editor);
    await slider.goto(`${server().url}${href}`);
    const slideDialog = slider.getByRole("dialog", { name: "Edit Slide" });
    await slideDialog.waitFor();
    expect(await slideDialog.getByLabel(/^Title\*?$/).inputValue()).toBe("Flag Hoisting");
    await slider.close();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/media-delete-in-use-1440.png` });
    await question.getByRole("button", { name: DELETE_ANYWAY_LABEL }).click();
    await expectToastOf(page, "success", "File deleted");
    await expect.poll(() => fileCard(page, PICTURES.slide).count()).toBe(0);
    expect(await page.getByText("No media files found").count()).toBe(1);

    expect((await fetch(`${server().url}${slidePicture.url}`)).status).toBe(404);
    const slide = queryDatabase<{ featured_image: string | null }>(
      server(),
      "select featured_image from content where kind = 'homepage_slide' and title = 'Flag Hoisting'",
    )[0];
    expect(slide?.featured_image).toBeNull();
    const home = await fetch(`${server().url}/`, { headers: { cookie: FRESH_RENDER_COOKIE } });
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("Flag Hoisting");
    expect(html).not.toContain(slidePicture.url.replace(/\.png$/, ""));
  });

  it("shows the spec's failures: 'Failed to load media files', 'Update failed' and 'Delete failed'", async () => {
    const page = await signedInPage(browser(), server(), editor, [...FAULTS, ...REFUSED]);
    writeDatabase(server(), "alter table media rename to media_away");
    try {
      await openLibrary(page);
      await expectToastOf(page, "error", "Failed to load media files");
      expect(await page.getByRole("alert").filter({ hasText: "Failed to load media files" }).count()).toBe(1);
      expect(await page.getByText("No media files found").count()).toBe(0);
    } finally {
      writeDatabase(server(), "alter table media_away rename to media");
    }

    // The page is open when the table goes: a save, then a delete, fail with the spec's words.
    await openLibrary(page, "?q=news-announcement");
    await fileCard(page, PICTURES.news).getByRole("button", { name: /^Edit/ }).click();
    const dialog = await dialogTitled(page, EDIT_MEDIA_TITLE);
    await dialog.getByLabel(CAPTION_LABEL).fill("Never saved");
    writeDatabase(server(), "alter table media rename to media_away");
    try {
      await dialog.getByRole("button", { name: SAVE_CHANGES_LABEL }).click();
      await expectToastOf(page, "error", "Update failed", UPDATE_FAILED_MESSAGE);
      expect(await dialog.getByRole("alert").textContent()).toBe(UPDATE_FAILED_MESSAGE);
    } finally {
      writeDatabase(server(), "alter table media_away rename to media");
    }
    await openLibrary(page, "?q=news-announcement");
    await fileCard(page, PICTURES.news)
      .getByRole("button", { name: /^Delete/ })
      .click();
    const failing = await dialogTitled(page, /^Are you sure/);
    writeDatabase(server(), "alter table media rename to media_away");
    try {
      await failing.getByRole("button", { name: DELETE_CONFIRM_LABEL }).click();
      await expectToastOf(page, "error", "Delete failed", "Failed to delete the file. Please try again.");
    } finally {
      writeDatabase(server(), "alter table media_away rename to media");
    }
    expect(stored(PICTURES.news)?.caption).toBeNull();

    // A file someone else deleted meanwhile: the refusal says so.
    await openLibrary(page, "?q=news-announcement");
    await fileCard(page, PICTURES.news)
      .getByRole("button", { name: /^Delete/ })
      .click();
    const question = await dialogTitled(page, /^Are you sure/);
    writeDatabase(server(), "delete from media where original_name = ?", PICTURES.news);
    await question.getByRole("button", { name: DELETE_CONFIRM_LABEL }).click();
    await expectToastOf(page, "error", "Delete failed", MEDIA_MESSAGES.file);
    await expect.poll(() => fileCard(page, PICTURES.news).count()).toBe(0);
  });

  it("is reached from the dashboard, passes axe with its dialogs open, and fits 390 and 1440 px", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openAdminPage(page, `${server().url}/admin`, "Dashboard");
    const total = queryDatabase<{ n: number }>(server(), "select count(*) as n from media")[0]!.n;
    expect(await page.locator('[data-stat="Media Files"] [data-stat-value]').textContent()).toBe(
      String(total),
    );
    await page.getByRole("link", { name: "Open the media library" }).click();
    await page.waitForURL(mediaUrl());
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(MEDIA_ADMIN_TITLE);

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const view of [GRID_VIEW_LABEL, LIST_VIEW_LABEL]) {
        await openLibrary(page, "?tab=gallery");
        await page.getByRole("button", { name: view }).click();
        await animationsSettled(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${view} at ${width} px`).toBeLessThanOrEqual(0);
        expect((await axe(page).analyze()).violations).toEqual([]);
        if (SCREENSHOTS)
          await page.screenshot({
            path: `${SCREENSHOTS}/media-${view.toLowerCase()}-${width}.png`,
            fullPage: true,
          });
      }
      await files(page).first().getByRole("button", { name: /^Edit/ }).click();
      await dialogTitled(page, EDIT_MEDIA_TITLE);
      await animationsSettled(page);
      expect((await axe(page).analyze()).violations).toEqual([]);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/media-edit-${width}.png` });
      await page.keyboard.press("Escape");
      await files(page)
        .first()
        .getByRole("button", { name: /^Delete/ })
        .click();
      await dialogTitled(page, /^Are you sure/);
      await animationsSettled(page);
      expect((await axe(page).analyze()).violations).toEqual([]);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/media-delete-${width}.png` });
      await page.keyboard.press("Escape");
    }

    await openAdminPage(page, `${server().url}/admin/gallery`, "Gallery Management");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole("button", { name: "Add Gallery Item" }).click();
    const form = await dialogTitled(page, "Add Gallery Item");
    await form.getByRole("button", { name: CHOOSE_FROM_LIBRARY_LABEL }).click();
    const picker = await dialogTitled(page, PICKER_TITLE);
    await expect.poll(() => picker.locator("[data-picker-choice]").count()).toBeGreaterThan(0);
    await animationsSettled(page);
    expect((await axe(page).analyze()).violations).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/media-picker-1440.png` });
    await page.keyboard.press("Escape");
    await expect.poll(() => picker.count()).toBe(0);
    expect(await form.count()).toBe(1);
  });
});

describe("the library picker", () => {
  it("loads more pictures a page at a time, keeps focus in the grid, and fills the field as an upload would", async () => {
    // Thirteen more records of one stored picture (its storage path, unique, is told apart).
    for (let n = 1; n <= 13; n++) {
      writeDatabase(
        server(),
        `insert into media (id, filename, original_name, mime_type, size_bytes, url, category, bucket_id,
           storage_path, uploaded_by, alt_text, caption, width, height, content_hash, variants, placeholder, created_at)
         select ?, filename, ?, mime_type, size_bytes, url, category, bucket_id, storage_path || ?, uploaded_by,
           alt_text, caption, width, height, null, variants, placeholder, ?
         from media where original_name = ?`,
        `copy-${n}`,
        `copy ${String(n).padStart(2, "0")}.png`,
        `.copy-${n}`,
        new Date(Date.UTC(2020, 0, n)).toISOString(),
        PICTURES.science,
      );
    }
    const page = await signedInPage(browser(), server(), editor);
    await openAdminPage(page, `${server().url}/admin/gallery`, "Gallery Management");
    await page.getByRole("button", { name: "Add Gallery Item" }).click();
    const form = await dialogTitled(page, "Add Gallery Item");
    await form.getByRole("button", { name: CHOOSE_FROM_LIBRARY_LABEL }).click();
    const picker = await dialogTitled(page, PICKER_TITLE);
    await expect.poll(() => picker.getByTestId("picker-count").textContent()).toBe("15 files found");
    const choices = picker.locator("[data-picker-choice]");
    expect(await choices.count()).toBe(12);
    await picker.getByRole("button", { name: "Load more" }).click();
    await expect.poll(() => choices.count()).toBe(15);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(await choices.nth(12).textContent());
    expect(await picker.getByRole("button", { name: "Load more" }).count()).toBe(0);
    await picker.getByRole("button", { name: "copy 01.png", exact: true }).click();
    await expect.poll(() => picker.count()).toBe(0);
    expect(await form.locator('input[type="hidden"][name="mediaId"]').inputValue()).toBe("copy-1");
    expect(await form.locator('input[type="hidden"][name="imageUrl"]').inputValue()).toBe(
      stored(PICTURES.science)!.url,
    );
    expect(await form.locator("img").first().getAttribute("src")).toMatch(/-\d+\.webp$/);
  });
});
