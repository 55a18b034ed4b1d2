import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types";

// Enquiries are never refused for being many (docs/decisions/012-enquiries-never-lost.md): one sent
// again is folded into the first (its fingerprint, how often, when last), and one beyond an
// address's allowance is kept but marked suspected spam. Rows from before stay as they were.
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .alterTable("enquiry")
    .addColumn("suspected_spam", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .execute();
  await db.schema
    .alterTable("enquiry")
    .addColumn("times_sent", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("enquiry").addColumn("last_sent_at", t.instant).execute();
  await db.schema.alterTable("enquiry").addColumn("fingerprint", "text").execute();
  await sql`update enquiry set last_sent_at = created_at`.execute(db);
  await db.schema
    .createIndex("enquiry_fingerprint_idx")
    .on("enquiry")
    .columns(["fingerprint", "last_sent_at"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("enquiry_fingerprint_idx").execute();
  for (const column of ["fingerprint", "last_sent_at", "times_sent", "suspected_spam"])
    await db.schema.alterTable("enquiry").dropColumn(column).execute();
}
