// The Media Library's domain side on both engines: the list by tab (a storage bucket), file-name
// search and page, with thumbnails that are never originals; the library picker's page; Edit Media
// File's checks (lengths, a stale edit, a file gone); where a file is used, across every table that
// can show it; and deleting a file — the record first, then its real files on disk, the items that
// used it left without a picture, and never a record pointing at missing files.
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  ALT_TEXT_MAX,
  CAPTION_MAX,
  MEDIA_PAGE_SIZE,
  NEW_USE_MESSAGE,
  PICKER_PAGE_SIZE,
} from "~/copy/admin-media";
import {
  mediaLibraryHref,
  parseMediaLibraryQuery,
  setAltTextSchema,
  updateMediaSchema,
} from "~/lib/schemas/media";
import { recentAudit } from "~/server/audit.server";
import { createContentItem } from "~/server/content/items.server";
import { STALE_EDIT_MESSAGE } from "~/server/content/record.server";
import { dashboardPage } from "~/server/dashboard/page.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import { createEvent } from "~/server/events/events.server";
import { createGalleryItem, galleryItemById } from "~/server/gallery/items.server";
import { deleteMediaFile } from "~/server/media/delete.server";
import { mediaLibraryPage, pickerPage } from "~/server/media/library-page.server";
import {
  listMedia,
  type MediaFile,
  mediaById,
  type ProcessedImage,
  recordUpload,
  updateMediaDetails,
} from "~/server/media/media.server";
import { captionedPicturesFor } from "~/server/media/pictures.server";
import { uploadedImage } from "~/server/media/uploaded-image.server";
import { mediaUses } from "~/server/media/usage.server";
import { createNewsArticle } from "~/server/news/articles.server";
import { insertFixedSchool } from "~/server/schools/schools.server";
import { createSlide } from "~/server/slides/slides.server";
import { createLocalFileStore, type FileStore } from "~/server/storage/file-store.server";
import { type ImageCategory, processImageUpload } from "~/server/storage/image-pipeline.server";
import { nextInstant } from "../support/next-instant";
import { processedImage } from "../support/processed-image";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

const database = setupTestDatabase();

let counter = 0;
const WIDTHS = [320, 640, 960, 1280];

/** A record as an upload leaves it, without files: enough for lists, searches and uses. */
function processed(category: string, width = 1600, height = 1200): ProcessedImage {
  return processedImage(category, {
    mimeType: "image/jpeg",
    sizeBytes: 1536 * 1024,
    width,
    height,
    variantWidths: WIDTHS,
  });
}

async function recorded(name: string, category: ImageCategory, actor: { id: string; name: string }) {
  return recordUpload({ image: processed(category), originalName: name, category }, actor);
}

/** A real picture through the real pipeline, so deleting can be checked on disk. */
async function storedPicture(name: string, category: ImageCategory, actor: { id: string; name: string }) {
  const bytes = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 40 + counter, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  counter++;
  const image = await processImageUpload({ bytes, originalName: name, category });
  return recordUpload({ image, originalName: name, category }, actor);
}

function uploads() {
  return createLocalFileStore(path.join(database.dataDir, "uploads"));
}

function filesOf(file: MediaFile) {
  return [file.storagePath, ...file.variants.map((variant) => variant.path)];
}

function onDisk(file: MediaFile) {
  return filesOf(file).map((relative) => existsSync(path.join(database.dataDir, "uploads", relative)));
}

describe("the library's list", () => {
  it("shows a tab's bucket, searches the file names and pages newest first", async () => {
    const actor = await insertUser();
    await recorded("Header Zee.jpg", "school-headers", actor);
    await nextInstant();
    await recorded("Logo Zee.png", "school-logos", actor);
    await nextInstant();
    await recorded("Sports Day.jpg", "events", actor);
    await nextInstant();
    await recorded("Newsletter.jpg", "news", actor);
    await nextInstant();
    const general = await recorded("Office.jpg", "general", actor);

    const headers = await mediaLibraryPage(parseMediaLibraryQuery(new URLSearchParams("tab=school-headers")));
    expect(headers.files.map((file) => file.name)).toEqual(["Logo Zee.png", "Header Zee.jpg"]);
    const generalTab = await mediaLibraryPage(parseMediaLibraryQuery(new URLSearchParams("tab=general")));
    expect(generalTab.files.map((file) => file.name)).toEqual([
      "Office.jpg",
      "Newsletter.jpg",
      "Sports Day.jpg",
    ]);
    expect(generalTab.total).toBe(3);
    const all = await mediaLibraryPage(parseMediaLibraryQuery(new URLSearchParams("")));
    expect(all.total).toBe(5);
    expect(all.files[0]!.id).toBe(general.id);

    const zee = await mediaLibraryPage(parseMediaLibraryQuery(new URLSearchParams("q=ZEE")));
    expect(zee.files.map((file) => file.name).sort()).toEqual(["Header Zee.jpg", "Logo Zee.png"]);
    const zeeHeaders = await mediaLibraryPage(
      parseMediaLibraryQuery(new URLSearchParams("tab=general&q=zee")),
    );
    expect(zeeHeaders).toMatchObject({ files: [], total: 0, pageCount: 1 });
    // LIKE's own characters are searched for as they are.
    expect((await mediaLibraryPage(parseMediaLibraryQuery(new URLSearchParams("q=_")))).total).toBe(0);
  });

  it("shows each file's size, type, dimensions and date, and a small WebP thumbnail, never the original", async () => {
    const file = (await mediaLibraryPage(parseMediaLibraryQuery(new URLSearchParams("q=office")))).files[0]!;
    expect(file).toMatchObject({
      name: "Office.jpg",
      size: "1.50 MB",
      type: "JPEG",
      dimensions: "1600 × 1200",
      altText: "",
      caption: "",
      uses: [],
    });
    expect(file.uploaded).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(file.thumbnail).toEqual({ src: expect.stringMatching(/-320\.webp$/), width: 320, height: 240 });
    expect(file.preview).toEqual({ src: expect.stringMatching(/-960\.webp$/), width: 960, height: 720 });
  });

  it("pages through a long list", async () => {
    const actor = await insertUser();
    for (let i = 0; i < MEDIA_PAGE_SIZE + 2; i++)
      await recorded(`Bulk ${String(i).padStart(2, "0")}.jpg`, "gallery", actor);
    const query = parseMediaLibraryQuery(new URLSearchParams("tab=gallery&q=bulk"));
    const first = await mediaLibraryPage(query);
    expect(first).toMatchObject({ total: MEDIA_PAGE_SIZE + 2, pageCount: 2 });
    expect(first.files).toHaveLength(MEDIA_PAGE_SIZE);
    const second = await mediaLibraryPage({ ...query, page: 2 });
    expect(second.files).toHaveLength(2);
    const seen = new Set([...first.files, ...second.files].map((file) => file.id));
    expect(seen.size).toBe(MEDIA_PAGE_SIZE + 2);
  });

  it("gives the picker what an upload gives an image field, a page at a time", async () => {
    const query = parseMediaLibraryQuery(new URLSearchParams("tab=gallery&q=bulk&page=2"));
    const page = await pickerPage(query);
    expect(page).toMatchObject({
      total: MEDIA_PAGE_SIZE + 2,
      page: 2,
      pageCount: Math.ceil((MEDIA_PAGE_SIZE + 2) / PICKER_PAGE_SIZE),
    });
    expect(page.pictures).toHaveLength(PICKER_PAGE_SIZE);
    const first = page.pictures[0]!;
    const { thumbnail, ...image } = first;
    const { altText } = image;
    expect(image).toEqual(uploadedImage((await mediaById(first.id))!));
    expect(thumbnail?.src).toMatch(/-320\.webp$/);
    expect(altText).toBe("");
  });

  it("reads the address with care: unknown tabs, control characters, long searches and bad pages are dropped", () => {
    expect(parseMediaLibraryQuery(new URLSearchParams("tab=school-logos&page=0&q=%00a%0Ab"))).toEqual({
      tab: null,
      search: "a b",
      page: 1,
    });
    expect(parseMediaLibraryQuery(new URLSearchParams(`tab=general&page=3&q=${"x".repeat(300)}`))).toEqual({
      tab: "general",
      search: "x".repeat(100),
      page: 3,
    });
  });
});

describe("Edit Media File", () => {
  it("saves trimmed alt text and caption, and the public pages read them", async () => {
    const actor = await insertUser();
    const file = await recorded("Annual Day.jpg", "gallery", actor);
    const saved = await updateMediaDetails(
      file.id,
      { altText: "  Children on the stage ", caption: "Annual Day 2025" },
      actor,
      { expected: { altText: "", caption: "" } },
    );
    expect(saved).toMatchObject({ altText: "Children on the stage", caption: "Annual Day 2025" });
    const { picture, caption } = (await captionedPicturesFor([file.url])).get(file.url)!;
    expect(picture.alt).toBe("Children on the stage");
    expect(caption).toBe("Annual Day 2025");
    expect((await recentAudit(1))[0]).toMatchObject({
      action: "updated",
      entityType: "media",
      entityId: file.id,
    });
  });

  it("refuses a save when someone else changed the details since the dialog opened (409)", async () => {
    const actor = await insertUser();
    const file = await recorded("Stale.jpg", "gallery", actor);
    await updateMediaDetails(file.id, { altText: "First", caption: "" }, actor, {
      expected: { altText: "", caption: "" },
    });
    const stale = updateMediaDetails(file.id, { altText: "Second", caption: "" }, actor, {
      expected: { altText: "", caption: "" },
    });
    await expect(stale).rejects.toThrow(new DomainError(STALE_EDIT_MESSAGE, { status: 409 }));
    await expect(stale).rejects.toMatchObject({ status: 409 });
    expect((await mediaById(file.id))?.altText).toBe("First");
  });

  it("refuses texts that are too long, and a file that is gone", async () => {
    const actor = await insertUser();
    const file = await recorded("Long.jpg", "gallery", actor);
    await expect(
      updateMediaDetails(file.id, { altText: "a".repeat(ALT_TEXT_MAX + 1) }, actor),
    ).rejects.toMatchObject({
      status: 400,
      field: "altText",
    });
    await expect(
      updateMediaDetails(file.id, { caption: "c".repeat(CAPTION_MAX + 1) }, actor),
    ).rejects.toMatchObject({
      status: 400,
      field: "caption",
    });
    expect(await mediaById(file.id)).toMatchObject({ altText: null, caption: null });
    await expect(updateMediaDetails("no-such-file", { altText: "x" }, actor)).rejects.toMatchObject({
      status: 404,
    });

    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return Object.fromEntries(data);
    };
    const tooLong = updateMediaSchema.safeParse(
      form({ intent: "update-media", mediaId: file.id, altText: "a".repeat(ALT_TEXT_MAX + 1) }),
    );
    expect(tooLong.success).toBe(false);
    expect(
      updateMediaSchema.safeParse(
        form({ intent: "update-media", mediaId: file.id, altText: "a".repeat(ALT_TEXT_MAX) }),
      ).success,
    ).toBe(true);
  });
});

describe("pictures without alt text (issue 28)", () => {
  it("are marked, filtered with ?alt=missing and listed on the dashboard, each link opening the library at that file", async () => {
    const actor = await insertUser();
    const described = await recorded("Described.jpg", "gallery", actor);
    await updateMediaDetails(described.id, { altText: "Children at the gate" }, actor);
    const blank = await recorded("Blank alt.jpg", "gallery", actor);
    await updateMediaDetails(blank.id, { altText: "   " }, actor);
    const bare = await recorded("No alt.jpg", "news", actor);

    const query = parseMediaLibraryQuery(new URLSearchParams("alt=missing"));
    expect(query.missingAlt).toBe(true);
    expect(parseMediaLibraryQuery(new URLSearchParams("alt=yes"))).not.toHaveProperty("missingAlt");
    expect(mediaLibraryHref({ missingAlt: true, search: "No alt.jpg" })).toBe(
      "/admin/media?q=No+alt.jpg&alt=missing",
    );
    const missing = await mediaLibraryPage(query);
    const names = missing.files.map((file) => file.name);
    expect(names).toEqual(expect.arrayContaining(["Blank alt.jpg", "No alt.jpg"]));
    expect(names).not.toContain("Described.jpg");
    expect(missing.files.every((file) => file.altText.trim() === "")).toBe(true);
    const all = await mediaLibraryPage(parseMediaLibraryQuery(new URLSearchParams("")));
    expect(all.files.find((file) => file.id === described.id)?.altText).toBe("Children at the gate");

    const { todos } = await dashboardPage("editor");
    expect(todos.altText?.to).toBe("/admin/media?alt=missing");
    expect(todos.altText?.count).toBeGreaterThanOrEqual(2);
    expect(todos.altText?.items).toEqual(
      expect.arrayContaining([
        { id: bare.id, name: "No alt.jpg", to: "/admin/media?q=No+alt.jpg&alt=missing" },
        { id: blank.id, name: "Blank alt.jpg", to: "/admin/media?q=Blank+alt.jpg&alt=missing" },
      ]),
    );
    expect(todos.altText?.items.map((item) => item.id)).not.toContain(described.id);
  });

  it("saves the alt text typed beside an upload on its own, the caption kept, unless it changed meanwhile", async () => {
    const actor = await insertUser();
    const file = await recorded("Assembly.jpg", "gallery", actor);
    await updateMediaDetails(file.id, { caption: "Morning assembly" }, actor);
    const saved = await updateMediaDetails(file.id, { altText: "Children in rows" }, actor, {
      expected: { altText: "" },
    });
    expect(saved).toMatchObject({ altText: "Children in rows", caption: "Morning assembly" });
    // Someone changed it since the box was filled: refused, theirs kept.
    await expect(
      updateMediaDetails(file.id, { altText: "Mine" }, actor, { expected: { altText: "Something else" } }),
    ).rejects.toThrow(STALE_EDIT_MESSAGE);
    expect((await mediaById(file.id))?.altText).toBe("Children in rows");
  });

  it("takes the alt text typed beside an upload on its own, within the library's limit", () => {
    expect(
      setAltTextSchema.safeParse({ intent: "set-alt-text", mediaId: "m1", altText: " Relay race " }).data,
    ).toEqual({ intent: "set-alt-text", mediaId: "m1", altText: "Relay race" });
    expect(
      setAltTextSchema.safeParse({ intent: "set-alt-text", mediaId: "m1", altText: "a".repeat(251) }).error
        ?.issues[0]?.message,
    ).toBe("Alt text can be at most 250 characters.");
  });
});

describe("where a file is used", () => {
  it("finds it in slides, gallery items, events, news, content, schools, texts and avatars", async () => {
    const actor = await insertUser({ name: "Uses Tester" });
    const file = await recorded("Everywhere.jpg", "gallery", actor);
    const unused = await recorded("Nowhere.jpg", "gallery", actor);
    const variant = file.variants.find((v) => v.format === "webp" && v.width === 640)!.url;

    const slide = await createSlide({ title: "Sports Slide", imageUrl: file.url, mediaId: file.id }, actor);
    const photo = await createGalleryItem(
      { title: "Sports Photo", imageUrl: file.url, mediaId: file.id },
      actor,
    );
    const event = await createEvent(
      { title: "Sports Meet", eventDate: "2030-01-15", imageUrl: file.url, mediaId: file.id },
      actor,
    );
    const article = await createNewsArticle(
      { title: "Sports News", imageUrl: file.url, mediaId: file.id },
      actor,
    );
    const faculty = await createContentItem(
      { kind: "faculty", title: "Our Coaches", featuredImage: file.url },
      actor,
    );
    await createContentItem(
      {
        kind: "about",
        title: "Our Story",
        body: `<p>Hello</p><p><img src="${variant}" alt="Sports day"></p>`,
      },
      actor,
    );
    // A page about a school made in Content is changed there; the five schools in their dialog.
    const busRoutes = await createContentItem(
      { kind: "school_info", title: "Bus Routes", featuredImage: file.url },
      actor,
    );
    await insertFixedSchool(
      "zee-litera",
      schoolProfile("Zee Litera", { headerImage: file.url, logoImage: file.url }),
      actor,
    );
    await insertFixedSchool(
      "euro-kids",
      schoolProfile("EuroKids", { images: [{ url: file.url, title: "Play area", description: "" }] }),
      actor,
    );
    const avatar = await insertUser({ name: "Avatar Person" });
    await db().updateTable("user").set({ image: variant }).where("id", "=", avatar.id).execute();

    const uses = await mediaUses([file, unused]);
    expect(uses.get(unused.id)).toEqual([]);
    const found = uses.get(file.id)!.map((use) => [use.kind, use.title, use.href]);
    expect(found).toEqual(
      expect.arrayContaining([
        // Each use leads to the screen where it is changed, with that item's dialog open (issue 28).
        ["slide", "Sports Slide", `/admin/homepage?edit=${slide.id}`],
        ["gallery", "Sports Photo", `/admin/gallery?edit=${photo.id}`],
        ["event", "Sports Meet", `/admin/events?edit=${event.id}`],
        ["news", "Sports News", `/admin/news?edit=${article.id}`],
        ["content", "Our Coaches", `/admin/content/edit/${faculty.id}`],
        ["content-text", "Our Story", expect.stringMatching(/^\/admin\/content\/edit\//)],
        ["content", "Bus Routes", `/admin/content/edit/${busRoutes.id}`],
        ["school-header", "Zee Litera", "/admin/schools?edit=zee-litera"],
        ["school-logo", "Zee Litera", "/admin/schools?edit=zee-litera"],
        ["school-photo", "EuroKids", "/admin/schools?edit=euro-kids"],
        ["avatar", "Avatar Person", "/admin/users"],
      ]),
    );
    expect(found).toHaveLength(11);
    const page = await mediaLibraryPage(parseMediaLibraryQuery(new URLSearchParams("q=everywhere")));
    expect(page.files[0]!.uses).toHaveLength(11);
  });
});

describe("deleting a file", () => {
  it("refuses while the file has uses the person was not shown, and changes nothing", async () => {
    const actor = await insertUser();
    const file = await storedPicture("In use.jpg", "gallery", actor);
    const item = await createGalleryItem(
      { title: "Kept Photo", imageUrl: file.url, mediaId: file.id },
      actor,
    );
    await expect(deleteMediaFile(file.id, actor, { listedUses: 0 })).rejects.toThrow(
      new DomainError(NEW_USE_MESSAGE, { status: 409 }),
    );
    expect(await mediaById(file.id)).toBeDefined();
    expect(onDisk(file).every(Boolean)).toBe(true);
    expect(await galleryItemById(item.id)).toMatchObject({ imageUrl: file.url, mediaId: file.id });
  });

  it("deletes the record, takes the picture out of the items that used it, then removes every file", async () => {
    const actor = await insertUser({ name: "Deleting Editor" });
    const file = await storedPicture("Remove me.jpg", "gallery", actor);
    expect(file.variants.length).toBeGreaterThan(1);
    expect(onDisk(file).every(Boolean)).toBe(true);
    const item = await createGalleryItem(
      { title: "Removed Photo", imageUrl: file.url, mediaId: file.id },
      actor,
    );
    const slide = await createSlide({ title: "Removed Slide", imageUrl: file.url, mediaId: file.id }, actor);
    const avatar = await insertUser({ name: "Avatar Owner" });
    const variant = file.variants.find((v) => v.format === "webp")!.url;
    await db().updateTable("user").set({ image: variant }).where("id", "=", avatar.id).execute();
    const before = await galleryItemById(item.id);
    await nextInstant();

    const deleted = await deleteMediaFile(file.id, actor, { listedUses: 3 });
    expect(deleted?.filesRemoved).toBe(true);
    expect(deleted?.uses.map((use) => use.kind).sort()).toEqual(["avatar", "gallery", "slide"]);
    expect(await mediaById(file.id)).toBeUndefined();
    expect(onDisk(file).some(Boolean)).toBe(false);

    const after = await galleryItemById(item.id);
    expect(after).toMatchObject({ imageUrl: null, mediaId: null, title: "Removed Photo" });
    expect(Date.parse(after!.updatedAt)).toBeGreaterThan(Date.parse(before!.updatedAt));
    const slideRow = await db()
      .selectFrom("content")
      .select("featured_image")
      .where("id", "=", slide.id)
      .executeTakeFirst();
    expect(slideRow?.featured_image).toBeNull();
    const owner = await db()
      .selectFrom("user")
      .select("image")
      .where("id", "=", avatar.id)
      .executeTakeFirst();
    expect(owner?.image).toBeNull();
    expect((await recentAudit(1))[0]).toMatchObject({
      action: "deleted",
      entityType: "media",
      entityId: file.id,
      actorName: "Deleting Editor",
    });
    expect(await deleteMediaFile(file.id, actor, { listedUses: 0 })).toBeUndefined();
  });

  it("changes nothing when the file is already gone, not even the public pages' cache generation", async () => {
    // On PostgreSQL a delete of no row still fires the public tables' statement trigger: it must
    // not be committed, or every server's render cache is emptied for nothing.
    const generation = () =>
      db().selectFrom("public_cache_generation").select("generation").executeTakeFirstOrThrow();
    const before = await generation();
    expect(await deleteMediaFile("no-such-file", await insertUser(), { listedUses: 0 })).toBeUndefined();
    expect(await generation()).toEqual(before);
  });

  it("takes the picture off a school's logo and photos too", async () => {
    const actor = await insertUser();
    const file = await recorded("School photo.jpg", "school-logos", actor);
    const other = { url: "/media/general/other.jpg", title: "Other", description: "" };
    await insertFixedSchool(
      "buds-blossoms",
      schoolProfile("Buds & Blossoms", {
        logoImage: file.url,
        images: [{ url: file.url, title: "Garden", description: "" }, other],
      }),
      actor,
    );
    const deleted = await deleteMediaFile(file.id, actor, { listedUses: 2, store: uploads() });
    expect(deleted?.uses.map((use) => use.kind).sort()).toEqual(["school-logo", "school-photo"]);
    const school = await db()
      .selectFrom("school")
      .innerJoin("content", "content.id", "school.content_id")
      .select(["school.logo_image", "school.images"])
      .where("content.slug", "=", "buds-blossoms")
      .executeTakeFirstOrThrow();
    expect(school.logo_image).toBeNull();
    const images = typeof school.images === "string" ? JSON.parse(school.images) : school.images;
    expect(images).toEqual([other]);
  });

  it("never leaves a record pointing at missing files: a store that fails leaves only orphans for the sweep", async () => {
    const actor = await insertUser();
    const file = await storedPicture("Stubborn.jpg", "general", actor);
    const failing: FileStore = {
      ...uploads(),
      async remove() {
        throw new Error("disk unavailable");
      },
      async removeMany() {
        throw new Error("disk unavailable");
      },
    };
    const deleted = await deleteMediaFile(file.id, actor, { listedUses: 0, store: failing });
    expect(deleted?.filesRemoved).toBe(false);
    expect(await mediaById(file.id)).toBeUndefined();
    // The files stay, pointed at by nothing: exactly what the orphan sweep removes.
    expect(onDisk(file).every(Boolean)).toBe(true);
    const pointing = await listMedia({ search: "Stubborn" });
    expect(pointing.total).toBe(0);
  });
});

function schoolProfile(
  name: string,
  pictures: {
    headerImage?: string;
    logoImage?: string;
    images?: { url: string; title: string; description: string }[];
  },
) {
  return {
    name,
    tagline: null,
    description: null,
    about: null,
    location: null,
    address: null,
    phone: null,
    whatsapp: null,
    email: null,
    affiliation: null,
    logoImage: pictures.logoImage ?? null,
    headerImage: pictures.headerImage ?? null,
    headerMediaId: null,
    ageRange: null,
    studentCount: null,
    mapQuery: null,
    features: [],
    grades: [],
    images: pictures.images ?? [],
  };
}
