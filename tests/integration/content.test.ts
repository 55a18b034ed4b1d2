import { describe, expect, it } from "vitest";
import { recentAudit } from "~/server/audit.server";
import {
  adminContentList,
  contentBySlug,
  contentCounts,
  contentItemById,
  createContentItem,
  deleteContentItem,
  recentContent,
  restoreContentItem,
  updateContentItem,
} from "~/server/content/items.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import { setupTestDatabase } from "../support/test-database";
import { ISO_INSTANT, insertUser, pause } from "./helpers/staff";

setupTestDatabase();

async function rowCount(table: "news" | "event" | "gallery_item" | "slide", contentId: string) {
  const row = await db()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .where("content_id", "=", contentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("generic content", () => {
  it("creates an item with plain values identical on both engines", async () => {
    const actor = await insertUser();
    const item = await createContentItem(
      {
        kind: "about",
        title: "Our Founder's Story",
        status: "draft",
        body: "<p>Hello</p>",
        details: { description: "d" },
      },
      actor,
    );
    expect(item.slug).toBe("our-founders-story");
    expect(item.createdAt).toMatch(ISO_INSTANT);
    expect(item.updatedAt).toMatch(ISO_INSTANT);
    expect(item.publishedAt).toBeNull();
    expect(item.details).toEqual({ description: "d" });
    expect(item.createdBy).toBe(actor.id);
    expect(item.updatedBy).toBe(actor.id);
  });

  it("publishes now on creation with status published, and keeps that date on later edits", async () => {
    const actor = await insertUser();
    const before = Date.now();
    const item = await createContentItem(
      { kind: "faculty", title: "Teacher Training", status: "published" },
      actor,
    );
    expect(item.publishedAt).toMatch(ISO_INSTANT);
    expect(Date.parse(item.publishedAt!)).toBeGreaterThanOrEqual(before - 1000);
    const edited = await updateContentItem(item.id, { title: "Teacher Training Week" }, actor);
    expect(edited.publishedAt).toBe(item.publishedAt);
    expect(edited.slug).toBe(item.slug);
  });

  it("stamps the first publication of a draft", async () => {
    const actor = await insertUser();
    const draft = await createContentItem(
      { kind: "about", title: "Draft Then Live", status: "draft" },
      actor,
    );
    const live = await updateContentItem(draft.id, { status: "published" }, actor);
    expect(live.publishedAt).toMatch(ISO_INSTANT);
  });

  it("keeps slugs unique within a kind with a clear error, but allows the same slug in another kind", async () => {
    const actor = await insertUser();
    await createContentItem({ kind: "about", title: "Admissions Policy", slug: "admissions-policy" }, actor);
    await expect(
      createContentItem({ kind: "about", title: "Other", slug: "admissions-policy" }, actor),
    ).rejects.toThrow(
      new DomainError(
        'Another about page already uses the slug "admissions-policy". Choose a different slug.',
        { field: "slug", status: 409 },
      ),
    );
    const other = await createContentItem({ kind: "faculty", title: "X", slug: "admissions-policy" }, actor);
    expect(other.slug).toBe("admissions-policy");
    const taken = await createContentItem({ kind: "about", title: "Y", slug: "another-one" }, actor);
    await expect(updateContentItem(taken.id, { slug: "admissions-policy" }, actor)).rejects.toThrow(
      DomainError,
    );
  });

  it("numbers a derived slug when the plain one is taken and falls back for Tamil titles", async () => {
    const actor = await insertUser();
    const first = await createContentItem({ kind: "faculty", title: "Sports Day" }, actor);
    const second = await createContentItem({ kind: "faculty", title: "Sports Day" }, actor);
    expect([first.slug, second.slug]).toEqual(["sports-day", "sports-day-2"]);
    const tamil = await createContentItem({ kind: "faculty", title: "பொங்கல் விழா" }, actor);
    expect(tamil.slug).toMatch(/^faculty-[0-9a-f]{8}$/);
  });

  it("refuses an over-long meta title or meta description", async () => {
    const actor = await insertUser();
    await expect(
      createContentItem({ kind: "about", title: "T", metaTitle: "x".repeat(61) }, actor),
    ).rejects.toThrow("at most 60");
    await expect(
      createContentItem({ kind: "about", title: "T", summary: "x".repeat(161) }, actor),
    ).rejects.toThrow("at most 160");
  });

  it("strips script from rich-text bodies", async () => {
    const actor = await insertUser();
    const item = await createContentItem(
      {
        kind: "about",
        title: "Safe Body",
        body: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:x">l</a></p>',
      },
      actor,
    );
    expect(item.body).toBe("<p>Hi<a>l</a></p>");
  });

  it("creates the per-kind row for news, gallery and events, and deletes it in the same transaction", async () => {
    const actor = await insertUser();
    const news = await createContentItem({ kind: "news", title: "Generic News" }, actor);
    const gallery = await createContentItem({ kind: "gallery", title: "Generic Photo" }, actor);
    const event = await createContentItem(
      {
        kind: "event",
        title: "Generic Event",
        event: { date: "2031-01-15", time: "10:00", location: "Main Hall" },
      },
      actor,
    );
    expect(await rowCount("news", news.id)).toBe(1);
    expect(await rowCount("gallery_item", gallery.id)).toBe(1);
    expect(await rowCount("event", event.id)).toBe(1);
    expect((await contentItemById(event.id))?.event).toEqual({
      date: "2031-01-15",
      time: "10:00",
      location: "Main Hall",
    });

    const snapshot = await deleteContentItem(event.id, actor);
    expect(snapshot?.title).toBe("Generic Event");
    expect(await rowCount("event", event.id)).toBe(0);
    expect(await contentItemById(event.id)).toBeUndefined();

    // Undo puts both rows back exactly.
    await restoreContentItem(JSON.parse(JSON.stringify(snapshot)), actor);
    const restored = await contentItemById(event.id);
    expect(restored?.event).toEqual({ date: "2031-01-15", time: "10:00", location: "Main Hall" });
    expect(restored?.createdAt).toBe(event.createdAt);
  });

  it("refuses an event without a date and writes nothing", async () => {
    const actor = await insertUser();
    await expect(createContentItem({ kind: "event", title: "No Date Event" }, actor)).rejects.toThrow(
      "Pick a date for the event.",
    );
    expect((await adminContentList({ search: "No Date Event" })).total).toBe(0);
  });

  it("moves the per-kind row when the type changes", async () => {
    const actor = await insertUser();
    const item = await createContentItem({ kind: "news", title: "Becomes Gallery" }, actor);
    await updateContentItem(item.id, { kind: "gallery" }, actor);
    expect(await rowCount("news", item.id)).toBe(0);
    expect(await rowCount("gallery_item", item.id)).toBe(1);
  });

  it("lists for the admin newest change first, with search and filters", async () => {
    const actor = await insertUser();
    // More than a page of one, whichever tests ran before.
    for (let i = 1; i <= 4; i++) await createContentItem({ kind: "about", title: `Listed Page ${i}` }, actor);
    const a = await createContentItem(
      { kind: "about", title: "Zebra Crossing Safety", status: "published" },
      actor,
    );
    await createContentItem({ kind: "faculty", title: "Zebra Art Class", status: "draft" }, actor);
    await pause();
    await updateContentItem(a.id, { body: "<p>touched</p>" }, actor);
    const all = await adminContentList({ search: "zebra" });
    expect(all.total).toBe(2);
    expect(all.items[0]!.id).toBe(a.id);
    expect((await adminContentList({ search: "ZEBRA-ART" })).items.map((i) => i.title)).toEqual([
      "Zebra Art Class",
    ]);
    expect((await adminContentList({ search: "zebra", status: "draft" })).total).toBe(1);
    expect((await adminContentList({ search: "zebra", kind: "about" })).items[0]!.title).toBe(
      "Zebra Crossing Safety",
    );
    expect((await adminContentList({ search: "100%" })).total).toBe(0);
    const paged = await adminContentList({ limit: 1, offset: 0 });
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(5);
    expect((await adminContentList({ limit: 10_000 })).items.length).toBeLessThanOrEqual(50);
  });

  it("counts all and published items, and lists the 5 newest for Recent Activity", async () => {
    const actor = await insertUser();
    // More than five items, whichever tests ran before.
    for (let i = 1; i <= 4; i++)
      await createContentItem({ kind: "faculty", title: `Older Item ${i}` }, actor);
    await pause();
    const before = await contentCounts();
    await createContentItem({ kind: "about", title: "Count Me Published", status: "published" }, actor);
    await pause();
    await createContentItem({ kind: "about", title: "Count Me Draft", status: "draft" }, actor);
    const after = await contentCounts();
    expect(after.total - before.total).toBe(2);
    expect(after.published - before.published).toBe(1);
    expect(typeof after.total).toBe("number");
    const recent = await recentContent();
    expect(recent).toHaveLength(5);
    expect(recent[0]!.title).toBe("Count Me Draft");
    expect(recent[0]!.createdAt).toMatch(ISO_INSTANT);
  });

  it("shows /content/<slug> to the public only when published, and drafts to staff", async () => {
    const actor = await insertUser();
    await createContentItem({ kind: "about", title: "Preview Only", status: "draft" }, actor);
    expect(await contentBySlug("preview-only")).toBeUndefined();
    expect((await contentBySlug("preview-only", { staff: true }))?.status).toBe("draft");
    await createContentItem({ kind: "about", title: "Open Page", status: "published" }, actor);
    expect((await contentBySlug("open-page"))?.title).toBe("Open Page");
  });

  it("records each write in the audit log", async () => {
    const actor = await insertUser({ name: "Audit Person" });
    await createContentItem({ kind: "about", title: "Audited Page" }, actor);
    const [latest] = await recentAudit(1);
    expect(latest).toMatchObject({
      actorId: actor.id,
      actorName: "Audit Person",
      action: "created",
      entityType: "about",
    });
    expect(latest!.summary).toBe('Created about page "Audited Page"');
  });
});
