// GET /healthz for load balancers and monitors: 200 when the database answers and the database,
// DATA_DIR and its uploads folder all take a write; otherwise 503 naming what fails, e.g.
// {"status":"error","database":"ok","disk":"full","uploads":"full"}.
import { health, healthy } from "~/server/http/health.server";

export async function loader() {
  const report = await health();
  const ok = healthy(report);
  return Response.json(
    { status: ok ? "ok" : "error", ...report },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
