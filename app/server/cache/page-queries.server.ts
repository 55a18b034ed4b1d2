// The query parameters each public page reads, declared once. A page's render-cache key is its
// path plus these parameters only, sorted (cache.server.ts), and the page is rendered from that
// key: any other parameter (a campaign tag, a cache-buster) never reaches it, so it cannot make a
// new copy of the page or force a render. Pages not listed read none. A page that starts reading
// a parameter is added here; tests/integration/public-cache.test.ts checks the routes against it.
import { englishPath } from "~/i18n/locales";

export const PAGE_QUERY_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  "/gallery": ["category", "page"],
  "/news/archive": ["page"],
  "/contact": ["school"],
  "/admissions": ["school"],
  "/events.ics": ["event"],
};

/**
 * `path?declared=parameters`, sorted by name, first value of each only (pages read one). Paths
 * match as the router matches them: without a trailing slash and in any case.
 */
export function pageKey(url: URL) {
  // Tamil pages read the same parameters as their English pages.
  const route = englishPath(url.pathname.replace(/(.)\/+$/, "$1").toLowerCase());
  const kept = new URLSearchParams();
  for (const name of [...(PAGE_QUERY_PARAMETERS[route] ?? [])].sort()) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}
