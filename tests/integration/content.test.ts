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
import { nextInstant } from "../support/next-instant";
import { setupTestDatabase } from "../support/test-database";
import { ISO_INSTANT, insertUser } from "./helpers/staff";

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
    await nextInstant();
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
    await nextInstant();
    const before = await contentCounts();
    await createContentItem({ kind: "about", title: "Count Me Published", status: "published" }, actor);
    await nextInstant();
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

describe("the content form's rules (issue 12)", () => {
  /** The stored row, read again, to show that a refusal changed nothing. */
  async function stored(id: string) {
    return db().selectFrom("content").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  }

  async function refusal(promise: Promise<unknown>): Promise<DomainError> {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }

  it("makes the slug from the title by the spec's rule on creation only, and keeps it on later edits", async () => {
    const actor = await insertUser();
    const item = await createContentItem({ kind: "about", title: "Science & Maths: Fair 2025!" }, actor);
    expect(item.slug).toBe("science--maths-fair-2025");
    const retitled = await updateContentItem(item.id, { title: "A Different Title" }, actor);
    expect(retitled.slug).toBe("science--maths-fair-2025");
    const chosen = await updateContentItem(item.id, { slug: "science-fair" }, actor);
    expect(chosen.slug).toBe("science-fair");
  });

  it("refuses a slug with path characters, spaces or capitals, and writes nothing", async () => {
    const actor = await insertUser();
    const item = await createContentItem({ kind: "about", title: "Path Guard", slug: "path-guard" }, actor);
    const before = await stored(item.id);
    for (const slug of ["../etc", "a/b", "..", "with space", "Capital", "a?b", "x".repeat(201)]) {
      const create = await refusal(createContentItem({ kind: "about", title: "Bad Slug Item", slug }, actor));
      expect([create.field, create.status], slug).toEqual(["slug", 400]);
      const update = await refusal(updateContentItem(item.id, { slug }, actor));
      expect([update.field, update.status], slug).toEqual(["slug", 400]);
    }
    expect(await stored(item.id)).toEqual(before);
    expect((await adminContentList({ search: "Bad Slug Item" })).total).toBe(0);
  });

  it("keeps a chosen slug unique within its kind on update too, with the message under Slug", async () => {
    const actor = await insertUser();
    await createContentItem({ kind: "faculty", title: "Owner", slug: "unique-per-kind" }, actor);
    const other = await createContentItem({ kind: "faculty", title: "Other", slug: "other-per-kind" }, actor);
    const error = await refusal(updateContentItem(other.id, { slug: "unique-per-kind" }, actor));
    expect(error).toMatchObject({
      message: 'Another faculty item already uses the slug "unique-per-kind". Choose a different slug.',
      field: "slug",
      status: 409,
    });
    expect((await stored(other.id)).slug).toBe("other-per-kind");
    const about = await createContentItem(
      { kind: "about", title: "Same Slug", slug: "unique-per-kind" },
      actor,
    );
    expect(about.slug).toBe("unique-per-kind");
  });

  it("accepts a meta title of 60 and a meta description of 160, refuses 61 and 161 on create and update", async () => {
    const actor = await insertUser();
    const item = await createContentItem(
      { kind: "about", title: "Meta Limits", metaTitle: "t".repeat(60), summary: "d".repeat(160) },
      actor,
    );
    expect([item.metaTitle?.length, item.summary?.length]).toEqual([60, 160]);
    const before = await stored(item.id);
    expect(await refusal(updateContentItem(item.id, { metaTitle: "t".repeat(61) }, actor))).toMatchObject({
      field: "metaTitle",
      status: 400,
    });
    expect(await refusal(updateContentItem(item.id, { summary: "d".repeat(161) }, actor))).toMatchObject({
      field: "metaDescription",
      status: 400,
    });
    expect(await stored(item.id)).toEqual(before);
    await refusal(
      createContentItem({ kind: "about", title: "Meta Too Long", metaTitle: "t".repeat(61) }, actor),
    );
    await refusal(
      createContentItem({ kind: "about", title: "Meta Too Long", summary: "d".repeat(161) }, actor),
    );
    expect((await adminContentList({ search: "Meta Too Long" })).total).toBe(0);
  });

  it("sets published_at on the first publication only: not on later edits, nor when published again", async () => {
    const actor = await insertUser();
    const draft = await createContentItem({ kind: "about", title: "First Publish Only" }, actor);
    expect(draft.publishedAt).toBeNull();
    const edited = await updateContentItem(draft.id, { title: "First Publish Only (draft edit)" }, actor);
    expect(edited.publishedAt).toBeNull();
    const before = Date.now();
    const live = await updateContentItem(draft.id, { status: "published" }, actor);
    expect(Date.parse(live.publishedAt!)).toBeGreaterThanOrEqual(before - 1000);
    await nextInstant();
    const later = await updateContentItem(
      draft.id,
      { title: "First Publish Only, again", status: "published" },
      actor,
    );
    expect(later.publishedAt).toBe(live.publishedAt);
    await updateContentItem(draft.id, { status: "draft" }, actor);
    await nextInstant();
    const republished = await updateContentItem(draft.id, { status: "published" }, actor);
    expect(republished.publishedAt).toBe(live.publishedAt);
  });

  it("schedules a published item with a later publication date: public from that moment, staff at once", async () => {
    const actor = await insertUser();
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const item = await createContentItem(
      { kind: "about", title: "Scheduled Later", status: "published", publishedAt: at },
      actor,
    );
    expect(item.publishedAt).toBe(at);
    expect(await contentBySlug(item.slug)).toBeUndefined();
    expect((await contentBySlug(item.slug, { staff: true }))?.id).toBe(item.id);
    await updateContentItem(item.id, { publishedAt: new Date(Date.now() - 1000).toISOString() }, actor);
    expect((await contentBySlug(item.slug))?.id).toBe(item.id);
  });

  it("refuses a save based on an older version (expectedUpdatedAt), and accepts the current one", async () => {
    const actor = await insertUser();
    const item = await createContentItem({ kind: "about", title: "Two Tabs" }, actor);
    await nextInstant();
    const first = await updateContentItem(item.id, { title: "Two Tabs (first)" }, actor, {
      expectedUpdatedAt: item.updatedAt,
    });
    const before = await stored(item.id);
    const stale = await refusal(
      updateContentItem(item.id, { title: "Two Tabs (second)" }, actor, {
        expectedUpdatedAt: item.updatedAt,
      }),
    );
    const { STALE_EDIT_MESSAGE } = await import("~/server/content/record.server");
    expect(stale).toMatchObject({ message: STALE_EDIT_MESSAGE, status: 409 });
    expect(await stored(item.id)).toEqual(before);
    await nextInstant();
    const second = await updateContentItem(item.id, { title: "Two Tabs (second)" }, actor, {
      expectedUpdatedAt: first.updatedAt,
    });
    expect(second.title).toBe("Two Tabs (second)");
  });

  it("refuses an over-long title, a picture that is no web address, an unknown media id and a time that is none", async () => {
    const actor = await insertUser();
    const item = await createContentItem({ kind: "about", title: "Other Checks" }, actor);
    const before = await stored(item.id);
    const cases: [Partial<Parameters<typeof updateContentItem>[1]>, string][] = [
      [{ title: "x".repeat(201) }, "title"],
      [{ featuredImage: "javascript:alert(1)" }, "featuredImage"],
      [{ featuredImage: "//evil.example/x.png" }, "featuredImage"],
      [{ featuredImage: "/media/x.png", featuredMediaId: "no-such-media" }, "featuredImage"],
      [{ kind: "event", event: { date: "2031-01-15", time: "25:99" } }, "eventTime"],
      [{ kind: "event", event: { date: "2031-01-15", location: "x".repeat(201) } }, "location"],
    ];
    for (const [changes, field] of cases)
      expect((await refusal(updateContentItem(item.id, changes, actor))).field, field).toBe(field);
    expect(await stored(item.id)).toEqual(before);
    const fine = await updateContentItem(
      item.id,
      { title: "x".repeat(200), featuredImage: "https://example.org/a.png" },
      actor,
    );
    expect(fine.title).toHaveLength(200);
  });
});
