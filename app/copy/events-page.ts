// Copy, limits and timings of /events, /events/<slug> and the calendar feed /events.ics
// (spec §2 Events, §9; DECISIONS.md). The events come from the database; the six category
// badges, the five carousel slides and every label around them live here, imported by the pages,
// the carousel island (events-carousel.island.tsx) and the tests.
import { SCHOOL_GROUP_NAME, SCHOOL_GROUP_SHORT_NAME } from "./brand";
import type { EventCategory } from "./categories";

/** The carousel moves to the next slide after this long (spec §2 Events, §9: 4 seconds). */
export const EVENT_CAROUSEL_INTERVAL_MS = 4000;
/** Cross-fade between two carousel slides. */
export const EVENT_CAROUSEL_FADE_MS = 600;

/** /events lists at most this many past events, the most recent first, and says how many exist. */
export const PAST_EVENTS_SHOWN = 12;
/** An event page suggests up to this many other upcoming events. */
export const MORE_EVENTS_SHOWN = 3;

export const EVENTS_PATH = "/events";
export const EVENTS_CALENDAR_PATH = "/events.ics";

export function eventPath(slug: string) {
  return `${EVENTS_PATH}/${slug}`;
}

/** One event as a calendar file ("Add to calendar"). */
export function eventCalendarPath(slug: string) {
  return `${EVENTS_CALENDAR_PATH}?event=${encodeURIComponent(slug)}`;
}

/** The same feed for calendar apps that subscribe (webcal://), from its https:// address. */
export function webcalUrl(httpsUrl: string) {
  return httpsUrl.replace(/^https?:\/\//, "webcal://");
}

export const EVENTS_PAGE = {
  title: "Events",
  eyebrow: "School calendar",
  lead: "Sports days, science fairs, festivals and parent meetings across our five schools. See what is coming up, and add the dates to your own calendar so you never miss one.",
  description:
    "Upcoming events at the Thenpalli Group of Schools: sports days, cultural evenings, science fairs, parent meetings, examinations and holidays, with dates, times and places.",
} as const;

export const CALENDAR_LINKS = {
  subscribe: "Subscribe to calendar",
  download: "Download calendar (.ics)",
  hint: "Subscribing adds every school event to your phone's calendar and keeps it up to date. In Google Calendar, choose “Other calendars”, then “From URL”, and paste the address of the download link.",
} as const;

/** The feed's own name and description, as calendar apps show them. */
export const EVENTS_CALENDAR = {
  name: `${SCHOOL_GROUP_SHORT_NAME} Events`,
  description: `Events, holidays and parent meetings of the ${SCHOOL_GROUP_NAME}.`,
  productId: `-//${SCHOOL_GROUP_SHORT_NAME}//Events//EN`,
  /** Days of past events the feed still carries, so last week's event stays in parents' calendars. */
  pastDays: 90,
  /** Subscribed calendars are asked to fetch the feed again after this many hours. */
  refreshHours: 6,
  /** A timed event without an end time is shown this long (a typical morning programme). */
  defaultDurationMinutes: 120,
  /** The zone's short name in the VTIMEZONE block. */
  timeZoneAbbreviation: "IST",
} as const;

export type EventCategoryBadge = { category: EventCategory; text: string };

/**
 * The six categories of event badges (spec §2 Events): the ones parents plan around or look
 * forward to most. Workshop, Competition, Academic and Other still appear on event cards.
 */
export const EVENT_CATEGORY_BADGES: readonly EventCategoryBadge[] = [
  {
    category: "Cultural",
    text: "Festivals, dance, music and drama that celebrate the traditions of Tamil Nadu.",
  },
  {
    category: "Sports",
    text: "Sports days, inter-house matches and yoga mornings where every child joins in.",
  },
  {
    category: "Science Fair",
    text: "Young scientists show their models and experiments, and families are always welcome.",
  },
  {
    category: "Parent Meeting",
    text: "Time with your child's teachers to talk about progress, friendships and the term ahead.",
  },
  {
    category: "Examination",
    text: "Term tests and exam weeks, with timetables shared early through the class teachers.",
  },
  {
    category: "Holiday",
    text: "Days the schools are closed: festivals, term breaks and government holidays.",
  },
];

export const EVENT_CATEGORIES_SECTION = {
  heading: "Through the school year",
  intro: "Every event carries one of these badges, so you can spot at a glance what it is about.",
} as const;

export type EventCarouselSlide = {
  id: string;
  title: string;
  description: string;
  image: { src: string; width: number; height: number; alt: string };
};

/** The demo artwork's 960×540 pictures, kept as static files (they show even without a database). */
function picture(file: string, alt: string) {
  return { src: `/fallback/${file}.webp`, width: 960, height: 540, alt };
}

/** The five slides of the events carousel (spec §2 Events). */
export const EVENT_CAROUSEL_SLIDES: readonly EventCarouselSlide[] = [
  {
    id: "sports-day",
    title: "Annual Sports Day",
    description: "Races, relays and a march past by all five schools, with grandparents cheering loudest.",
    image: picture("physical-activities", "Children running a race on the school sports ground"),
  },
  {
    id: "pongal",
    title: "Pongal on Campus",
    description: "Kolams at every gate, sugarcane in the classrooms and a pot of sweet pongal boiling over.",
    image: picture("cultural-heritage", "A dancer beside a kolam, a rangoli and lit oil lamps"),
  },
  {
    id: "science-fair",
    title: "Science Fair",
    description: "Water filters, volcanoes and solar cookers, explained with great pride by their makers.",
    image: picture("hands-on-learning", "Children testing an experiment with flasks and a plant"),
  },
  {
    id: "independence-day",
    title: "Independence Day",
    description: "Flag hoisting at sunrise, the national anthem in one voice and sweets for everyone.",
    image: picture("independence-day", "Children cheering around the national flag"),
  },
  {
    id: "yoga-day",
    title: "International Yoga Day",
    description: "Children, teachers and parents greeting the sun together on the school ground.",
    image: picture("international-yoga-day", "Children practising yoga together at sunrise"),
  },
];

export const EVENT_CAROUSEL_COPY = {
  label: "Moments from our school events",
  previous: "Previous picture",
  next: "Next picture",
  pause: "Pause slideshow",
  play: "Play slideshow",
  goTo: (position: number) => `Go to picture ${position}`,
  position: (position: number, count: number) => `${position} of ${count}`,
} as const;

export const UPCOMING_EVENTS_SECTION = {
  heading: "Upcoming events",
  intro: "Featured events first, then everything else in date order.",
  empty:
    "There are no upcoming events just now. New dates are added through the term: subscribe to the calendar and they will reach you on their own.",
} as const;

export const PAST_EVENTS_SECTION = {
  heading: "Past events",
  intro: "A look back at what we have done together recently.",
  empty: "No past events yet.",
  /** Under the list when there are more past events than it shows. */
  more: (shown: number, total: number) => `Showing the ${shown} most recent of ${total} past events.`,
} as const;

/** Shown instead of the lists when the events cannot be read. */
export const EVENTS_FAILURE_MESSAGE =
  "We could not load the events just now. Please try again in a few minutes.";

export const EVENT_LABELS = {
  featured: "Featured",
  registrationRequired: "Registration Required",
  noRegistration: "No registration needed",
  maxParticipants: (count: number) => `Max ${count} participants`,
  allDay: "All day",
  date: "Date",
  time: "Time",
  location: "Location",
  registration: "Registration",
  places: "Places",
  unlimited: "No limit",
  past: "This event has taken place.",
  addToCalendar: "Add to calendar",
  googleCalendar: "Add to Google Calendar",
  backToEvents: "All events",
  moreEvents: "More upcoming events",
  details: "Event details",
} as const;

/** Where an event's JSON-LD says it happens when staff left the place empty. */
export const DEFAULT_EVENT_LOCATION = SCHOOL_GROUP_NAME;
