// The dashboard's morning figures (issue 26) on both engines: new enquiries per school and those
// waiting since before today, what is scheduled in the next 7 days, drafts, this week's events,
// items without Tamil, pictures without alt text, and Recent Activity as one list with no item
// twice; what a role may not open is not counted.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { createContentItem, deleteContentItem, updateContentItem } from "~/server/content/items.server";
import { mergeActivity, recentActivity } from "~/server/dashboard/activity.server";
import { dashboardPage, mayOpen } from "~/server/dashboard/page.server";
import {
  contentFigures,
  eventsThisWeek,
  mediaFigures,
  newEnquiriesBySchool,
  scheduledSoon,
  schoolWeek,
} from "~/server/dashboard/to-do.server";
import { db } from "~/server/db/db.server";
import { recordEnquiry, setEnquiryStatus } from "~/server/enquiries/enquiries.server";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

setupTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date();

function admission(schoolSlug: string, name: string) {
  return {
    kind: "admission" as const,
    schoolSlug,
    name,
    childName: "Anu",
    childAge: 4,
    phone: "+91 98765 41234",
  };
}

async function insertMedia(alt: string | null) {
  const id = randomUUID();
  await db()
    .insertInto("media")
    .values({
      id,
      filename: `${id}.webp`,
      original_name: "sports-day.jpg",
      mime_type: "image/webp",
      size_bytes: 2048,
      url: `/media/${id}.webp`,
      category: "gallery",
      bucket_id: "gallery",
      storage_path: `${id}.webp`,
      alt_text: alt,
      variants: "[]",
    })
    .execute();
}

describe("the dashboard's figures", () => {
  it("counts new enquiries per school, spam and handled ones left out, and those from before today", async () => {
    const staff = await insertUser();
    await recordEnquiry(admission("euro-kids", "Old Parent"), new Date(NOW.getTime() - 2 * DAY));
    await recordEnquiry(admission("euro-kids", "New Parent"), NOW);
    // The old spelling is the same school.
    await recordEnquiry(admission("balar-kalikoodam", "Other Parent"), new Date(NOW.getTime() - 3 * DAY));
    await recordEnquiry({ kind: "contact", name: "Just Asking", message: "Hello" }, NOW);
    await recordEnquiry(admission("zee-litera", "Spammy"), NOW, { isSuspectedSpam: () => true });
    const handled = await recordEnquiry(
      admission("zee-litera", "Handled"),
      new Date(NOW.getTime() - 5 * DAY),
    );
    await setEnquiryStatus(handled.id, "contacted", staff);

    const rows = await newEnquiriesBySchool(NOW);
    const bySchool = Object.fromEntries(rows.map((row) => [row.schoolSlug ?? "none", row]));
    expect(bySchool["euro-kids"]).toMatchObject({ fresh: 2, waiting: 1 });
    expect(bySchool["balar-kalikkoodam"]).toMatchObject({ fresh: 1, waiting: 1 });
    expect(bySchool.none).toMatchObject({ fresh: 1, waiting: 0 });
    expect(bySchool["zee-litera"]).toBeUndefined();
  });

  it("lists what is scheduled in the next 7 days, soonest first", async () => {
    const actor = await insertUser();
    const soon = await createContentItem(
      {
        kind: "news",
        title: "Sports Day Results",
        status: "published",
        publishedAt: new Date(NOW.getTime() + 2 * DAY),
      },
      actor,
    );
    await createContentItem(
      {
        kind: "news",
        title: "Far Away",
        status: "published",
        publishedAt: new Date(NOW.getTime() + 9 * DAY),
      },
      actor,
    );
    await createContentItem(
      {
        kind: "about",
        title: "Tomorrow's Page",
        status: "published",
        publishedAt: new Date(NOW.getTime() + DAY),
      },
      actor,
    );
    const items = await scheduledSoon(NOW);
    expect((await contentFigures(NOW)).scheduled).toBe(2);
    expect(items.map((item) => item.title)).toEqual(["Tomorrow's Page", "Sports Day Results"]);
    expect(items[1]!.id).toBe(soon.id);
  });

  it("counts drafts and items without Tamil per kind, and pictures without alt text", async () => {
    const actor = await insertUser();
    const [content, media] = [await contentFigures(NOW), await mediaFigures()];
    const before = { drafts: content.drafts, tamil: content.withoutTamil, media };
    await createContentItem({ kind: "news", title: "Draft News", status: "draft", titleTa: "வரைவு" }, actor);
    await createContentItem({ kind: "faculty", title: "Draft Faculty", status: "draft" }, actor);
    await createContentItem(
      { kind: "gallery", title: "Tamil Photo", status: "published", titleTa: "படம்" },
      actor,
    );
    await createContentItem(
      { kind: "gallery", title: "English Photo", status: "published", titleTa: "  " },
      actor,
    );
    await createContentItem({ kind: "gallery", title: "Archived Photo", status: "archived" }, actor);
    await insertMedia(null);
    await insertMedia("  ");
    await insertMedia("Children at the sports day");

    const after = await contentFigures(NOW);
    expect(after.total - content.total).toBe(5);
    expect(after.published - content.published).toBe(2);
    const drafts = after.drafts;
    expect((drafts.news ?? 0) - (before.drafts.news ?? 0)).toBe(1);
    expect((drafts.faculty ?? 0) - (before.drafts.faculty ?? 0)).toBe(1);
    const tamil = after.withoutTamil;
    expect((tamil.gallery ?? 0) - (before.tamil.gallery ?? 0)).toBe(1);
    expect((tamil.faculty ?? 0) - (before.tamil.faculty ?? 0)).toBe(1);
    expect((tamil.news ?? 0) - (before.tamil.news ?? 0)).toBe(0);
    const mediaAfter = await mediaFigures();
    expect(mediaAfter.total - before.media.total).toBe(3);
    expect(mediaAfter.withoutAltText - before.media.withoutAltText).toBe(2);
  });

  it("finds this week's events, Monday to Sunday in India time", async () => {
    const actor = await insertUser();
    // 2030-06-12 is a Wednesday; 18:45 UTC on the 16th is already Monday the 17th in India.
    expect(schoolWeek(new Date("2030-06-12T06:00:00Z"))).toEqual({ first: "2030-06-10", last: "2030-06-16" });
    expect(schoolWeek(new Date("2030-06-16T18:45:00Z"))).toEqual({ first: "2030-06-17", last: "2030-06-23" });
    for (const [title, date] of [
      ["Before The Week", "2030-06-09"],
      ["Monday Assembly", "2030-06-10"],
      ["Sunday Fair", "2030-06-16"],
      ["Next Week", "2030-06-17"],
    ] as const)
      await createContentItem(
        { kind: "event", title, status: "published", event: { date, time: "10:00" } },
        actor,
      );
    const week = await eventsThisWeek(new Date("2030-06-12T06:00:00Z"));
    expect(week.total).toBe(2);
    expect(week.items.map((item) => item.title)).toEqual(["Monday Assembly", "Sunday Fair"]);
  });

  it("merges the newest content and the audit log into one list, newest first, each item once", async () => {
    const actor = await insertUser({ name: "Kavya Office" });
    const item = await createContentItem({ kind: "news", title: "Merged Article", status: "draft" }, actor);
    await updateContentItem(item.id, { title: "Merged Article, Edited" }, actor);
    const gone = await createContentItem(
      { kind: "about", title: "Short-lived Page", status: "draft" },
      actor,
    );
    await deleteContentItem(gone.id, actor);

    const activity = await recentActivity();
    const keys = activity.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    const times = activity.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    const edited = activity.filter((entry) => entry.key === `content:${item.id}`);
    expect(edited).toHaveLength(1);
    expect(edited[0]).toMatchObject({ who: "Kavya Office", contentId: item.id });
    const deleted = activity.find((entry) => entry.key === `content:${gone.id}`);
    expect(deleted?.contentId).toBeNull();
  });

  it("leaves out what a role may not open", async () => {
    const merged = mergeActivity(
      [],
      [
        {
          id: 1,
          actorId: null,
          actorName: "A",
          action: "updated",
          entityType: "settings",
          entityId: null,
          summary: "Updated site settings",
          createdAt: NOW.toISOString(),
        },
        {
          id: 2,
          actorId: null,
          actorName: "A",
          action: "changed",
          entityType: "enquiry",
          entityId: "e1",
          summary: "Enquiry marked contacted",
          createdAt: NOW.toISOString(),
        },
      ],
      (type) => mayOpen("editor", type === "settings" ? "/admin/settings" : "/admin/enquiries"),
    );
    expect(merged.map((entry) => entry.text)).toEqual(["Enquiry marked contacted"]);
    expect(mayOpen("viewer", "/admin/enquiries")).toBe(false);
    expect(mayOpen("editor", "/admin/enquiries")).toBe(true);
    expect(mayOpen("admin", "/admin/settings")).toBe(true);
    expect(mayOpen("editor", "/admin/settings")).toBe(false);

    const viewer = await dashboardPage("viewer", NOW);
    expect(viewer.todos.enquiries).toBeNull();
    expect(viewer.todos.altText).toBeNull();
    expect(viewer.todos.withoutTamil).toEqual([]);
    expect(viewer.activity).toEqual(viewer.activity.filter((entry) => entry.type !== null));
    const admin = await dashboardPage("admin", NOW);
    expect(admin.todos.enquiries?.total).toBeGreaterThan(0);
    // Each school's links open the inbox filtered to exactly what they count.
    const euroKids = admin.todos.enquiries?.schools.find((school) => school.to?.includes("school=euro-kids"));
    expect(euroKids?.to).toBe("/admin/enquiries?school=euro-kids&status=new&spam=hide");
    expect(euroKids?.waitingTo).toBe(
      `/admin/enquiries?school=euro-kids&status=new&spam=hide&to=${todayInSchoolTimeZone(new Date(NOW.getTime() - DAY))}`,
    );
  });
});
