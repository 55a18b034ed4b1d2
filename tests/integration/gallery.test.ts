import { describe, expect, it } from "vitest";
import { GALLERY_PAGE_SIZE } from "~/content/limits";
import { contentItemById, updateContentItem } from "~/server/content.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import {
  countPublishedGallery,
  createGalleryItem,
  deleteGalleryItem,
  galleryItemById,
  galleryItems,
  publishedGallery,
  updateGalleryItem,
} from "~/server/gallery.server";
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
      new DomainError("Choose a gallery category from the list."),
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
