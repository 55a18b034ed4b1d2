import { type Kysely, sql } from "kysely";
import { columnTypes, oneOf } from "./column-types";

// Web Push (issue 30): the browsers that asked to be told, and the messages waiting to reach them.
// A staff member's subscription names the user (gone with the user); a parent's names nothing but
// the schools chosen (school_slugs null: all of them, else ",slug,slug," so one LIKE finds a
// school), no personal data. A push is first a push_delivery row, written in the transaction of
// the enquiry or registration it tells of (or when the office sends a closure notice), then sent
// by a sender in each app process that claims due rows as the mail outbox does (migration 015).
// A subscription the push service no longer knows (404/410) is deleted; its deliveries stay,
// marked expired and no longer pointing at it, so a notice's count of deliveries stays true.
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable("push_subscription")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("endpoint", "text", (c) => c.notNull().unique())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("audience", "text", (c) => c.notNull().check(oneOf("audience", ["staff", "parent"])))
    .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("cascade"))
    .addColumn("school_slugs", "text")
    .addColumn("created_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addCheckConstraint(
      "push_subscription_who",
      sql`(audience = 'staff' and user_id is not null and school_slugs is null) or (audience = 'parent' and user_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex("push_subscription_audience_idx")
    .on("push_subscription")
    .columns(["audience", "user_id"])
    .execute();

  await db.schema
    .createTable("push_delivery")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("subscription_id", "text", (c) => c.references("push_subscription.id").onDelete("set null"))
    .addColumn("kind", "text", (c) => c.notNull().check(oneOf("kind", ["enquiry", "registration", "notice"])))
    .addColumn("item_id", "text")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().check(oneOf("status", ["queued", "sending", "sent", "failed", "expired"])),
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
    .createIndex("push_delivery_due_idx")
    .on("push_delivery")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("push_delivery_item_idx")
    .on("push_delivery")
    .columns(["kind", "item_id"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("push_delivery").execute();
  await db.schema.dropTable("push_subscription").execute();
}
