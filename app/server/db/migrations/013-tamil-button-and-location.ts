import type { Kysely } from "kysely";

// Optional Tamil versions of two more texts staff write (issue 28): a slide's button text and an
// event's location. Nullable like migration 007's: null (or blank) means "not translated", and a
// Tamil page shows the English text, marked as English.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("slide").addColumn("button_text_ta", "text").execute();
  await db.schema.alterTable("event").addColumn("location_ta", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("event").dropColumn("location_ta").execute();
  await db.schema.alterTable("slide").dropColumn("button_text_ta").execute();
}
