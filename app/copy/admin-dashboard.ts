// The dashboard's morning to-do list (issue 26), beyond the spec's stat cards, Recent Activity
// and Quick Actions (app/copy/admin-pages.ts). Tests import the same names.
import type { ContentKind } from "~/server/db/schema";

export const DASHBOARD_DESCRIPTION = (firstName: string) =>
  `Welcome back, ${firstName}. Here is what needs the office today.`;

export const TODO_TITLES = {
  enquiries: "New enquiries",
  scheduled: "Scheduled in the next 7 days",
  drafts: "Drafts",
  events: "Events this week",
  tamil: "Without Tamil",
  altText: "Pictures without alt text",
} as const;

/** What a to-do card says when there is nothing to do. */
export const TODO_DONE = {
  enquiries: "All done: no new enquiries.",
  scheduled: "Nothing scheduled for the next 7 days.",
  drafts: "All done: no drafts waiting.",
  events: "No events this week.",
  tamil: "All done: everything has its Tamil version.",
  altText: "All done: every picture has alt text.",
} as const;

export const TODO_SECTION_LABEL = "To do today";
export const NO_SCHOOL_ENQUIRIES = "Not for one school";
export const OPEN_INBOX = "Open the inbox";
export const EVENTS_LINK = "All events";

/** '3 new', '1 new'. */
export function newCount(count: number) {
  return `${count.toLocaleString("en-IN")} new`;
}

/** '2 waiting since yesterday or longer'. */
export function waitingCount(count: number) {
  return `${count.toLocaleString("en-IN")} waiting since yesterday or longer`;
}

export const NEWS_DRAFTS_LABEL = "News drafts";
export const ALL_DRAFTS_LABEL = "All drafts (news and content)";

/** Where each kind's items are edited, and what the dashboard calls them. */
export const KIND_SCREENS: Record<ContentKind, { label: string; to: string }> = {
  news: { label: "News articles", to: "/admin/news" },
  event: { label: "Events", to: "/admin/events" },
  homepage_slide: { label: "Homepage slides", to: "/admin/homepage" },
  gallery: { label: "Gallery photos", to: "/admin/gallery" },
  school_info: { label: "Schools", to: "/admin/schools" },
  faculty: { label: "Faculty pages", to: "/admin/content?type=faculty" },
  about: { label: "About pages", to: "/admin/content?type=about" },
};

/** The order in which kinds are listed. */
export const KIND_ORDER: readonly ContentKind[] = [
  "news",
  "event",
  "homepage_slide",
  "gallery",
  "school_info",
  "faculty",
  "about",
];

/** '4 pictures have no alt text', said for screen readers and the eye alike. */
export function missingAltText(count: number) {
  return count === 1
    ? "1 picture has no alt text"
    : `${count.toLocaleString("en-IN")} pictures have no alt text`;
}
export const OPEN_MEDIA_LIBRARY = "Add it in the Media Library";

/** Said after the week's dates on the events card. */
export const WEEK_NOTE_PREFIX = "Monday to Sunday, India time";
