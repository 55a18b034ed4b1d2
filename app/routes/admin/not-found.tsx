// Any /admin path that is no screen: a not-found message inside the admin shell (with its menu),
// not the public site's 404 page with the parents' header and WhatsApp button.
import { Link } from "react-router";
import { AdminPage, adminHeaders, adminMeta } from "~/components/admin/page-header";
import { buttonVariants } from "~/components/ui/button";
import { ADMIN_NOT_FOUND } from "~/copy/admin-navigation";
import { log } from "~/server/log.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  log("warn", "admin page not found", { path: new URL(request.url).pathname });
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request);
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export const headers = adminHeaders;
export const meta: Route.MetaFunction = () => adminMeta(ADMIN_NOT_FOUND.heading);

export function ErrorBoundary() {
  return <NotFoundMessage />;
}

export default function AdminNotFound() {
  return <NotFoundMessage />;
}

function NotFoundMessage() {
  return (
    <AdminPage className="items-start">
      <h1 className="font-heading text-h2 font-bold">{ADMIN_NOT_FOUND.heading}</h1>
      <p className="max-w-prose text-muted-foreground">{ADMIN_NOT_FOUND.message}</p>
      <Link to="/admin" className={buttonVariants()}>
        {ADMIN_NOT_FOUND.back}
      </Link>
    </AdminPage>
  );
}
