import type { NextFunction, Request, Response } from "express";
import { BUSY_RETRY_AFTER_S, SITE_BUSY_MESSAGE } from "~/copy/outage";
import { nextScheduledPublication } from "../content/queries.server";
import { LANGUAGE_SUGGESTION_HEADER } from "../http/language.server";
import { log } from "../log.server";
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
import { renderSlots } from "./render-limit.server";
import { catchUpWithOtherProcesses } from "./shared-generation.server";

/** Reads when the next scheduled item goes public, so pages rendered now expire at that moment. */
async function learnSchedule() {
  const versionAtRead = currentCacheVersion();
  try {
    const at = await nextScheduledPublication();
    setNextScheduledChange(at === null ? null : Date.parse(at), versionAtRead);
  } catch (error) {
    // Pages then keep the plain 60 s expiry.
    log("warn", "render cache: schedule unavailable", { error });
  }
}

const slots = renderSlots();
/** Renders in progress by key: a request for the same page waits for it instead of drawing it too. */
const rendering = new Map<string, Promise<void>>();

/**
 * Answers from the render cache when it can. On a miss the request waits for a render of the same
 * page already under way, then for a turn to render (render-limit.server.ts); it is rendered from
 * its key, so query parameters the page does not read never reach it, and marked so the render is
 * kept (app/entry.server.tsx).
 */
export async function servePublicCache(req: Request, res: Response, next: NextFunction) {
  delete req.headers[CACHE_VERSION_HEADER];
  const url = new URL(`http://cache.invalid${req.originalUrl}`);
  const key = publicCacheKey(req.method, url, req.headers.cookie, req.headers[LANGUAGE_SUGGESTION_HEADER]);
  if (!key) return next();
  await catchUpWithOtherProcesses();
  const page = cachedPage(key) ?? (await renderedMeanwhile(key));
  if (page) return sendCachedPage(req, res, page, "HIT");

  const closed = new AbortController();
  const answered = new Promise<void>((resolve) => res.once("close", resolve));
  void answered.then(() => closed.abort());
  if (!rendering.has(key)) {
    rendering.set(key, answered);
    void answered.then(() => rendering.delete(key));
  }
  const release = await slots.acquire(closed.signal);
  if (release) void answered.then(release);
  if (closed.signal.aborted) return;
  if (!release) return turnAway(req, res, key);

  req.headers[CACHE_VERSION_HEADER] = String(currentCacheVersion());
  // Read at the version the render starts from; the page is kept only once it is known.
  const schedule = scheduleKnown() ? Promise.resolve() : learnSchedule();
  const path = renderPath(key);
  if (`${url.pathname}${url.search}` !== path) {
    req.url = path;
    req.originalUrl = path;
  }
  watchRender(schedule, next);
}

/** The page as kept by a render of it that was under way, if there was one and it was kept. */
async function renderedMeanwhile(key: string) {
  const underWay = rendering.get(key);
  if (!underWay) return undefined;
  await underWay;
  return cachedPage(key);
}

/** Too many renders at once: the page's last good render if there is one, else "try again soon". */
function turnAway(req: Request, res: Response, key: string) {
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
  if (source === "STALE") {
    // Only a stand-in: nothing may keep it.
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
