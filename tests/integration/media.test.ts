import { describe, expect, it } from "vitest";
import { recentAudit } from "~/server/audit.server";
import { createGalleryItem, galleryItemById } from "~/server/gallery/items.server";
import { deleteMediaFile } from "~/server/media/delete.server";
import {
  countMedia,
  listMedia,
  mediaByContentHash,
  mediaById,
  type ProcessedImage,
  recordUpload,
  updateMediaDetails,
} from "~/server/media/media.server";
import { createLocalFileStore } from "~/server/storage/file-store.server";
import { nextInstant } from "../support/next-instant";
import { processedImage } from "../support/processed-image";
import { setupTestDatabase } from "../support/test-database";
import { ISO_INSTANT, insertUser } from "./helpers/staff";

const database = setupTestDatabase();

function processed(name: string, category = "gallery"): ProcessedImage {
  return processedImage(category, {
    contentHash: `hash-${name}`,
    placeholder: "data:image/webp;base64,AAAA",
  });
}

describe("media records", () => {
  it("records an upload with every field as a plain value", async () => {
    const actor = await insertUser({ name: "Uploader" });
    const image = processed("sports");
    const file = await recordUpload({ image, originalName: "Sports Day.JPG", category: "gallery" }, actor);
    expect(file).toMatchObject({
      filename: image.filename,
      originalName: "Sports Day.JPG",
      mimeType: "image/webp",
      sizeBytes: image.sizeBytes,
      url: image.url,
      category: "gallery",
      bucketId: "gallery",
      storagePath: image.storagePath,
      uploadedBy: actor.id,
      width: 1600,
      height: 900,
      contentHash: "hash-sports",
      variants: image.variants,
      placeholder: image.placeholder,
      altText: null,
      caption: null,
    });
    expect(typeof file.sizeBytes).toBe("number");
    expect(file.createdAt).toMatch(ISO_INSTANT);
    expect((await recentAudit(1))[0]).toMatchObject({
      entityType: "media",
      entityId: file.id,
      action: "created",
    });
  });

  it("puts school logos in the school-headers bucket and news pictures in general", async () => {
    const actor = await insertUser();
    const logo = await recordUpload(
      { image: processed("logo", "school-logos"), originalName: "logo.png", category: "school-logos" },
      actor,
    );
    const news = await recordUpload(
      { image: processed("news", "news"), originalName: "news.png", category: "news" },
      actor,
    );
    expect(logo.bucketId).toBe("school-headers");
    expect(news.bucketId).toBe("general");
  });

  it("lists newest first by category and file-name search, with the count", async () => {
    const actor = await insertUser();
    await nextInstant();
    const newest = await recordUpload(
      { image: processed("assembly"), originalName: "Morning_Assembly.png", category: "gallery" },
      actor,
    );
    const all = await listMedia();
    expect(all.total).toBe(4);
    expect(all.items[0]!.id).toBe(newest.id);
    const gallery = await listMedia({ category: "gallery" });
    expect(gallery.items.map((m) => m.originalName)).toEqual(["Morning_Assembly.png", "Sports Day.JPG"]);
    expect((await listMedia({ search: "morning_" })).items.map((m) => m.id)).toEqual([newest.id]);
    expect((await listMedia({ search: "%" })).total).toBe(0);
    expect(await countMedia()).toBe(4);
  });

  it("finds an earlier upload of the same file in the category", async () => {
    expect((await mediaByContentHash("hash-sports", "gallery"))?.originalName).toBe("Sports Day.JPG");
    expect(await mediaByContentHash("hash-sports", "general")).toBeUndefined();
  });

  it("edits alt text and caption", async () => {
    const actor = await insertUser();
    const file = (await listMedia({ search: "sports" })).items[0]!;
    const edited = await updateMediaDetails(
      file.id,
      { altText: "  Children racing  ", caption: "Sports Day" },
      actor,
    );
    expect(edited).toMatchObject({ altText: "Children racing", caption: "Sports Day" });
    expect((await updateMediaDetails(file.id, { caption: "" }, actor)).caption).toBeNull();
    await expect(updateMediaDetails("missing", { altText: "x" }, actor)).rejects.toThrow("no longer exists");
  });

  it("deletes the record, and takes the picture out of the content that used it", async () => {
    const actor = await insertUser();
    const file = await recordUpload(
      { image: processed("linked"), originalName: "linked.png", category: "gallery" },
      actor,
    );
    const item = await createGalleryItem(
      { title: "Linked Photo", imageUrl: file.url, mediaId: file.id },
      actor,
    );
    const store = createLocalFileStore(database.dataDir);
    const removed = await deleteMediaFile(file.id, actor, { listedUses: 1, store });
    expect(removed?.file.storagePath).toBe(file.storagePath);
    expect(removed?.file.variants).toHaveLength(2);
    expect(removed?.uses.map((use) => [use.kind, use.title])).toEqual([["gallery", "Linked Photo"]]);
    expect(await mediaById(file.id)).toBeUndefined();
    const after = await galleryItemById(item.id);
    expect(after?.mediaId).toBeNull();
    expect(after?.imageUrl).toBeNull();
    expect(await deleteMediaFile(file.id, actor, { listedUses: 0, store })).toBeUndefined();
  });
});
