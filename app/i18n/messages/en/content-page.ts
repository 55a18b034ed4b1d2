// /content/<slug>: any published content item, drawn by its kind (English: app/copy/content-page.ts
// and the events pages' labels, EVENT_LABELS).
import { SCHOOL_GROUP_NAME } from "~/copy/brand";
import { CONTENT_BACK_LINKS, CONTENT_KIND_BADGES, CONTENT_PAGE_LABELS } from "~/copy/content-page";
import { EVENT_LABELS } from "~/copy/events-page";

export const contentPage = {
  /** The link above the title, back to the list each kind belongs to. */
  back: {
    news: CONTENT_BACK_LINKS.news.label,
    event: CONTENT_BACK_LINKS.event.label,
    faculty: CONTENT_BACK_LINKS.faculty.label,
    gallery: CONTENT_BACK_LINKS.gallery.label,
    about: CONTENT_BACK_LINKS.about.label,
    school_info: CONTENT_BACK_LINKS.school_info.label,
    homepage_slide: CONTENT_BACK_LINKS.homepage_slide.label,
  },
  /** How one item of a kind is named on its page. */
  kind: { ...CONTENT_KIND_BADGES },
  location: CONTENT_PAGE_LABELS.location,
  category: CONTENT_PAGE_LABELS.category,
  schoolDetails: CONTENT_PAGE_LABELS.schoolDetails,
  address: CONTENT_PAGE_LABELS.address,
  visitSchoolPage: CONTENT_PAGE_LABELS.visitSchoolPage,
  fallbackDescription: `{title}: from the ${SCHOOL_GROUP_NAME}.`,
  /** An event's facts. */
  event: {
    details: EVENT_LABELS.details,
    date: EVENT_LABELS.date,
    time: EVENT_LABELS.time,
    location: EVENT_LABELS.location,
    registration: EVENT_LABELS.registration,
    registrationRequired: EVENT_LABELS.registrationRequired,
    noRegistration: EVENT_LABELS.noRegistration,
    places: EVENT_LABELS.places,
    maxParticipants: "Max {count} participants",
  },
};
