import { type Kysely, sql } from "kysely";

// A deleted item waiting for Undo names its kind in a column, so that the take that uses the token
// up can ask for it (issue 24): a news token sent to the gallery's Undo is refused and stays usable.
// Nullable: during a rolling restart, processes still on the previous version keep adding rows
// without it; the new version's Undo does not take those (a minute's worth at most, see
// content/undo.server.ts).
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("undo_snapshot").addColumn("kind", "text").execute();
  // The few rows kept right now get the kind their snapshot names.
  const { rows } = await sql<{ token: string; snapshot: string }>`
    select token, snapshot from undo_snapshot`.execute(db);
  for (const row of rows) {
    const kind: unknown = JSON.parse(row.snapshot)?.kind;
    if (typeof kind === "string")
      await sql`update undo_snapshot set kind = ${kind} where token = ${row.token}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("undo_snapshot").dropColumn("kind").execute();
}
