import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types";

// What several app processes on one PostgreSQL database must share (docs/operations.md, "Several
// instances"): the rate limits' fixed windows, the deleted items waiting for Undo, and the public
// render cache's generation. The generation is bumped by a trigger in the same transaction as every
// write to a table public pages read, so another process that reads it sees the change as soon as
// the write is committed. SQLite is one process: it gets the tables (one schema for both engines)
// but not the triggers, and its render cache never reads the generation.

/** The tables public pages read, as render-cache.server.ts's PUBLIC_TABLES was when this shipped. */
const PUBLIC_TABLES = [
  "content",
  "slide",
  "gallery_item",
  "event",
  "news",
  "school",
  "media",
  "site_setting",
];

export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable("rate_limit_window")
    .addColumn("limit_key", "text", (c) => c.primaryKey())
    .addColumn("started_at", t.bigint, (c) => c.notNull())
    .addColumn("expires_at", t.bigint, (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_window_expires_at")
    .on("rate_limit_window")
    .column("expires_at")
    .execute();

  await db.schema
    .createTable("undo_snapshot")
    .addColumn("token", "text", (c) => c.primaryKey())
    .addColumn("actor_id", "text")
    .addColumn("snapshot", "text", (c) => c.notNull())
    .addColumn("expires_at", t.bigint, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("public_cache_generation")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("generation", t.bigint, (c) => c.notNull())
    .execute();
  await sql`insert into public_cache_generation (id, generation) values (1, 0)`.execute(db);

  if (!t.postgres) return;
  await sql`
    create function bump_public_cache_generation() returns trigger language plpgsql as $$
    begin
      update public_cache_generation set generation = generation + 1 where id = 1;
      return null;
    end
    $$`.execute(db);
  for (const table of PUBLIC_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_bumps_public_cache`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_public_cache_generation()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  const t = columnTypes(db);
  if (t.postgres) {
    for (const table of PUBLIC_TABLES)
      await sql`drop trigger ${sql.id(`${table}_bumps_public_cache`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function bump_public_cache_generation()`.execute(db);
  }
  await db.schema.dropTable("public_cache_generation").execute();
  await db.schema.dropTable("undo_snapshot").execute();
  await db.schema.dropTable("rate_limit_window").execute();
}
