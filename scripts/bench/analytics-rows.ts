// Bulk inserts of generated visitor sessions and page views (scripts/bench/analytics-data.ts), one
// statement per batch on either engine: shared by the analytics and backup benchmarks.
import { sql } from "kysely";
import { engine } from "~/server/db/db.server";
import type { Executor } from "~/server/transaction.server";
import type { PageViewRow, SessionRow } from "./analytics-data.ts";

export async function insertSessions(executor: Executor, rows: SessionRow[]) {
  const json = JSON.stringify(rows);
  if (engine() === "postgres") {
    await sql`insert into visitor_session select * from json_populate_recordset(null::visitor_session, ${json}::json)`.execute(
      executor,
    );
    return;
  }
  await sql`insert into visitor_session (id, session_id, created_at, referrer, referrer_host, country, city,
      landing_page, device, browser, os, page_views, time_spent, last_seen_at)
    select value->>'id', value->>'session_id', value->>'created_at', value->>'referrer', value->>'referrer_host',
      value->>'country', value->>'city', value->>'landing_page', value->>'device', value->>'browser', value->>'os',
      value->>'page_views', value->>'time_spent', value->>'last_seen_at'
    from json_each(${json})`.execute(executor);
}

export async function insertViews(executor: Executor, rows: PageViewRow[]) {
  const json = JSON.stringify(rows);
  if (engine() === "postgres") {
    await sql`insert into page_view (session_id, page_url, page_title, time_spent, created_at)
      select e->>0, e->>1, e->>2, (e->>3)::int, (e->>4)::timestamptz from json_array_elements(${json}::json) as e`.execute(
      executor,
    );
    return;
  }
  await sql`insert into page_view (session_id, page_url, page_title, time_spent, created_at)
    select value->>0, value->>1, value->>2, value->>3, value->>4 from json_each(${json})`.execute(executor);
}
