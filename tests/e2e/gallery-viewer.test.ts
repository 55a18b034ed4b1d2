// The full-screen photo viewer of /gallery (spec §2 Gallery): counter, caption, previous/next
// with wrapping, keys, the 150 ms fade with disabled buttons (under Playwright's fake clock), focus
// kept inside and given back, swipe, the large picture fetched only when opened, and axe.
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { GALLERY_VIEWER_COPY as COPY, TILE_VARIANT_MAX_WIDTH } from "~/copy/gallery-page";
import { SWIPE_THRESHOLD } from "~/copy/schools-page";
import { DEMO_GALLERY } from "~/server/seed/gallery-data";
import { offlinePage } from "../support/offline-page";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { SPEC } from "../support/spec";
import { axe } from "./helpers/axe";
import { openGallery, tiles, viewer } from "./helpers/gallery-page";

const { server, browser } = setupServerAndBrowser();
const COUNT = DEMO_GALLERY.length;

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };
const CLOCK_START = Date.parse("2026-01-05T04:30:00Z");

/**
 * /gallery under a fake clock that moves only when a test runs it forward, installed once the
 * island is hydrated: the page script waits for an idle moment, which a paused clock never gives.
 */
async function galleryPage(options: BrowserContextOptions = {}) {
  const page = await offlinePage(browser(), options);
  await openGallery(page, server().url);
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 1000);
  return page;
}

const part = (page: Page, name: string) => viewer(page).getByTestId(`gallery-viewer-${name}`);
const counter = (page: Page) => part(page, "counter").textContent();
const previous = (page: Page) => viewer(page).getByRole("button", { name: COPY.previous });
const next = (page: Page) => viewer(page).getByRole("button", { name: COPY.next });
const focusedPart = (page: Page) =>
  page.evaluate(
    () =>
      (document.activeElement as HTMLElement | null)?.dataset.testid?.replace(/^gallery-viewer-/, "") ?? null,
  );

/** Shows photo `position` (1-based): the counter, the caption and the picture agree. */
async function expectShowing(page: Page, position: number) {
  const item = DEMO_GALLERY[position - 1]!;
  expect(await counter(page)).toBe(COPY.counter(position, COUNT));
  expect(await part(page, "title").textContent()).toBe(item.title);
  expect(await part(page, "category").textContent()).toBe(item.category);
  expect(await part(page, "description").textContent()).toBe(item.description);
  expect(await part(page, "stage").locator("img").count()).toBe(1);
}

/** One move with the fade: both buttons wait SPEC.galleryFadeMs, then the next photo shows. */
async function finishFade(page: Page) {
  await page.clock.runFor(SPEC.galleryFadeMs);
}

describe("the gallery viewer", () => {
  it("opens on the clicked photo as a labelled modal dialog with counter and caption", async () => {
    const page = await galleryPage();
    expect(await viewer(page).count()).toBe(0);
    await tiles(page).nth(1).click();
    const dialog = page.getByRole("dialog", { name: COPY.label });
    await dialog.waitFor();
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    expect(await dialog.evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
    // The page did not follow the tile's link.
    expect(new URL(page.url()).pathname).toBe("/gallery");
    await expectShowing(page, 2);
    expect(await focusedPart(page)).toBe("close");
  });

  it("moves with previous and next, wrapping at both ends, each move fading with the buttons disabled", async () => {
    const page = await galleryPage();
    await tiles(page).first().click();
    await expectShowing(page, 1);
    await next(page).click();
    // During the fade: the old photo fading out, both buttons disabled.
    expect(await previous(page).isDisabled()).toBe(true);
    expect(await next(page).isDisabled()).toBe(true);
    expect(await part(page, "stage").getAttribute("data-fading")).toBe("true");
    expect(await counter(page)).toBe(COPY.counter(1, COUNT));
    await page.clock.runFor(SPEC.galleryFadeMs - 1);
    expect(await next(page).isDisabled()).toBe(true);
    await page.clock.runFor(1);
    expect(await next(page).isEnabled()).toBe(true);
    expect(await previous(page).isEnabled()).toBe(true);
    expect(await part(page, "stage").getAttribute("data-fading")).toBe("false");
    await expectShowing(page, 2);
    // The button keeps the focus across the fade, so Enter can be pressed again.
    expect(await focusedPart(page)).toBe("next");
    expect(await part(page, "status").textContent()).toBe(
      COPY.status(2, COUNT, DEMO_GALLERY[1]!.title, DEMO_GALLERY[1]!.category),
    );

    await previous(page).click();
    await finishFade(page);
    await expectShowing(page, 1);
    await previous(page).click();
    await finishFade(page);
    await expectShowing(page, COUNT);
    await next(page).click();
    await finishFade(page);
    await expectShowing(page, 1);
  });

  it("takes the arrow keys, ignores them during a fade, and closes on Escape, focus back on the tile", async () => {
    const page = await galleryPage();
    await tiles(page).nth(3).focus();
    await page.keyboard.press("Enter");
    await viewer(page).waitFor();
    await expectShowing(page, 4);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await finishFade(page);
    await expectShowing(page, 5);
    await page.keyboard.press("ArrowLeft");
    await finishFade(page);
    await page.keyboard.press("ArrowLeft");
    await finishFade(page);
    await expectShowing(page, 3);
    await page.keyboard.press("Escape");
    await expect.poll(() => viewer(page).count()).toBe(0);
    expect(
      await tiles(page)
        .nth(3)
        .evaluate((tile) => tile === document.activeElement),
    ).toBe(true);
    // The page can scroll again.
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");
  });

  it("keeps the focus inside while open and gives it back to the tile on close", async () => {
    const page = await galleryPage();
    await tiles(page).nth(4).click();
    await viewer(page).waitFor();
    const order: (string | null)[] = [];
    for (let i = 0; i < 7; i++) {
      order.push(await focusedPart(page));
      await page.keyboard.press("Tab");
    }
    expect(order).toEqual(["close", "previous", "next", "close", "previous", "next", "close"]);
    expect(await focusedPart(page)).toBe("previous");
    await page.keyboard.press("Shift+Tab");
    expect(await focusedPart(page)).toBe("close");
    await page.keyboard.press("Shift+Tab");
    expect(await focusedPart(page)).toBe("next");
    // Disabled during a fade, the buttons drop out of the round; Tab still stays inside.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await focusedPart(page)).toBe("close");
    await finishFade(page);
    await viewer(page).getByRole("button", { name: COPY.close }).click();
    await expect.poll(() => viewer(page).count()).toBe(0);
    expect(
      await tiles(page)
        .nth(4)
        .evaluate((tile) => tile === document.activeElement),
    ).toBe(true);
  });

  it("moves one photo on a swipe to the left or right, not on a short or vertical one", async () => {
    const page = await galleryPage(phone);
    await tiles(page).first().tap();
    await viewer(page).waitFor();
    const stage = part(page, "stage");
    const box = (await stage.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const client = await page.context().newCDPSession(page);
    async function swipe(dx: number, dy = 0) {
      await client.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
      for (let step = 1; step <= 5; step++) {
        const point = { x: x + (dx * step) / 5, y: y + (dy * step) / 5 };
        await client.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
      }
      await client.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await finishFade(page);
    }
    await swipe(-(SWIPE_THRESHOLD - 10));
    await expectShowing(page, 1);
    await swipe(-(SWIPE_THRESHOLD + 40), 20);
    await expectShowing(page, 2);
    await swipe(SWIPE_THRESHOLD + 40);
    await expectShowing(page, 1);
    await swipe(SWIPE_THRESHOLD + 40);
    await expectShowing(page, COUNT);
    await swipe(10, 120);
    await expectShowing(page, COUNT);
    expect(await viewer(page).count()).toBe(1);
  });

  it("fetches a photo's large picture only when it is opened, then its neighbours'", async () => {
    const page = await offlinePage(browser(), { deviceScaleFactor: 2 });
    const requested = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "image") requested.add(new URL(request.url()).pathname);
    });
    await openGallery(page, server().url);
    await page.waitForLoadState("networkidle");
    expect(await viewer(page).locator("img").count()).toBe(0);
    const wide = (path: string) => Number(/-(\d+)\.(?:avif|webp)$/.exec(path)?.[1] ?? 0);
    // The tiles never ask for the viewer's sizes, even at twice the pixels.
    expect([...requested].filter((path) => wide(path) > TILE_VARIANT_MAX_WIDTH)).toEqual([]);
    const hrefs = await tiles(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    for (const href of hrefs) expect(requested.has(href), href).toBe(false);

    await tiles(page).nth(4).click();
    const shown = await part(page, "stage")
      .locator("img")
      .evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return new URL(img.currentSrc).pathname;
      });
    expect(wide(shown)).toBeGreaterThan(TILE_VARIANT_MAX_WIDTH);
    expect(requested.has(shown)).toBe(true);
    // Then the photos on either side, ready for the next move, and no others.
    const preloaded = part(page, "preload").locator("img");
    await expect.poll(() => preloaded.count()).toBe(2);
    await expect
      .poll(() => [...requested].filter((path) => wide(path) > TILE_VARIANT_MAX_WIDTH).length)
      .toBe(3);
  });

  it.each([
    ["phone", phone],
    ["desktop", { viewport: { width: 1440, height: 900 } }],
  ] as const)("has no axe violations on a %s, closed and open", async (_, options) => {
    // A real clock: axe waits on timers of its own.
    const page = await offlinePage(browser(), options);
    await openGallery(page, server().url);
    expect((await axe(page).analyze()).violations).toEqual([]);
    await tiles(page).nth(2).click();
    await viewer(page).waitFor();
    await part(page, "stage")
      .locator("img")
      .evaluate((img: HTMLImageElement) => img.decode());
    expect((await axe(page).analyze()).violations).toEqual([]);
  });
});
