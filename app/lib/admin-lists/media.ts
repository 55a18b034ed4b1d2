// The Media Library's list: its intents and its address, without Zod, for the list's screen and the
// image fields' picker (the forms' schemas are in lib/schemas/media.ts, which re-exports these).
import { isMediaTab, type MediaTab, SEARCH_MAX } from "~/copy/admin-media";

export const MEDIA_INTENTS = {
  update: "update-media",
  delete: "delete-media",
  /** The alt text asked for beside a picture just uploaded (issue 28), saved on its own. */
  altText: "set-alt-text",
} as const;

const PAGE_MAX = 10_000;

// ---------------------------------------------------------------------------------------------
// The list's address: ?tab=<bucket>&q=<search>&alt=missing&page=<n>. Anything else is dropped.

export type MediaLibraryQuery = {
  tab: MediaTab | null;
  search: string;
  /** Only the pictures without alt text (issue 28); left out of the address when false. */
  missingAlt?: boolean;
  page: number;
};

export const MISSING_ALT_PARAM = { name: "alt", value: "missing" } as const;

export function parseMediaLibraryQuery(params: URLSearchParams): MediaLibraryQuery {
  const tab = params.get("tab") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    tab: isMediaTab(tab) ? tab : null,
    // Control characters are nobody's search; a long paste is cut rather than refused.
    search: (params.get("q") ?? "")
      .replace(/\p{Cc}+/gu, " ")
      .trim()
      .slice(0, SEARCH_MAX)
      .trim(),
    ...(params.get(MISSING_ALT_PARAM.name) === MISSING_ALT_PARAM.value && { missingAlt: true }),
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/** The query as search params in a fixed order; All Media, no search and page 1 are left out. */
export function mediaLibraryParams(query: Partial<MediaLibraryQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.tab) params.set("tab", query.tab);
  if (query.search) params.set("q", query.search);
  if (query.missingAlt) params.set(MISSING_ALT_PARAM.name, MISSING_ALT_PARAM.value);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return params;
}

export const MEDIA_LIBRARY_PATH = "/admin/media";
/** The library picker's data (app/routes/admin/media-picker.ts), with the same parameters. */
export const MEDIA_PICKER_PATH = "/admin/media-picker";

export function mediaLibraryHref(query: Partial<MediaLibraryQuery>, path = MEDIA_LIBRARY_PATH): string {
  const search = mediaLibraryParams(query).toString();
  return search ? `${path}?${search}` : path;
}
