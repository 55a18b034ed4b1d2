import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { config } from "~/server/config.server";
import { getToast } from "~/server/toast.server";
import type { Route } from "./+types/root";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { toast as showToast, type ToastMessage, type ToastType } from "./lib/toast";
import "./app.css";

const DEFAULT_TITLE = "Nurturing Happy Minds, Building Bright Futures";
const DEFAULT_DESCRIPTION =
  "Five schools, one family in Tamil Nadu: from playgroup and nursery to a CBSE school up to 10th standard. Happy Child is a Successful Child.";
const THEME_COLOR = "#0b6b64";

export function links() {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }] satisfies Route.LinkDescriptors;
}

/** Defaults for pages that set no meta of their own, and for the error screens. */
export function meta() {
  return [
    { title: DEFAULT_TITLE },
    { name: "description", content: DEFAULT_DESCRIPTION },
  ] satisfies Route.MetaDescriptors;
}

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await getToast(request);
  // siteUrl lets every page build absolute canonical and share URLs (app/lib/seo.ts).
  return data({ toast, siteUrl: config().publicUrl }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Outlet />
      <LazyToaster />
      <FlashToast toast={loaderData.toast} />
    </>
  );
}

/** Shows the server's flash toast once; its id keeps a repeated render from stacking a copy. */
function FlashToast({ toast }: { toast: (ToastMessage & { type: ToastType }) | null }) {
  useEffect(() => {
    if (toast) showToast.show(toast.type, toast);
  }, [toast]);
  return null;
}

const errorLinkClasses =
  "inline-flex h-11 items-center justify-center rounded-control bg-primary px-5 text-sm font-semibold text-primary-foreground shadow-card transition-colors hover:bg-primary-hover";

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-5 px-gutter py-section text-center">
      {notFound ? (
        <>
          <p className="font-heading text-display font-bold text-primary" aria-hidden="true">
            404
          </p>
          <h1 className="text-h2">Oops! Page not found</h1>
          <Link to="/" className={errorLinkClasses}>
            Return to Home
          </Link>
        </>
      ) : (
        <>
          <h1 className="text-h2">Unexpected Application Error!</h1>
          <p className="text-lead text-muted-foreground">
            Something went wrong on our side. Please try again in a moment.
          </p>
          <Link to="/" className={errorLinkClasses}>
            Return to Home
          </Link>
          {stack ? (
            <pre className="w-full overflow-x-auto rounded-control bg-muted p-4 text-left text-xs">
              {stack}
            </pre>
          ) : null}
        </>
      )}
    </main>
  );
}
