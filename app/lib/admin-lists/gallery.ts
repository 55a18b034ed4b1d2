// Gallery Management's list: its intents and its URL, without Zod, for the list's screen (the forms'
// schemas are in lib/schemas/gallery.ts, which re-exports these).
import type { GalleryCategory } from "~/copy/categories";
import { galleryCategoryFromSlug, galleryCategorySlug } from "~/copy/gallery-page";

export const GALLERY_INTENTS = {
  create: "create-item",
  update: "update-item",
  delete: "delete-item",
  restore: "restore-item",
  addPhotos: "add-photos",
  reorder: "reorder-items",
  moveToEnd: "move-item-to-end",
} as const;

const PAGE_MAX = 10_000;

// ---------------------------------------------------------------------------------------------
// The list's URL: ?category=<slug>&page=<n>, the public gallery's slugs. Anything else is dropped.

export type GalleryAdminQuery = { category: GalleryCategory | null; page: number };

export function parseGalleryAdminQuery(params: URLSearchParams): GalleryAdminQuery {
  const slug = params.get("category");
  const page = Number(params.get("page") ?? "1");
  return {
    category: (slug && galleryCategoryFromSlug(slug)) || null,
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/** The query as search params in a fixed order; all categories and page 1 are left out. */
export function galleryAdminParams(query: Partial<GalleryAdminQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.category) params.set("category", galleryCategorySlug(query.category));
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return params;
}

export function galleryAdminHref(query: Partial<GalleryAdminQuery>): string {
  const search = galleryAdminParams(query).toString();
  return search ? `/admin/gallery?${search}` : "/admin/gallery";
}
