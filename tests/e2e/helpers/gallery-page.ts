// Shared by the gallery tests (gallery.test.ts, gallery-viewer.test.ts): photos saved into a test
// server as staff would, and the gallery's locators.
import type { Locator, Page } from "playwright-core";
import { visitWithScript } from "../../support/browser";
import { insertContent, type ServerData } from "../../support/server-data";

export type GalleryRow = {
  title: string;
  category: string;
  orderIndex: number;
  status?: "draft" | "published" | "archived";
  /** An ISO instant; a future one means scheduled. */
  publishedAt?: string | null;
  /** A built-in picture unless told. */
  imageUrl?: string | null;
  description?: string | null;
};

/**
 * Saves gallery items through the application. Public pages are cached per URL
 * (docs/decisions/008) and these writes come from another process, so call this before the first
 * request for the pages that should show them.
 */
export async function insertGalleryRows(place: ServerData, rows: GalleryRow[]) {
  await insertContent(
    place,
    rows.map((row) => ({
      kind: "gallery",
      title: row.title,
      status: row.status,
      publishedAt: row.publishedAt,
      summary: row.description,
      featuredImage: row.imageUrl === undefined ? "/fallback/gallery-campus-life.webp" : row.imageUrl,
      gallery: { category: row.category, orderIndex: row.orderIndex },
    })),
  );
}

/** Opens a gallery address and waits until the page's islands are hydrated. */
export async function openGallery(page: Page, baseUrl: string, path = "/gallery") {
  await visitWithScript(page, `${baseUrl}${path}`);
}

export const tiles = (page: Page) => page.getByTestId("gallery-tile");
export const viewer = (page: Page) => page.getByRole("dialog");

export async function tileTitles(page: Page) {
  return page.getByTestId("gallery-tile-title").allTextContents();
}

/** Titles of the tiles in the server's HTML, in order. */
export function tileTitlesIn(html: string) {
  return [...html.matchAll(/data-testid="gallery-tile-title"[^>]*>([^<]*)</g)].map((match) =>
    match[1]!.replace(/&amp;/g, "&").replace(/&#x27;/g, "'"),
  );
}

/** The opacity of a tile's title-and-category overlay, as drawn now. */
export function captionOpacity(tile: Locator) {
  return tile.getByTestId("gallery-tile-caption").evaluate((element) => getComputedStyle(element).opacity);
}
