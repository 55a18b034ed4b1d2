// /gallery: published photos from the database newest first, never drafts, archived or scheduled
// ones; larger tiles at 1, 4, 7, 10; title and category on hover and focus; the category filter;
// pages of GALLERY_PAGE_SIZE; the spec's message on a failed read and the nine built-in photos on
// an empty database; everything usable without the script; SEO tags; axe. The viewer is
// gallery-viewer.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import {
  FALLBACK_GALLERY,
  GALLERY_FAILURE_MESSAGE,
  GALLERY_FILTER_COPY,
  GALLERY_PAGINATION_COPY,
  LARGE_TILE_POSITIONS,
} from "~/copy/gallery-page";
import { GALLERY_PAGE_SIZE } from "~/copy/limits";
import { DEMO_GALLERY } from "~/server/seed/gallery-data";
import { type AppServer, rawGet } from "../support/app-server";
import { writeDatabase } from "../support/database-file";
import { offlinePage } from "../support/offline-page";
import { setupAppServer, setupServerAndBrowser } from "../support/server-and-browser";
import { axe } from "./helpers/axe";
import {
  captionOpacity,
  insertGalleryRows,
  openGallery,
  tiles,
  tileTitles,
  tileTitlesIn,
} from "./helpers/gallery-page";
import { textOf } from "./helpers/markup";

/** Newer than every demo photo, in categories the demo uses: they would come first if shown. */
const HIDDEN = [
  { title: "Draft Picnic", status: "draft", category: "Field Trips" },
  { title: "Archived Sports Day", status: "archived", category: "Sports & Games" },
  { title: "Scheduled Science Fair", publishedAt: "2099-01-01T00:00:00.000Z", category: "Field Trips" },
] as const;

const { server: demo, browser } = setupServerAndBrowser();

beforeAll(async () => {
  await insertGalleryRows(
    demo(),
    HIDDEN.map((row, i) => ({ ...row, orderIndex: Date.now() + 1e9 + i })),
  );
});

async function html(server: AppServer, path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  return { status: response.status, body: await response.text() };
}

describe("/gallery with the demo content", () => {
  it("shows the heading and the published photos newest first, each linking to its picture", async () => {
    const { status, body } = await html(demo(), "/gallery");
    expect(status).toBe(200);
    expect(textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? "").trim()).toBe("Gallery");
    expect(tileTitlesIn(body)).toEqual(DEMO_GALLERY.map((item) => item.title));
    const page = await offlinePage(browser());
    await openGallery(page, demo().url);
    const hrefs = await tiles(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    for (const href of hrefs) {
      const picture = await rawGet(`${demo().url}${href}`);
      expect(picture.status, href).toBe(200);
      expect(picture.headers["content-type"]).toMatch(/^image\//);
    }
  });

  it("never shows draft, archived or scheduled items, in any view", async () => {
    for (const path of ["/gallery", "/gallery?category=field-trips", "/gallery?category=sports-games"]) {
      const { body } = await html(demo(), path);
      for (const hidden of HIDDEN) expect(textOf(body), path).not.toContain(hidden.title);
    }
    const { body } = await html(demo(), "/gallery?category=field-trips");
    expect(tileTitlesIn(body)).toEqual(["Trip to the Hills"]);
  });

  it("shows title and category on hover and on keyboard focus", async () => {
    const page = await offlinePage(browser());
    await openGallery(page, demo().url);
    const second = tiles(page).nth(1);
    expect(await captionOpacity(second)).toBe("0");
    await second.hover();
    await expect.poll(() => captionOpacity(second)).toBe("1");
    const caption = second.getByTestId("gallery-tile-caption");
    expect(await caption.textContent()).toBe(`${DEMO_GALLERY[1]!.title}${DEMO_GALLERY[1]!.category}`);
    await page.mouse.move(5, 5);
    await expect.poll(() => captionOpacity(second)).toBe("0");

    // From the last filter link, the one before the grid, Tab onto the first photo. The pointer
    // rests in the page's margin, where no tile can slide under it as the page scrolls.
    await page.getByTestId("gallery-filter-link").last().focus();
    await page.keyboard.press("Tab");
    const first = tiles(page).first();
    expect(await first.evaluate((tile) => tile === document.activeElement)).toBe(true);
    await expect.poll(() => captionOpacity(first)).toBe("1");
    await page.keyboard.press("Tab");
    await expect.poll(() => captionOpacity(second)).toBe("1");
    await expect.poll(() => captionOpacity(first)).toBe("0");
  });

  it("filters by category with links that name each category and its count", async () => {
    const page = await offlinePage(browser());
    await openGallery(page, demo().url);
    const filter = page.getByRole("navigation", { name: GALLERY_FILTER_COPY.label });
    const links = filter.getByRole("link");
    // All photos, then each demo category (one photo each); the hidden items count nowhere.
    expect(await links.count()).toBe(1 + DEMO_GALLERY.length);
    expect(await links.first().textContent()).toBe(
      `${GALLERY_FILTER_COPY.all} ${DEMO_GALLERY.length} photos`,
    );
    expect(await links.first().getAttribute("aria-current")).toBe("page");
    await filter.getByRole("link", { name: "Field Trips 1 photo" }).click();
    await page.waitForURL((url) => url.searchParams.get("category") === "field-trips");
    expect(await tileTitles(page)).toEqual(["Trip to the Hills"]);
    const current = filter.locator('[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute("href")).toBe("/gallery?category=field-trips");
    await filter.getByRole("link", { name: new RegExp(`^${GALLERY_FILTER_COPY.all}`) }).click();
    await page.waitForURL((url) => url.search === "");
    expect(await tileTitles(page)).toHaveLength(DEMO_GALLERY.length);
  });

  it("says so when a category has no photos, and answers 404 for an unknown one or a page past the end", async () => {
    const { status, body } = await html(demo(), "/gallery?category=other");
    expect(status).toBe(200);
    expect(textOf(body)).toContain(GALLERY_FILTER_COPY.empty);
    expect(tileTitlesIn(body)).toEqual([]);
    for (const path of [
      "/gallery?category=picnics",
      "/gallery?page=2",
      "/gallery?page=0",
      "/gallery?page=x",
    ]) {
      expect((await html(demo(), path)).status, path).toBe(404);
    }
  });

  it("carries its title, description, canonical address and share picture", async () => {
    const { body } = await html(demo(), "/gallery");
    expect(body).toMatch(/<title>Gallery \| [^<]+<\/title>/);
    expect(body).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(new URL(/<link rel="canonical" href="([^"]+)"/.exec(body)![1]!).pathname).toBe("/gallery");
    const image = /<meta property="og:image" content="([^"]+)"/.exec(body)?.[1];
    expect((await rawGet(`${demo().url}${new URL(image!).pathname}`)).status).toBe(200);
    const filtered = (await html(demo(), "/gallery?category=sports-games")).body;
    expect(/<link rel="canonical" href="([^"]+)"/.exec(filtered)?.[1]).toMatch(
      /\/gallery\?category=sports-games$/,
    );
  });

  it("works without the script: photos are links to their pictures and the filter is links", async () => {
    const page = await offlinePage(browser(), { javaScriptEnabled: false });
    await page.goto(`${demo().url}/gallery`);
    expect(await tileTitles(page)).toEqual(DEMO_GALLERY.map((item) => item.title));
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.getByRole("link", { name: "Cultural Events 1 photo" }).click();
    await page.waitForURL((url) => url.searchParams.get("category") === "cultural-events");
    expect(await tileTitles(page)).toEqual(["Bharatanatyam Recital"]);
    const href = await tiles(page).first().getAttribute("href");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().isNavigationRequest() && new URL(r.url()).pathname === href),
      tiles(page).first().click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
  });

  it.each([390, 1440])("has no axe violations at %i px", async (width) => {
    const page = await offlinePage(browser(), { viewport: { width, height: 900 } });
    await openGallery(page, demo().url);
    expect((await axe(page).analyze()).violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});

describe("a long gallery", () => {
  const COUNT = GALLERY_PAGE_SIZE * 2 + 5;
  const bulk = setupAppServer({ env: { SEED_DEMO_CONTENT: "false" } });
  const title = (n: number) => `Photo ${n}`;

  beforeAll(async () => {
    await insertGalleryRows(
      bulk(),
      Array.from({ length: COUNT }, (_, i) => ({
        title: title(i + 1),
        category: i % 2 === 0 ? "Campus Life" : "Achievements",
        orderIndex: 1000 + i,
      })),
    );
  });

  const newestFirst = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => title(from - i));

  it("shows GALLERY_PAGE_SIZE photos a page, with links to older and newer pages", async () => {
    const page = await offlinePage(browser());
    await openGallery(page, bulk().url);
    expect(await tileTitles(page)).toEqual(newestFirst(COUNT, GALLERY_PAGE_SIZE));
    const more = page.getByRole("navigation", { name: GALLERY_PAGINATION_COPY.label });
    expect(await more.getByRole("link", { name: GALLERY_PAGINATION_COPY.newer }).count()).toBe(0);
    await more.getByRole("link", { name: GALLERY_PAGINATION_COPY.older }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    expect(await tileTitles(page)).toEqual(newestFirst(COUNT - GALLERY_PAGE_SIZE, GALLERY_PAGE_SIZE));
    expect(await more.textContent()).toContain(GALLERY_PAGINATION_COPY.pageOf(2, 3));
    await more.getByRole("link", { name: GALLERY_PAGINATION_COPY.older }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "3");
    expect(await tileTitles(page)).toEqual(newestFirst(5, 5));
    expect(await more.getByRole("link", { name: GALLERY_PAGINATION_COPY.older }).count()).toBe(0);
    await more.getByRole("link", { name: GALLERY_PAGINATION_COPY.newer }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    expect((await html(bulk(), "/gallery?page=4")).status).toBe(404);
  });

  it("pages within a category, keeping the category in the links", async () => {
    const { body } = await html(bulk(), "/gallery?category=achievements&page=2");
    const achievements = Math.floor(COUNT / 2);
    expect(tileTitlesIn(body)).toEqual(
      Array.from({ length: achievements - GALLERY_PAGE_SIZE }, (_, i) =>
        title(COUNT - 1 - 2 * (GALLERY_PAGE_SIZE + i)),
      ),
    );
    expect(body).toContain('href="/gallery?category=achievements"');
  });

  it("draws the tiles at places 1, 4, 7 and 10 twice as wide and tall, the others alike", async () => {
    for (const width of [390, 1440]) {
      const page = await offlinePage(browser(), { viewport: { width, height: 900 } });
      await openGallery(page, bulk().url);
      const items = page.locator('[data-testid="gallery"] li');
      const boxes = await items.evaluateAll((lis) =>
        lis.slice(0, 13).map((li) => {
          const box = li.getBoundingClientRect();
          return { width: box.width, height: box.height, size: li.getAttribute("data-size") };
        }),
      );
      const small = boxes[1]!;
      const gap = await page
        .locator('[data-testid="gallery"] ul')
        .evaluate((ul) => Number.parseFloat(getComputedStyle(ul).columnGap));
      boxes.forEach((box, i) => {
        const large = LARGE_TILE_POSITIONS.includes(i + 1);
        expect(box.size, `place ${i + 1}`).toBe(large ? "large" : "small");
        expect(box.width).toBeCloseTo(large ? 2 * small.width + gap : small.width, 0);
        expect(box.height).toBeCloseTo(large ? 2 * small.height + gap : small.height, 0);
      });
    }
  });
});

describe("/gallery without photos", () => {
  const empty = setupAppServer({ env: { SEED_DEMO_CONTENT: "false" } });
  const broken = setupAppServer({ env: { SEED_DEMO_CONTENT: "false" } });

  beforeAll(async () => {
    await insertGalleryRows(broken(), [{ title: "Never Shown", category: "Campus Life", orderIndex: 1 }]);
    // Reading the gallery now fails inside the server, as with a damaged database.
    writeDatabase(broken(), "drop table gallery_item");
  });

  it("shows the nine built-in photos on an empty database, each picture served", async () => {
    expect(FALLBACK_GALLERY).toHaveLength(9);
    const { status, body } = await html(empty(), "/gallery");
    expect(status).toBe(200);
    expect(tileTitlesIn(body)).toEqual(FALLBACK_GALLERY.map((photo) => photo.title));
    const text = textOf(body);
    for (const photo of FALLBACK_GALLERY) {
      expect(text).toContain(photo.category);
      expect(body).toContain(`href="${photo.image.src}"`);
      const picture = await rawGet(`${empty().url}${photo.image.src}`);
      expect(picture.status, photo.image.src).toBe(200);
      expect(picture.headers["content-type"]).toBe("image/webp");
      expect(picture.body.length).toBeLessThanOrEqual(60 * 1024);
    }
    expect(text).not.toContain(GALLERY_FILTER_COPY.all);
    expect(text).not.toContain(GALLERY_FAILURE_MESSAGE);
  });

  it("shows the failure message and no photos when reading fails, and logs the error", async () => {
    const { status, body } = await html(broken(), "/gallery");
    expect(status).toBe(503);
    const text = textOf(body);
    expect(text).toContain(GALLERY_FAILURE_MESSAGE);
    expect(body).toMatch(/role="alert"/);
    expect(tileTitlesIn(body)).toEqual([]);
    for (const photo of FALLBACK_GALLERY) expect(text).not.toContain(photo.title);
    expect(text).not.toContain("Never Shown");
    await expect.poll(() => broken().output()).toContain(`"msg":"${GALLERY_FAILURE_MESSAGE}"`);
  });

  it("has no axe violations with the built-in photos or the failure message", async () => {
    for (const server of [empty(), broken()]) {
      const page = await offlinePage(browser(), { viewport: { width: 390, height: 844 } });
      // The browser reports a 503 document on its console: the test hands it over as a 200.
      await page.route(`${server.url}/gallery`, async (route) => {
        await route.fulfill({ response: await route.fetch(), status: 200 });
      });
      await openGallery(page, server.url);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Gallery");
      expect((await axe(page).analyze()).violations).toEqual([]);
    }
  });
});
