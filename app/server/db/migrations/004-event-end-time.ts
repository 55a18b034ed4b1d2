import type { Kysely } from "kysely";

// An event can say when it ends (issue 13: "an end time or duration for the calendar feed"): a
// wall-clock time on the event's own date in Asia/Kolkata, "HH:mm", or null. Events saved before
// keep null, and the calendar feed gives them its default duration as it always did.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("event").addColumn("end_time", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("event").dropColumn("end_time").execute();
}
