// Fills the page-view tables of one database (DATA_DIR, or DATABASE_URL for PostgreSQL) for the
// backup benchmark: `--views` page views (default 1,000,000) and 300,000 visitor sessions over the
// last 30 days, in batches of 5,000 sessions per transaction, made by the analytics benchmark's
// generator (scripts/bench/analytics-data.ts). Run by scripts/bench/backup.ts on the pinned Node
// with tsx; prints one line `RESULT {json}`.
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { config } from "~/server/config.server";
import { closeDatabase, db, engine, initDatabase } from "~/server/db/db.server";
import { visitChunks } from "./analytics-data.ts";
import { insertSessions, insertViews } from "./analytics-rows.ts";

const { values } = parseArgs({
  options: { views: { type: "string", default: "1000000" }, sessions: { type: "string", default: "300000" } },
});

await initDatabase(config().database);
const started = performance.now();
const postgres = engine() === "postgres";
for (const chunk of visitChunks({
  sessions: Number(values.sessions),
  views: Number(values.views),
  end: Date.now(),
  chunk: 5_000,
  seed: 15,
})) {
  await db()
    .transaction()
    .execute(async (trx) => {
      await insertSessions(trx, chunk.sessions);
      await insertViews(trx, chunk.views);
    });
}
if (postgres) await sql`vacuum analyze`.execute(db());
const { views } = await db()
  .selectFrom("page_view")
  .select(sql<number | string>`count(*)`.as("views"))
  .executeTakeFirstOrThrow();
await closeDatabase();
console.log(
  `RESULT ${JSON.stringify({ views: Number(views), seconds: (performance.now() - started) / 1000 })}`,
);
