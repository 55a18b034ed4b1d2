// /content/<slug>: any published content item, drawn by its kind (DECISIONS: the admin content
// list links published items there). Labels, where each kind's "back" link leads, and the
// formats of an event's day and time.
import { SCHOOL_GROUP_NAME } from "./brand";
import type { ContentKind } from "./content-kinds";
import { SITE_TIME_ZONE } from "./locale";

export function contentPath(slug: string) {
  return `/content/${encodeURIComponent(slug)}`;
}

/** The list each kind belongs to, for the link above the title. */
export const CONTENT_BACK_LINKS: Record<ContentKind, { href: string; label: string }> = {
  news: { href: "/news", label: "Back to all news" },
  event: { href: "/events", label: "Back to events" },
  faculty: { href: "/faculty", label: "Back to our faculty" },
  gallery: { href: "/gallery", label: "Back to the gallery" },
  about: { href: "/about", label: "Back to About Us" },
  school_info: { href: "/schools", label: "Back to our schools" },
  homepage_slide: { href: "/", label: "Back to the home page" },
};

/** How one item of a kind is named on its page. */
export const CONTENT_KIND_BADGES: Record<ContentKind, string> = {
  news: "News",
  event: "Event",
  faculty: "Faculty",
  gallery: "Gallery",
  about: "About us",
  school_info: "School information",
  homepage_slide: "Highlight",
};

export const CONTENT_PAGE_LABELS = {
  eventDetails: "Event details",
  date: "Date",
  time: "Time",
  location: "Location",
  category: "Category",
  registration: "Registration",
  registrationRequired: "Registration Required",
  registrationOpen: "No registration needed",
  places: "Places",
  maxParticipants: (count: number) => `Max ${count} participants`,
  schoolDetails: "About this school",
  address: "Address",
  visitSchoolPage: "Visit the school's page",
  fallbackDescription: (title: string) => `${title}: from the ${SCHOOL_GROUP_NAME}.`,
} as const;

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: SITE_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** A calendar date (yyyy-MM-dd) as "Saturday, 12 December 2026"; anything else as written. */
export function formatCalendarDay(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const noonThere = new Date(`${date}T12:00:00+05:30`);
  return Number.isNaN(noonThere.getTime()) ? date : dayFormat.format(noonThere);
}

/** A time of day (HH:mm, 24-hour) as "2:30 PM"; anything else as written. */
export function formatClockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2]!;
  if (hours > 23) return time;
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${suffix}`;
}
