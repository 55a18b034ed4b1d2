// First: it must run before any module builds a Zod schema.
import "./lib/zod-without-eval";
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
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { TAMIL_FONT_FILES, tamilFontFaceCss } from "~/fonts/tamil-font";
import { LANGUAGE_TAG, localeOfPath } from "~/i18n/locales";
import { config } from "~/server/config.server";
import { publicPageScriptSrc, visitorTrackerSrc } from "~/server/http/page-script.server";
import { getToast } from "~/server/http/toast.server";
import type { Route } from "./+types/root";
import { REFUSAL_HEADING } from "./copy/navigation";
import { ADMIN_DATABASE_UNREACHABLE } from "./copy/outage";
import { pageHydrates } from "./lib/page-script";
import { isDatabaseOutage, refusalMessage } from "./lib/route-errors";
import { FLASH_TOAST_ELEMENT_ID, toast as showToast } from "./lib/toast";
import type { FlashToast as FlashToastMessage } from "./lib/toast-message";
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
  return data(
    {
      toast,
      siteUrl: config().publicUrl,
      pageScriptSrc: publicPageScriptSrc(),
      trackerSrc: visitorTrackerSrc(),
    },
    { headers },
  );
}

type FlashToastData = FlashToastMessage | null;

/**
 * Public pages are plain HTML plus one small script that hydrates their islands after paint (their
 * routes' handle says `hydrate: false`, docs/decisions/017-react-islands.md); the admin panel
 * loads React Router in the browser and hydrates as a whole.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const hydrates = pageHydrates(useMatches());
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const lang = LANGUAGE_TAG[locale];
  const admin = pathname === "/admin" || pathname.startsWith("/admin/");
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
        {locale === "ta" ? <TamilFontFaces /> : admin ? <TamilFontFaces preload={false} /> : null}
      </head>
      <body>
        {children}
        {hydrates ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <PageScript
            src={rootData?.pageScriptSrc}
            trackerSrc={rootData?.trackerSrc}
            toast={rootData?.toast ?? null}
          />
        )}
      </body>
    </html>
  );
}

/**
 * Tamil pages only: the Noto Sans Tamil faces, inline (a few hundred bytes, no extra request before the
 * first paint), and both files preloaded: fetched with the stylesheet, they are there before the first
 * paint, so the text does not shift when they arrive (Lighthouse on /ta: layout shift 0.08 in some runs
 * without, 0 with, the same LCP; docs/benchmarks.md "Tamil font"). English pages carry none of it, so they
 * download no Tamil font (app/fonts/tamil-font.ts). The admin panel declares the faces without preloading
 * them: staff type and read Tamil texts there, and the unicode-range fetches the files only for a screen
 * that shows Tamil letters.
 */
function TamilFontFaces({ preload = true }: { preload?: boolean }) {
  return (
    <>
      {(preload ? TAMIL_FONT_FILES : []).map((file) => (
        <link
          key={file.href}
          rel="preload"
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
          href={file.href}
        />
      ))}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant stylesheet built from our own asset URLs */}
      <style dangerouslySetInnerHTML={{ __html: tamilFontFaceCss() }} />
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Outlet />
      <FlashToast toast={loaderData.toast} />
    </>
  );
}

/**
 * The islands' loader (app/islands/loader.ts), the flash toast as data for it to show, and the
 * visitor tracker (app/tracker/), async so that it holds up nothing the visitor waits for.
 */
function PageScript({
  src,
  trackerSrc,
  toast,
}: {
  src: string | undefined;
  trackerSrc: string | undefined;
  toast: FlashToastData;
}) {
  return (
    <>
      {toast ? (
        <script
          type="application/json"
          id={FLASH_TOAST_ELEMENT_ID}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped cannot close the script element
          dangerouslySetInnerHTML={{ __html: JSON.stringify(toast).replace(/</g, "\\u003c") }}
        />
      ) : null}
      {src ? <script type="module" src={src} /> : null}
      {trackerSrc ? <script type="module" async src={trackerSrc} /> : null}
    </>
  );
}

/** Shows the server's flash toast once on hydrated pages; its id keeps a re-render from stacking a copy. */
function FlashToast({ toast }: { toast: FlashToastData }) {
  useEffect(() => {
    if (toast) showToast.show(toast.type, toast);
  }, [toast]);
  return null;
}

const errorLinkClasses =
  "inline-flex h-11 items-center justify-center rounded-control bg-primary px-5 text-sm font-semibold text-primary-foreground shadow-card transition-colors hover:bg-primary-hover";

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const refusal = refusalMessage(error);
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
      ) : refusal ? (
        <>
          <h1 className="text-h2">{REFUSAL_HEADING}</h1>
          <p className="text-lead text-muted-foreground">{refusal}</p>
          <Link to="/" className={errorLinkClasses}>
            Return to Home
          </Link>
        </>
      ) : isDatabaseOutage(error) ? (
        <>
          <h1 className="text-h2">{ADMIN_DATABASE_UNREACHABLE.heading}</h1>
          <p className="text-lead text-muted-foreground">{ADMIN_DATABASE_UNREACHABLE.message}</p>
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
