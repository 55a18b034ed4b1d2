import type { NextFunction, Request, Response } from "express";
import {
  CACHE_VERSION_HEADER,
  type CachedPage,
  cachedPage,
  currentCacheVersion,
  publicCacheKey,
  scheduleKnown,
  setNextScheduledChange,
} from "./cache.server";
import { nextScheduledPublication } from "./content-queries.server";
import { log } from "./log.server";

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

/** Answers from the render cache when it can; on a miss, marks the request so the render is kept. */
export async function servePublicCache(req: Request, res: Response, next: NextFunction) {
  delete req.headers[CACHE_VERSION_HEADER];
  const key = publicCacheKey(
    req.method,
    new URL(req.originalUrl, "http://cache.invalid"),
    req.headers.cookie,
  );
  if (!key) return next();
  const page = cachedPage(key);
  if (!page) {
    if (!scheduleKnown()) await learnSchedule();
    req.headers[CACHE_VERSION_HEADER] = String(currentCacheVersion());
    res.setHeader("X-Cache", "MISS");
    return next();
  }
  sendCachedPage(req, res, page);
}

function sendCachedPage(req: Request, res: Response, page: CachedPage) {
  for (const [name, value] of page.headers) {
    if (name !== "content-length" && name !== "content-encoding") res.setHeader(name, value);
  }
  res.setHeader("ETag", page.etag);
  res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("X-Cache", "HIT");
  if (req.headers["if-none-match"] === page.etag) {
    res.status(304).end();
    return;
  }
  const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  // Already compressed: the compression middleware leaves a response with Content-Encoding alone.
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.status(page.status).end(gzip ? page.gzip : page.body);
}
