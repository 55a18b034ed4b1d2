// /content/<slug>: any published content item, drawn by its kind (DECISIONS: the admin content
// list links published items there). Labels, where each kind's "back" link leads, and the
// format of an event's day.

import { INTL_LOCALE, type Locale } from "~/i18n/locales";
import { SCHOOL_GROUP_NAME } from "./brand";
import type { ContentKind } from "./content-kinds";
import { SITE_TIME_ZONE, SITE_UTC_OFFSET } from "./locale";

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

/** What /content/<slug> shows of an event (its facts use the events pages' labels, EVENT_LABELS). */
export type ContentPageEvent = {
  date: string;
  /** As staff typed it. */
  time: string | null;
  location: string | null;
  category: string;
  maxParticipants: number | null;
  registrationRequired: boolean;
};

export const CONTENT_PAGE_LABELS = {
  location: "Location",
  category: "Category",
  schoolDetails: "About this school",
  address: "Address",
  visitSchoolPage: "Visit the school's page",
  fallbackDescription: (title: string) => `${title}: from the ${SCHOOL_GROUP_NAME}.`,
} as const;

const dayFormat = (intlLocale: string) =>
  new Intl.DateTimeFormat(intlLocale, {
    timeZone: SITE_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
const DAY_FORMAT: Record<Locale, Intl.DateTimeFormat> = {
  en: dayFormat(INTL_LOCALE.en),
  ta: dayFormat(INTL_LOCALE.ta),
};

/**
 * A calendar date (yyyy-MM-dd) as "Saturday, 12 December 2026" (in Tamil on a Tamil page);
 * anything else as written.
 */
export function formatCalendarDay(date: string, locale: Locale = "en"): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const noonThere = new Date(`${date}T12:00:00${SITE_UTC_OFFSET}`);
  return Number.isNaN(noonThere.getTime()) ? date : DAY_FORMAT[locale].format(noonThere);
}
