// Any /admin path that is no screen: a not-found message inside the admin shell (with its menu),
// not the public site's 404 page with the parents' header and WhatsApp button. The shell's error
// boundary (routes/admin/layout.tsx) draws it.
import { data } from "react-router";
import { adminHeaders, adminMeta } from "~/components/admin/page-header";
import { ADMIN_NOT_FOUND } from "~/copy/admin-navigation";
import type { ExplainedRefusal } from "~/lib/route-errors";
import { log } from "~/server/log.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { Route } from "./+types/not-found";

const NOT_FOUND: ExplainedRefusal = {
  ...ADMIN_NOT_FOUND,
  back: { label: ADMIN_NOT_FOUND.back, to: "/admin" },
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  log("warn", "admin page not found", { path: new URL(request.url).pathname });
  throw data(NOT_FOUND, { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request);
  throw data(NOT_FOUND, { status: 404 });
}

export const headers = adminHeaders;
export const meta: Route.MetaFunction = () => adminMeta(ADMIN_NOT_FOUND.heading);

/** Never drawn: the loader always answers 404. A page module needs one to be a page, not a resource. */
export default function AdminNotFound() {
  return null;
}
