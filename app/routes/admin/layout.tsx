// The guarded admin shell: side menu, header and the page. Its loader admits only admins and
// editors, but that protects nothing on its own: every admin route checks the role in its own
// loader and action as well (tests/e2e/authorization-matrix.test.ts sends direct requests).
import { data, isRouteErrorResponse, Link, Outlet, useLocation, useNavigation } from "react-router";
import { AdminHeader } from "~/components/admin/admin-header";
import { ProfileNotFound } from "~/components/admin/guard-states";
import { adminHeaders, adminMeta } from "~/components/admin/page-header";
import { Sidebar, SidebarProvider } from "~/components/admin/sidebar";
import { buttonVariants } from "~/components/ui/button";
import { TooltipProvider } from "~/components/ui/tooltip";
import { ADMIN_SHELL_TITLE, LOADING_ADMIN_PANEL } from "~/copy/admin-navigation";
import { MAIN_CONTENT_ID, REFUSAL_HEADING, SKIP_LINK_LABEL } from "~/copy/navigation";
import { ADMIN_DATABASE_UNREACHABLE } from "~/copy/outage";
import { isDatabaseOutage, refusalMessage } from "~/lib/route-errors";
import { sidebarOpenFromCookie } from "~/lib/sidebar-state";
import { rethrowDatabaseUnavailable } from "~/server/db/unavailable.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => adminMeta(ADMIN_SHELL_TITLE);
export const headers: Route.HeadersFunction = () => adminHeaders();

export async function loader({ request }: Route.LoaderArgs) {
  // Every admin page passes here, in the document and in client-side navigations alike: an
  // unreachable database becomes the 503 the boundary below explains.
  const user = await requireStaff(request).catch(rethrowDatabaseUnavailable);
  return data(
    {
      user: { name: user.name, email: user.email, role: user.role, image: user.image },
      // Every account has a profile row in this model; one with neither a name nor an email is
      // treated as the spec's "profile not found".
      profileMissing: !user.name.trim() && !user.email.trim(),
      sidebarOpen: sidebarOpenFromCookie(request.headers.get("Cookie")),
    },
    { headers: adminHeaders() },
  );
}

/** A small notice while the next admin page loads (after a short delay, so quick loads don't flash). */
function PendingNotice() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.location?.pathname;
  if (navigation.state !== "loading" || !target?.startsWith("/admin") || target === pathname) return null;
  return (
    <div
      role="status"
      className="fixed top-3 left-1/2 z-50 flex -translate-x-1/2 animate-[fade-in_200ms_ease-out_400ms_both] items-center gap-2 rounded-pill bg-ink px-4 py-2 text-sm text-white shadow-raised"
    >
      <span aria-hidden="true" className="size-2 animate-pulse rounded-pill bg-secondary" />
      {LOADING_ADMIN_PANEL}
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, profileMissing, sidebarOpen } = loaderData;
  if (profileMissing) return <ProfileNotFound />;
  return (
    <TooltipProvider>
      <SidebarProvider defaultOpen={sidebarOpen}>
        <a
          href={`#${MAIN_CONTENT_ID}`}
          className="fixed top-3 left-3 z-60 -translate-y-32 rounded-control bg-primary px-4 py-3 text-sm font-semibold text-primary-foreground transition-transform focus-visible:translate-y-0 focus-visible:shadow-overlay"
        >
          {SKIP_LINK_LABEL}
        </a>
        <div className="flex min-h-dvh bg-background">
          <Sidebar role={user.role} />
          <div className="flex min-w-0 flex-1 flex-col">
            <AdminHeader user={user} />
            <Outlet />
          </div>
        </div>
        <PendingNotice />
      </SidebarProvider>
    </TooltipProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const outage = isDatabaseOutage(error);
  const refusal = refusalMessage(error);
  const title = outage
    ? ADMIN_DATABASE_UNREACHABLE.heading
    : refusal
      ? REFUSAL_HEADING
      : status === 403
        ? "You do not have permission to do this"
        : status === 404
          ? "Page not found"
          : "Something went wrong";
  const detail = outage
    ? ADMIN_DATABASE_UNREACHABLE.message
    : refusal
      ? refusal
      : status === 403
        ? "Ask an administrator if you need access."
        : status === 404
          ? "This part of the admin panel does not exist."
          : "Please try again in a moment. If it keeps happening, tell your administrator.";
  return (
    <main
      id={MAIN_CONTENT_ID}
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-6 text-center"
    >
      <h1 className="font-heading text-h2 font-bold">{title}</h1>
      <p className="max-w-md text-muted-foreground">{detail}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/admin" className={buttonVariants()}>
          Back to the dashboard
        </Link>
        <Link to="/" className={buttonVariants({ variant: "outline" })}>
          View Site
        </Link>
      </div>
    </main>
  );
}
