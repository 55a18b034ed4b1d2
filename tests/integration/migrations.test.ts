import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db/db.server";
import { migrateToLatest } from "~/server/db/migrate.server";
import { migrations } from "~/server/db/migrations";
import { instant } from "~/server/db/values.server";
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
});
