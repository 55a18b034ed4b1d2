// Data that every public page reads and that changes only when staff write it (the site settings,
// the schools in the menus, the founder's portrait in the footer): read once per render-cache
// version instead of on every uncached render. Any write to a public table moves the version
// (render-cache.server.ts), so a value kept here is dropped exactly when the cached pages are; like
// them it is also read again after PAGE_TTL_MS, for writes that go around the query builder.
import { currentCacheVersion, inWatchedRender, PAGE_TTL_MS } from "./render-cache.server";
import { catchUpWithOtherProcesses } from "./shared-generation.server";

/**
 * `read`, remembered at the cache version it was read at. Only a value read to the end is kept (a
 * read that throws is tried again by the next request), and only when no write happened meanwhile.
 */
export function keptPerCacheVersion<T>(read: () => Promise<T>): () => Promise<T> {
  let kept: { version: number; until: number; value: T } | undefined;
  return async () => {
    // A watched render (a cache miss) has just caught up with other processes' writes; a request
    // the cache does not serve (signed-in staff, a flash message) catches up here.
    if (!inWatchedRender()) await catchUpWithOtherProcesses();
    const version = currentCacheVersion();
    if (kept && kept.version === version && kept.until > Date.now()) return kept.value;
    const value = await read();
    if (currentCacheVersion() === version) kept = { version, until: Date.now() + PAGE_TTL_MS, value };
    return value;
  };
}
