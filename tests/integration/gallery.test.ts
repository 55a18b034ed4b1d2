import { describe, expect, it } from "vitest";
import { FALLBACK_GALLERY, TILE_VARIANT_MAX_WIDTH } from "~/copy/gallery-page";
import { GALLERY_PAGE_SIZE } from "~/copy/limits";
import { contentItemById, updateContentItem } from "~/server/content/items.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import {
  countPublishedGallery,
  createGalleryItem,
  deleteGalleryItem,
  galleryItemById,
  galleryItems,
  publishedGallery,
  publishedGalleryCategoryCounts,
  updateGalleryItem,
} from "~/server/gallery/items.server";
import { galleryView } from "~/server/gallery/page.server";
import { setupTestDatabase } from "../support/test-database";
import { ISO_INSTANT, insertUser } from "./helpers/staff";

setupTestDatabase();

describe("gallery", () => {
  it("creates published items with defaults: category Other, not featured, order = now in ms", async () => {
    const actor = await insertUser();
    const before = Date.now();
    const item = await createGalleryItem({ title: "Morning Assembly" }, actor);
    expect(item.category).toBe("Other");
    expect(item.isFeatured).toBe(false);
    expect(typeof item.isFeatured).toBe("boolean");
    expect(typeof item.orderIndex).toBe("number");
    expect(item.orderIndex).toBeGreaterThanOrEqual(before);
    expect(item.orderIndex).toBeLessThanOrEqual(Date.now());
    expect(item.createdAt).toMatch(ISO_INSTANT);
    expect((await contentItemById(item.id))?.status).toBe("published");
  });

  it("lists newest order first, filters by category and paginates", async () => {
    const actor = await insertUser();
    await createGalleryItem({ title: "Old Sports", category: "Sports & Games", orderIndex: 1000 }, actor);
    await createGalleryItem(
      { title: "New Sports", category: "Sports & Games", orderIndex: 3000, isFeatured: true },
      actor,
    );
    await createGalleryItem({ title: "Art Week", category: "Arts & Crafts", orderIndex: 2000 }, actor);
    const sports = await publishedGallery({ category: "Sports & Games" });
    expect(sports.map((i) => i.title)).toEqual(["New Sports", "Old Sports"]);
    expect(sports[0]!.isFeatured).toBe(true);
    const all = await publishedGallery();
    expect(all[0]!.title).toBe("Morning Assembly");
    expect(all.map((i) => i.orderIndex)).toEqual([...all.map((i) => i.orderIndex)].sort((a, b) => b - a));
    expect((await publishedGallery({ limit: 1, offset: 1 })).map((i) => i.title)).toEqual(["New Sports"]);
    expect(await countPublishedGallery("Sports & Games")).toBe(2);
    const admin = await galleryItems({ category: "Arts & Crafts" });
    expect(admin.total).toBe(1);
    expect(admin.items[0]!.title).toBe("Art Week");
  });

  it("caps a public page whatever the caller asks for", async () => {
    const actor = await insertUser();
    for (let i = 0; i < GALLERY_PAGE_SIZE + 2; i++)
      await createGalleryItem({ title: `Bulk ${i}`, category: "Campus Life", orderIndex: i }, actor);
    expect(await publishedGallery({ category: "Campus Life", limit: 10_000 })).toHaveLength(
      GALLERY_PAGE_SIZE,
    );
    expect(await countPublishedGallery("Campus Life")).toBe(GALLERY_PAGE_SIZE + 2);
  });

  it("hides items that are no longer published", async () => {
    const actor = await insertUser();
    const item = await createGalleryItem({ title: "Hidden Later", category: "Achievements" }, actor);
    await updateContentItem(item.id, { status: "archived" }, actor);
    expect(await publishedGallery({ category: "Achievements" })).toEqual([]);
    expect((await galleryItems({ category: "Achievements" })).total).toBe(1);
  });

  it("refuses a category that is not in the list, writing nothing", async () => {
    const actor = await insertUser();
    await expect(createGalleryItem({ title: "Bad Category", category: "Picnics" }, actor)).rejects.toThrow(
      new DomainError("Choose a gallery category from the list.", { field: "category" }),
    );
    const rows = await db().selectFrom("content").select("id").where("title", "=", "Bad Category").execute();
    expect(rows).toEqual([]);
  });

  it("keeps the order on edit unless one is given", async () => {
    const actor = await insertUser();
    const item = await createGalleryItem({ title: "Keep Order", orderIndex: 42 }, actor);
    const edited = await updateGalleryItem(
      item.id,
      { title: "Kept Order", category: "Field Trips", isFeatured: true },
      actor,
    );
    expect(edited).toMatchObject({
      orderIndex: 42,
      category: "Field Trips",
      isFeatured: true,
      title: "Kept Order",
    });
    expect(edited.slug).toBe(item.slug);
    expect((await updateGalleryItem(item.id, { orderIndex: 7 }, actor)).orderIndex).toBe(7);
  });

  it("deletes the gallery row with the item", async () => {
    const actor = await insertUser();
    const item = await createGalleryItem({ title: "Delete Me" }, actor);
    await deleteGalleryItem(item.id, actor);
    expect(await galleryItemById(item.id)).toBeUndefined();
    const rows = await db()
      .selectFrom("gallery_item")
      .select("content_id")
      .where("content_id", "=", item.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

// The public page's view. Every item above was saved without a picture, so the public gallery
// starts empty here.
describe("the public gallery page", () => {
  it("offers the nine built-in photos while no item has a picture, and no page 2", async () => {
    const view = await galleryView({ category: null, page: 1 });
    expect(view?.source).toBe("fallback");
    expect(view?.photos.map((photo) => photo.title)).toEqual(FALLBACK_GALLERY.map((photo) => photo.title));
    expect(view?.categories).toEqual([]);
    expect(await galleryView({ category: null, page: 2 })).toBeUndefined();
  });

  it("counts and lists only published items with a picture, per category", async () => {
    const actor = await insertUser();
    const url = (n: number) => `/media/gallery/photo-${n}.png`;
    await createGalleryItem(
      { title: "Sports A", category: "Sports & Games", imageUrl: url(1), orderIndex: 10 },
      actor,
    );
    await createGalleryItem(
      { title: "Sports B", category: "Sports & Games", imageUrl: url(2), orderIndex: 30 },
      actor,
    );
    await createGalleryItem({ title: "Other A", imageUrl: url(3), orderIndex: 20 }, actor);
    const archived = await createGalleryItem(
      { title: "Gone", category: "Sports & Games", imageUrl: url(4), orderIndex: 40 },
      actor,
    );
    await updateContentItem(archived.id, { status: "archived" }, actor);

    const counts = await publishedGalleryCategoryCounts();
    expect(Object.fromEntries(counts)).toEqual({ "Sports & Games": 2, Other: 1 });
    const withPicture = await publishedGallery({ withPicture: true });
    expect(withPicture.map((item) => item.title)).toEqual(["Sports B", "Other A", "Sports A"]);
    // Without the option, items saved without a picture still come back (admissions and faculty).
    expect((await publishedGallery({ limit: 100 })).length).toBeGreaterThan(withPicture.length);

    const view = await galleryView({ category: null, page: 1 });
    expect(view).toMatchObject({ source: "database", total: 3, page: 1, pageCount: 1, category: null });
    expect(view?.photos.map((photo) => photo.title)).toEqual(["Sports B", "Other A", "Sports A"]);
    // Named categories first in the staff list's order, Other last.
    expect(view?.categories).toEqual([
      { category: "Sports & Games", count: 2 },
      { category: "Other", count: 1 },
    ]);
    expect(view?.shareImage).toBe(url(2));
    const sports = await galleryView({ category: "Sports & Games", page: 1 });
    expect(sports?.photos.map((photo) => photo.title)).toEqual(["Sports B", "Sports A"]);
    const empty = await galleryView({ category: "Field Trips", page: 1 });
    expect(empty).toMatchObject({ source: "database", total: 0, photos: [] });
    expect(empty?.categories.map((choice) => choice.category)).toContain("Field Trips");
    expect(await galleryView({ category: "Field Trips", page: 2 })).toBeUndefined();
    expect(await galleryView({ category: null, page: 2 })).toBeUndefined();
  });

  it("gives tiles the small variants and the viewer all of them, linking to the widest WebP", async () => {
    const actor = await insertUser();
    const url = "/media/gallery/annual-day.png";
    const variants = [480, 960, 1600].flatMap((width) =>
      (["avif", "webp"] as const).map((format) => ({
        width,
        format,
        url: `/media/gallery/annual-day-${width}.${format}`,
      })),
    );
    await db()
      .insertInto("media")
      .values({
        id: "media-annual-day",
        filename: "annual-day.png",
        original_name: "annual-day.png",
        mime_type: "image/png",
        size_bytes: 1000,
        url,
        category: "gallery",
        bucket_id: "gallery",
        storage_path: "gallery/annual-day.png",
        alt_text: "The stage on Annual Day",
        width: 1600,
        height: 1200,
        variants: JSON.stringify(variants),
      })
      .execute();
    await createGalleryItem(
      { title: "Annual Day", category: "Annual Functions", imageUrl: url, orderIndex: 99 },
      actor,
    );
    const view = await galleryView({ category: "Annual Functions", page: 1 });
    const [photo] = view?.photos ?? [];
    expect(photo?.tile.variants.map((v) => v.width).every((w) => w <= TILE_VARIANT_MAX_WIDTH)).toBe(true);
    expect(photo?.tile.variants).toHaveLength(4);
    expect(photo?.large.variants).toHaveLength(6);
    expect(photo?.large.src).toBe("/media/gallery/annual-day-1600.webp");
    expect(photo?.large).toMatchObject({ width: 1600, height: 1200, alt: "The stage on Annual Day" });
  });

  it("never puts more than GALLERY_PAGE_SIZE photos on a page", async () => {
    const actor = await insertUser();
    for (let i = 0; i < GALLERY_PAGE_SIZE + 1; i++)
      await createGalleryItem(
        { title: `Trip ${i}`, category: "Field Trips", imageUrl: `/media/trip-${i}.png`, orderIndex: i },
        actor,
      );
    const first = await galleryView({ category: "Field Trips", page: 1 });
    expect(first).toMatchObject({ total: GALLERY_PAGE_SIZE + 1, pageCount: 2 });
    expect(first?.photos).toHaveLength(GALLERY_PAGE_SIZE);
    const second = await galleryView({ category: "Field Trips", page: 2 });
    expect(second?.photos.map((photo) => photo.title)).toEqual(["Trip 0"]);
  });
});
