import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db/db.server";
import { migrateToLatest } from "~/server/db/migrate.server";
import { migrations } from "~/server/db/migrations";
import { instant } from "~/server/db/values.server";
import { eventById } from "~/server/events/events.server";
import { schoolBySlug } from "~/server/schools/schools.server";
import { slideById } from "~/server/slides/slides.server";
import { setupTestDatabase } from "../support/test-database";

setupTestDatabase();

describe("migrations", () => {
  it("creates every table of the data model", async () => {
    const tables = (await db().introspection.getTables()).map((t) => t.name).sort();
    expect(tables).toEqual(
      expect.arrayContaining([
        "account",
        "audit_log",
        "content",
        "enquiry",
        "event",
        "gallery_item",
        "media",
        "news",
        "newsletter_subscriber",
        "page_view",
        "school",
        "session",
        "site_setting",
        "slide",
        "urgent_notice",
        "user",
        "verification",
        "visitor_session",
      ]),
    );
  });

  it("is idempotent: running again applies nothing", async () => {
    expect(await migrateToLatest(db())).toEqual([]);
  });

  it("enforces constraints in the database itself", async () => {
    const base = {
      kind: "news" as const,
      title: "A",
      status: "draft" as const,
      details: "{}",
      updated_at: new Date().toISOString(),
    };
    await db()
      .insertInto("content")
      .values({ ...base, id: "c1", slug: "same" })
      .execute();
    // The same slug within one kind is refused…
    await expect(
      db()
        .insertInto("content")
        .values({ ...base, id: "c2", slug: "same" })
        .execute(),
    ).rejects.toThrow();
    // …but allowed in another kind.
    await db()
      .insertInto("content")
      .values({ ...base, id: "c3", slug: "same", kind: "event" })
      .execute();
    // Unknown status is refused by a check constraint.
    await expect(
      db()
        .insertInto("content")
        .values({ ...base, id: "c4", slug: "x", status: "deleted" as never })
        .execute(),
    ).rejects.toThrow();
    // A per-kind row needs its content row (foreign key).
    await expect(
      db()
        .insertInto("news")
        .values({ content_id: "missing", priority: "high", is_featured: false, category: null })
        .execute(),
    ).rejects.toThrow();
    // Deleting the content removes its per-kind row.
    await db()
      .insertInto("news")
      .values({ content_id: "c1", priority: "high", is_featured: true, category: null })
      .execute();
    await db().deleteFrom("content").where("id", "=", "c1").execute();
    const left = await db()
      .selectFrom("news")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });

  it("003 adds the spam mark and the repeat count; enquiries from before stay unmarked, sent once", async () => {
    const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo("002-media-url-index");
    expect(error).toBeUndefined();
    await sql`insert into enquiry (id, kind, status, name, created_at) values ('before-003', 'contact', 'new', 'Old family', ${"2026-11-01T05:30:00.000Z"})`.execute(
      db(),
    );
    expect(await migrateToLatest(db())).toContain("003-enquiry-repeats-and-spam");
    const row = await db()
      .selectFrom("enquiry")
      .selectAll()
      .where("id", "=", "before-003")
      .executeTakeFirstOrThrow();
    expect([false, 0]).toContain(row.suspected_spam);
    expect(Number(row.times_sent)).toBe(1);
    expect(instant(row.last_sent_at)).toBe("2026-11-01T05:30:00.000Z");
    expect(row.fingerprint).toBeNull();
  });

  it("004 adds the end time; events saved before keep every value, with no end time", async () => {
    const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo("003-enquiry-repeats-and-spam");
    expect(error).toBeUndefined();
    expect(
      (await db().introspection.getTables()).find((t) => t.name === "event")?.columns.map((c) => c.name),
    ).not.toContain("end_time");
    await sql`insert into content (id, kind, title, slug, status, details, published_at, created_at, updated_at)
      values ('before-004', 'event', 'Old Sports Day', 'old-sports-day', 'published', ${"{}"}, ${"2026-10-01T04:30:00.000Z"}, ${"2026-10-01T04:30:00.000Z"}, ${"2026-10-02T05:00:00.000Z"})`.execute(
      db(),
    );
    await sql`insert into event (content_id, event_date, event_time, location, category, is_featured, max_participants, registration_required)
      values ('before-004', '2026-11-14', '10:00 AM', 'Main Ground', 'Sports', ${true}, 250, ${false})`.execute(
      db(),
    );
    const eventBefore = await sql<
      Record<string, unknown>
    >`select * from event where content_id = 'before-004'`.execute(db());
    const contentBefore = await sql<
      Record<string, unknown>
    >`select * from content where id = 'before-004'`.execute(db());

    // Up to 004 only: later migrations (007's Tamil texts) add columns of their own to content.
    const upTo004 = await migrator.migrateTo("004-event-end-time");
    expect(upTo004.error).toBeUndefined();
    expect(upTo004.results?.map((result) => result.migrationName)).toContain("004-event-end-time");
    const eventAfter = await sql<
      Record<string, unknown>
    >`select * from event where content_id = 'before-004'`.execute(db());
    const contentAfter = await sql<
      Record<string, unknown>
    >`select * from content where id = 'before-004'`.execute(db());
    expect(eventAfter.rows).toEqual([{ ...eventBefore.rows[0], end_time: null }]);
    expect(contentAfter.rows).toEqual(contentBefore.rows);
    await migrateToLatest(db());
    // The application reads it as before: no end, so the calendar gives it the default length.
    expect(await eventById("before-004")).toMatchObject({
      title: "Old Sports Day",
      eventDate: "2026-11-14",
      eventTime: "10:00 AM",
      endTime: null,
      location: "Main Ground",
      category: "Sports",
      isFeatured: true,
      maxParticipants: 250,
      registrationRequired: false,
      updatedAt: "2026-10-02T05:00:00.000Z",
    });
    // And a new end time is kept in the new column.
    await db()
      .updateTable("event")
      .set({ end_time: "12:00" })
      .where("content_id", "=", "before-004")
      .execute();
    expect((await eventById("before-004"))?.endTime).toBe("12:00");
  });
  it("007 adds the optional Tamil texts; items saved before keep every value and read as not translated", async () => {
    const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("006-analytics-report-indexes")).error).toBeUndefined();
    const columns = async (table: string) =>
      (await db().introspection.getTables()).find((t) => t.name === table)?.columns.map((c) => c.name) ?? [];
    expect(await columns("content")).not.toContain("title_ta");
    expect(await columns("school")).not.toContain("features_ta");
    await sql`insert into content (id, kind, title, slug, status, summary, body, details, published_at, created_at, updated_at)
      values ('before-007', 'school_info', 'EuroKids', 'euro-kids', 'published', 'A bright pre-school.', '<p>About us</p>', ${"{}"}, ${"2026-10-01T04:30:00.000Z"}, ${"2026-10-01T04:30:00.000Z"}, ${"2026-10-02T05:00:00.000Z"})`.execute(
      db(),
    );
    await sql`insert into school (content_id, sort_order, tagline, location, features, grades, images)
      values ('before-007', 1, 'Joyful early years', 'Lake View Road', ${'["Phonics"]'}, ${'["Nursery"]'}, ${"[]"})`.execute(
      db(),
    );
    const before = await sql<
      Record<string, unknown>
    >`select * from school where content_id = 'before-007'`.execute(db());

    expect(await migrateToLatest(db())).toContain("007-tamil-texts");
    const content = await sql<Record<string, unknown>>`select * from content where id = 'before-007'`.execute(
      db(),
    );
    expect(content.rows[0]).toMatchObject({
      title: "EuroKids",
      title_ta: null,
      summary_ta: null,
      body_ta: null,
    });
    const school = await sql<
      Record<string, unknown>
    >`select * from school where content_id = 'before-007'`.execute(db());
    expect(school.rows).toEqual([
      // 012's Tamil address and grades too: not translated either.
      {
        ...before.rows[0],
        tagline_ta: null,
        location_ta: null,
        features_ta: null,
        address_ta: null,
        grades_ta: null,
      },
    ]);
    expect(await schoolBySlug("euro-kids")).toMatchObject({
      description: "A bright pre-school.",
      features: ["Phonics"],
      taglineTa: null,
      descriptionTa: null,
      aboutTa: null,
      locationTa: null,
      featuresTa: [],
      updatedAt: "2026-10-02T05:00:00.000Z",
    });

    // Down again: the Tamil columns go, every English value stays.
    expect((await migrator.migrateTo("006-analytics-report-indexes")).error).toBeUndefined();
    expect(await columns("content")).not.toContain("body_ta");
    expect(await columns("school")).not.toContain("tagline_ta");
    const after = await sql<
      Record<string, unknown>
    >`select * from school where content_id = 'before-007'`.execute(db());
    expect(after.rows).toEqual(before.rows);
    await migrateToLatest(db());
    expect(await columns("school")).toContain("features_ta");
  });

  it("013 adds the Tamil slide button text and event location; rows saved before keep every value, and down drops only those", async () => {
    const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("011-page-texts")).error).toBeUndefined();
    const columns = async (table: string) =>
      (await db().introspection.getTables()).find((t) => t.name === table)?.columns.map((c) => c.name) ?? [];
    expect(await columns("slide")).not.toContain("button_text_ta");
    expect(await columns("event")).not.toContain("location_ta");
    await sql`insert into content (id, kind, title, slug, status, details, published_at, created_at, updated_at)
      values ('slide-before-013', 'homepage_slide', 'Sports Day', 'sports-day-slide', 'published', ${"{}"}, ${"2026-10-01T04:30:00.000Z"}, ${"2026-10-01T04:30:00.000Z"}, ${"2026-10-02T05:00:00.000Z"})`.execute(
      db(),
    );
    await sql`insert into slide (content_id, order_index, button_text, button_link)
      values ('slide-before-013', 0, 'See the Photos', '/gallery')`.execute(db());
    await sql`insert into content (id, kind, title, slug, status, details, published_at, created_at, updated_at)
      values ('event-before-013', 'event', 'Annual Day', 'annual-day', 'published', ${"{}"}, ${"2026-10-01T04:30:00.000Z"}, ${"2026-10-01T04:30:00.000Z"}, ${"2026-10-02T05:00:00.000Z"})`.execute(
      db(),
    );
    await sql`insert into event (content_id, event_date, event_time, location, category, is_featured, registration_required)
      values ('event-before-013', '2026-12-20', '10:00', 'Main Hall', 'Cultural', ${false}, ${false})`.execute(
      db(),
    );
    const rowsOf = async () => ({
      slide: (
        await sql<Record<string, unknown>>`select * from slide where content_id = 'slide-before-013'`.execute(
          db(),
        )
      ).rows,
      event: (
        await sql<Record<string, unknown>>`select * from event where content_id = 'event-before-013'`.execute(
          db(),
        )
      ).rows,
    });
    const before = await rowsOf();

    expect(await migrateToLatest(db())).toContain("013-tamil-button-and-location");
    const after = await rowsOf();
    expect(after.slide).toEqual([{ ...before.slide[0], button_text_ta: null }]);
    // Later migrations (014: registration) add columns of their own; every value 013 saw is kept.
    expect(after.event).toEqual([expect.objectContaining({ ...before.event[0], location_ta: null })]);
    expect(await slideById("slide-before-013")).toMatchObject({
      buttonText: "See the Photos",
      buttonTextTa: null,
    });
    expect(await eventById("event-before-013")).toMatchObject({ location: "Main Hall", locationTa: null });

    // Translated, then down again: the Tamil columns go, every English value stays.
    await db().updateTable("slide").set({ button_text_ta: "படங்களைப் பாருங்கள்" }).execute();
    await db().updateTable("event").set({ location_ta: "பிரதான அரங்கம்" }).execute();
    expect((await slideById("slide-before-013"))?.buttonTextTa).toBe("படங்களைப் பாருங்கள்");
    expect((await eventById("event-before-013"))?.locationTa).toBe("பிரதான அரங்கம்");
    expect((await migrator.migrateTo("011-page-texts")).error).toBeUndefined();
    expect(await columns("slide")).not.toContain("button_text_ta");
    expect(await columns("event")).not.toContain("location_ta");
    expect(await rowsOf()).toEqual(before);
    await migrateToLatest(db());
    expect(await columns("slide")).toContain("button_text_ta");
    expect(await columns("event")).toContain("location_ta");
  });

  it("014 adds event registration: an event saved before keeps its values and takes registrations, and down drops only what 014 added", async () => {
    const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("013-tamil-button-and-location")).error).toBeUndefined();
    await sql`insert into content (id, kind, title, slug, status, details, published_at, created_at, updated_at)
      values ('event-before-014', 'event', 'Parent Workshop', 'parent-workshop-014', 'published', ${"{}"}, ${"2026-10-01T04:30:00.000Z"}, ${"2026-10-01T04:30:00.000Z"}, ${"2026-10-02T05:00:00.000Z"})`.execute(
      db(),
    );
    await sql`insert into event (content_id, event_date, event_time, location, category, is_featured, max_participants, registration_required)
      values ('event-before-014', '2030-12-20', '10:00', 'Main Hall', 'Workshop', ${false}, 40, ${true})`.execute(
      db(),
    );
    const eventRow = async () =>
      (
        await sql<Record<string, unknown>>`select * from event where content_id = 'event-before-014'`.execute(
          db(),
        )
      ).rows[0];
    const before = await eventRow();

    expect(await migrateToLatest(db())).toContain("014-event-registration");
    expect(await eventRow()).toEqual(expect.objectContaining(before));
    expect((await eventById("event-before-014"))?.registration).toEqual({
      open: true,
      deadline: null,
      seatsPerRegistration: 4,
      waitingList: true,
      seatsTaken: 0,
    });
    await db()
      .insertInto("event_registration")
      .values({
        id: "registration-014",
        event_id: "event-before-014",
        reference: "ABCD2345",
        access_token: "token-014-abcdefgh",
        status: "registered",
        parent_name: "Lakshmi",
        phone: "9876543210",
        child_name: "Arjun",
        child_class: "UKG",
        seats: 2,
      })
      .execute();

    expect((await migrator.migrateTo("013-tamil-button-and-location")).error).toBeUndefined();
    const tables = (await db().introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain("event_registration");
    expect(await eventRow()).toEqual(before);
    await migrateToLatest(db());
  });

  it("015 adds the mail outbox and its recipients, refusing an unknown status; down drops only them", async () => {
    const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("014-event-registration")).error).toBeUndefined();
    const tables = async () => (await db().introspection.getTables()).map((table) => table.name);
    expect(await tables()).not.toContain("mail_outbox");
    expect(await migrateToLatest(db())).toContain("015-mail-outbox");
    expect(await tables()).toEqual(
      expect.arrayContaining(["mail_outbox", "mail_recipient", "event_registration"]),
    );
    const row = {
      id: "mail-015",
      recipient: "office@example.org",
      subject: "New admission enquiry — EuroKids",
      body_text: "Parent: Lakshmi",
      kind: "enquiry" as const,
      status: "queued" as const,
      next_attempt_at: "2030-01-01T00:00:00.000Z",
      created_at: "2030-01-01T00:00:00.000Z",
    };
    await db().insertInto("mail_outbox").values(row).execute();
    await expect(
      db()
        .insertInto("mail_outbox")
        .values({ ...row, id: "mail-015-bad", status: "lost" as never })
        .execute(),
    ).rejects.toThrow();
    const stored = await db().selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(Number(stored.attempts)).toBe(0);
    await db()
      .insertInto("mail_recipient")
      .values({
        id: "recipient-015",
        address: "office@example.org",
        school_slug: null,
        delivery: "each",
        digest_time: null,
        created_by: null,
      })
      .execute();

    expect((await migrator.migrateTo("014-event-registration")).error).toBeUndefined();
    expect(await tables()).not.toContain("mail_outbox");
    expect(await tables()).not.toContain("mail_recipient");
    expect(await tables()).toContain("event_registration");
    await migrateToLatest(db());
  });

  it("016 adds urgent notices, refusing an unknown level or an end before the start, and down drops only the table", async () => {
    const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("015-mail-outbox")).error).toBeUndefined();
    const tables = async () => (await db().introspection.getTables()).map((table) => table.name);
    expect(await tables()).not.toContain("urgent_notice");
    expect(await tables()).toContain("mail_outbox");

    expect(await migrateToLatest(db())).toContain("016-urgent-notice");
    const row = {
      id: "notice-016",
      message: "Schools are closed today.",
      level: "closure" as const,
      starts_at: "2026-11-29T00:30:00.000Z",
      ends_at: "2026-11-29T12:30:00.000Z",
    };
    await db().insertInto("urgent_notice").values(row).execute();
    const stored = await db().selectFrom("urgent_notice").selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ message: row.message, message_ta: null, level: "closure" });
    expect(instant(stored.starts_at)).toBe(row.starts_at);
    expect(instant(stored.created_at)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await expect(
      db()
        .insertInto("urgent_notice")
        .values({ ...row, id: "notice-bad-level", level: "panic" as "closure" })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db()
        .insertInto("urgent_notice")
        .values({ ...row, id: "notice-backwards", ends_at: row.starts_at })
        .execute(),
    ).rejects.toThrow();

    expect((await migrator.migrateTo("015-mail-outbox")).error).toBeUndefined();
    expect(await tables()).not.toContain("urgent_notice");
    expect(await tables()).toContain("mail_outbox");
    await migrateToLatest(db());
    expect(await tables()).toContain("urgent_notice");
  });
  it("017 adds push subscriptions and the push outbox, refusing a parent's row that names a user; down drops only them", async () => {
    const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("016-urgent-notice")).error).toBeUndefined();
    const tables = async () => (await db().introspection.getTables()).map((table) => table.name);
    expect(await tables()).not.toContain("push_subscription");
    expect(await migrateToLatest(db())).toContain("017-push-subscription");
    const parent = {
      id: "push-017",
      endpoint: "https://push.example.org/send/017",
      p256dh: "B".repeat(87),
      auth: "A".repeat(22),
      audience: "parent" as const,
      user_id: null,
      school_slugs: ",euro-kids,",
    };
    await db().insertInto("push_subscription").values(parent).execute();
    // The endpoint is unique; a parent's row names no user; a staff row names one.
    await expect(
      db()
        .insertInto("push_subscription")
        .values({ ...parent, id: "push-017-twice" })
        .execute(),
    ).rejects.toThrow();
    const [someone] = await db().selectFrom("user").select("id").limit(1).execute();
    if (someone)
      await expect(
        db()
          .insertInto("push_subscription")
          .values({
            ...parent,
            id: "push-017-named",
            endpoint: `${parent.endpoint}/named`,
            user_id: someone.id,
          })
          .execute(),
      ).rejects.toThrow();
    await expect(
      db()
        .insertInto("push_subscription")
        .values({ ...parent, id: "push-017-staff", endpoint: `${parent.endpoint}/staff`, audience: "staff" })
        .execute(),
    ).rejects.toThrow();
    await db()
      .insertInto("push_delivery")
      .values({
        id: "delivery-017",
        subscription_id: parent.id,
        kind: "notice",
        item_id: null,
        title: "School closure",
        body: "Closed today.",
        url: "/",
        status: "queued",
        next_attempt_at: "2030-01-01T00:00:00.000Z",
        created_at: "2030-01-01T00:00:00.000Z",
      })
      .execute();
    await expect(
      db()
        .updateTable("push_delivery")
        .set({ status: "lost" as never })
        .execute(),
    ).rejects.toThrow();
    // A subscription deleted leaves its deliveries, pointing at nothing.
    await db().deleteFrom("push_subscription").where("id", "=", parent.id).execute();
    const kept = await db().selectFrom("push_delivery").selectAll().executeTakeFirstOrThrow();
    expect(kept.subscription_id).toBeNull();

    expect((await migrator.migrateTo("016-urgent-notice")).error).toBeUndefined();
    expect(await tables()).not.toContain("push_subscription");
    expect(await tables()).not.toContain("push_delivery");
    expect(await tables()).toContain("urgent_notice");
    await migrateToLatest(db());
    expect(await tables()).toContain("push_delivery");
  });
});
