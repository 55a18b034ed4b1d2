// POST /api/track (issue 15): being built.
import type { Route } from "./+types/track";

export function action(_: Route.ActionArgs) {
  return new Response(null, { status: 204 });
}
