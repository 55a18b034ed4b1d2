// /content/<slug>'s read: an item with the fields of its kind, visible to the public once
// published and due, to staff always.
import { describe, expect, it } from "vitest";
import { createContentItem } from "~/server/content/items.server";
import { contentPageBySlug } from "~/server/content/queries.server";
import { db } from "~/server/db/db.server";
import { createEvent } from "~/server/events/events.server";
import { createGalleryItem } from "~/server/gallery/items.server";
import { createNewsArticle } from "~/server/news/articles.server";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

setupTestDatabase();

describe("contentPageBySlug", () => {
  it("reads an event with its date, time, place, category and registration rules", async () => {
    const actor = await insertUser();
    await createEvent(
      {
        title: "Annual Sports Meet",
        eventDate: "2026-12-12",
        eventTime: "09:30",
        location: "Main Grounds",
        category: "Sports",
        maxParticipants: 200,
        registrationRequired: true,
      },
      actor,
    );
    const item = await contentPageBySlug("annual-sports-meet");
    expect(item).toMatchObject({
      kind: "event",
      title: "Annual Sports Meet",
      news: null,
      gallery: null,
      slide: null,
    });
    expect(item!.event).toEqual({
      date: "2026-12-12",
      time: "09:30",
      location: "Main Grounds",
      category: "Sports",
      maxParticipants: 200,
      registrationRequired: true,
    });
  });

  it("reads a news article's category and priority and a gallery photo's category", async () => {
    const actor = await insertUser();
    await createNewsArticle({ title: "Bus Routes", category: "Announcement", priority: "high" }, actor);
    await createGalleryItem(
      { title: "Kolam Morning", imageUrl: "/media/k.png", category: "Cultural Events" },
      actor,
    );
    expect((await contentPageBySlug("bus-routes"))?.news).toEqual({
      category: "Announcement",
      priority: "high",
    });
    expect((await contentPageBySlug("kolam-morning"))?.gallery).toEqual({ category: "Cultural Events" });
  });

  it("shows drafts, archived and scheduled items to staff only", async () => {
    const actor = await insertUser();
    await createContentItem({ kind: "about", title: "Preview Only", status: "draft" }, actor);
    const archived = await createContentItem(
      { kind: "faculty", title: "Old Staff List", status: "published" },
      actor,
    );
    await db().updateTable("content").set({ status: "archived" }).where("id", "=", archived.id).execute();
    await createContentItem(
      {
        kind: "about",
        title: "Coming Soon",
        status: "published",
        publishedAt: new Date(Date.now() + 60_000),
      },
      actor,
    );
    for (const slug of ["preview-only", "old-staff-list", "coming-soon"]) {
      expect(await contentPageBySlug(slug), slug).toBeUndefined();
      expect((await contentPageBySlug(slug, { staff: true }))?.slug, slug).toBe(slug);
    }
    await createContentItem({ kind: "about", title: "Open Page", status: "published" }, actor);
    expect((await contentPageBySlug("open-page"))?.title).toBe("Open Page");
    expect(await contentPageBySlug("no-such-page", { staff: true })).toBeUndefined();
  });
});
