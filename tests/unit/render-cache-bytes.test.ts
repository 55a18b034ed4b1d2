// The render cache is bounded by bytes, not only by its number of pages: varied addresses of large
// pages must not grow the server's memory past RENDER_CACHE_BYTES (issue 27, memory).
import { describe, expect, it } from "vitest";
import {
  cachedPage,
  currentCacheVersion,
  invalidatePublicPages,
  lastGoodPage,
  RENDER_CACHE_BYTES,
  renderCacheBytes,
  storePage,
} from "~/server/cache/render-cache.server";

const MB = 1024 * 1024;

/** A page of `size` bytes (one letter repeated: gzip is quick on it, its twin is small). */
function store(key: string, size: number) {
  const body = Buffer.alloc(size, "a");
  return storePage(
    key,
    { status: 200, headers: new Headers({ "content-type": "text/html" }), body },
    currentCacheVersion(),
  );
}

/** Every byte a key's renders keep reachable, each render counted once. */
function reachableBytes(keys: string[]) {
  const renders = new Set(keys.flatMap((key) => [cachedPage(key), lastGoodPage(key)]));
  let bytes = 0;
  for (const page of renders) if (page) bytes += page.body.byteLength + page.gzip.byteLength;
  return bytes;
}

describe("render cache memory", () => {
  it("keeps at most its byte limit, dropping the oldest pages first", () => {
    const keys = Array.from({ length: 48 }, (_, i) => `/events?page=${i}`);
    for (const key of keys) store(key, MB);
    expect(reachableBytes(keys)).toBeLessThanOrEqual(RENDER_CACHE_BYTES);
    expect(renderCacheBytes()).toBe(reachableBytes(keys));
    expect(cachedPage(keys.at(-1)!)).toBeDefined();
    expect(lastGoodPage(keys[0]!)).toBeUndefined();
  });

  it("counts the last good renders a write leaves behind within the same limit", () => {
    const before = Array.from({ length: 24 }, (_, i) => `/news?page=${i}`);
    for (const key of before) store(key, MB);
    invalidatePublicPages();
    const after = Array.from({ length: 24 }, (_, i) => `/gallery?page=${i}`);
    for (const key of after) store(key, MB);
    expect(reachableBytes([...before, ...after])).toBeLessThanOrEqual(RENDER_CACHE_BYTES);
    expect(renderCacheBytes()).toBeLessThanOrEqual(RENDER_CACHE_BYTES);
  });

  it("keeps no render larger than the whole limit, and keeps the smaller ones it had", () => {
    const small = store("/contact", 1024);
    expect(small).toBeDefined();
    expect(store("/huge", RENDER_CACHE_BYTES)).toBeUndefined();
    expect(cachedPage("/huge")).toBeUndefined();
    expect(cachedPage("/contact")).toBe(small);
  });
});
