import type { Kysely } from "kysely";

// Public pages look pictures up by their URL to find the responsive variants.
export async function up(db: Kysely<unknown>) {
  await db.schema.createIndex("media_url_idx").on("media").column("url").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("media_url_idx").execute();
}
