import { type Kysely, sql } from "kysely";
import { columnTypes, oneOf } from "./column-types";

// Urgent notices for parents (issue 30): a short message in English and Tamil shown at the top of
// every public page from its start to its end (instants, entered in India time). Public pages read
// urgent_notice, so on PostgreSQL its writes bump the render cache's generation like every other
// public table (migration 008).
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable("urgent_notice")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("message_ta", "text")
    .addColumn("level", "text", (c) =>
      c.notNull().check(oneOf("level", ["information", "important", "closure"])),
    )
    .addColumn("starts_at", t.instant, (c) => c.notNull())
    .addColumn("ends_at", t.instant, (c) => c.notNull())
    .addColumn("created_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("updated_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("updated_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addCheckConstraint("urgent_notice_ends_after_start", sql`ends_at > starts_at`)
    .execute();
  await db.schema
    .createIndex("urgent_notice_window_idx")
    .on("urgent_notice")
    .columns(["ends_at", "starts_at"])
    .execute();
  if (!t.postgres) return;
  await sql`
    create trigger urgent_notice_bumps_public_cache
    after insert or update or delete or truncate on urgent_notice
    for each statement execute function bump_public_cache_generation()`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  const t = columnTypes(db);
  if (t.postgres) await sql`drop trigger urgent_notice_bumps_public_cache on urgent_notice`.execute(db);
  await db.schema.dropTable("urgent_notice").execute();
}
