import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { BUSY_RETRY_AFTER_S, SITE_BUSY_MESSAGE } from "~/copy/outage";
import { localeOfPath, pathInLocale } from "~/i18n/locales";
import { MISSING_PAGE_PATH } from "~/lib/public-pages";
import { LANGUAGE_SUGGESTION_HEADER } from "../http/language.server";
import { log } from "../log.server";
import { addressGroup, CLIENT_IP_HEADER } from "../rate-limit.server";
import { isMissingPage, pageRoutes } from "./missing-pages.server";
import {
  CACHE_VERSION_HEADER,
  type CachedPage,
  cachedPage,
  currentCacheVersion,
  lastGoodPage,
  publicCacheKey,
  renderPath,
  scheduleKnown,
  setNextScheduledChange,
  watchRender,
} from "./render-cache.server";
import { type RenderSlots, renderSlots } from "./render-limit.server";
import { nextScheduledChange } from "./schedule.server";
import { catchUpWithOtherProcesses } from "./shared-generation.server";

/**
 * The longest a request waits for a render of the same page that another request started, and
 * the longest its own render may take, before it is answered with the page's last good render or
 * "busy, try again" (503). Nothing waits on a render for ever.
 */
export const RENDER_WAIT_MS = 5_000;
export const RENDER_DEADLINE_MS = 10_000;

/**
 * Reads when the next scheduled item goes public or an urgent notice starts or ends, so pages
 * rendered now expire at that moment.
 */
async function learnSchedule() {
  const versionAtRead = currentCacheVersion();
  try {
    const at = await nextScheduledChange();
    setNextScheduledChange(at === null ? null : Date.parse(at), versionAtRead);
  } catch (error) {
    // Pages then keep the plain 60 s expiry.
    log("warn", "render cache: schedule unavailable", { error });
  }
}

type PublicCacheOptions = {
  /** The server build, for its routes: addresses that name no page are told apart without drawing. */
  build: () => Promise<ServerBuild>;
  slots?: RenderSlots;
  renderWaitMs?: number;
  renderDeadlineMs?: number;
};

/**
 * Answers public pages from the render cache when it can. On a miss the request waits (within
 * RENDER_WAIT_MS) for a render of the same page already under way, then for a turn to render
 * (render-limit.server.ts); it is rendered from its key, so query parameters the page does not read
 * never reach it, and marked so the render is kept (app/entry.server.tsx). An address that names no
 * page is answered with the kept not-found page, without a turn. Every request leaves the maps
 * below when its client goes, whenever that happens.
 */
export function publicCache({
  build,
  slots = renderSlots(),
  renderWaitMs = RENDER_WAIT_MS,
  renderDeadlineMs = RENDER_DEADLINE_MS,
}: PublicCacheOptions) {
  /** Renders in progress by key: a request for the same page waits for it instead of drawing it too. */
  const rendering = new Map<string, Promise<void>>();
  let routes: Promise<ReturnType<typeof pageRoutes> | undefined> | undefined;
  const knownRoutes = () => {
    routes ??= build().then(
      (resolved) => pageRoutes(resolved.routes),
      () => undefined,
    );
    return routes;
  };

  async function isMissing(pathname: string) {
    const tree = await knownRoutes();
    return tree !== undefined && (await isMissingPage(tree, pathname));
  }

  /** The page as kept by a render of it under way, "late" if that render outlasted the wait. */
  async function renderedMeanwhile(key: string, closed: Promise<void>) {
    const underWay = rendering.get(key);
    if (!underWay) return undefined;
    const late = await settledWithin(underWay, renderWaitMs, closed);
    return late ? "late" : cachedPage(key);
  }

  return async function servePublicCache(req: Request, res: Response, next: NextFunction) {
    delete req.headers[CACHE_VERSION_HEADER];
    const url = new URL(`http://cache.invalid${req.originalUrl}`);
    const suggestion = req.headers[LANGUAGE_SUGGESTION_HEADER];
    const key = publicCacheKey(req.method, url, req.headers.cookie, suggestion);
    if (!key) return next();
    // Listened for before anything is awaited: a client may leave during any wait below.
    const answered = whenClosed(res);
    await catchUpWithOtherProcesses();
    const hit = cachedPage(key);
    if (hit) return sendCachedPage(req, res, hit, "HIT");

    // Every address that names no page shares the one not-found page of its language.
    const missing = await isMissing(url.pathname);
    if (missing) log("warn", "page not found", { path: url.pathname });
    const renderKey = missing ? (missingPageKey(url.pathname, suggestion) ?? key) : key;
    if (res.closed) return;
    const page = cachedPage(renderKey) ?? (await renderedMeanwhile(renderKey, answered));
    if (res.closed) return;
    if (page === "late") return turnAway(req, res, renderKey);
    if (page) return sendCachedPage(req, res, page, "HIT");

    const closed = new AbortController();
    void answered.then(() => closed.abort());
    if (!rendering.has(renderKey)) {
      rendering.set(renderKey, answered);
      void answered.then(() => rendering.delete(renderKey));
    }
    const address = addressGroup(String(req.headers[CLIENT_IP_HEADER] ?? "unknown"));
    const release = await slots.acquire(closed.signal, address);
    if (release) void answered.then(release);
    if (res.closed) return;
    if (!release) return turnAway(req, res, renderKey);

    // A render that outlasts its deadline is answered for (its late result goes nowhere: the
    // response is then finished), which also gives its turn to the next.
    const deadline = setTimeout(() => {
      if (!res.headersSent) turnAway(req, res, renderKey);
    }, renderDeadlineMs);
    void answered.then(() => clearTimeout(deadline));

    req.headers[CACHE_VERSION_HEADER] = String(currentCacheVersion());
    // Read at the version the render starts from; the page is kept only once it is known.
    const schedule = scheduleKnown() ? Promise.resolve() : learnSchedule();
    const path = renderPath(renderKey);
    if (`${url.pathname}${url.search}` !== path) {
      req.url = path;
      req.originalUrl = path;
    }
    watchRender(schedule, next);
  };
}

/** The cache key of the shared not-found page in the language of `pathname`. */
function missingPageKey(pathname: string, suggestion: string | string[] | undefined) {
  const url = new URL(pathInLocale(MISSING_PAGE_PATH, localeOfPath(pathname)), "http://cache.invalid");
  return publicCacheKey("GET", url, undefined, suggestion);
}

/** Settles when the response has closed (at once if it already has): the client is gone or answered. */
function whenClosed(res: Response): Promise<void> {
  if (res.closed) return Promise.resolve();
  return new Promise((resolve) => res.once("close", () => resolve()));
}

/** True when `work` did not settle within `ms` (or the client left first). */
async function settledWithin(work: Promise<void>, ms: number, closed: Promise<void>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), ms);
  });
  try {
    return await Promise.race([work.then(() => false), closed.then(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Too many renders at once: the page's last good render if there is one, else "try again soon". */
function turnAway(req: Request, res: Response, key: string) {
  if (res.headersSent || res.closed) return;
  const stale = lastGoodPage(key);
  if (stale) return sendCachedPage(req, res, stale, "STALE");
  res
    .status(503)
    .set({ "Retry-After": String(BUSY_RETRY_AFTER_S), "Cache-Control": "no-store" })
    .type("text/plain")
    .send(SITE_BUSY_MESSAGE);
}

function sendCachedPage(req: Request, res: Response, page: CachedPage, source: "HIT" | "STALE") {
  for (const [name, value] of page.headers) {
    if (name !== "content-length" && name !== "content-encoding") res.setHeader(name, value);
  }
  res.setHeader("Vary", "Accept-Encoding, Accept-Language, Cookie");
  res.setHeader("X-Cache", source);
  if (source === "STALE" || page.status !== 200) {
    // A stand-in, or the shared not-found page: nothing may keep it.
    res.setHeader("Cache-Control", "no-store");
  } else {
    res.setHeader("ETag", page.etag);
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    if (req.headers["if-none-match"] === page.etag) {
      res.status(304).end();
      return;
    }
  }
  const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  // Already compressed: the compression middleware leaves a response with Content-Encoding alone.
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.status(page.status).end(gzip ? page.gzip : page.body);
}
