import type { Kysely } from "kysely";
import { columnTypes, oneOf } from "./column-types";

// The office's e-mail (issue 30). Every message is first a row of the outbox, written in the same
// transaction as the enquiry or registration it tells of, so that a mail server that is down, or a
// process killed before it sent, loses nothing; a sender in each app process claims due rows
// (claimed_by until claimed_until: a claim that expired, its process gone, is taken again), sends
// them, and on failure sets the next attempt further off. A row held for a recipient's daily
// digest waits as `held` until its digest is written (a queued row of its own), then is `digested`.
// The recipients are set in Settings, per school (school_slug) or for the whole group (null).
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body_text", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) =>
      c.notNull().check(oneOf("kind", ["enquiry", "registration", "digest", "test"])),
    )
    .addColumn("item_id", "text")
    .addColumn("status", "text", (c) =>
      c.notNull().check(oneOf("status", ["queued", "sending", "sent", "failed", "held", "digested"])),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", t.instant, (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("claimed_by", "text")
    .addColumn("claimed_until", t.instant)
    .addColumn("created_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("sent_at", t.instant)
    .execute();
  await db.schema
    .createIndex("mail_outbox_due_idx")
    .on("mail_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();

  await db.schema
    .createTable("mail_recipient")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("school_slug", "text")
    .addColumn("delivery", "text", (c) =>
      c
        .notNull()
        .defaultTo("each")
        .check(oneOf("delivery", ["each", "digest"])),
    )
    // hh:mm, India time, for a daily digest.
    .addColumn("digest_time", "text")
    .addColumn("created_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createIndex("mail_recipient_school_idx")
    .on("mail_recipient")
    .columns(["school_slug", "address"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("mail_recipient").execute();
  await db.schema.dropTable("mail_outbox").execute();
}
