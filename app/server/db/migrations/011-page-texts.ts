import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types";

// The words of the public pages that staff change on the Pages screen (issue 28): one row per text
// and language that differs from the catalogue, or has an unpublished draft; and the history of
// what each Publish changed, for Undo. Public pages read page_text, so on PostgreSQL its writes
// bump the render cache's generation like every other public table (migration 008).
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable("page_text")
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    // What parents read; null: the catalogue's original words.
    .addColumn("published", "text")
    // What staff saved but did not publish; null: no draft.
    .addColumn("draft", "text")
    .addColumn("updated_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("updated_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addPrimaryKeyConstraint("page_text_pk", ["path", "locale"])
    .execute();
  await db.schema
    .createTable("page_text_revision")
    .addColumn("id", t.serial, (c) => (t.autoIncrement ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn("page", "text", (c) => c.notNull())
    // JSON: [{ path, locale, before, after }], null standing for the original words.
    .addColumn("changes", "text", (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("actor_name", "text")
    .addColumn("created_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("undone_at", t.instant)
    .addColumn("undone_by_name", "text")
    .execute();
  await db.schema
    .createIndex("page_text_revision_page_idx")
    .on("page_text_revision")
    .columns(["page", "id"])
    .execute();
  if (!t.postgres) return;
  await sql`
    create trigger page_text_bumps_public_cache
    after insert or update or delete or truncate on page_text
    for each statement execute function bump_public_cache_generation()`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  const t = columnTypes(db);
  if (t.postgres) await sql`drop trigger page_text_bumps_public_cache on page_text`.execute(db);
  await db.schema.dropTable("page_text_revision").execute();
  await db.schema.dropTable("page_text").execute();
}
