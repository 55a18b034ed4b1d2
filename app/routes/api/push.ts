// POST /api/push: a parent's "Get school closure alerts" in the footer (app/server/push/endpoints.server.ts).
import { parentPushRequest } from "~/server/push/endpoints.server";
import type { Route } from "./+types/push";

export function action({ request }: Route.ActionArgs) {
  return parentPushRequest(request);
}
