// Analytics (issue 15): being built.
import { requireStaff } from "~/server/staff/auth.server";
import type { Route } from "./+types/analytics";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

export default function Analytics() {
  return <h1>Analytics</h1>;
}
