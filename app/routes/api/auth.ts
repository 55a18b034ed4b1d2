import { auth } from "~/server/auth.server";
import type { Route } from "./+types/auth";

// Better Auth's own endpoints (sign-in, sign-out, session) under /api/auth/*.
export function loader({ request }: Route.LoaderArgs) {
  return auth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return auth().handler(request);
}
