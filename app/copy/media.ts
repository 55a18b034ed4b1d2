import type { MediaCategory } from "~/server/db/schema";
import { everyValueOf } from "./every-value";

export type { MediaCategory };

export const MEDIA_CATEGORIES = everyValueOf<MediaCategory>()([
  "homepage-slides",
  "school-headers",
  "school-logos",
  "gallery",
  "events",
  "news",
  "general",
]);

/** The Media Library's tabs after All Media, with the spec's labels. */
export const MEDIA_LIBRARY_TABS = [
  { category: "homepage-slides", label: "homepage slides" },
  { category: "school-headers", label: "school headers" },
  { category: "gallery", label: "gallery" },
  { category: "general", label: "general" },
] as const satisfies readonly { category: MediaCategory; label: string }[];
export const ALL_MEDIA_LABEL = "All Media";

/** Storage buckets group categories as the spec's file store did. */
export const MEDIA_BUCKETS: Record<MediaCategory, string> = {
  "homepage-slides": "homepage-slides",
  "school-headers": "school-headers",
  "school-logos": "school-headers",
  gallery: "gallery",
  events: "general",
  news: "general",
  general: "general",
};

export function isMediaCategory(value: string): value is MediaCategory {
  return (MEDIA_CATEGORIES as readonly string[]).includes(value);
}
