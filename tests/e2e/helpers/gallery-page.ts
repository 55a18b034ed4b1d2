// Shared by the gallery tests (gallery.test.ts, gallery-viewer.test.ts): rows written straight into
// a test server's SQLite file, and the gallery's locators.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Locator, Page } from "playwright-core";
import { visitWithScript } from "../../support/browser";

export type GalleryRow = {
  title: string;
  category: string;
  orderIndex: number;
  status?: "draft" | "published" | "archived";
  /** An ISO instant; a future one means scheduled. */
  publishedAt?: string | null;
  imageUrl?: string | null;
  description?: string | null;
};

/**
 * Writes gallery items into the server's database as staff would leave them. Public pages are
 * cached per URL (docs/decisions/008), and these writes bypass the application, so call this
 * before the first request for the pages that should show them.
 */
export function insertGalleryRows(dataDir: string, rows: GalleryRow[]) {
  const database = new DatabaseSync(path.join(dataDir, "school.db"));
  try {
    const content = database.prepare(
      `insert into content (id, kind, title, slug, status, summary, featured_image, published_at)
       values (?, 'gallery', ?, ?, ?, ?, ?, ?)`,
    );
    const item = database.prepare(
      "insert into gallery_item (content_id, category, is_featured, order_index) values (?, ?, 0, ?)",
    );
    database.exec("begin");
    for (const row of rows) {
      const id = randomUUID();
      content.run(
        id,
        row.title,
        `${row.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${id.slice(0, 8)}`,
        row.status ?? "published",
        row.description ?? null,
        row.imageUrl === undefined ? "/fallback/gallery-campus-life.webp" : row.imageUrl,
        row.publishedAt === undefined ? new Date(0).toISOString() : row.publishedAt,
      );
      item.run(id, row.category, row.orderIndex);
    }
    database.exec("commit");
  } finally {
    database.close();
  }
}

/** Runs SQL against the server's database file, as a fault that staff could not cause. */
export function breakDatabase(dataDir: string, statement: string) {
  const database = new DatabaseSync(path.join(dataDir, "school.db"));
  try {
    database.exec(statement);
  } finally {
    database.close();
  }
}

/** Opens a gallery address and waits until the page script has wired up every behaviour. */
export async function openGallery(page: Page, baseUrl: string, path = "/gallery") {
  await visitWithScript(page, `${baseUrl}${path}`);
}

export const tiles = (page: Page) => page.getByTestId("gallery-tile");
export const viewer = (page: Page) => page.getByRole("dialog");

export async function tileTitles(page: Page) {
  return tiles(page).evaluateAll((links) => links.map((link) => link.getAttribute("data-title")));
}

/** Titles of the tiles in the server's HTML, in order. */
export function tileTitlesIn(html: string) {
  return [...html.matchAll(/data-testid="gallery-tile" data-title="([^"]*)"/g)].map((match) =>
    match[1]!.replace(/&amp;/g, "&").replace(/&#x27;/g, "'"),
  );
}

/** The opacity of a tile's title-and-category overlay, as drawn now. */
export function captionOpacity(tile: Locator) {
  return tile.locator('[data-part="tile-caption"]').evaluate((element) => getComputedStyle(element).opacity);
}
