import type { ContentKind, ContentStatus } from "~/server/db/schema";
import { everyValueOf } from "./every-value";

export type { ContentKind, ContentStatus };

export const CONTENT_KINDS = everyValueOf<ContentKind>()([
  "news",
  "event",
  "faculty",
  "gallery",
  "about",
  "school_info",
  "homepage_slide",
]);

export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  news: "News",
  event: "Events",
  faculty: "Faculty",
  gallery: "Gallery",
  about: "About",
  school_info: "School Info",
  homepage_slide: "Homepage Slide",
};

/** How messages name one item of a kind: 'Created news item "…"'. */
export const CONTENT_KIND_NOUNS: Record<ContentKind, string> = {
  news: "news item",
  event: "event",
  faculty: "faculty item",
  gallery: "gallery item",
  about: "about page",
  school_info: "school info item",
  homepage_slide: "slide",
};

/** The type filter of the content list, in the spec's order (slides have their own page). */
export const CONTENT_LIST_KINDS = [
  "news",
  "event",
  "faculty",
  "gallery",
  "about",
  "school_info",
] as const satisfies readonly ContentKind[];

export const CONTENT_STATUSES = everyValueOf<ContentStatus>()(["draft", "published", "archived"]);

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  draft: "Draft",
  published: "Published",
  archived: "Archived",
};

export const DEFAULT_CONTENT_KIND: ContentKind = "news";
export const DEFAULT_CONTENT_STATUS: ContentStatus = "draft";
