import type { Kysely } from "kysely";

// Analytics reports at a million page views (issue 15, docs/decisions/016-analytics-reports-and-retention.md):
// - the Visitors table lists the newest sessions first, page after page: (created_at, id) gives
//   that order straight from the index, replacing the index on created_at alone;
// - which pages led to an enquiry reads each enquiry's visit's page views by session, and the
//   tracker's time reports look up a session's latest view of a page: (session_id, page_url,
//   created_at) answers both from the index, replacing the index on session_id alone;
// - a roll-up row for a page keeps a title the page was seen with, since its raw views are pruned.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createIndex("visitor_session_created_id_idx")
    .on("visitor_session")
    .columns(["created_at", "id"])
    .execute();
  await db.schema.dropIndex("visitor_session_created_idx").execute();
  await db.schema
    .createIndex("page_view_session_page_idx")
    .on("page_view")
    .columns(["session_id", "page_url", "created_at"])
    .execute();
  await db.schema.dropIndex("page_view_session_idx").execute();
  await db.schema.alterTable("analytics_daily").addColumn("title", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("analytics_daily").dropColumn("title").execute();
  await db.schema.createIndex("page_view_session_idx").on("page_view").column("session_id").execute();
  await db.schema.dropIndex("page_view_session_page_idx").execute();
  await db.schema
    .createIndex("visitor_session_created_idx")
    .on("visitor_session")
    .column("created_at")
    .execute();
  await db.schema.dropIndex("visitor_session_created_id_idx").execute();
}
