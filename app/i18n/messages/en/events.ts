// /events, /events/<slug> and the calendar feed (/events.ics): their fixed copy comes from
// app/copy/events-page.ts; the functions there are ICU messages here.
import type { EventCategory } from "~/copy/categories";
import {
  CALENDAR_LINKS,
  EVENT_CAROUSEL_SLIDES,
  EVENT_CATEGORIES_SECTION,
  EVENT_CATEGORY_BADGES,
  EVENT_LABELS,
  EVENTS_CALENDAR,
  EVENTS_FAILURE_MESSAGE,
  EVENTS_PAGE,
  PAST_EVENTS_SECTION,
  UPCOMING_EVENTS_SECTION,
} from "~/copy/events-page";

function badge(category: EventCategory) {
  return EVENT_CATEGORY_BADGES.find((listed) => listed.category === category)?.text ?? category;
}

function slide(id: string) {
  const found = EVENT_CAROUSEL_SLIDES.find((listed) => listed.id === id);
  if (!found) throw new Error(`no events carousel slide ${id}`);
  return { title: found.title, description: found.description, alt: found.image.alt };
}

export const events = {
  page: {
    title: EVENTS_PAGE.title,
    eyebrow: EVENTS_PAGE.eyebrow,
    lead: EVENTS_PAGE.lead,
    description: EVENTS_PAGE.description,
  },
  calendarLinks: {
    subscribe: CALENDAR_LINKS.subscribe,
    download: CALENDAR_LINKS.download,
    hint: CALENDAR_LINKS.hint,
  },
  /** The calendar feed's own name and description, and its plain-text answers. */
  feed: {
    name: EVENTS_CALENDAR.name,
    description: EVENTS_CALENDAR.description,
    notFound: "There is no such event.",
    unavailable: "The events calendar is not available just now. Please try again later.",
  },
  /** The staff's event categories (app/copy/categories.ts) as badges show them. */
  categories: {
    Other: "Other",
    Academic: "Academic",
    Sports: "Sports",
    Cultural: "Cultural",
    "Science Fair": "Science Fair",
    Workshop: "Workshop",
    Competition: "Competition",
    "Parent Meeting": "Parent Meeting",
    Examination: "Examination",
    Holiday: "Holiday",
  },
  categoriesSection: {
    heading: EVENT_CATEGORIES_SECTION.heading,
    intro: EVENT_CATEGORIES_SECTION.intro,
    badges: {
      Cultural: badge("Cultural"),
      Sports: badge("Sports"),
      "Science Fair": badge("Science Fair"),
      "Parent Meeting": badge("Parent Meeting"),
      Examination: badge("Examination"),
      Holiday: badge("Holiday"),
    },
  },
  /** The carousel's five slides, by id (the carousel's controls are the home page's: events-carousel). */
  slides: {
    "sports-day": slide("sports-day"),
    pongal: slide("pongal"),
    "science-fair": slide("science-fair"),
    "independence-day": slide("independence-day"),
    "yoga-day": slide("yoga-day"),
  },
  upcoming: {
    heading: UPCOMING_EVENTS_SECTION.heading,
    intro: UPCOMING_EVENTS_SECTION.intro,
    empty: UPCOMING_EVENTS_SECTION.empty,
  },
  past: {
    heading: PAST_EVENTS_SECTION.heading,
    intro: PAST_EVENTS_SECTION.intro,
    empty: PAST_EVENTS_SECTION.empty,
    more: "Showing the {shown} most recent of {total} past events.",
  },
  failure: EVENTS_FAILURE_MESSAGE,
  labels: {
    featured: EVENT_LABELS.featured,
    registrationRequired: EVENT_LABELS.registrationRequired,
    noRegistration: EVENT_LABELS.noRegistration,
    maxParticipants: "Max {count} participants",
    allDay: EVENT_LABELS.allDay,
    date: EVENT_LABELS.date,
    time: EVENT_LABELS.time,
    location: EVENT_LABELS.location,
    registration: EVENT_LABELS.registration,
    places: EVENT_LABELS.places,
    unlimited: EVENT_LABELS.unlimited,
    past: EVENT_LABELS.past,
    addToCalendar: EVENT_LABELS.addToCalendar,
    googleCalendar: EVENT_LABELS.googleCalendar,
    /** For screen readers, after the Google Calendar link's words. */
    newTab: "(opens in a new tab)",
    backToEvents: EVENT_LABELS.backToEvents,
    moreEvents: EVENT_LABELS.moreEvents,
    details: EVENT_LABELS.details,
  },
  /** An event page's description for search results when the event has none of its own. */
  metaDescription: "{title} on {date}.",
  metaDescriptionAt: "{title} on {date} at {location}.",
};
