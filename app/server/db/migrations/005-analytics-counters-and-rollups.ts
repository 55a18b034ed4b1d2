import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

// Analytics at a million page views (issue 15):
// - each visitor session keeps its own count of page views and seconds spent, updated as the
//   tracker reports, so the summary cards read sessions only instead of joining every page view;
// - an enquiry remembers the visitor session it came from, so the analytics page can tell which
//   pages led to enquiries (no cookie: the tracker's session-storage id, sent with the form);
// - analytics_daily keeps one row per school-time day (Asia/Kolkata), dimension and value
//   (dimension 'total' with value '' for the day's totals, 'page', 'country', 'source', 'device',
//   'browser', 'os'), made by the daily roll-up and kept for ever after raw rows are pruned.
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .alterTable("visitor_session")
    .addColumn("page_views", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("visitor_session")
    .addColumn("time_spent", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("visitor_session").addColumn("last_seen_at", t.instant).execute();
  await db.schema.alterTable("enquiry").addColumn("visitor_session_id", "text").execute();
  await db.schema
    .createIndex("enquiry_visitor_session_idx")
    .on("enquiry")
    .column("visitor_session_id")
    .execute();

  await db.schema
    .createTable("analytics_daily")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("dimension", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("sessions", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("page_views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("time_spent", t.bigint, (c) => c.notNull().defaultTo(0))
    .addColumn("bounces", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("analytics_daily_pk", ["day", "dimension", "value"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("analytics_daily").execute();
  await db.schema.dropIndex("enquiry_visitor_session_idx").execute();
  await db.schema.alterTable("enquiry").dropColumn("visitor_session_id").execute();
  for (const column of ["last_seen_at", "time_spent", "page_views"])
    await db.schema.alterTable("visitor_session").dropColumn(column).execute();
}
