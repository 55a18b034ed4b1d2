// Reordering in one move (issue 26, point 6): a slide moved to the top with the keyboard alone (its
// handle, Space, the arrows, Space), said to screen readers at every step, kept on reload and first
// on the home page; a gallery item dragged with the mouse; Move to top / Move to bottom in a row's
// menu; an order made in a tab that is out of date refused with a message; axe at 390 and 1440 px.
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { GALLERY_ADMIN_TITLE, ITEM_MOVED, movedToEnd } from "~/copy/admin-gallery";
import {
  MORE_ACTIONS_LABEL,
  MOVE_TO_BOTTOM_LABEL,
  MOVE_TO_TOP_LABEL,
  reorderAnnouncements,
  staleOrderMessage,
} from "~/copy/admin-reorder";
import { SLIDE_ORDER_FAILED, SLIDES_TITLE } from "~/copy/admin-slides";
import { animationsSettled, openPage } from "../support/browser";
import { queryDatabase, writeDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { insertContent } from "../support/server-data";
import { expectToastOf } from "../support/toasts";
import { openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { insertGalleryRows, tileTitlesIn } from "./helpers/gallery-page";
import { type SignedInStaff, signedInPage, signedInStaff } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser({ env: { SEED_DEMO_CONTENT: "false" } });

let editor: SignedInStaff;
beforeAll(async () => {
  [editor] = await signedInStaff(server(), [
    { username: "order_editor", name: "Oviya Editor", role: "editor", password: "editor-pass-123" },
  ]);
});

const SHOTS = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), "admin-reorder-screenshots");
/** The 409 of a refused order, which the browser logs. */
const REFUSED = [/status of 409/];

// ---------------------------------------------------------------------------------------------
// Slides.

async function onlySlides(titles: string[]) {
  writeDatabase(server(), "delete from slide; delete from content where kind = 'homepage_slide';");
  await insertContent(
    server(),
    titles.map((title) => ({ kind: "homepage_slide" as const, title })),
  );
}

function storedSlideTitles() {
  return queryDatabase<{ title: string }>(
    server(),
    `select c.title from content c join slide s on s.content_id = c.id
      where c.kind = 'homepage_slide' order by s.order_index, c.created_at`,
  ).map((row) => row.title);
}

const openSlider = (page: Page) => openAdminPage(page, `${server().url}/admin/homepage`, SLIDES_TITLE);
const slideRow = (page: Page, title: string) =>
  page.locator("[data-slide-row]").filter({ has: page.locator("[data-slide-title]", { hasText: title }) });
const listedSlides = (page: Page) => page.locator("[data-slide-title]").allTextContents();
/** dnd-kit's live region: what a screen reader hears while an item is moved. */
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** The titles of the home page's hero slides, in order, as a visitor gets the page. */
async function homeSlideTitles(titles: string[]) {
  const page = await openPage(browser());
  await page.goto(`${server().url}/`);
  const texts = await page.locator('[aria-roledescription="slide"]').allTextContents();
  return texts.map((text) => titles.find((title) => text.includes(title)));
}

/** Opens the row's "More actions" menu and chooses `label` in it. */
async function moveTo(page: Page, row: ReturnType<typeof slideRow>, label: string) {
  const trigger = row.locator("[data-more-actions]");
  await trigger.click();
  const menu = page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`);
  await menu.getByRole("menuitem", { name: label }).click();
  await expect.poll(() => menu.count()).toBe(0);
}

/** dnd-kit measures the picked-up item in the frames after the pick-up; an arrow before then is not seen. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

describe("reordering slides", () => {
  const titles = ["Annual Day", "Book Fair", "Craft Week", "Dance Day", "Exhibition"];

  it("moves a slide to the top with the keyboard alone, says each step, keeps it on reload and on the home page", async () => {
    await onlySlides(titles);
    const page = await signedInPage(browser(), server(), editor);
    await openSlider(page);

    const handle = slideRow(page, "Exhibition").locator("[data-drag-handle]");
    await handle.focus();
    await page.keyboard.press("Space");
    await expect
      .poll(() => liveRegion(page).textContent())
      .toBe(reorderAnnouncements.pickedUp("slide", "Exhibition", 5, 5));
    await nextFrames(page);
    for (const position of [4, 3, 2, 1]) {
      await page.keyboard.press("ArrowUp");
      await expect
        .poll(() => liveRegion(page).textContent())
        .toBe(reorderAnnouncements.over("slide", "Exhibition", position, 5));
    }
    await page.keyboard.press("Space");
    await expect
      .poll(() => liveRegion(page).textContent())
      .toBe(reorderAnnouncements.dropped("slide", "Exhibition", 1, 5));
    const moved = ["Exhibition", "Annual Day", "Book Fair", "Craft Week", "Dance Day"];
    await expect.poll(() => listedSlides(page)).toEqual(moved);
    await expect.poll(() => storedSlideTitles()).toEqual(moved);
    // The handle keeps the focus, so the keyboard can go on.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute("data-drag-handle")))
      .toBe(true);
    expect(await page.locator("[data-slide-order]").allTextContents()).toEqual(
      moved.map((_, index) => `Order ${index + 1}`),
    );

    await page.reload();
    await openSlider(page);
    expect(await listedSlides(page)).toEqual(moved);
    expect(await homeSlideTitles(titles)).toEqual(moved);
  });

  it("cancels a keyboard move with Escape: nothing changes", async () => {
    await onlySlides(titles);
    const page = await signedInPage(browser(), server(), editor);
    await openSlider(page);
    await slideRow(page, "Book Fair").locator("[data-drag-handle]").focus();
    await page.keyboard.press("Space");
    await expect
      .poll(() => liveRegion(page).textContent())
      .toBe(reorderAnnouncements.pickedUp("slide", "Book Fair", 2, 5));
    await nextFrames(page);
    await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => liveRegion(page).textContent())
      .toBe(reorderAnnouncements.over("slide", "Book Fair", 3, 5));
    await page.keyboard.press("Escape");
    await expect
      .poll(() => liveRegion(page).textContent())
      .toBe(reorderAnnouncements.cancelled("slide", "Book Fair", 2, 5));
    expect(await listedSlides(page)).toEqual(titles);
    expect(storedSlideTitles()).toEqual(titles);
  });

  it("opens the row's menu at the first press made before its code has come, and moves by it", async () => {
    await onlySlides(titles);
    const page = await signedInPage(browser(), server(), editor);
    // No idle moment: the menu's code is fetched only by the press itself.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await openSlider(page);
    const row = slideRow(page, "Craft Week");
    expect(await row.locator("[data-more-actions]").count()).toBe(0);
    await row.getByRole("button", { name: `${MORE_ACTIONS_LABEL}: Craft Week` }).click();
    await page.getByRole("menuitem", { name: MOVE_TO_TOP_LABEL }).click();
    await expect
      .poll(() => storedSlideTitles())
      .toEqual(["Craft Week", "Annual Day", "Book Fair", "Dance Day", "Exhibition"]);
  });

  it("moves a slide to the top and another to the bottom from the row's menu; up and down stay", async () => {
    await onlySlides(titles);
    const page = await signedInPage(browser(), server(), editor);
    await openSlider(page);
    // At the ends the menu offers only the other way.
    await slideRow(page, "Annual Day").locator("[data-more-actions]").click();
    expect(await page.getByRole("menuitem", { name: MOVE_TO_TOP_LABEL }).getAttribute("aria-disabled")).toBe(
      "true",
    );
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("menu").count()).toBe(0);

    await moveTo(page, slideRow(page, "Dance Day"), MOVE_TO_TOP_LABEL);
    const first = ["Dance Day", "Annual Day", "Book Fair", "Craft Week", "Exhibition"];
    await expect.poll(() => storedSlideTitles()).toEqual(first);
    await expect.poll(() => listedSlides(page)).toEqual(first);
    await moveTo(page, slideRow(page, "Annual Day"), MOVE_TO_BOTTOM_LABEL);
    const second = ["Dance Day", "Book Fair", "Craft Week", "Exhibition", "Annual Day"];
    await expect.poll(() => storedSlideTitles()).toEqual(second);
    await expect.poll(() => listedSlides(page)).toEqual(second);
    expect(await page.getByRole("status").filter({ hasText: "Annual Day" }).textContent()).toBe(
      '"Annual Day" is now slide 5 of 5.',
    );
    // The one-step buttons are still there.
    expect(await slideRow(page, "Book Fair").locator('[data-move="up"]').count()).toBe(1);
    expect(await slideRow(page, "Book Fair").locator('[data-move="down"]').count()).toBe(1);
    expect(await homeSlideTitles(titles)).toEqual(second);
  });

  it("refuses an order made in a tab that is out of date, with a message, and shows the order stored", async () => {
    await onlySlides(titles);
    const first = await signedInPage(browser(), server(), editor);
    const second = await signedInPage(browser(), server(), editor, REFUSED);
    await openSlider(first);
    await openSlider(second);

    await moveTo(first, slideRow(first, "Exhibition"), MOVE_TO_TOP_LABEL);
    const stored = ["Exhibition", "Annual Day", "Book Fair", "Craft Week", "Dance Day"];
    await expect.poll(() => storedSlideTitles()).toEqual(stored);

    // The second tab still shows the old order; its move is refused, nothing is mixed.
    await moveTo(second, slideRow(second, "Craft Week"), MOVE_TO_TOP_LABEL);
    await expectToastOf(second, "error", SLIDE_ORDER_FAILED, staleOrderMessage("slides"));
    expect(storedSlideTitles()).toEqual(stored);
    await expect.poll(() => listedSlides(second)).toEqual(stored);
  });
});

// ---------------------------------------------------------------------------------------------
// Gallery items.

async function onlyGallery(titles: string[]) {
  writeDatabase(server(), "delete from gallery_item; delete from content where kind = 'gallery';");
  // The first title has the largest order: it comes first.
  await insertGalleryRows(
    server(),
    titles.map((title, index) => ({ title, category: "Campus Life", orderIndex: 1000 - index * 10 })),
  );
}

function storedGalleryTitles() {
  return queryDatabase<{ title: string }>(
    server(),
    `select c.title from content c join gallery_item g on g.content_id = c.id
      where c.kind = 'gallery' order by g.order_index desc, c.id`,
  ).map((row) => row.title);
}

const openGalleryAdmin = (page: Page) =>
  openAdminPage(page, `${server().url}/admin/gallery`, GALLERY_ADMIN_TITLE);
const galleryItem = (page: Page, title: string) =>
  page.locator("[data-gallery-item]").filter({ has: page.locator("[data-item-title]", { hasText: title }) });
const listedItems = (page: Page) => page.locator("[data-item-title]").allTextContents();

async function publicGalleryTitles() {
  const response = await fetch(`${server().url}/gallery`);
  return tileTitlesIn(await response.text());
}

describe("reordering gallery items", () => {
  const titles = ["Assembly", "Badminton", "Choir", "Drawing"];

  it("drags an item with the mouse to the first place; the public gallery follows", async () => {
    await onlyGallery(titles);
    const page = await signedInPage(browser(), server(), editor);
    await openGalleryAdmin(page);
    const from = await galleryItem(page, "Drawing").locator("[data-drag-handle]").boundingBox();
    const to = await galleryItem(page, "Assembly").boundingBox();
    if (!from || !to) throw new Error("the items are not on screen");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    await expect
      .poll(() => liveRegion(page).textContent())
      .toBe(reorderAnnouncements.over("photo", "Drawing", 1, 4));
    await page.mouse.up();
    const moved = ["Drawing", "Assembly", "Badminton", "Choir"];
    await expect.poll(() => storedGalleryTitles()).toEqual(moved);
    await expect.poll(() => listedItems(page)).toEqual(moved);
    expect(await publicGalleryTitles()).toEqual(moved);
  });

  it("moves an item to the top and to the bottom of the whole gallery from its menu", async () => {
    await onlyGallery(titles);
    const page = await signedInPage(browser(), server(), editor);
    await openGalleryAdmin(page);
    await moveTo(page, galleryItem(page, "Choir"), MOVE_TO_TOP_LABEL);
    await expectToastOf(page, "success", ITEM_MOVED, movedToEnd("Choir", "top"));
    await expect.poll(() => storedGalleryTitles()).toEqual(["Choir", "Assembly", "Badminton", "Drawing"]);
    await expect.poll(() => listedItems(page)).toEqual(["Choir", "Assembly", "Badminton", "Drawing"]);
    await moveTo(page, galleryItem(page, "Assembly"), MOVE_TO_BOTTOM_LABEL);
    await expectToastOf(page, "success", ITEM_MOVED, movedToEnd("Assembly", "bottom"));
    const last = ["Choir", "Badminton", "Drawing", "Assembly"];
    await expect.poll(() => storedGalleryTitles()).toEqual(last);
    await expect.poll(() => listedItems(page)).toEqual(last);
    expect(await publicGalleryTitles()).toEqual(last);
  });
});

// ---------------------------------------------------------------------------------------------
// Accessibility and looks.

describe("accessibility", () => {
  it.each([390, 1440])(
    "has no axe violations on the slides at %i px, with a row's menu open and mid-move",
    async (width) => {
      await onlySlides(["Annual Day", "Book Fair", "Craft Week"]);
      mkdirSync(SHOTS, { recursive: true });
      const page = await signedInPage(browser(), server(), editor);
      await page.setViewportSize({ width, height: 900 });
      await openSlider(page);
      expect((await axe(page).analyze()).violations).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `slides-${width}.png`), fullPage: true });
      await slideRow(page, "Book Fair").locator("[data-more-actions]").click();
      await page.getByRole("menu").waitFor();
      await animationsSettled(page);
      expect((await axe(page).analyze()).violations).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `slides-menu-${width}.png`) });
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("menu").count()).toBe(0);
      // Picked up with the keyboard, mid-move.
      await slideRow(page, "Craft Week").locator("[data-drag-handle]").focus();
      await page.keyboard.press("Space");
      await expect.poll(() => liveRegion(page).textContent()).toContain("Picked up");
      await nextFrames(page);
      await page.keyboard.press("ArrowUp");
      await expect.poll(() => liveRegion(page).textContent()).toContain("position 2 of 3");
      expect((await axe(page).analyze()).violations).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `slides-lifted-${width}.png`) });
      await page.keyboard.press("Escape");
    },
  );

  it.each([390, 1440])("has no axe violations on the gallery's grid and list at %i px", async (width) => {
    await onlyGallery(["Assembly", "Badminton", "Choir"]);
    mkdirSync(SHOTS, { recursive: true });
    const page = await signedInPage(browser(), server(), editor);
    await page.setViewportSize({ width, height: 900 });
    await openGalleryAdmin(page);
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `gallery-${width}.png`), fullPage: true });
    await page.locator('[data-view-button="list"]').click();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `gallery-list-${width}.png`), fullPage: true });
  });
});
