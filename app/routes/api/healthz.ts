import { sql } from "kysely";
import { db } from "~/server/db/db.server";
import { log } from "~/server/log.server";

export async function loader() {
  try {
    await sql`select 1`.execute(db());
    return Response.json({ status: "ok", database: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    log("error", "health check failed", { error });
    return Response.json(
      { status: "error", database: "unreachable" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
