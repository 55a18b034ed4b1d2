import { describe, expect, it } from "vitest";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { updateContentItem } from "~/server/content/items.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import {
  allEvents,
  countPastEvents,
  createEvent,
  deleteEvent,
  eventById,
  eventBySlug,
  pastEvents,
  publishedEventsSince,
  upcomingEvents,
  upcomingEventsFeaturedFirst,
  updateEvent,
} from "~/server/events/events.server";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

setupTestDatabase();

// 20:00 UTC on 14 Aug is already 15 Aug in Asia/Kolkata.
const NOW = new Date("2030-08-14T20:00:00Z");

describe("events", () => {
  it("creates an event with its fields as plain values", async () => {
    const actor = await insertUser();
    const fields = {
      title: "Science Fair",
      description: "Models and experiments",
      eventDate: "2030-08-20",
      eventTime: "09:30",
      location: "Main Campus",
      category: "Science Fair",
      isFeatured: true,
      maxParticipants: 120,
      registrationRequired: true,
    };
    const event = await createEvent(fields, actor);
    expect(event).toMatchObject({ ...fields, slug: "science-fair", status: "published" });
    expect(typeof event.isFeatured).toBe("boolean");
    expect(typeof event.registrationRequired).toBe("boolean");
    expect(typeof event.maxParticipants).toBe("number");
  });

  it("defaults to category Other, unlimited places and no registration", async () => {
    const actor = await insertUser();
    const event = await createEvent({ title: "Holiday", eventDate: "2030-08-15" }, actor);
    expect(event).toMatchObject({
      category: "Other",
      maxParticipants: null,
      registrationRequired: false,
      isFeatured: false,
      eventTime: null,
    });
  });

  it("splits upcoming (from today in India, soonest first) and past (latest first)", async () => {
    const actor = await insertUser();
    await createEvent({ title: "Yesterday Event", eventDate: "2030-08-14" }, actor);
    await createEvent({ title: "Long Ago Event", eventDate: "2030-01-10" }, actor);
    await createEvent({ title: "Far Future Event", eventDate: "2031-02-01" }, actor);
    expect(todayInSchoolTimeZone(NOW)).toBe("2030-08-15");
    const upcoming = await upcomingEvents({}, NOW);
    expect(upcoming.map((e) => e.title)).toEqual(["Holiday", "Science Fair", "Far Future Event"]);
    const past = await pastEvents({}, NOW);
    expect(past.map((e) => e.title)).toEqual(["Yesterday Event", "Long Ago Event"]);
    expect((await upcomingEvents({ limit: 1, offset: 1 }, NOW)).map((e) => e.title)).toEqual([
      "Science Fair",
    ]);
    expect((await publishedEventsSince("2030-08-14")).map((e) => e.eventDate)).toEqual([
      "2030-08-14",
      "2030-08-15",
      "2030-08-20",
      "2031-02-01",
    ]);
  });

  it("lists every event by date for the admin, filtered by category with a count", async () => {
    const all = await allEvents();
    expect(all.total).toBe(5);
    expect(all.items.map((e) => e.eventDate)).toEqual([...all.items.map((e) => e.eventDate)].sort());
    const fairs = await allEvents({ category: "Science Fair" });
    expect(fairs.total).toBe(1);
    expect(fairs.items[0]!.title).toBe("Science Fair");
  });

  it("hides events that are not published from the public", async () => {
    const actor = await insertUser();
    const event = await createEvent({ title: "Archived Event", eventDate: "2030-09-01" }, actor);
    await updateContentItem(event.id, { status: "archived" }, actor);
    expect((await upcomingEvents({}, NOW)).map((e) => e.title)).not.toContain("Archived Event");
    expect(await eventBySlug("archived-event")).toBeUndefined();
    expect((await eventBySlug("archived-event", { staff: true }))?.title).toBe("Archived Event");
    expect((await eventBySlug("science-fair"))?.title).toBe("Science Fair");
  });

  it("refuses impossible dates, unknown categories and non-positive participant limits", async () => {
    const actor = await insertUser();
    await expect(createEvent({ title: "Bad Date", eventDate: "2030-02-30" }, actor)).rejects.toThrow(
      new DomainError("Pick a valid event date.", { field: "eventDate" }),
    );
    await expect(
      createEvent({ title: "Bad Category", eventDate: "2030-02-03", category: "Picnic" }, actor),
    ).rejects.toThrow(DomainError);
    await expect(
      createEvent({ title: "Bad Max", eventDate: "2030-02-03", maxParticipants: 0 }, actor),
    ).rejects.toThrow(DomainError);
    const rows = await db().selectFrom("content").select("title").where("title", "like", "Bad %").execute();
    expect(rows).toEqual([]);
  });

  it("updates event fields and clears the participant limit", async () => {
    const actor = await insertUser();
    const event = (await allEvents({ category: "Science Fair" })).items[0]!;
    const updated = await updateEvent(
      event.id,
      { eventDate: "2030-08-21", maxParticipants: null, registrationRequired: false, location: "Hall B" },
      actor,
    );
    expect(updated).toMatchObject({
      eventDate: "2030-08-21",
      maxParticipants: null,
      registrationRequired: false,
      location: "Hall B",
      isFeatured: true,
    });
  });

  it("deletes the event row with the event", async () => {
    const actor = await insertUser();
    const event = await createEvent({ title: "Gone Event", eventDate: "2030-10-01" }, actor);
    expect((await deleteEvent(event.id, actor))?.perKind).toMatchObject({ event_date: "2030-10-01" });
    expect(await eventById(event.id)).toBeUndefined();
    const rows = await db()
      .selectFrom("event")
      .select("content_id")
      .where("content_id", "=", event.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe("the public events page's lists", () => {
  // Later than every event above, so those are all in the past here.
  const LATER = new Date("2040-03-01T06:00:00Z");

  it("lists upcoming events featured first, each group soonest first, never unpublished ones", async () => {
    const actor = await insertUser();
    await createEvent({ title: "Plain Soon", eventDate: "2040-03-02", eventTime: "09:00" }, actor);
    await createEvent({ title: "Plain Later", eventDate: "2040-03-20" }, actor);
    await createEvent({ title: "Featured Late", eventDate: "2040-04-10", isFeatured: true }, actor);
    await createEvent(
      { title: "Featured Early", eventDate: "2040-03-15", eventTime: "10:00", isFeatured: true },
      actor,
    );
    const hidden = await createEvent(
      { title: "Featured Draft", eventDate: "2040-03-03", isFeatured: true },
      actor,
    );
    await updateContentItem(hidden.id, { status: "draft" }, actor);
    await createEvent({ title: "Plain Today", eventDate: "2040-03-01", eventTime: "18:00" }, actor);

    const upcoming = await upcomingEventsFeaturedFirst({}, LATER);
    expect(upcoming.map((event) => event.title)).toEqual([
      "Featured Early",
      "Featured Late",
      "Plain Today",
      "Plain Soon",
      "Plain Later",
    ]);
    expect(upcoming.every((event) => typeof event.isFeatured === "boolean")).toBe(true);
    // Events are published when saved; the time they were is an instant like any other.
    expect(upcoming.every((event) => typeof event.publishedAt === "string")).toBe(true);
    expect((await upcomingEventsFeaturedFirst({ limit: 2 }, LATER)).map((event) => event.title)).toEqual([
      "Featured Early",
      "Featured Late",
    ]);
  });

  it("counts the published past events, which the page shows only the latest of", async () => {
    const past = await pastEvents({ limit: 1000 }, LATER);
    expect(past.length).toBeGreaterThan(3);
    expect(past.map((event) => event.title)).not.toContain("Archived Event");
    expect(await countPastEvents(LATER)).toBe(past.length);
    // "Today" in India is not past yet.
    expect(past.map((event) => event.title)).not.toContain("Plain Today");
    expect(await countPastEvents(new Date("2000-01-01T00:00:00Z"))).toBe(0);
  });
});
