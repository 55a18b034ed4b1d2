// Gallery Management at /admin/gallery: the empty text and the count, Add Gallery Item with a real
// photo, the edit dialog (order and slug kept), delete without a question and Undo in the toast
// (the item back exactly, within the toast's 4 seconds only), "Add Many Photos" (ten photos, titles
// from the file names, progress for each, an eleventh refused with 'Too many files', a broken file
// reported on its own line), the category filter in the URL, the grid/list choice across reloads,
// every toast of spec §8, the stale-edit refusal between two pages, bad input posted directly, the
// public /gallery on the next request after each change, axe with the dialogs open, the keyboard
// alone, 200-character titles, and 1,000 items a page at a time.
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ADD_ITEM_LABEL,
  ADD_ITEM_TITLE,
  ADD_MANY_LABEL,
  ADD_MANY_TITLE,
  ALL_CATEGORIES_LABEL,
  BATCH_CATEGORY_LABEL,
  BATCH_STATUS,
  CATEGORY_FILTER_LABEL,
  CREATE_ITEM_SUBMIT,
  DONE_LABEL,
  EDIT_ITEM_TITLE,
  ERROR_TITLE,
  FEATURED_BADGE,
  GALLERY_ADMIN_PAGE_SIZE,
  GALLERY_ADMIN_TITLE,
  GALLERY_DELETE_FAILED,
  GALLERY_DESCRIPTION_MAX,
  GALLERY_LOAD_FAILED,
  GALLERY_MESSAGES,
  GALLERY_SAVE_FAILED,
  GALLERY_TITLE_MAX,
  GRID_VIEW_LABEL,
  ITEM_CREATED,
  ITEM_DELETED,
  ITEM_FIELD_LABELS,
  ITEM_RESTORED,
  ITEM_UPDATED,
  itemCount,
  LIST_VIEW_LABEL,
  NO_GALLERY_ITEMS,
  PHOTO_TITLE_MISSING,
  PHOTO_TITLE_PLACEHOLDER,
  photoAltTextLabel,
  photoTamilTitleLabel,
  photoTitleLabel,
  TOO_MANY_FILES,
  UNDO_LABEL,
  UPDATE_ITEM_SUBMIT,
  UPLOAD_FAILED_TITLE,
  uploadFailedLine,
  uploadPhotosLabel,
} from "~/copy/admin-gallery";
import { GALLERY_CATEGORIES } from "~/copy/categories";
import { STALE_EDIT_MESSAGE } from "~/server/content/record.server";
import { TEST_ADMIN } from "../support/app-server";
import { animationsSettled } from "../support/browser";
import { queryDatabase, writeDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { addDemoImage, insertContent } from "../support/server-data";
import { SPEC } from "../support/spec";
import { expectToastOf, expectToastShown, recordToasts, toastWith } from "../support/toasts";
import { englishField, expectToast, openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { drawnDialog } from "./helpers/dialogs";
import { discardChanges } from "./helpers/discard-changes";
import { tileTitlesIn } from "./helpers/gallery-page";
import { type SignedInStaff, signedInPage, signedInStaff, staffCookie } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser({ env: { SEED_DEMO_CONTENT: "false" } });

let editor: SignedInStaff;
let viewer: SignedInStaff;
let adminCookie: string;
/** A picture in the media library, as an upload leaves it. */
let library: { id: string; url: string };

beforeAll(async () => {
  [editor, viewer] = await signedInStaff(server(), [
    { username: "gallery_editor", name: "Geetha Editor", role: "editor", password: "editor-pass-123" },
    { username: "gallery_viewer", name: "Vasanth Viewer", role: "viewer", password: "viewer-pass-123" },
  ]);
  await addDemoImage(server(), "gallery-sports");
  [library] = queryDatabase<{ id: string; url: string }>(server(), "select id, url from media") as [
    { id: string; url: string },
  ];
  adminCookie = await staffCookie(server(), TEST_ADMIN);
});

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
/** Refusals the browser logs for a 4xx or 5xx answer the test provokes. */
const REFUSED = [/status of 4\d\d/];
const FAULTS = [/status of 5\d\d/];

type StoredItem = {
  id: string;
  title: string;
  slug: string;
  description: string | null;
  status: string;
  image: string | null;
  mediaId: string | null;
  category: string;
  isFeatured: number;
  orderIndex: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
};

/** The gallery items as stored, newest order first. */
function storedItems(): StoredItem[] {
  return queryDatabase<StoredItem>(
    server(),
    `select c.id, c.title, c.slug, c.summary as description, c.status, c.featured_image as image,
            c.featured_media_id as mediaId, g.category, g.is_featured as isFeatured,
            g.order_index as orderIndex, c.created_at as createdAt, c.updated_at as updatedAt,
            c.published_at as publishedAt
       from content c join gallery_item g on g.content_id = c.id
      where c.kind = 'gallery' order by g.order_index desc, c.id`,
  );
}
const storedTitles = () => storedItems().map((item) => item.title);
const stored = (title: string) => storedItems().find((item) => item.title === title);

type Row = {
  title: string;
  category?: string;
  description?: string;
  orderIndex?: number;
  isFeatured?: boolean;
};

/** Replaces every gallery item with these, saved by the application's own command, with the library picture. */
async function onlyItems(rows: Row[]): Promise<string[]> {
  writeDatabase(server(), "delete from gallery_item; delete from content where kind = 'gallery';");
  if (rows.length === 0) return [];
  return insertContent(
    server(),
    rows.map((row, index) => ({
      kind: "gallery" as const,
      title: row.title,
      summary: row.description ?? null,
      featuredImage: library.url,
      gallery: {
        category: row.category ?? "Other",
        orderIndex: row.orderIndex ?? 1_000_000 - index,
        isFeatured: row.isFeatured ?? false,
      },
    })),
  );
}

const galleryUrl = (search = "") => `${server().url}/admin/gallery${search}`;
const openGalleryAdmin = (page: Page, search = "") =>
  openAdminPage(page, galleryUrl(search), GALLERY_ADMIN_TITLE);

const items = (page: Page) => page.locator("[data-gallery-item]");
const item = (page: Page, title: string) =>
  items(page).filter({ has: page.locator("[data-item-title]", { hasText: title }) });
const listedTitles = (page: Page) => page.locator("[data-item-title]").allTextContents();
const count = (page: Page) => page.getByTestId("gallery-count").textContent();

const itemDialog = (page: Page, title: string) => drawnDialog(page, title, { exact: false });

/** A real photo, made here: a coloured field with a sun, as a JPEG. */
function photo(width = 1200, height = 900, hue = 170) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: hue } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f5b700"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Titles of the public gallery's tiles, as an anonymous visitor gets the page (the render cache's answer). */
async function publicTitles(search = "") {
  const response = await fetch(`${server().url}/gallery${search}`);
  expect(response.status).toBe(200);
  return tileTitlesIn(await response.text());
}

/** Posts the page's form directly, as a script or an old page would, without the browser's checks. */
async function post(fields: Record<string, string> | FormData | URLSearchParams, cookie = editor.cookie) {
  const response = await fetch(galleryUrl(), {
    method: "POST",
    redirect: "manual",
    headers: { ...(cookie ? { cookie } : {}), origin: server().url },
    body:
      fields instanceof FormData || fields instanceof URLSearchParams ? fields : new URLSearchParams(fields),
  });
  const text = await response.text();
  return { status: response.status, text, location: response.headers.get("location") };
}

const focused = (page: Page, selector: string) =>
  page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);

/** Presses Tab until the focused element matches `selector` (at most `limit` presses). */
async function tabTo(page: Page, selector: string, limit = 80) {
  for (let press = 0; press < limit; press++) {
    if (await focused(page, selector)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Requests both galleries so the render cache holds them: a later change must empty it. */
async function warmGalleryPages() {
  for (const path of ["/gallery", "/ta/gallery"]) await (await fetch(`${server().url}${path}`)).arrayBuffer();
}

/** The titles in "Add Many Photos"' list before the upload: each an input the clerk can change. */
const batchTitles = (dialog: Locator) =>
  dialog
    .locator("[data-batch-title]")
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));

/** Chooses a photo in a dialog's image field and waits until it is uploaded into the media library. */
async function uploadInto(dialog: Locator, name: string, bytes: Buffer) {
  const field = dialog.locator('input[name="imageUrl"]');
  const before = await field.inputValue();
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/jpeg", buffer: bytes });
  await expect.poll(() => field.inputValue(), { timeout: 30_000 }).not.toBe(before);
  expect(await field.inputValue()).toMatch(/^\/media\/gallery\//);
}

describe("Gallery Management", () => {
  it("shows the empty text, refuses an item without a picture, and creates one with a real photo that /gallery shows next", async () => {
    await onlyItems([]);
    const page = await signedInPage(browser(), server(), editor);
    await openGalleryAdmin(page);
    expect(await page.getByText(NO_GALLERY_ITEMS, { exact: true }).count()).toBe(1);
    expect(await count(page)).toBe(itemCount(0));
    await publicTitles();

    await page.getByRole("button", { name: ADD_ITEM_LABEL }).click();
    const dialog = await itemDialog(page, ADD_ITEM_TITLE);
    // The spec's categories, 'Other' first and chosen.
    const category = dialog.getByLabel(ITEM_FIELD_LABELS.category);
    expect(await category.locator("option").allTextContents()).toEqual([...GALLERY_CATEGORIES]);
    expect(await category.inputValue()).toBe("Other");
    const featured = dialog.getByRole("checkbox", { name: ITEM_FIELD_LABELS.isFeatured });
    expect(await featured.getAttribute("aria-checked")).toBe("false");

    // No picture: refused next to the image field, nothing saved.
    await englishField(dialog, ITEM_FIELD_LABELS.title).fill("Sports Day Relay");
    await dialog.getByRole("button", { name: CREATE_ITEM_SUBMIT }).click();
    await expect.poll(() => dialog.getByText(GALLERY_MESSAGES.imageRequired).count()).toBe(1);
    expect(storedItems()).toEqual([]);

    await englishField(dialog, ITEM_FIELD_LABELS.description).fill(
      "The last lap of the relay, Class 5 against Class 4.",
    );
    await category.selectOption("Sports & Games");
    await featured.click();
    await uploadInto(dialog, "relay.jpg", await photo());
    expect(await dialog.locator("img").getAttribute("src")).toMatch(/\.webp$/);
    const before = Date.now();
    await dialog.getByRole("button", { name: CREATE_ITEM_SUBMIT }).click();
    await expectToastOf(page, "success", ITEM_CREATED, "Sports Day Relay");
    const after = Date.now();
    await expect.poll(() => dialog.count()).toBe(0);

    const [saved, ...others] = storedItems();
    expect(others).toEqual([]);
    expect(saved).toMatchObject({
      title: "Sports Day Relay",
      description: "The last lap of the relay, Class 5 against Class 4.",
      status: "published",
      category: "Sports & Games",
      isFeatured: 1,
    });
    // The order is the moment of creation.
    expect(saved!.orderIndex).toBeGreaterThanOrEqual(before - 1000);
    expect(saved!.orderIndex).toBeLessThanOrEqual(after);
    expect(saved!.publishedAt).not.toBeNull();
    expect(queryDatabase(server(), "select url, category from media where id = ?", saved!.mediaId)).toEqual([
      { url: saved!.image, category: "gallery" },
    ]);

    // The card: picture, title, category and Featured badges; the count.
    const card = item(page, "Sports Day Relay");
    await card.waitFor();
    expect(await card.locator("[data-item-category]").textContent()).toBe("Sports & Games");
    expect(await card.locator("[data-item-featured]").textContent()).toBe(FEATURED_BADGE);
    await expect
      .poll(() => card.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await count(page)).toBe(itemCount(1));
    expect(await page.getByText(NO_GALLERY_ITEMS).count()).toBe(0);

    // The public gallery, on the very next request, with the photo's sizes.
    expect(await publicTitles()).toEqual(["Sports Day Relay"]);
    expect(await (await fetch(`${server().url}/gallery`)).text()).toContain("/media/gallery/");
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/gallery-one.png`, fullPage: true });
  });

  it("edits an item with its saved values: the order and slug stay, and /gallery shows the change next", async () => {
    await onlyItems([
      {
        title: "Kolam Contest",
        category: "Arts & Crafts",
        description: "Rice-flour patterns.",
        isFeatured: true,
      },
      { title: "Yoga Morning" },
    ]);
    const before = stored("Kolam Contest")!;
    await publicTitles();
    const page = await signedInPage(browser(), server(), editor);
    await openGalleryAdmin(page);
    expect(await listedTitles(page)).toEqual(["Kolam Contest", "Yoga Morning"]);

    await item(page, "Kolam Contest").getByRole("button", { name: /^Edit/ }).click();
    const dialog = await itemDialog(page, EDIT_ITEM_TITLE);
    expect(await englishField(dialog, ITEM_FIELD_LABELS.title).inputValue()).toBe("Kolam Contest");
    expect(await englishField(dialog, ITEM_FIELD_LABELS.description).inputValue()).toBe(
      "Rice-flour patterns.",
    );
    expect(await dialog.getByLabel(ITEM_FIELD_LABELS.category).inputValue()).toBe("Arts & Crafts");
    const featured = dialog.getByRole("checkbox", { name: ITEM_FIELD_LABELS.isFeatured });
    expect(await featured.getAttribute("aria-checked")).toBe("true");
    expect(await dialog.locator('input[name="imageUrl"]').inputValue()).toBe(library.url);

    await englishField(dialog, ITEM_FIELD_LABELS.title).fill("Pongal Kolam Contest");
    await englishField(dialog, ITEM_FIELD_LABELS.description).fill("");
    await dialog.getByLabel(ITEM_FIELD_LABELS.category).selectOption("Cultural Events");
    await featured.click();
    await dialog.getByRole("button", { name: UPDATE_ITEM_SUBMIT }).click();
    await expectToastOf(page, "success", ITEM_UPDATED, "Pongal Kolam Contest");
    await expect.poll(() => dialog.count()).toBe(0);

    const after = stored("Pongal Kolam Contest")!;
    expect(after).toMatchObject({
      id: before.id,
      slug: before.slug,
      orderIndex: before.orderIndex,
      image: before.image,
      createdAt: before.createdAt,
      description: null,
      category: "Cultural Events",
      isFeatured: 0,
      status: "published",
    });
    expect(after.updatedAt > before.updatedAt).toBe(true);
    await expect.poll(() => listedTitles(page)).toEqual(["Pongal Kolam Contest", "Yoga Morning"]);
    expect(await item(page, "Pongal Kolam Contest").locator("[data-item-featured]").count()).toBe(0);
    expect(await publicTitles()).toEqual(["Pongal Kolam Contest", "Yoga Morning"]);

    // A new picture replaces the old one; the order still stays.
    await item(page, "Pongal Kolam Contest").getByRole("button", { name: /^Edit/ }).click();
    const again = await itemDialog(page, EDIT_ITEM_TITLE);
    await uploadInto(again, "kolam.jpg", await photo(1000, 750, 40));
    await again.getByRole("button", { name: UPDATE_ITEM_SUBMIT }).click();
    await expectToastOf(page, "success", ITEM_UPDATED);
    await expect.poll(() => stored("Pongal Kolam Contest")?.image).not.toBe(library.url);
    expect(stored("Pongal Kolam Contest")).toMatchObject({
      orderIndex: before.orderIndex,
      slug: before.slug,
    });
  });

  it("deletes at once without a question; Undo in the toast brings the item back exactly, in its place", async () => {
    await onlyItems([
      { title: "Science Fair Volcano", category: "Science & Technology", description: "Baking soda." },
      { title: "Library Week", isFeatured: true, description: "A book for every child." },
      { title: "Field Trip to Vandalur", category: "Field Trips" },
    ]);
    const before = storedItems();
    const library_ = before.find((row) => row.title === "Library Week")!;
    await publicTitles();
    const page = await signedInPage(browser(), server(), editor);
    await openGalleryAdmin(page);

    await item(page, "Library Week")
      .getByRole("button", { name: /^Delete/ })
      .click();
    // No question: gone from the list at once, and from the database and /gallery.
    expect(await page.getByRole("dialog").count()).toBe(0);
    await expectToastOf(page, "success", ITEM_DELETED, "Library Week");
    const toast = toastWith(page, ITEM_DELETED).last();
    expect(await toast.getByRole("button", { name: UNDO_LABEL }).count()).toBe(1);
    await expect.poll(() => listedTitles(page)).toEqual(["Science Fair Volcano", "Field Trip to Vandalur"]);
    expect(await count(page)).toBe(itemCount(2));
    expect(stored("Library Week")).toBeUndefined();
    expect(await publicTitles()).toEqual(["Science Fair Volcano", "Field Trip to Vandalur"]);

    await toast.getByRole("button", { name: UNDO_LABEL }).click();
    await expectToastOf(page, "success", ITEM_RESTORED, "Library Week");
    await expect
      .poll(() => listedTitles(page))
      .toEqual(["Science Fair Volcano", "Library Week", "Field Trip to Vandalur"]);
    // Exactly as it was: same id, slug, picture, order, dates and all.
    expect(storedItems()).toEqual(before);
    expect(stored("Library Week")).toEqual(library_);
    expect(await item(page, "Library Week").locator("[data-item-featured]").count()).toBe(1);
    expect(await count(page)).toBe(itemCount(3));
    expect(await publicTitles()).toEqual(["Science Fair Volcano", "Library Week", "Field Trip to Vandalur"]);
  });

  it("offers Undo only for the toast's 4 seconds; after that the item stays deleted", async () => {
    await onlyItems([{ title: "Annual Day Stage" }, { title: "Sports Shed" }]);
    const page = await signedInPage(browser(), server(), editor);
    await page.clock.install();
    await openGalleryAdmin(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await item(page, "Annual Day Stage")
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expectToastOf(page, "success", ITEM_DELETED, "Annual Day Stage");
    expect(stored("Annual Day Stage")).toBeUndefined();
    const undo = toastWith(page, ITEM_DELETED).getByRole("button", { name: UNDO_LABEL });
    await page.mouse.move(10, 10);
    await page.clock.runFor(SPEC.toastDurationMs - 100);
    expect(await undo.count()).toBe(1);
    await page.clock.runFor(200);
    await expect.poll(() => undo.count()).toBe(0);
    expect(stored("Annual Day Stage")).toBeUndefined();
    expect(storedTitles()).toEqual(["Sports Shed"]);
  });

  it("adds ten photos at once: titles from the file names, progress for each, one category, in the order chosen; an eleventh is refused", async () => {
    await onlyItems([{ title: "Older Photo" }]);
    await publicTitles();
    const page = await signedInPage(browser(), server(), editor);
    await openGalleryAdmin(page);
    await page.getByRole("button", { name: ADD_MANY_LABEL }).click();
    const dialog = await itemDialog(page, ADD_MANY_TITLE);
    await dialog.getByLabel(BATCH_CATEGORY_LABEL).selectOption("Annual Functions");

    const names = Array.from(
      { length: 11 },
      (_, i) => `annual-day_stage-${String(i + 1).padStart(2, "0")}.jpg`,
    );
    const files = await Promise.all(
      names.map(async (name, i) => ({ name, mimeType: "image/jpeg", buffer: await photo(800, 600, 20 * i) })),
    );
    await dialog.locator('input[type="file"]').setInputFiles(files);
    // Ten are taken, the eleventh refused with the dropzone's words.
    const refusal = dialog.locator("[data-batch-refusals]");
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(TOO_MANY_FILES);
    expect(await refusal.textContent()).toContain(names[10]);
    const lines = dialog.locator("[data-batch-photo]");
    expect(await lines.count()).toBe(10);
    const titles = names.slice(0, 10).map((_, i) => `Annual Day Stage ${String(i + 1).padStart(2, "0")}`);
    expect(await batchTitles(dialog)).toEqual(titles);

    // Every progress bar's values, as the page draws them.
    await page.evaluate(() => {
      const seen: Record<string, number[]> = {};
      (window as unknown as { __progress: typeof seen }).__progress = seen;
      const record = () => {
        for (const bar of document.querySelectorAll<HTMLElement>("[data-batch-photo] [role=progressbar]")) {
          const name = bar.closest<HTMLElement>("[data-batch-photo]")!.dataset.batchPhoto!;
          const value = Number(bar.getAttribute("aria-valuenow"));
          const list = seen[name] ?? [];
          seen[name] = list;
          if (list.at(-1) !== value) list.push(value);
        }
      };
      record();
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        attributes: true,
        childList: true,
      });
    });
    const toasts = await recordToasts(page);
    await dialog.getByRole("button", { name: uploadPhotosLabel(10) }).click();
    await expect
      .poll(() => dialog.locator('[data-batch-photo][data-status="added"]').count(), { timeout: 60_000 })
      .toBe(10);
    await expectToastShown(toasts, "success", ITEM_CREATED, "10 photos were added to Annual Functions.");
    expect(await dialog.locator("[data-batch-status]").allTextContents()).toEqual(
      Array.from({ length: 10 }, () => BATCH_STATUS.added),
    );
    const progress = await page.evaluate(
      () => (window as unknown as { __progress: Record<string, number[]> }).__progress,
    );
    for (const name of names.slice(0, 10)) {
      // From nothing, through stored (spec §4: 50), to saved (100).
      expect(progress[name]?.[0], name).toBe(0);
      expect(progress[name], name).toContain(50);
      expect(progress[name]?.at(-1), name).toBe(100);
    }
    expect(await dialog.locator("[data-batch-summary]").textContent()).toBe("10 of 10 photos added.");
    // The Upload button has gone: focus is on Done, which took its place.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(DONE_LABEL);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/gallery-add-many-done.png` });

    // Stored: ten published items in that category, in the order chosen, each with its own upload.
    const added = storedItems().filter((row) => row.category === "Annual Functions");
    expect(added.map((row) => row.title)).toEqual(titles);
    expect(new Set(added.map((row) => row.mediaId)).size).toBe(10);
    expect(added.every((row) => row.status === "published" && row.image?.startsWith("/media/gallery/"))).toBe(
      true,
    );
    expect(storedTitles()).toEqual([...titles, "Older Photo"]);
    expect(stored("Annual Day Stage 11")).toBeUndefined();

    await dialog.getByRole("button", { name: DONE_LABEL }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => listedTitles(page)).toEqual([...titles, "Older Photo"]);
    expect(await count(page)).toBe(itemCount(11));
    expect(await publicTitles()).toEqual([...titles, "Older Photo"]);

    // Each is an ordinary item afterwards.
    await item(page, "Annual Day Stage 03").getByRole("button", { name: /^Edit/ }).click();
    const edit = await itemDialog(page, EDIT_ITEM_TITLE);
    expect(await edit.getByLabel(ITEM_FIELD_LABELS.category).inputValue()).toBe("Annual Functions");
    await englishField(edit, ITEM_FIELD_LABELS.title).fill("Annual Day: the lamp lighting");
    await edit.getByRole("button", { name: UPDATE_ITEM_SUBMIT }).click();
    await expectToastOf(page, "success", ITEM_UPDATED);
    expect(storedTitles()[2]).toBe("Annual Day: the lamp lighting");
  });

  it("reports a photo that cannot be uploaded on its own line with the spec's text, and adds the others", async () => {
    await onlyItems([]);
    const page = await signedInPage(browser(), server(), editor, REFUSED);
    await openGalleryAdmin(page);
    await page.getByRole("button", { name: ADD_MANY_LABEL }).click();
    const dialog = await itemDialog(page, ADD_MANY_TITLE);
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: "prize-giving.jpg", mimeType: "image/jpeg", buffer: await photo(800, 600) },
      { name: "broken.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture at all") },
      { name: "prize_winners.jpg", mimeType: "image/jpeg", buffer: await photo(800, 600, 90) },
    ]);
    const toasts = await recordToasts(page);
    await dialog.getByRole("button", { name: uploadPhotosLabel(3) }).click();
    await expect
      .poll(() => dialog.locator('[data-batch-photo][data-status="added"]').count(), { timeout: 60_000 })
      .toBe(2);
    const broken = dialog.locator('[data-batch-photo="broken.jpg"]');
    expect(await broken.getAttribute("data-status")).toBe("failed");
    expect(await broken.locator("[data-batch-status]").textContent()).toBe(uploadFailedLine("broken.jpg"));
    expect(await broken.textContent()).toContain("This file is not a PNG, JPEG, GIF or WebP image.");
    await expectToastShown(
      toasts,
      "error",
      UPLOAD_FAILED_TITLE,
      "Failed to upload broken.jpg. Please try again.",
    );
    await expectToastShown(toasts, "success", ITEM_CREATED, "2 photos were added to Other.");
    expect(await dialog.locator("[data-batch-summary]").textContent()).toBe("2 of 3 photos added, 1 failed.");
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/gallery-add-many-failed.png` });
    expect(storedTitles()).toEqual(["Prize Giving", "Prize Winners"]);
  });

  it("suggests tidy titles from file names, asks for one where a camera named the file, and saves the titles typed in the list", async () => {
    await onlyItems([]);
    const page = await signedInPage(browser(), server(), editor);
    await openGalleryAdmin(page);
    await page.getByRole("button", { name: ADD_MANY_LABEL }).click();
    const dialog = await itemDialog(page, ADD_MANY_TITLE);
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await photo(600, 450) },
      {
        name: "WhatsApp Image 2024-01-26 at 10.15.30.jpeg",
        mimeType: "image/jpeg",
        buffer: await photo(600, 450, 40),
      },
      { name: "sports_day-relay.jpg", mimeType: "image/jpeg", buffer: await photo(600, 450, 80) },
    ]);
    expect(await batchTitles(dialog)).toEqual(["", "", "Sports Day Relay"]);
    const camera = dialog.getByLabel(photoTitleLabel("IMG_2041.jpg"));
    expect(await camera.getAttribute("placeholder")).toBe(PHOTO_TITLE_PLACEHOLDER);

    // Upload with titles missing: nothing is sent, each empty title says so, the first has the focus.
    await dialog.getByRole("button", { name: uploadPhotosLabel(3) }).click();
    await expect.poll(() => dialog.getByText(PHOTO_TITLE_MISSING).count()).toBe(2);
    expect(await camera.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => camera.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await dialog.locator('[data-batch-photo][data-status="waiting"]').count()).toBe(3);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await animationsSettled(page);
      expect((await axe(page).analyze()).violations).toEqual([]);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/gallery-add-many-titles-${width}.png` });
    }

    await camera.fill("Science fair: the volcano");
    await dialog
      .getByLabel(photoTitleLabel("WhatsApp Image 2024-01-26 at 10.15.30.jpeg"))
      .fill("Prize winners");
    await dialog.getByLabel(photoTitleLabel("sports_day-relay.jpg")).fill("Sports Day: the relay final");
    // Each line asks for a Tamil title and the alt text, suggested from a person's file name (issue 28).
    expect(
      await dialog
        .locator("[data-batch-alt-text]")
        .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value)),
    ).toEqual(["", "", "Sports day relay"]);
    await dialog.getByLabel(photoTamilTitleLabel("sports_day-relay.jpg")).fill("விளையாட்டு நாள்: தொடர் ஓட்டம்");
    await dialog.getByLabel(photoAltTextLabel("IMG_2041.jpg")).fill("A paper volcano erupting on a desk");
    await expect.poll(() => dialog.getByText(PHOTO_TITLE_MISSING).count()).toBe(0);
    await warmGalleryPages();
    await dialog.getByRole("button", { name: uploadPhotosLabel(3) }).click();
    await expect
      .poll(() => dialog.locator('[data-batch-photo][data-status="added"]').count(), { timeout: 60_000 })
      .toBe(3);
    expect(storedTitles()).toEqual([
      "Science fair: the volcano",
      "Prize winners",
      "Sports Day: the relay final",
    ]);
    expect(
      queryDatabase<{ title: string; titleTa: string | null; alt: string | null }>(
        server(),
        `select c.title, c.title_ta as titleTa, m.alt_text as alt from content c
           join media m on m.id = c.featured_media_id where c.kind = 'gallery' order by c.title`,
      ),
    ).toEqual([
      { title: "Prize winners", titleTa: null, alt: null },
      { title: "Science fair: the volcano", titleTa: null, alt: "A paper volcano erupting on a desk" },
      { title: "Sports Day: the relay final", titleTa: "விளையாட்டு நாள்: தொடர் ஓட்டம்", alt: "Sports day relay" },
    ]);
    // The Tamil gallery shows the Tamil title; the English one, the English.
    const tamilGallery = await (await fetch(`${server().url}/ta/gallery`)).text();
    expect(tamilGallery).toContain("விளையாட்டு நாள்: தொடர் ஓட்டம்");
    const englishGallery = await (await fetch(`${server().url}/gallery`)).text();
    expect(englishGallery).toContain("Sports Day: the relay final");
    expect(englishGallery).not.toContain("விளையாட்டு நாள்: தொடர் ஓட்டம்");
  });

  it("says on each photo's line when the items cannot be saved after the upload, and saves none", async () => {
    await onlyItems([]);
    const page = await signedInPage(browser(), server(), editor, FAULTS);
    await openGalleryAdmin(page);
    await page.getByRole("button", { name: ADD_MANY_LABEL }).click();
    const dialog = await itemDialog(page, ADD_MANY_TITLE);
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: "choir-1.jpg", mimeType: "image/jpeg", buffer: await photo(600, 450) },
      { name: "choir-2.jpg", mimeType: "image/jpeg", buffer: await photo(600, 450, 60) },
    ]);
    writeDatabase(server(), "alter table gallery_item rename to gallery_item_away");
    try {
      await dialog.getByRole("button", { name: uploadPhotosLabel(2) }).click();
      await expect
        .poll(() => dialog.locator('[data-batch-photo][data-status="failed"]').count(), { timeout: 60_000 })
        .toBe(2);
      expect(await dialog.locator("[data-batch-status]").allTextContents()).toEqual([
        GALLERY_SAVE_FAILED,
        GALLERY_SAVE_FAILED,
      ]);
      await expectToastOf(page, "error", ERROR_TITLE, GALLERY_SAVE_FAILED);
      expect(await dialog.locator("[data-batch-summary]").textContent()).toBe(
        "0 of 2 photos added, 2 failed.",
      );
    } finally {
      writeDatabase(server(), "alter table gallery_item_away rename to gallery_item");
    }
    expect(storedItems()).toEqual([]);
  });

  it("filters by category in the URL with the number found, keeps it on reload, and says when none are found", async () => {
    await onlyItems([
      { title: "Relay Race", category: "Sports & Games" },
      { title: "Kho-Kho Final", category: "Sports & Games" },
      { title: "Clay Models", category: "Arts & Crafts" },
      { title: "Morning Assembly" },
    ]);
    const page = await signedInPage(browser(), server(), editor);
    await openGalleryAdmin(page);
    expect(await count(page)).toBe(itemCount(4));
    const filter = page.getByLabel(CATEGORY_FILTER_LABEL);
    expect(await filter.locator("option").first().textContent()).toBe(ALL_CATEGORIES_LABEL);
    expect(await filter.locator("option").allTextContents()).toEqual([
      ALL_CATEGORIES_LABEL,
      ...GALLERY_CATEGORIES,
    ]);

    await filter.selectOption({ label: "Sports & Games" });
    // Issue 26: the filter applies as it changes (a search once typing pauses); no button to press.
    await page.waitForURL(galleryUrl("?category=sports-games"));
    await expect.poll(() => listedTitles(page)).toEqual(["Relay Race", "Kho-Kho Final"]);
    expect(await count(page)).toBe(itemCount(2));

    // Kept by the address: a reload (or a bookmark) shows the same.
    await page.reload();
    await expect.poll(() => listedTitles(page)).toEqual(["Relay Race", "Kho-Kho Final"]);
    expect(await page.getByLabel(CATEGORY_FILTER_LABEL).inputValue()).toBe("sports-games");
    expect(await count(page)).toBe(itemCount(2));

    // A category without items.
    await openGalleryAdmin(page, "?category=field-trips");
    expect(await page.getByText(NO_GALLERY_ITEMS, { exact: true }).count()).toBe(1);
    expect(await count(page)).toBe(itemCount(0));
    expect(await items(page).count()).toBe(0);

    // All Categories again; an unknown category or page is dropped from the address.
    await page.getByLabel(CATEGORY_FILTER_LABEL).selectOption({ label: ALL_CATEGORIES_LABEL });
    await page.waitForURL(galleryUrl());
    await expect.poll(() => count(page)).toBe(itemCount(4));
    const odd = await fetch(galleryUrl("?category=picnics&page=abc"), {
      redirect: "manual",
      headers: { cookie: editor.cookie },
    });
    expect(odd.status).toBe(302);
    expect(odd.headers.get("location")).toBe("/admin/gallery");
    // React Router's data requests name the loaders to run: that is not an odd address.
    const data = await fetch(
      galleryUrl("?category=sports-games&_routes=routes%2Fadmin%2Fgallery").replace(
        "/admin/gallery?",
        "/admin/gallery.data?",
      ),
      {
        redirect: "manual",
        headers: { cookie: editor.cookie },
      },
    );
    expect(data.status).toBe(200);
    expect(await data.text()).toContain("Kho-Kho Final");

    // A new item in the chosen category shows in the filtered list and its count.
    await openGalleryAdmin(page, "?category=arts-crafts");
    await page.getByRole("button", { name: ADD_ITEM_LABEL }).click();
    const dialog = await itemDialog(page, ADD_ITEM_TITLE);
    await englishField(dialog, ITEM_FIELD_LABELS.title).fill("Paper Boats");
    await dialog.getByLabel(ITEM_FIELD_LABELS.category).selectOption("Arts & Crafts");
    await uploadInto(dialog, "boats.jpg", await photo(600, 450));
    await dialog.getByRole("button", { name: CREATE_ITEM_SUBMIT }).click();
    await expect.poll(() => listedTitles(page)).toEqual(["Paper Boats", "Clay Models"]);
    expect(await count(page)).toBe(itemCount(2));
    expect(page.url()).toBe(galleryUrl("?category=arts-crafts"));
  });

  it("remembers grid or list across reloads, and the server draws the chosen view", async () => {
    await onlyItems([{ title: "Tree Planting", description: "Neem saplings by the gate." }]);
    const page = await signedInPage(browser(), server(), editor);
    await openGalleryAdmin(page);
    const list = page.locator("ul[data-view]");
    expect(await list.getAttribute("data-view")).toBe("grid");
    const grid = page.getByRole("button", { name: GRID_VIEW_LABEL });
    const rows = page.getByRole("button", { name: LIST_VIEW_LABEL });
    expect(await grid.getAttribute("aria-pressed")).toBe("true");
    expect(await rows.getAttribute("aria-pressed")).toBe("false");

    await rows.click();
    await expect.poll(() => list.getAttribute("data-view")).toBe("list");
    expect(await rows.getAttribute("aria-pressed")).toBe("true");
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/gallery-list-view.png` });
    await openGalleryAdmin(page);
    expect(await page.locator("ul[data-view]").getAttribute("data-view")).toBe("list");
    // In the first HTML already, before any script: a cookie the loader reads.
    const cookies = await page.context().cookies(galleryUrl());
    const choice = cookies.find((cookie) => cookie.name === "gallery_view");
    expect(choice?.value).toBe("list");
    const html = await (
      await fetch(galleryUrl(), { headers: { cookie: `${editor.cookie}; gallery_view=list` } })
    ).text();
    expect(html).toMatch(/<ul[^>]*data-view="list"/);

    await page.getByRole("button", { name: GRID_VIEW_LABEL }).click();
    await expect.poll(() => page.locator("ul[data-view]").getAttribute("data-view")).toBe("grid");
    await page.reload();
    await openGalleryAdmin(page);
    expect(await page.locator("ul[data-view]").getAttribute("data-view")).toBe("grid");
  });

  it("shows the spec's failures: 'Failed to load gallery items', then failed saves and deletes", async () => {
    await onlyItems([{ title: "Hidden By Failure" }]);
    const page = await signedInPage(browser(), server(), editor, [...FAULTS]);
    writeDatabase(server(), "alter table gallery_item rename to gallery_item_away");
    try {
      await openGalleryAdmin(page);
      await expectToastOf(page, "error", ERROR_TITLE, GALLERY_LOAD_FAILED);
      expect(await page.getByRole("alert").filter({ hasText: GALLERY_LOAD_FAILED }).count()).toBe(1);
      expect(await page.getByText(NO_GALLERY_ITEMS).count()).toBe(0);
      expect(await page.getByRole("button", { name: ADD_ITEM_LABEL }).isDisabled()).toBe(true);
    } finally {
      writeDatabase(server(), "alter table gallery_item_away rename to gallery_item");
    }

    // The page is open when the table goes: a save, then a delete, fail with the spec's sentences.
    await openGalleryAdmin(page);
    await item(page, "Hidden By Failure").getByRole("button", { name: /^Edit/ }).click();
    const dialog = await itemDialog(page, EDIT_ITEM_TITLE);
    await englishField(dialog, ITEM_FIELD_LABELS.title).fill("Renamed");
    writeDatabase(server(), "alter table gallery_item rename to gallery_item_away");
    try {
      await dialog.getByRole("button", { name: UPDATE_ITEM_SUBMIT }).click();
      await expectToastOf(page, "error", ERROR_TITLE, GALLERY_SAVE_FAILED);
      expect(await dialog.getByRole("alert").textContent()).toBe(GALLERY_SAVE_FAILED);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      writeDatabase(server(), "alter table gallery_item_away rename to gallery_item");
      await openGalleryAdmin(page);
      writeDatabase(server(), "alter table gallery_item rename to gallery_item_away");
      await item(page, "Hidden By Failure")
        .getByRole("button", { name: /^Delete/ })
        .click();
      await expectToastOf(page, "error", ERROR_TITLE, GALLERY_DELETE_FAILED);
    } finally {
      writeDatabase(server(), "alter table gallery_item_away rename to gallery_item");
    }
    expect(storedTitles()).toEqual(["Hidden By Failure"]);
    await openGalleryAdmin(page);
    expect(await listedTitles(page)).toEqual(["Hidden By Failure"]);
  });

  it("refuses the later of two edits of the same item, and a delete of an item already gone", async () => {
    await onlyItems([{ title: "Chess Club" }, { title: "Music Room" }]);
    const first = await signedInPage(browser(), server(), editor);
    const second = await signedInPage(browser(), server(), TEST_ADMIN, REFUSED);
    await Promise.all([openGalleryAdmin(first), openGalleryAdmin(second)]);

    await item(first, "Chess Club").getByRole("button", { name: /^Edit/ }).click();
    await item(second, "Chess Club").getByRole("button", { name: /^Edit/ }).click();
    const firstDialog = await itemDialog(first, EDIT_ITEM_TITLE);
    const secondDialog = await itemDialog(second, EDIT_ITEM_TITLE);
    await englishField(firstDialog, ITEM_FIELD_LABELS.title).fill("Chess Club Finals");
    await englishField(secondDialog, ITEM_FIELD_LABELS.title).fill("Chess Tournament");
    await firstDialog.getByRole("button", { name: UPDATE_ITEM_SUBMIT }).click();
    await expectToastOf(first, "success", ITEM_UPDATED);
    const saved = stored("Chess Club Finals")!;

    await secondDialog.getByRole("button", { name: UPDATE_ITEM_SUBMIT }).click();
    await expectToastOf(second, "error", ERROR_TITLE, STALE_EDIT_MESSAGE);
    // The message stays in the dialog, with what the person typed.
    expect(await secondDialog.getByRole("alert").textContent()).toBe(STALE_EDIT_MESSAGE);
    expect(await englishField(secondDialog, ITEM_FIELD_LABELS.title).inputValue()).toBe("Chess Tournament");
    expect(stored("Chess Club Finals")).toEqual(saved);
    await secondDialog.getByRole("button", { name: "Cancel" }).click();
    await discardChanges(second);
    // After a reload the second page edits the newer copy.
    await expect.poll(() => listedTitles(second)).toEqual(["Chess Club Finals", "Music Room"]);

    await item(first, "Music Room")
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expectToastOf(first, "success", ITEM_DELETED);
    await item(second, "Music Room")
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expectToastOf(second, "error", ERROR_TITLE, "This item no longer exists.");
    await expect.poll(() => listedTitles(second)).toEqual(["Chess Club Finals"]);
  });

  it("refuses bad input posted directly with a 4xx and changes nothing", async () => {
    const [first] = await onlyItems([{ title: "First" }, { title: "Second" }]);
    const before = storedItems();
    const mediaBefore = queryDatabase(server(), "select id from media order by id");
    const { updatedAt } = before[0]!;
    const create = { intent: "create-item", title: "X", imageUrl: library.url, mediaId: library.id };
    const edit = {
      intent: "update-item",
      itemId: first!,
      updatedAt,
      title: "Changed",
      imageUrl: library.url,
    };
    const photos = (n: number, mediaId = library.id) =>
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [
          [`photos[${i}].title`, `Photo ${i}`],
          [`photos[${i}].mediaId`, mediaId],
        ]).flat(),
      );
    const refusals: [string, Record<string, string> | FormData | URLSearchParams, number][] = [
      ["no picture", { intent: "create-item", title: "X" }, 400],
      ["a picture from elsewhere", { ...create, mediaId: "", imageUrl: "https://evil.example/x.jpg" }, 400],
      [
        "a site path that is no upload",
        { ...create, mediaId: "", imageUrl: "/media/gallery/nothing.jpg" },
        400,
      ],
      ["javascript: as the picture", { ...create, mediaId: "", imageUrl: "javascript:alert(1)" }, 400],
      ["an unknown media id", { ...create, mediaId: "no-such-media" }, 400],
      ["an unknown category", { ...create, category: "Picnics" }, 400],
      ["an empty title", { ...create, title: "   " }, 400],
      ["a long title", { ...create, title: "t".repeat(GALLERY_TITLE_MAX + 1) }, 400],
      ["a long description", { ...create, description: "d".repeat(GALLERY_DESCRIPTION_MAX + 1) }, 400],
      ["featured neither on nor off", { ...create, isFeatured: "yes please" }, 400],
      ["an unknown item on update", { ...edit, itemId: "no-such-item" }, 404],
      ["a stale copy", { ...edit, updatedAt: "2020-01-01T00:00:00.000Z" }, 409],
      ["a date that is no date", { ...edit, updatedAt: "yesterday" }, 400],
      ["an unknown category on update", { ...edit, category: "Picnics" }, 400],
      ["a picture from elsewhere on update", { ...edit, imageUrl: "https://evil.example/x.jpg" }, 400],
      ["an unknown item on delete", { intent: "delete-item", itemId: "no-such-item" }, 404],
      ["no item on delete", { intent: "delete-item" }, 400],
      ["a made-up undo token", { intent: "restore-item", token: "made-up" }, 409],
      ["eleven photos", { intent: "add-photos", category: "Other", ...photos(11) }, 400],
      ["no photos", { intent: "add-photos", category: "Other" }, 400],
      ["an unknown photo", { intent: "add-photos", category: "Other", ...photos(2, "no-such-media") }, 400],
      ["photos in an unknown category", { intent: "add-photos", category: "Picnics", ...photos(1) }, 400],
      ["no intent", { title: "X" }, 400],
      ["an unknown intent", { intent: "drop-table", title: "X" }, 400],
    ];
    const titleAsFile = new FormData();
    for (const [name, value] of Object.entries(create)) titleAsFile.set(name, value);
    titleAsFile.set("title", new Blob(["Sneaky"], { type: "text/plain" }), "title.txt");
    refusals.push(["a file as the title", titleAsFile, 400]);
    const twoTitles = new URLSearchParams(create);
    twoTitles.append("title", "Two");
    refusals.push(["two titles", twoTitles, 400]);

    for (const [what, fields, status] of refusals) {
      const answer = await post(fields);
      expect(answer.status, what).toBe(status);
    }
    const json = await fetch(galleryUrl(), {
      method: "POST",
      headers: { cookie: editor.cookie, origin: server().url, "content-type": "application/json" },
      body: JSON.stringify(create),
    });
    expect(json.status).toBe(415);
    expect(storedItems()).toEqual(before);

    // An Undo token is the deleter's own: another person's Undo is refused and leaves the item deleted.
    const deleted = await post({ intent: "delete-item", itemId: first! });
    expect(deleted.status).toBe(200);
    const token = /token\\*"\s*[,:]\s*\\*"([A-Za-z0-9_-]{16,})/.exec(deleted.text)?.[1];
    expect(token).toBeTruthy();
    expect((await post({ intent: "restore-item", token: token! }, adminCookie)).status).toBe(409);
    expect(stored("First")).toBeUndefined();
    expect((await post({ intent: "restore-item", token: token! })).status).toBe(200);
    expect(storedItems()).toEqual(before);
    // Once only.
    expect((await post({ intent: "restore-item", token: token! })).status).toBe(409);

    // Anonymous: to the sign-in page. A viewer: 403. Neither changes anything.
    const anonymous = await post({ intent: "delete-item", itemId: first! }, "");
    expect(anonymous.status).toBe(302);
    const target = new URL(anonymous.location ?? "", server().url);
    expect(target.pathname).toBe("/admin/login");
    expect(target.searchParams.get("redirectTo")).toBe("/admin/gallery");
    expect((await post({ intent: "delete-item", itemId: first! }, viewer.cookie)).status).toBe(403);
    expect((await post(create, viewer.cookie)).status).toBe(403);
    const viewerPage = await fetch(galleryUrl(), { redirect: "manual", headers: { cookie: viewer.cookie } });
    // Issue 26: the 403 page, no longer a redirect to the public site.
    expect(viewerPage.status).toBe(403);
    expect(storedItems()).toEqual(before);
    expect(queryDatabase(server(), "select id from media order by id")).toEqual(mediaBefore);

    // The same post, well formed, goes through: the refusals above were about their input.
    expect((await post(create)).status).toBe(200);
    expect(stored("X")).toMatchObject({ image: library.url, mediaId: library.id, category: "Other" });
  });

  it("has no axe violations on the grid, the list and both dialogs, and fits 200-character titles", async () => {
    const long = (n: number) =>
      `${n} ${"Annual Day celebrations with dance, drama and music ".repeat(5)}`.slice(0, GALLERY_TITLE_MAX);
    const ids = await onlyItems(
      Array.from({ length: 8 }, (_, n) => ({
        title: long(n + 1),
        category: GALLERY_CATEGORIES[n % GALLERY_CATEGORIES.length],
        description: "Parents and grandparents joined the children for a day of songs. "
          .repeat(3)
          .slice(0, 160),
        isFeatured: n % 2 === 0,
      })),
    );
    // One unbroken word too, long enough to push a card wider than the page if it could.
    writeDatabase(
      server(),
      "update content set title = ? where id = ?",
      "W".repeat(GALLERY_TITLE_MAX),
      ids[1]!,
    );
    const page = await signedInPage(browser(), server(), editor);
    await openGalleryAdmin(page);
    await animationsSettled(page);
    expect((await axe(page).analyze()).violations).toEqual([]);

    async function noOverflow(where: string) {
      const overflow = await page.evaluate(() => {
        const list = document.querySelector("ul[data-view]") as HTMLElement;
        const box = list.getBoundingClientRect();
        const outside = [...list.querySelectorAll<HTMLElement>("[data-gallery-item] *")].filter((element) => {
          const own = element.getBoundingClientRect();
          return own.width > 0 && (own.right > box.right + 0.5 || own.left < box.left - 0.5);
        });
        return {
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          outside: outside.length,
        };
      });
      expect(overflow, where).toEqual({ page: 0, outside: 0 });
    }
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await noOverflow(`grid at ${width} px`);
      if (SCREENSHOTS)
        await page.screenshot({ path: `${SCREENSHOTS}/gallery-grid-${width}.png`, fullPage: width === 1440 });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole("button", { name: LIST_VIEW_LABEL }).click();
    await noOverflow("list at 1440 px");
    expect((await axe(page).analyze()).violations).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/gallery-list-1440.png` });
    await page.getByRole("button", { name: GRID_VIEW_LABEL }).click();

    // The edit dialog, with a refused field.
    await items(page).first().getByRole("button", { name: /^Edit/ }).click();
    const dialog = await itemDialog(page, EDIT_ITEM_TITLE);
    await englishField(dialog, ITEM_FIELD_LABELS.title).fill("");
    await dialog.getByRole("button", { name: UPDATE_ITEM_SUBMIT }).click();
    await expect.poll(() => dialog.getByText(GALLERY_MESSAGES.titleRequired).count()).toBe(1);
    await animationsSettled(page);
    expect((await axe(page).analyze()).violations).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/gallery-edit-dialog.png` });
    await page.keyboard.press("Escape");
    await discardChanges(page);
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByRole("button", { name: ADD_ITEM_LABEL }).click();
    await itemDialog(page, ADD_ITEM_TITLE);
    await animationsSettled(page);
    expect((await axe(page).analyze()).violations).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/gallery-add-dialog.png` });
    await page.keyboard.press("Escape");

    // Add Many Photos with photos chosen, one with a 200-character name, and the refusal shown.
    await page.getByRole("button", { name: ADD_MANY_LABEL }).click();
    const batch = await itemDialog(page, ADD_MANY_TITLE);
    await batch.locator('input[type="file"]').setInputFiles([
      ...(await Promise.all(
        Array.from({ length: 10 }, async (_, i) => ({
          name: i === 0 ? `${"Annual-Day_Dance ".repeat(14)}.jpg` : `sports-day-${i}.jpg`,
          mimeType: "image/jpeg",
          buffer: await photo(300, 200, 25 * i),
        })),
      )),
      { name: "one-too-many.jpg", mimeType: "image/jpeg", buffer: await photo(300, 200) },
    ]);
    await batch.locator("[data-batch-refusals]").waitFor();
    await animationsSettled(page);
    expect((await axe(page).analyze()).violations).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/gallery-add-many-dialog.png` });
  });

  it("works with the keyboard alone: add with a photo, edit, delete and Undo", async () => {
    await onlyItems([{ title: "Alpha Assembly" }, { title: "Beta Band" }]);
    const page = await signedInPage(browser(), server(), editor);
    await openGalleryAdmin(page);

    await tabTo(page, "#add-gallery-item");
    await page.keyboard.press("Enter");
    const dialog = await itemDialog(page, ADD_ITEM_TITLE);
    expect(await focused(page, '[name="title"]')).toBe(true);
    await page.keyboard.type("Gamma Games");
    // Each Tamil field follows its English one.
    await page.keyboard.press("Tab");
    expect(await focused(page, '[name="titleTa"]')).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Tug of war and lemon-and-spoon.");
    await page.keyboard.press("Tab");
    expect(await focused(page, '[name="descriptionTa"]')).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focused(page, 'select[name="category"]')).toBe(true);
    await page.keyboard.press("ArrowDown"); // Academic Activities
    await page.keyboard.press("ArrowDown"); // Sports & Games
    await page.keyboard.press("Tab");
    expect(await focused(page, '[role="checkbox"]')).toBe(true);
    await page.keyboard.press("Space");
    // Listening for the file chooser before the key press: Playwright turns interception on asynchronously.
    const chooser = page.waitForEvent("filechooser");
    await tabTo(page, "[role=dialog] [role=group] button");
    await page.keyboard.press("Enter");
    await (await chooser).setFiles({
      name: "games.jpg",
      mimeType: "image/jpeg",
      buffer: await photo(640, 480),
    });
    await expect
      .poll(() => dialog.locator('input[name="imageUrl"]').inputValue(), { timeout: 30_000 })
      .toMatch(/^\/media\/gallery\//);
    await tabTo(page, "[role=dialog] button[type=submit]");
    await page.keyboard.press("Enter");
    await expectToast(page, ITEM_CREATED);
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus goes back to the button that opened the dialog.
    await expect.poll(() => focused(page, "#add-gallery-item")).toBe(true);
    expect(stored("Gamma Games")).toMatchObject({
      description: "Tug of war and lemon-and-spoon.",
      category: "Sports & Games",
      isFeatured: 1,
    });

    // Edit with Enter; Escape leaves; the save returns focus to Edit.
    const gamma = `[data-gallery-item="${stored("Gamma Games")!.id}"]`;
    await tabTo(page, `${gamma} [data-edit-item]`);
    await page.keyboard.press("Enter");
    let edit = await itemDialog(page, EDIT_ITEM_TITLE);
    await page.keyboard.press("Escape");
    await expect.poll(() => edit.count()).toBe(0);
    await expect.poll(() => focused(page, `${gamma} [data-edit-item]`)).toBe(true);
    await page.keyboard.press("Enter");
    edit = await itemDialog(page, EDIT_ITEM_TITLE);
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Gamma Games Day");
    await tabTo(page, "[role=dialog] button[type=submit]");
    await page.keyboard.press("Enter");
    await expectToast(page, ITEM_UPDATED);
    await expect.poll(() => stored("Gamma Games Day")?.category).toBe("Sports & Games");
    await expect.poll(() => focused(page, `${gamma} [data-edit-item]`)).toBe(true);

    // Delete: focus moves to the next item's Delete; Tab reaches the toast's Undo.
    await page.keyboard.press("Tab");
    expect(await focused(page, `${gamma} [data-delete-item]`)).toBe(true);
    const before = stored("Gamma Games Day")!;
    await page.keyboard.press("Enter");
    await expectToast(page, ITEM_DELETED);
    const alpha = `[data-gallery-item="${stored("Alpha Assembly")!.id}"] [data-delete-item]`;
    await expect.poll(() => focused(page, alpha)).toBe(true);
    await expect.poll(() => stored("Gamma Games Day")).toBeUndefined();
    await tabTo(page, ".toast-action", 20);
    await page.keyboard.press("Enter");
    await expectToast(page, ITEM_RESTORED);
    await expect.poll(() => stored("Gamma Games Day")).toEqual(before);
    await expect.poll(() => focused(page, `${gamma} [data-delete-item]`)).toBe(true);
  });

  it("shows 1,000 items a page at a time, with the count, the pages in the address and the filter", async () => {
    const categories = ["Campus Life", "Achievements"] as const;
    await onlyItems(
      Array.from({ length: 1000 }, (_, n) => ({
        title: `Photo ${String(n + 1).padStart(4, "0")}`,
        category: categories[n % 2],
        orderIndex: 10_000 - n,
      })),
    );
    const page = await signedInPage(browser(), server(), editor);
    await openGalleryAdmin(page);
    expect(await count(page)).toBe(itemCount(1000));
    expect(await count(page)).toBe("1,000 item(s) found");
    expect(await items(page).count()).toBe(GALLERY_ADMIN_PAGE_SIZE);
    expect((await listedTitles(page))[0]).toBe("Photo 0001");
    const pages = Math.ceil(1000 / GALLERY_ADMIN_PAGE_SIZE);
    expect(await page.getByText(`Page 1 of ${pages}`).count()).toBe(1);

    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(galleryUrl("?page=2"));
    await expect
      .poll(async () => (await listedTitles(page))[0])
      .toBe(`Photo ${String(GALLERY_ADMIN_PAGE_SIZE + 1).padStart(4, "0")}`);
    expect(await page.getByText(`Page 2 of ${pages}`).count()).toBe(1);

    await openGalleryAdmin(page, `?page=${pages}`);
    expect(await items(page).count()).toBe(1000 - (pages - 1) * GALLERY_ADMIN_PAGE_SIZE);
    expect((await listedTitles(page)).at(-1)).toBe("Photo 1000");
    // Past the end: the last page.
    const past = await fetch(galleryUrl("?page=999"), {
      redirect: "manual",
      headers: { cookie: editor.cookie },
    });
    expect(past.status).toBe(302);
    expect(past.headers.get("location")).toBe(`/admin/gallery?page=${pages}`);

    // The filter and the page together in the address.
    await openGalleryAdmin(page, "?category=achievements&page=2");
    expect(await count(page)).toBe(itemCount(500));
    expect(await items(page).count()).toBe(GALLERY_ADMIN_PAGE_SIZE);
    expect((await listedTitles(page))[0]).toBe(
      `Photo ${String(2 * (GALLERY_ADMIN_PAGE_SIZE + 1)).padStart(4, "0")}`,
    );
    expect(
      await page
        .locator("[data-item-category]")
        .evaluateAll((badges) => [...new Set(badges.map((b) => b.textContent))]),
    ).toEqual(["Achievements"]);
    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(galleryUrl("?category=achievements&page=3"));
    await expect
      .poll(() => page.getByText(`Page 3 of ${Math.ceil(500 / GALLERY_ADMIN_PAGE_SIZE)}`).count())
      .toBe(1);

    // Deleting on a middle page takes the next item up from the following page.
    const firstOnPage = (await listedTitles(page))[0]!;
    await item(page, firstOnPage)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expectToast(page, ITEM_DELETED);
    await expect.poll(() => count(page)).toBe(itemCount(499));
    expect(await items(page).count()).toBe(GALLERY_ADMIN_PAGE_SIZE);
  });
});
