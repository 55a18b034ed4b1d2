import type { NewsPriority } from "~/server/db/schema";
import { everyValueOf } from "./every-value";

export type { NewsPriority };

// Each list starts with its default, as the forms show it first.
export const GALLERY_CATEGORIES = [
  "Other",
  "Academic Activities",
  "Sports & Games",
  "Cultural Events",
  "Science & Technology",
  "Arts & Crafts",
  "Field Trips",
  "Annual Functions",
  "Campus Life",
  "Achievements",
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export const DEFAULT_GALLERY_CATEGORY: GalleryCategory = "Other";

export const EVENT_CATEGORIES = [
  "Other",
  "Academic",
  "Sports",
  "Cultural",
  "Science Fair",
  "Workshop",
  "Competition",
  "Parent Meeting",
  "Examination",
  "Holiday",
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const DEFAULT_EVENT_CATEGORY: EventCategory = "Other";

export const NEWS_CATEGORIES = [
  "Other",
  "Announcement",
  "Achievement",
  "Academic",
  "Sports",
  "Cultural",
  "Admission",
  "Examination",
  "Holiday",
  "Parent Notice",
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export const DEFAULT_NEWS_CATEGORY: NewsCategory = "Other";
/** Shown on the public site for an article saved without a category. */
export const UNCATEGORISED_NEWS_LABEL = "General";

export const NEWS_PRIORITIES = everyValueOf<NewsPriority>()(["high", "medium", "low"]);
export const NEWS_PRIORITY_LABELS: Record<NewsPriority, string> = {
  high: "High",
  medium: "Medium",
  low: "Low",
};
export const DEFAULT_NEWS_PRIORITY: NewsPriority = "medium";

export function isGalleryCategory(value: string): value is GalleryCategory {
  return (GALLERY_CATEGORIES as readonly string[]).includes(value);
}

export function isEventCategory(value: string): value is EventCategory {
  return (EVENT_CATEGORIES as readonly string[]).includes(value);
}

export function isNewsCategory(value: string): value is NewsCategory {
  return (NEWS_CATEGORIES as readonly string[]).includes(value);
}

export function isNewsPriority(value: string): value is NewsPriority {
  return (NEWS_PRIORITIES as readonly string[]).includes(value);
}
