import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import {
  databaseFailed,
  noteFailure,
  outageRedraw,
  setOutageHeaders,
  staleAnswer,
} from "./server/cache/database-outage.server";
import {
  CACHE_VERSION_HEADER,
  keepsStatus,
  lastGoodPage,
  publicCacheKey,
  renderMissedQueries,
  scheduleRead,
  storePage,
} from "./server/cache/render-cache.server";
import { CSP_NONCE_HEADER } from "./server/http/content-security-policy.server";
import { LANGUAGE_SUGGESTION_HEADER } from "./server/http/language.server";
import { log } from "./server/log.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  const context = routerContext.staticHandlerContext;
  const unreachable = databaseFailed(request, context);
  if (request.method.toUpperCase() === "HEAD") {
    if (unreachable) setOutageHeaders(responseHeaders);
    return new Response(null, { status: unreachable ? 503 : responseStatusCode, headers: responseHeaders });
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  // A public page for anonymous visitors (a render-cache miss) is rendered whole and kept.
  const cacheVersion = request.headers.get(CACHE_VERSION_HEADER);
  const cacheKey =
    cacheVersion === null
      ? undefined
      : publicCacheKey(
          request.method,
          new URL(request.url),
          request.headers.get("cookie"),
          request.headers.get(LANGUAGE_SUGGESTION_HEADER),
        );
  // When the database failed this render, the page's last good render is the better answer.
  const stale = cacheKey && (unreachable || renderMissedQueries()) ? lastGoodPage(cacheKey) : undefined;
  if (stale) return staleAnswer(stale);
  if (unreachable) {
    setOutageHeaders(responseHeaders);
    const redraw = outageRedraw(context);
    if (redraw) throw redraw;
  }
  if (cacheKey) responseHeaders.set("X-Cache", "MISS");
  if (cacheKey && keepsStatus(cacheKey, responseStatusCode)) {
    // Rendered without the response's nonce: the page is kept and served to later visitors under
    // policies with other nonces. Public pages need none: they run no inline script
    // (docs/decisions/019-content-security-policy.md).
    return renderWhole(request, routerContext).then(async (body) => {
      await scheduleRead();
      // Drawn partly from fallbacks: shown, but kept by no one.
      const partial = renderMissedQueries();
      if (partial) responseHeaders.set("Cache-Control", "no-store");
      const stored = partial
        ? undefined
        : storePage(
            cacheKey,
            { status: responseStatusCode, headers: responseHeaders, body },
            Number(cacheVersion),
          );
      if (stored) {
        responseHeaders.set("ETag", stored.etag);
        responseHeaders.set("Cache-Control", "public, max-age=0, must-revalidate");
      }
      return new Response(new Uint8Array(body), { status: responseStatusCode, headers: responseHeaders });
    });
  }

  // React Router's inline scripts (hydration data, the module loader, scroll restoration) and
  // React's own streaming scripts carry it; the policy in the response's header names it.
  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log("error", "render failed", { error });
        },
      },
    );
  });
}

/** Renders the whole document into memory (for the render cache). */
function renderWhole(request: Request, routerContext: EntryContext) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks)));
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          clearTimeout(timeoutId);
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          log("error", "render failed", { error });
        },
      },
    );
  });
}

/** Server-side errors: a structured log line, never a stack trace to the visitor. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // The 503 that handleRequest throws to have the page drawn again (database-outage.server.ts).
  if (error instanceof Response && error.status === 503) return;
  const path = new URL(request.url).pathname;
  if (noteFailure(request, error)) {
    log("error", "database unreachable", { path, reason: (error as Error).message });
    return;
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    log("warn", "page not found", { path });
    return;
  }
  if (isRouteErrorResponse(error) && error.status < 500) return;
  log("error", "request failed", { path, error });
};
