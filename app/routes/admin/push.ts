// POST /admin/push: "Notify me on this device" on the Enquiries screen (app/server/push/endpoints.server.ts).

import { staffPushRequest } from "~/server/push/endpoints.server";
import { requireUser } from "~/server/staff/auth.server";
import type { Route } from "./+types/push";

export function action({ request }: Route.ActionArgs) {
  return staffPushRequest(request);
}

/** Only posted to: a GET is told so, once the visitor is known to be staff. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return Response.json({ error: "Send a POST." }, { status: 405, headers: { "Cache-Control": "no-store" } });
}
