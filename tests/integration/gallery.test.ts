import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  GALLERY_ADMIN_PAGE_SIZE,
  GALLERY_DESCRIPTION_MAX,
  GALLERY_MESSAGES,
  GALLERY_TITLE_MAX,
} from "~/copy/admin-gallery";
import { FALLBACK_GALLERY, TILE_VARIANT_MAX_WIDTH } from "~/copy/gallery-page";
import { GALLERY_PAGE_SIZE } from "~/copy/limits";
import { contentItemById, updateContentItem } from "~/server/content/items.server";
import { STALE_EDIT_MESSAGE } from "~/server/content/record.server";
import { keepForUndo, takeForUndo } from "~/server/content/undo.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import { addGalleryItem, addGalleryPhotos, editGalleryItem } from "~/server/gallery/admin.server";
import { galleryAdminPage } from "~/server/gallery/admin-page.server";
import {
  countPublishedGallery,
  createGalleryItem,
  deleteGalleryItem,
  type GalleryItem,
  galleryItemById,
  galleryItems,
  publishedGallery,
  publishedGalleryCategoryCounts,
  restoreGalleryItem,
  updateGalleryItem,
} from "~/server/gallery/items.server";
import { galleryView } from "~/server/gallery/page.server";
import { nextInstant } from "../support/next-instant";
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

// ---------------------------------------------------------------------------------------------
// Gallery Management (app/routes/admin/gallery.tsx): the admin's commands and its list.

let mediaCount = 0;

/** A picture in the media library, as an upload through /admin/uploads leaves it. */
async function libraryPicture(name = "photo") {
  const n = ++mediaCount;
  const id = `media-${name}-${n}`;
  const url = `/media/gallery/${name}-${n}.jpg`;
  await db()
    .insertInto("media")
    .values({
      id,
      filename: `${name}.jpg`,
      original_name: `${name}.jpg`,
      mime_type: "image/jpeg",
      size_bytes: 1000,
      url,
      category: "gallery",
      bucket_id: "gallery",
      storage_path: url.slice("/media/".length),
      width: 1200,
      height: 900,
      variants: "[]",
    })
    .execute();
  return { id, url };
}

async function storedRows(id: string) {
  const content = await db().selectFrom("content").selectAll().where("id", "=", id).executeTakeFirst();
  const gallery = await db()
    .selectFrom("gallery_item")
    .selectAll()
    .where("content_id", "=", id)
    .executeTakeFirst();
  return { content, gallery };
}

describe("Gallery Management", () => {
  it("sets the order to the creation time on create and keeps it on every edit", async () => {
    const actor = await insertUser();
    const picture = await libraryPicture();
    const before = Date.now();
    const item = await addGalleryItem({ title: "Sports Day Relay", imageUrl: picture.url }, actor);
    const after = Date.now();
    expect(item.orderIndex).toBeGreaterThanOrEqual(before);
    expect(item.orderIndex).toBeLessThanOrEqual(after);
    expect(item).toMatchObject({ category: "Other", isFeatured: false, mediaId: picture.id });
    expect((await contentItemById(item.id))?.status).toBe("published");

    await nextInstant();
    const other = await libraryPicture();
    const edited = await editGalleryItem(
      item.id,
      {
        title: "Sports Day Relay Final",
        description: "The last lap.",
        category: "Sports & Games",
        imageUrl: other.url,
        mediaId: other.id,
        isFeatured: true,
      },
      actor,
      { expectedUpdatedAt: item.updatedAt },
    );
    expect(edited).toMatchObject({
      orderIndex: item.orderIndex,
      slug: item.slug,
      title: "Sports Day Relay Final",
      description: "The last lap.",
      category: "Sports & Games",
      imageUrl: other.url,
      mediaId: other.id,
      isFeatured: true,
    });
    // Even an order sent along by a caller is not taken by the admin's edit.
    const again = await editGalleryItem(
      item.id,
      { title: "Relay", imageUrl: other.url, orderIndex: 5 } as never,
      actor,
    );
    expect(again.orderIndex).toBe(item.orderIndex);
    expect(Number((await storedRows(item.id)).gallery?.order_index)).toBe(item.orderIndex);
  });

  it("adds many photos with a Tamil title and the alt text typed in each line (issue 28)", async () => {
    const actor = await insertUser();
    const [first, second] = await Promise.all([libraryPicture("sports-day"), libraryPicture("IMG_2041")]);
    const items = await addGalleryPhotos(
      "Sports & Games",
      [
        {
          title: "Sports Day",
          titleTa: " விளையாட்டு நாள் ",
          altText: " Children running a relay ",
          mediaId: first!.id,
        },
        { title: "Prize Giving", titleTa: "", altText: "", mediaId: second!.id },
      ],
      actor,
    );
    expect(items.map((item) => [item.title, item.titleTa])).toEqual([
      ["Sports Day", "விளையாட்டு நாள்"],
      ["Prize Giving", null],
    ]);
    const alt = async (id: string) =>
      (await db().selectFrom("media").select("alt_text").where("id", "=", id).executeTakeFirstOrThrow())
        .alt_text;
    expect(await alt(first!.id)).toBe("Children running a relay");
    expect(await alt(second!.id)).toBeNull();
    await expect(
      addGalleryPhotos("Other", [{ title: "Long", altText: "a".repeat(251), mediaId: first!.id }], actor),
    ).rejects.toThrow("Alt text can be at most 250 characters.");
    await expect(
      addGalleryPhotos("Other", [{ title: "Long", titleTa: "த".repeat(201), mediaId: first!.id }], actor),
    ).rejects.toThrow(GALLERY_MESSAGES.titleTooLong);
  });

  it("adds many photos as one item each, in the order chosen, all or none", async () => {
    const actor = await insertUser();
    const pictures = await Promise.all([1, 2, 3].map(() => libraryPicture("annual-day")));
    const before = Date.now();
    const items = await addGalleryPhotos(
      "Annual Functions",
      pictures.map((picture, index) => ({ title: `Annual Day ${index + 1}`, mediaId: picture.id })),
      actor,
    );
    const after = Date.now();
    expect(items.map((item) => [item.title, item.imageUrl, item.category])).toEqual(
      pictures.map((picture, index) => [`Annual Day ${index + 1}`, picture.url, "Annual Functions"]),
    );
    for (const item of items) {
      expect(item.orderIndex).toBeGreaterThanOrEqual(before - items.length);
      expect(item.orderIndex).toBeLessThanOrEqual(after);
    }
    // Newest first shows them as chosen.
    const listed = await galleryAdminPage({ category: "Annual Functions", page: 1 });
    expect(listed.items.slice(0, 3).map((item) => item.title)).toEqual([
      "Annual Day 1",
      "Annual Day 2",
      "Annual Day 3",
    ]);

    // One photo that is not in the media library: none of them is added.
    const good = await libraryPicture("good");
    const total = (await galleryItems({ category: "Annual Functions" })).total;
    await expect(
      addGalleryPhotos(
        "Annual Functions",
        [
          { title: "Fine", mediaId: good.id },
          { title: "Missing", mediaId: "no-such-media" },
        ],
        actor,
      ),
    ).rejects.toThrow(new DomainError(GALLERY_MESSAGES.image, { field: "imageUrl" }));
    expect((await galleryItems({ category: "Annual Functions" })).total).toBe(total);
    await expect(addGalleryPhotos("Annual Functions", [], actor)).rejects.toThrow(GALLERY_MESSAGES.noPhotos);
    await expect(
      addGalleryPhotos("Picnics" as never, [{ title: "X", mediaId: good.id }], actor),
    ).rejects.toThrow(GALLERY_MESSAGES.category);
    expect((await galleryItems({ category: "Annual Functions" })).total).toBe(total);
  });

  it("restores a deleted item exactly: same id, slug, picture, category, order and dates", async () => {
    const actor = await insertUser();
    const picture = await libraryPicture("stage");
    const item = await addGalleryItem(
      {
        title: "Stage Lights",
        description: "Annual Day rehearsal.",
        category: "Cultural Events",
        imageUrl: picture.url,
        mediaId: picture.id,
        isFeatured: true,
      },
      actor,
    );
    const stored = await storedRows(item.id);
    const snapshot = await deleteGalleryItem(item.id, actor);
    expect(snapshot).toBeDefined();
    expect(await storedRows(item.id)).toEqual({ content: undefined, gallery: undefined });

    // Kept in the database for Undo: only its deleter takes it back, and only once.
    const token = await keepForUndo(snapshot!, actor.id);
    expect(await takeForUndo(token, "gallery", "someone-else")).toBeUndefined();
    const taken = await takeForUndo(token, "gallery", actor.id);
    expect(await takeForUndo(token, "gallery", actor.id)).toBeUndefined();

    const restored = await restoreGalleryItem(taken!, actor);
    expect(restored).toEqual(item);
    expect(await storedRows(item.id)).toEqual(stored);
    expect((await galleryItemById(item.id))?.orderIndex).toBe(item.orderIndex);
    // Back on the public gallery in its place.
    const view = await galleryView({ category: "Cultural Events", page: 1 });
    expect(view?.photos.map((photo) => photo.id)).toContain(item.id);

    // A second restore of the same snapshot clashes with the item that is back.
    await expect(restoreGalleryItem(taken!, actor)).rejects.toMatchObject({ status: 409 });
    // A snapshot of another kind is not the gallery's to restore.
    await expect(restoreGalleryItem({ ...taken!, kind: "news" }, actor)).rejects.toMatchObject({
      status: 409,
    });
    expect(await storedRows(item.id)).toEqual(stored);
  });

  it("lists one page at a time, newest order first, filtered by category, with the number found", async () => {
    const actor = await insertUser();
    const count = GALLERY_ADMIN_PAGE_SIZE * 2 + 5;
    const base = 1_000_000;
    for (let i = 0; i < count; i++)
      await createGalleryItem(
        {
          title: `Lab ${String(i).padStart(3, "0")}`,
          category: "Science & Technology",
          orderIndex: base + (i % 50), // ties: the id decides, the same way every time
          imageUrl: `/media/lab-${i}.png`,
        },
        actor,
      );
    const pages = await Promise.all(
      [1, 2, 3].map((page) => galleryAdminPage({ category: "Science & Technology", page })),
    );
    expect(pages.map((page) => [page.total, page.pageCount])).toEqual([
      [count, 3],
      [count, 3],
      [count, 3],
    ]);
    expect(pages.map((page) => page.items.length)).toEqual([
      GALLERY_ADMIN_PAGE_SIZE,
      GALLERY_ADMIN_PAGE_SIZE,
      5,
    ]);
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(count);
    const orders = pages.flatMap((page) => page.items.map((item) => item.orderIndex));
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
    expect(
      pages.flatMap((page) => page.items).every((item) => item.category === "Science & Technology"),
    ).toBe(true);
    // The same pages again, in the same order.
    const again = await galleryAdminPage({ category: "Science & Technology", page: 2 });
    expect(again.items.map((item) => item.id)).toEqual(pages[1]!.items.map((item) => item.id));

    // All categories: every item, newest order first; the count is all of them.
    const all = await galleryAdminPage({ category: null, page: 1 });
    const { count: everything } = await db()
      .selectFrom("gallery_item")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    expect(all.total).toBe(Number(everything));
    expect(all.pageCount).toBe(Math.ceil(Number(everything) / GALLERY_ADMIN_PAGE_SIZE));
    const allOrders = all.items.map((item) => item.orderIndex);
    expect(allOrders).toEqual([...allOrders].sort((a, b) => b - a));
    // A category of one (an archived item: staff see every item), and a page past the end.
    expect(await galleryAdminPage({ category: "Achievements", page: 1 })).toMatchObject({ total: 1 });
    expect(await galleryAdminPage({ category: "Arts & Crafts", page: 2 })).toMatchObject({
      items: [],
      pageCount: 1,
    });
  });

  it("refuses a stale edit and lets only one of two saves made at once through", async () => {
    const actor = await insertUser();
    const picture = await libraryPicture();
    const item = await addGalleryItem({ title: "Chess Club", imageUrl: picture.url }, actor);
    // Saved a while ago, so that any save now has a newer updated_at.
    const earlier = "2026-01-01T00:00:00.000Z";
    await db().updateTable("content").set({ updated_at: earlier }).where("id", "=", item.id).execute();
    const input = { title: "Chess Club Final", imageUrl: picture.url };

    await expect(
      editGalleryItem(item.id, input, actor, { expectedUpdatedAt: "2025-12-31T00:00:00.000Z" }),
    ).rejects.toThrow(new DomainError(STALE_EDIT_MESSAGE, { status: 409 }));
    expect((await galleryItemById(item.id))?.title).toBe("Chess Club");

    // Five saves from five pages at once, over five connections on PostgreSQL: one goes through.
    const titles = ["Save A", "Save B", "Save C", "Save D", "Save E"];
    await Promise.all(titles.map(() => sql`select 1`.execute(db())));
    const results = await Promise.allSettled(
      titles.map((title) =>
        editGalleryItem(item.id, { ...input, title }, actor, { expectedUpdatedAt: earlier }),
      ),
    );
    const saved = results.filter((result) => result.status === "fulfilled");
    expect(saved).toHaveLength(1);
    for (const result of results.filter((result) => result.status === "rejected"))
      expect(result.reason).toMatchObject({ message: STALE_EDIT_MESSAGE, status: 409 });
    expect((await galleryItemById(item.id))?.title).toBe(
      (saved[0] as PromiseFulfilledResult<GalleryItem>).value.title,
    );
  });

  it("refuses bad input with the field it is about and changes nothing", async () => {
    const actor = await insertUser();
    const picture = await libraryPicture();
    const item = await addGalleryItem({ title: "Kept As Is", imageUrl: picture.url }, actor);
    const stored = await storedRows(item.id);
    const countItems = async () =>
      Number(
        (
          await db()
            .selectFrom("content")
            .select((eb) => eb.fn.countAll().as("count"))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const itemsBefore = await countItems();
    const ok = { title: "Fine", imageUrl: picture.url };
    const refusals: [string, Parameters<typeof editGalleryItem>[1], string, string][] = [
      ["no picture", { title: "Fine" }, GALLERY_MESSAGES.imageRequired, "imageUrl"],
      [
        "a picture from elsewhere",
        { ...ok, imageUrl: "https://evil.example/x.jpg" },
        GALLERY_MESSAGES.image,
        "imageUrl",
      ],
      [
        "a site path that is no upload",
        { ...ok, imageUrl: "/media/gallery/never-uploaded.jpg" },
        GALLERY_MESSAGES.image,
        "imageUrl",
      ],
      [
        "javascript: as the picture",
        { ...ok, imageUrl: "javascript:alert(1)" },
        GALLERY_MESSAGES.image,
        "imageUrl",
      ],
      ["an unknown media id", { ...ok, mediaId: "no-such-media" }, GALLERY_MESSAGES.image, "imageUrl"],
      ["an unknown category", { ...ok, category: "Picnics" }, GALLERY_MESSAGES.category, "category"],
      [
        "a long title",
        { ...ok, title: "t".repeat(GALLERY_TITLE_MAX + 1) },
        GALLERY_MESSAGES.titleTooLong,
        "title",
      ],
      [
        "a long description",
        { ...ok, description: "d".repeat(GALLERY_DESCRIPTION_MAX + 1) },
        GALLERY_MESSAGES.descriptionTooLong,
        "description",
      ],
    ];
    for (const [what, input, message, field] of refusals) {
      await expect(editGalleryItem(item.id, input, actor), what).rejects.toThrow(
        new DomainError(message, { field }),
      );
      await expect(addGalleryItem({ ...input, title: input.title ?? "New" }, actor), what).rejects.toThrow(
        new DomainError(message, { field }),
      );
    }
    await expect(editGalleryItem("no-such-item", ok, actor)).rejects.toMatchObject({ status: 404 });
    expect(await storedRows(item.id)).toEqual(stored);
    expect(await countItems()).toBe(itemsBefore);
    // The stored picture of an item made elsewhere (the content form) may stay as it is.
    const external = await createGalleryItem(
      { title: "From Content Form", imageUrl: "https://cdn.example/x.jpg" },
      actor,
    );
    const kept = await editGalleryItem(
      external.id,
      { title: "Renamed", imageUrl: "https://cdn.example/x.jpg" },
      actor,
    );
    expect(kept).toMatchObject({ title: "Renamed", imageUrl: "https://cdn.example/x.jpg" });
  });
});
