// Any other path under /api/ answers 404 in JSON, whatever the method. Better Auth runs inside
// the server only (the sign-in page, sign-out and the profile call it); none of its own HTTP
// endpoints is reachable, so every sign-in passes the page's question and limits.
import type { Route } from "./+types/not-found";

export const API_NOT_FOUND_MESSAGE = "There is nothing at this address.";

function notFound() {
  return Response.json(
    { ok: false, message: API_NOT_FOUND_MESSAGE },
    { status: 404, headers: { "Cache-Control": "no-store" } },
  );
}

export function loader(_: Route.LoaderArgs) {
  return notFound();
}

export function action(_: Route.ActionArgs) {
  return notFound();
}
