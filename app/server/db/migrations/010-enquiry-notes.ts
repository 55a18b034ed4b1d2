import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

// Staff's remarks on an enquiry (issue 26): who wrote what and when, kept beside its status
// history. A note goes with its enquiry; its author's name is kept should the account go.
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable("enquiry_note")
    .addColumn("id", t.serial, (c) => (t.autoIncrement ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiry.id").onDelete("cascade"))
    .addColumn("author_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("author_name", "text")
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex("enquiry_note_enquiry_idx")
    .on("enquiry_note")
    .columns(["enquiry_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("enquiry_note").execute();
}
