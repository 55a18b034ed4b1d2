import type { Kysely } from "kysely";
import { columnTypes, oneOf } from "./column-types";

// Parents register for events on the site (issue 29). The event keeps its registration settings
// and the number of seats taken, a counter kept in the same transaction as each registration: the
// row public pages read (and the render cache watches) and the row locked while seats are taken.
// Each registration is a row of its own: registered, waiting (numbered in the order parents
// joined) or cancelled, and marked when the family came.
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .alterTable("event")
    .addColumn("registration_open", t.boolean, (c) => c.notNull().defaultTo(t.postgres ? true : 1))
    .execute();
  await db.schema.alterTable("event").addColumn("registration_deadline", t.instant).execute();
  await db.schema
    .alterTable("event")
    .addColumn("seats_per_registration", "integer", (c) => c.notNull().defaultTo(4))
    .execute();
  await db.schema
    .alterTable("event")
    .addColumn("waiting_list", t.boolean, (c) => c.notNull().defaultTo(t.postgres ? true : 1))
    .execute();
  await db.schema
    .alterTable("event")
    .addColumn("seats_taken", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("event_registration")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("content.id").onDelete("cascade"))
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("access_token", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) =>
      c.notNull().check(oneOf("status", ["registered", "waiting", "cancelled"])),
    )
    .addColumn("queue_number", "integer")
    .addColumn("moved_up_at", t.instant)
    .addColumn("attended_at", t.instant)
    .addColumn("parent_name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("child_name", "text", (c) => c.notNull())
    .addColumn("child_class", "text", (c) => c.notNull())
    .addColumn("school_slug", "text")
    .addColumn("seats", "integer", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("source", "text", (c) =>
      c
        .notNull()
        .defaultTo("site")
        .check(oneOf("source", ["site", "office"])),
    )
    .addColumn("suspected_spam", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn("times_sent", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("fingerprint", "text")
    .addColumn("created_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("last_sent_at", t.instant)
    .addColumn("created_by", "text")
    .addColumn("cancelled_at", t.instant)
    .addColumn("cancel_reason", "text")
    .addColumn("cancelled_by", "text")
    .execute();
  await db.schema
    .createIndex("event_registration_event_idx")
    .on("event_registration")
    .columns(["event_id", "status", "queue_number"])
    .execute();
  await db.schema
    .createIndex("event_registration_created_idx")
    .on("event_registration")
    .columns(["created_at"])
    .execute();
  await db.schema
    .createIndex("event_registration_fingerprint_idx")
    .on("event_registration")
    .columns(["event_id", "fingerprint"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("event_registration").execute();
  for (const column of [
    "seats_taken",
    "waiting_list",
    "seats_per_registration",
    "registration_deadline",
    "registration_open",
  ])
    await db.schema.alterTable("event").dropColumn(column).execute();
}
