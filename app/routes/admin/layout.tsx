// The guarded admin shell: side menu, header and the page. Its loader admits anyone signed in, so
// that a screen refusing a role (403) says so inside the shell; the shell protects nothing on its
// own: every admin route checks the role in its own loader and action
// (tests/e2e/authorization-matrix.test.ts sends direct requests).
import type { ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Outlet,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import { AdminHeader } from "~/components/admin/admin-header";
import { noteErrorPage } from "~/components/admin/form/error-page-mark";
import { ProfileNotFound } from "~/components/admin/guard-states";
import { AdminPage, adminHeaders, adminMeta } from "~/components/admin/page-header";
import { Sidebar, SidebarProvider } from "~/components/admin/sidebar";
import { buttonVariants } from "~/components/ui/button";
import { ADMIN_NOT_FOUND, ADMIN_SHELL_TITLE, LOADING_ADMIN_PANEL } from "~/copy/admin-navigation";
import { BACK_TO_DASHBOARD } from "~/copy/forbidden";
import { MAIN_CONTENT_ID, REFUSAL_HEADING, SKIP_LINK_LABEL } from "~/copy/navigation";
import { ADMIN_DATABASE_UNREACHABLE } from "~/copy/outage";
import { explainedRefusal, isDatabaseOutage, refusalMessage } from "~/lib/route-errors";
import { sidebarOpenFromCookie } from "~/lib/sidebar-state";
import { rethrowDatabaseUnavailable } from "~/server/db/unavailable.server";
import { requireUser } from "~/server/staff/auth.server";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => adminMeta(ADMIN_SHELL_TITLE);
export const headers: Route.HeadersFunction = () => adminHeaders();

export async function loader({ request }: Route.LoaderArgs) {
  // Every admin page passes here, in the document and in client-side navigations alike: an
  // unreachable database becomes the 503 the boundary below explains.
  const user = await requireUser(request).catch(rethrowDatabaseUnavailable);
  return data(
    {
      user: { name: user.name, email: user.email, role: user.role, image: user.image },
      // Every account has a profile row in this model; one with neither a name nor an email is
      // treated as the spec's "profile not found".
      profileMissing: !user.name.trim() && !user.email.trim(),
      sidebarOpen: await sidebarOpenFromCookie(request.headers.get("Cookie")),
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

type ShellData = Route.ComponentProps["loaderData"];

/** The side menu, the header and, in the main area, the page (or its error). */
function Shell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  return (
    <SidebarProvider defaultOpen={shell.sidebarOpen}>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="fixed top-3 left-3 z-60 -translate-y-32 rounded-control bg-primary px-4 py-3 text-sm font-semibold text-primary-foreground transition-transform focus-visible:translate-y-0 focus-visible:shadow-overlay"
      >
        {SKIP_LINK_LABEL}
      </a>
      <div className="flex min-h-dvh bg-background">
        <Sidebar role={shell.user.role} />
        <div className="flex min-w-0 flex-1 flex-col">
          <AdminHeader user={shell.user} />
          {children}
        </div>
      </div>
      <PendingNotice />
    </SidebarProvider>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  if (loaderData.profileMissing) return <ProfileNotFound />;
  return (
    <Shell shell={loaderData}>
      <Outlet />
    </Shell>
  );
}

/**
 * Every admin page's error, in one place: inside the shell when the shell's own data is there (a
 * screen's record is gone, an address is no screen), else on a bare page (the database is down, a
 * refused post). Screens have no error boundary of their own: with one, React Router would run the
 * shell's loader after a refused post, and a viewer's post would get the shell's redirect, not 403.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>("routes/admin/layout");
  noteErrorPage();
  const { heading, message, back } = errorText(error);
  if (shell && !shell.profileMissing) {
    return (
      <Shell shell={shell}>
        <AdminPage className="items-start">
          <h1 className="font-heading text-h2 font-bold">{heading}</h1>
          <p className="max-w-prose text-muted-foreground">{message}</p>
          <Link to={back.to} className={buttonVariants()}>
            {back.label}
          </Link>
        </AdminPage>
      </Shell>
    );
  }
  return (
    <main
      id={MAIN_CONTENT_ID}
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-6 text-center"
    >
      <h1 className="font-heading text-h2 font-bold">{heading}</h1>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={back.to} className={buttonVariants()}>
          {back.label}
        </Link>
        <Link to="/" className={buttonVariants({ variant: "outline" })}>
          View Site
        </Link>
      </div>
    </main>
  );
}

const TO_DASHBOARD = BACK_TO_DASHBOARD;

function errorText(error: unknown): {
  heading: string;
  message: string;
  back: { label: string; to: string };
} {
  if (isDatabaseOutage(error)) return { ...ADMIN_DATABASE_UNREACHABLE, back: TO_DASHBOARD };
  const explained = explainedRefusal(error);
  if (explained) return { ...explained, back: explained.back ?? TO_DASHBOARD };
  const refusal = refusalMessage(error);
  if (refusal) return { heading: REFUSAL_HEADING, message: refusal, back: TO_DASHBOARD };
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403)
    return {
      heading: "You do not have permission to do this",
      message: "Ask an administrator if you need access.",
      back: TO_DASHBOARD,
    };
  if (status === 404) return { ...ADMIN_NOT_FOUND, back: TO_DASHBOARD };
  return {
    heading: "Something went wrong",
    message: "Please try again in a moment. If it keeps happening, tell your administrator.",
    back: TO_DASHBOARD,
  };
}
