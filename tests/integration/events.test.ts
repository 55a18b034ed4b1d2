import { describe, expect, it } from "vitest";
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_MESSAGES,
  EVENT_TIME_TEXT_MAX,
  EVENT_TITLE_MAX,
} from "~/copy/admin-events";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { createContentItem, updateContentItem } from "~/server/content/items.server";
import { NOT_FOUND_MESSAGE, STALE_EDIT_MESSAGE } from "~/server/content/record.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import {
  allEvents,
  countPastEvents,
  createEvent,
  deleteEvent,
  eventById,
  eventBySlug,
  eventsForAdmin,
  pastEvents,
  publishedEventsSince,
  restoreEvent,
  upcomingEvents,
  upcomingEventsFeaturedFirst,
  updateEvent,
} from "~/server/events/events.server";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

setupTestDatabase();

/** A picture in the media library, as an upload leaves it; gives its id. */
async function insertMedia(url: string) {
  const id = `media-${Math.random().toString(36).slice(2, 10)}`;
  await db()
    .insertInto("media")
    .values({
      id,
      filename: url.split("/").at(-1)!,
      original_name: "annual-day.jpg",
      mime_type: "image/webp",
      size_bytes: 1234,
      url,
      category: "events",
      bucket_id: "general",
      storage_path: url.replace(/^\/media\//, ""),
      uploaded_by: null,
      alt_text: null,
      caption: null,
      width: 1200,
      height: 675,
      content_hash: null,
      variants: "[]",
      placeholder: null,
    })
    .execute();
  return id;
}

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

// Events Management (issue 13): the end time, stale edits, Undo, the admin list's filter and pages.
describe("events management", () => {
  const eventRow = (id: string) =>
    db().selectFrom("event").selectAll().where("content_id", "=", id).executeTakeFirst();
  const contentRow = (id: string) =>
    db().selectFrom("content").selectAll().where("id", "=", id).executeTakeFirst();

  it("stores the end time and reads it back; without one it stays null", async () => {
    const actor = await insertUser();
    const timed = await createEvent(
      { title: "Sports Meet Finals", eventDate: "2031-01-10", eventTime: "09:00", endTime: "12:30" },
      actor,
    );
    expect(timed).toMatchObject({ eventTime: "09:00", endTime: "12:30" });
    expect((await eventRow(timed.id))?.end_time).toBe("12:30");
    const open = await createEvent({ title: "Open Day", eventDate: "2031-01-11", eventTime: "10:00" }, actor);
    expect(open.endTime).toBeNull();
    expect((await eventRow(open.id))?.end_time).toBeNull();
    // The public reads carry it too, for the calendar feed.
    expect((await eventBySlug("sports-meet-finals"))?.endTime).toBe("12:30");
    expect(
      (await publishedEventsSince("2031-01-10")).slice(0, 2).map((event) => [event.title, event.endTime]),
    ).toEqual([
      ["Sports Meet Finals", "12:30"],
      ["Open Day", null],
    ]);
  });

  it("refuses an end time before or at the start, or without a start, and changes nothing", async () => {
    const actor = await insertUser();
    const cases: [Partial<Parameters<typeof createEvent>[0]>, string][] = [
      [{ eventTime: "10:00", endTime: "09:00" }, EVENT_MESSAGES.endBeforeStart],
      [{ eventTime: "10:00", endTime: "10:00" }, EVENT_MESSAGES.endBeforeStart],
      [{ eventTime: "23:30", endTime: "00:30" }, EVENT_MESSAGES.endBeforeStart],
      [{ endTime: "11:00" }, EVENT_MESSAGES.endWithoutStart],
      [{ eventTime: "Evening", endTime: "21:00" }, EVENT_MESSAGES.endWithoutStart],
      [{ eventTime: "10:00", endTime: "half past" }, EVENT_MESSAGES.endTime],
    ];
    for (const [fields, message] of cases) {
      await expect(
        createEvent({ title: "Refused End", eventDate: "2031-02-01", ...fields }, actor),
        JSON.stringify(fields),
      ).rejects.toThrow(new DomainError(message, { field: "endTime" }));
    }
    expect(
      await db().selectFrom("content").select("id").where("title", "=", "Refused End").execute(),
    ).toEqual([]);

    const event = await createEvent(
      { title: "Quiz Hour", eventDate: "2031-02-02", eventTime: "10:00", endTime: "11:00" },
      actor,
    );
    const before = [await contentRow(event.id), await eventRow(event.id)];
    // A new start after the end kept is refused as much as a new end before the start.
    await expect(updateEvent(event.id, { eventTime: "11:30" }, actor)).rejects.toThrow(
      new DomainError(EVENT_MESSAGES.endBeforeStart, { field: "endTime" }),
    );
    await expect(updateEvent(event.id, { endTime: "09:30" }, actor)).rejects.toThrow(
      new DomainError(EVENT_MESSAGES.endBeforeStart, { field: "endTime" }),
    );
    expect([await contentRow(event.id), await eventRow(event.id)]).toEqual(before);
    // Moving both together, and clearing the end, are fine.
    expect(await updateEvent(event.id, { eventTime: "14:00", endTime: "15:30" }, actor)).toMatchObject({
      eventTime: "14:00",
      endTime: "15:30",
    });
    expect((await updateEvent(event.id, { endTime: null }, actor)).endTime).toBeNull();
  });

  it("refuses over-long text, unknown categories, bad participant limits and pictures from elsewhere", async () => {
    const actor = await insertUser();
    const ok = { title: "Limit Check", eventDate: "2031-03-01" };
    const refusals: [Partial<Parameters<typeof createEvent>[0]>, string, string][] = [
      [{ title: "t".repeat(EVENT_TITLE_MAX + 1) }, "title", EVENT_MESSAGES.titleTooLong],
      [
        { description: "d".repeat(EVENT_DESCRIPTION_MAX + 1) },
        "description",
        EVENT_MESSAGES.descriptionTooLong,
      ],
      [{ location: "l".repeat(EVENT_LOCATION_MAX + 1) }, "location", EVENT_MESSAGES.locationTooLong],
      [{ eventTime: "x".repeat(EVENT_TIME_TEXT_MAX + 1) }, "eventTime", EVENT_MESSAGES.timeTooLong],
      [{ category: "Picnic" }, "category", EVENT_MESSAGES.category],
      [{ maxParticipants: 0 }, "maxParticipants", EVENT_MESSAGES.maxParticipantsTooSmall],
      [{ maxParticipants: -4 }, "maxParticipants", EVENT_MESSAGES.maxParticipantsTooSmall],
      [{ maxParticipants: 2.5 }, "maxParticipants", EVENT_MESSAGES.maxParticipantsDecimal],
      [{ maxParticipants: Number.NaN }, "maxParticipants", EVENT_MESSAGES.maxParticipantsNotNumber],
      [{ eventDate: "2031-02-29" }, "eventDate", EVENT_MESSAGES.dateInvalid],
      [{ imageUrl: "javascript:alert(1)" }, "imageUrl", EVENT_MESSAGES.image],
      [{ imageUrl: "//evil.example/x.png" }, "imageUrl", EVENT_MESSAGES.image],
      [{ mediaId: "no-such-media" }, "imageUrl", EVENT_MESSAGES.imageGone],
    ];
    for (const [fields, field, message] of refusals) {
      await expect(createEvent({ ...ok, ...fields }, actor), field).rejects.toThrow(
        new DomainError(message, { field }),
      );
    }
    const event = await createEvent(ok, actor);
    const before = [await contentRow(event.id), await eventRow(event.id)];
    for (const [fields, field] of refusals)
      await expect(updateEvent(event.id, fields, actor), field).rejects.toThrow(DomainError);
    expect([await contentRow(event.id), await eventRow(event.id)]).toEqual(before);
    expect(
      await db().selectFrom("content").select("id").where("title", "=", ok.title).execute(),
    ).toHaveLength(1);
  });

  it("refuses a stale edit with STALE_EDIT_MESSAGE and keeps the newer save", async () => {
    const actor = await insertUser();
    const event = await createEvent({ title: "Parents Evening", eventDate: "2031-04-01" }, actor);
    const first = await updateEvent(event.id, { location: "Hall A" }, actor, {
      expectedUpdatedAt: event.updatedAt,
    });
    expect(first.location).toBe("Hall A");
    const stored = [await contentRow(event.id), await eventRow(event.id)];
    const stale = updateEvent(event.id, { location: "Hall B", title: "Renamed" }, actor, {
      expectedUpdatedAt: event.updatedAt,
    });
    await expect(stale).rejects.toThrow(new DomainError(STALE_EDIT_MESSAGE, { status: 409 }));
    await expect(stale).rejects.toMatchObject({ status: 409 });
    expect([await contentRow(event.id), await eventRow(event.id)]).toEqual(stored);
    // With the copy it read, the same save goes through.
    const second = await updateEvent(event.id, { location: "Hall B" }, actor, {
      expectedUpdatedAt: first.updatedAt,
    });
    expect(second.location).toBe("Hall B");
  });

  it("refuses changes to an event that does not exist with a 404, changing nothing", async () => {
    const actor = await insertUser();
    const everything = () => db().selectFrom("content").selectAll().orderBy("id").execute();
    const before = await everything();
    await expect(updateEvent("no-such-event", { title: "Ghost" }, actor)).rejects.toMatchObject({
      status: 404,
      message: NOT_FOUND_MESSAGE,
    });
    expect(await deleteEvent("no-such-event", actor)).toBeUndefined();
    // Another kind's id is not an event's either.
    const page = await createContentItem({ kind: "about", title: "About Us Page" }, actor);
    const withPage = await everything();
    await expect(updateEvent(page.id, { title: "Hijacked" }, actor)).rejects.toMatchObject({ status: 404 });
    expect(await deleteEvent(page.id, actor)).toBeUndefined();
    expect(await everything()).toEqual(withPage);
    expect(withPage).toHaveLength(before.length + 1);
  });

  it("restores a deleted event exactly: same id, slug, picture, times and last save", async () => {
    const actor = await insertUser();
    const media = await insertMedia("/media/events/annual-day.webp");
    const event = await createEvent(
      {
        title: "Annual Day ஆண்டு விழா",
        description: "Dance, drama and prizes.",
        eventDate: "2031-05-10",
        eventTime: "17:00",
        endTime: "20:30",
        location: "Main Ground",
        category: "Cultural",
        isFeatured: true,
        maxParticipants: 400,
        registrationRequired: true,
        mediaId: media,
      },
      actor,
    );
    expect(event.imageUrl).toBe("/media/events/annual-day.webp");
    const before = { content: await contentRow(event.id), event: await eventRow(event.id) };
    const snapshot = await deleteEvent(event.id, actor);
    expect(snapshot).toBeDefined();
    expect(await eventById(event.id)).toBeUndefined();
    expect(await eventBySlug(event.slug)).toBeUndefined();

    const restored = await restoreEvent(snapshot!, actor);
    expect(restored).toEqual(event);
    expect({ content: await contentRow(event.id), event: await eventRow(event.id) }).toEqual(before);
    expect((await eventBySlug(event.slug))?.id).toBe(event.id);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("entity_id", "=", event.id)
      .orderBy("id")
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["created", "deleted", "restored"]);

    // A second restore of the same snapshot would clash with the event that is back.
    await expect(restoreEvent(snapshot!, actor)).rejects.toMatchObject({ status: 409 });
    expect({ content: await contentRow(event.id), event: await eventRow(event.id) }).toEqual(before);
  });

  it("restores only events", async () => {
    const actor = await insertUser();
    const snapshot = {
      kind: "news" as const,
      title: "Not an event",
      content: { id: "x-news" },
      perKind: null,
    };
    await expect(restoreEvent(snapshot, actor)).rejects.toMatchObject({ status: 409 });
    expect(await contentRow("x-news")).toBeUndefined();
  });
});

describe("the admin list's filter and pages", () => {
  // 12 events, one a day from 1 to 12 Jan 2031, Sports on odd days and Cultural on even ones.
  const NOW = new Date("2031-01-08T10:00:00Z"); // 15:30 on 8 Jan in India
  const SIZE = 5;
  const dates = (page: { items: { eventDate: string }[] }) =>
    page.items.map((event) => event.eventDate.slice(-2));

  it("starts on the page of the coming events, by date, with the number found", async () => {
    await db().deleteFrom("content").where("kind", "=", "event").execute();
    const actor = await insertUser();
    for (let day = 12; day >= 1; day--) {
      const date = `2031-01-${String(day).padStart(2, "0")}`;
      await createEvent(
        { title: `Day ${day}`, eventDate: date, category: day % 2 ? "Sports" : "Cultural" },
        actor,
      );
    }
    // Two on one day: by time, then the rest.
    await createEvent(
      { title: "Day 10 Late", eventDate: "2031-01-10", eventTime: "18:00", category: "Sports" },
      actor,
    );
    await createEvent(
      { title: "Day 10 Early", eventDate: "2031-01-10", eventTime: "07:00", category: "Sports" },
      actor,
    );

    const opening = await eventsForAdmin({}, NOW, SIZE);
    expect(opening).toMatchObject({ total: 14, page: 2, pageCount: 3, pageSize: SIZE });
    // Seven events lie before 8 Jan in India: page 2 starts with the 6th.
    expect(dates(opening)).toEqual(["06", "07", "08", "09", "10"]);
    expect((await eventsForAdmin({ page: 1 }, NOW, SIZE)).items.map((event) => event.title)).toEqual([
      "Day 1",
      "Day 2",
      "Day 3",
      "Day 4",
      "Day 5",
    ]);
    const last = await eventsForAdmin({ page: 3 }, NOW, SIZE);
    // On one day, a whole-day event first (on both engines), then by time.
    expect(last.items.map((event) => event.title)).toEqual([
      "Day 10 Early",
      "Day 10 Late",
      "Day 11",
      "Day 12",
    ]);
  });

  it("filters by category, ignores an unknown one, and clamps the page", async () => {
    const sports = await eventsForAdmin({ category: "Sports" }, NOW, SIZE);
    // Sports: 1, 3, 5, 7, 9, 10 (twice), 11 — four before 8 Jan, so the first page.
    expect(sports).toMatchObject({ total: 8, page: 1, pageCount: 2 });
    expect(sports.items.every((event) => event.category === "Sports")).toBe(true);
    expect(dates(sports)).toEqual(["01", "03", "05", "07", "09"]);
    expect(dates(await eventsForAdmin({ category: "Sports", page: 2 }, NOW, SIZE))).toEqual([
      "10",
      "10",
      "11",
    ]);
    expect(await eventsForAdmin({ category: "Holiday" }, NOW, SIZE)).toMatchObject({
      total: 0,
      items: [],
      page: 1,
      pageCount: 1,
    });
    expect((await eventsForAdmin({ category: "Picnic" }, NOW, SIZE)).total).toBe(14);
    expect((await eventsForAdmin({ page: 99 }, NOW, SIZE)).page).toBe(3);
    expect((await eventsForAdmin({ page: 0 }, NOW, SIZE)).page).toBe(1);
    // Everything ahead: the first page; everything past: the last.
    expect((await eventsForAdmin({}, new Date("2030-06-01T00:00:00Z"), SIZE)).page).toBe(1);
    expect((await eventsForAdmin({}, new Date("2032-06-01T00:00:00Z"), SIZE)).page).toBe(3);
  });

  it("decides the opening page by India's date: 18:29 UTC is still the 7th there, 18:30 the 8th", async () => {
    // Sports, two a page: 1, 3, 5 lie before the 7th (page 2 opens on the 5th and the 7th); from
    // midnight in India the 7th is past too (page 3: the 9th and the first of the 10th).
    const lateOn7th = await eventsForAdmin({ category: "Sports" }, new Date("2031-01-07T18:29:00Z"), 2);
    const earlyOn8th = await eventsForAdmin({ category: "Sports" }, new Date("2031-01-07T18:30:00Z"), 2);
    expect(dates(lateOn7th)).toEqual(["05", "07"]);
    expect(dates(earlyOn8th)).toEqual(["09", "10"]);
  });
});

describe("events on the same day", () => {
  it("list a whole-day event before the timed ones on both engines, and after them when newest first", async () => {
    const actor = await insertUser();
    const date = "2031-03-05";
    const timed = await createEvent(
      { title: "Science fair opening", eventDate: date, eventTime: "09:00" },
      actor,
    );
    const wholeDay = await createEvent({ title: "Science fair all day", eventDate: date }, actor);
    const soon = new Date("2031-03-01T00:00:00Z");
    const upcoming = (await upcomingEvents({}, soon))
      .filter((event) => event.eventDate === date)
      .map((e) => e.id);
    expect(upcoming).toEqual([wholeDay.id, timed.id]);
    const later = new Date("2031-03-10T00:00:00Z");
    const past = (await pastEvents({}, later)).filter((event) => event.eventDate === date).map((e) => e.id);
    expect(past).toEqual([timed.id, wholeDay.id]);
  });
});
