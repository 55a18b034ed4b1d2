import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

// Optional Tamil versions of the texts the public pages show (issue 17). Every column is nullable:
// null (or blank) means "not translated", and a Tamil page shows the English text instead. A
// content item's title, summary and body each get a Tamil twin; a school's tagline, location and
// key features too (features_ta is a JSON list like features; null or [] = not translated).
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  for (const column of ["title_ta", "summary_ta", "body_ta"])
    await db.schema.alterTable("content").addColumn(column, "text").execute();
  for (const column of ["tagline_ta", "location_ta"])
    await db.schema.alterTable("school").addColumn(column, "text").execute();
  await db.schema.alterTable("school").addColumn("features_ta", t.json).execute();
}

export async function down(db: Kysely<unknown>) {
  for (const column of ["features_ta", "location_ta", "tagline_ta"])
    await db.schema.alterTable("school").dropColumn(column).execute();
  for (const column of ["body_ta", "summary_ta", "title_ta"])
    await db.schema.alterTable("content").dropColumn(column).execute();
}
