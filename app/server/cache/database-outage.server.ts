// How a page answers when a loader or action failed because the database cannot be reached
// (app/entry.server.tsx): with the page's last good render when there is one, otherwise with a
// 503 shown by the same error boundary that caught the failure (inside the site's header and
// footer, or the admin's message), asking the client to come back in a while.
import type { StaticHandlerContext } from "react-router";
import { DATABASE_RETRY_AFTER_S } from "~/copy/outage";
import { isDatabaseOutage } from "~/lib/route-errors";
import { isDatabaseUnavailable } from "../db/unavailable.server";
import type { CachedPage } from "./render-cache.server";

const failedRequests = new WeakSet<Request>();

/** Notes a request whose loader or action failed; true when the database was unreachable. */
export function noteFailure(request: Request, error: unknown) {
  if (!isDatabaseUnavailable(error)) return false;
  failedRequests.add(request);
  return true;
}

/** True when the request's data could not be read because the database is unreachable. */
export function databaseFailed(request: Request, context: StaticHandlerContext) {
  return failedRequests.has(request) || Object.values(context.errors ?? {}).some(isDatabaseOutage);
}

/** An answer drawn while the database is unreachable: come back later, and nobody keeps it. */
export function setOutageHeaders(headers: Headers) {
  headers.set("Retry-After", String(DATABASE_RETRY_AFTER_S));
  headers.set("Cache-Control", "no-store");
}

/**
 * The Response to throw from the document handler so that React Router draws the page again with
 * a 503 in place of the failure, at the boundary that caught it; undefined once it is drawn so.
 * A thrown Response becomes a route error the browser also receives, so the admin's hydration
 * shows the same message as the server's HTML.
 */
export function outageRedraw(context: StaticHandlerContext): Response | undefined {
  const errors = Object.entries(context.errors ?? {});
  if (errors.length === 0 || errors.every(([, error]) => isDatabaseOutage(error))) return undefined;
  context._deepestRenderedBoundaryId = errors[0]![0];
  return new Response(null, { status: 503, statusText: "Service Unavailable" });
}

/** A page's last good render standing in for one the database cannot draw now. */
export function staleAnswer(page: CachedPage) {
  const headers = new Headers(page.headers);
  headers.delete("content-length");
  headers.set("Cache-Control", "no-store");
  headers.set("X-Cache", "STALE");
  return new Response(new Uint8Array(page.body), { status: page.status, headers });
}
