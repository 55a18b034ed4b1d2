// The Content list: its delete intent, its search's cap and its URL, without Zod, for the list's
// screen (the URL's parser and the form's schema are in lib/schemas/content.ts, which re-exports these).
import type { ContentListQuery } from "~/lib/schemas/content";

export const DELETE_CONTENT_INTENT = "delete-content";
export const CONTENT_SEARCH_MAX = 100;

/** The same query as search params, in a fixed order; page 1 and empty filters left out. */
export function contentListParams(query: Partial<ContentListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.type) params.set("type", query.type);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return params;
}

export function contentListHref(query: Partial<ContentListQuery>): string {
  const search = contentListParams(query).toString();
  return search ? `/admin/content?${search}` : "/admin/content";
}

export function isContentListFiltered(query: ContentListQuery): boolean {
  return Boolean(query.q || query.status || query.type);
}
