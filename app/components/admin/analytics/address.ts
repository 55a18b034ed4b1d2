// The Analytics screen's address: the range, the tab and the tables' pages, written the same way
// by the range form, the tabs and the page links.
import type { AnalyticsQuery } from "~/views/analytics";

export const ANALYTICS_PATH = "/admin/analytics";

export function analyticsParams(query: AnalyticsQuery): URLSearchParams {
  const params = new URLSearchParams({ range: query.range });
  if (query.tab !== "overview") params.set("tab", query.tab);
  if (query.visitorsPage > 1) params.set("vpage", String(query.visitorsPage));
  if (query.pagesPage > 1) params.set("ppage", String(query.pagesPage));
  return params;
}

export function analyticsHref(query: AnalyticsQuery): string {
  return `${ANALYTICS_PATH}?${analyticsParams(query)}`;
}

/** True when two addresses differ in the tab only: the data shown is the same. */
export function onlyTabChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next) && current.searchParams.get("tab") !== next.searchParams.get("tab");
}
