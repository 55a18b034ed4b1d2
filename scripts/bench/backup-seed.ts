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
  const sessions = JSON.stringify(chunk.sessions);
  const views = JSON.stringify(chunk.views);
  await db()
    .transaction()
    .execute(async (trx) => {
      if (postgres) {
        await sql`insert into visitor_session select * from json_populate_recordset(null::visitor_session, ${sessions}::json)`.execute(
          trx,
        );
        await sql`insert into page_view (session_id, page_url, page_title, time_spent, created_at)
          select e->>0, e->>1, e->>2, (e->>3)::int, (e->>4)::timestamptz from json_array_elements(${views}::json) as e`.execute(
          trx,
        );
        return;
      }
      await sql`insert into visitor_session (id, session_id, created_at, referrer, referrer_host, country, city,
          landing_page, device, browser, os, page_views, time_spent, last_seen_at)
        select value->>'id', value->>'session_id', value->>'created_at', value->>'referrer', value->>'referrer_host',
          value->>'country', value->>'city', value->>'landing_page', value->>'device', value->>'browser', value->>'os',
          value->>'page_views', value->>'time_spent', value->>'last_seen_at'
        from json_each(${sessions})`.execute(trx);
      await sql`insert into page_view (session_id, page_url, page_title, time_spent, created_at)
        select value->>0, value->>1, value->>2, value->>3, value->>4 from json_each(${views})`.execute(trx);
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
