// POST /admin/push: "Notify me on this device" on the Profile screen (app/server/push/endpoints.server.ts).
import { staffPushRequest } from "~/server/push/endpoints.server";
import type { Route } from "./+types/push";

export function action({ request }: Route.ActionArgs) {
  return staffPushRequest(request);
}
