// The Media Library's address and forms, checked in the browser (the edit dialog's field messages)
// and again by the action (app/routes/admin/media.tsx); the media domain module checks the lengths
// once more before it writes. The image fields' library picker reads the same address parameters.
import { z } from "zod";
import {
  ALT_TEXT_MAX,
  CAPTION_MAX,
  isMediaTab,
  MEDIA_MESSAGES as M,
  type MediaTab,
  SEARCH_MAX,
} from "~/copy/admin-media";

export const MEDIA_INTENTS = {
  update: "update-media",
  delete: "delete-media",
  /** The alt text asked for beside a picture just uploaded (issue 28), saved on its own. */
  altText: "set-alt-text",
} as const;

const ID_MAX = 100;
const PAGE_MAX = 10_000;
/** Stored details as the dialog loaded them; longer than any the form accepts, never unbounded. */
const LOADED_MAX = 10_000;

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

// ---------------------------------------------------------------------------------------------
// The forms.

const mediaId = z.string({ error: M.file }).trim().min(1, M.file).max(ID_MAX, M.file);
const loaded = z.string().max(LOADED_MAX, M.reload).optional();

export const updateMediaSchema = z.object({
  intent: z.literal(MEDIA_INTENTS.update),
  mediaId,
  altText: z.string().trim().max(ALT_TEXT_MAX, M.altTextTooLong).optional(),
  caption: z.string().trim().max(CAPTION_MAX, M.captionTooLong).optional(),
  /** The details as the dialog opened with them: a newer save by someone else refuses this one. */
  loadedAltText: loaded,
  loadedCaption: loaded,
});

export const setAltTextSchema = z.object({
  intent: z.literal(MEDIA_INTENTS.altText),
  mediaId,
  altText: z.string().trim().max(ALT_TEXT_MAX, M.altTextTooLong).optional(),
  /** The alt text the box last saved (absent: none): a change made meanwhile elsewhere refuses this one. */
  loadedAltText: loaded,
});

export const deleteMediaSchema = z.object({
  intent: z.literal(MEDIA_INTENTS.delete),
  mediaId,
  /** How many uses the question listed: a file put to use since then is not deleted unseen. */
  listedUses: z.number({ error: M.reload }).int(M.reload).min(0, M.reload).max(100_000, M.reload),
});
