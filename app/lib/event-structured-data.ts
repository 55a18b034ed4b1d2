// schema.org Event for an event page, written like app/lib/structured-data.ts: seoMeta
// (app/lib/seo.ts) adds the @context and writes the tag. Times carry the schools' offset (+05:30).
import { DEFAULT_EVENT_LOCATION, eventPath } from "~/copy/events-page";
import { type Locale, pathInLocale } from "~/i18n/locales";
import { type CalendarEventSource, eventSchedule } from "./event-calendar";
import { addDays, isoWallMoment } from "./event-time";
import { absoluteUrl } from "./seo";
import { groupOrganization, type JsonLd, postalAddress, present } from "./structured-data";

export type EventEntry = Pick<
  CalendarEventSource,
  "slug" | "title" | "description" | "eventDate" | "eventTime" | "location" | "maxParticipants"
> & { imageUrl?: string | null };

/** Where it happens: the place staff named (one of the campuses, usually) in the schools' town. */
function place(location: string | null | undefined): JsonLd {
  const name = present(location) ?? DEFAULT_EVENT_LOCATION;
  return { "@type": "Place", name, address: postalAddress(name) };
}

/** The event on its page in `locale`; its title and description come in that page's language. */
export function eventJsonLd(origin: string, event: EventEntry, locale: Locale = "en"): JsonLd {
  const url = absoluteUrl(origin, pathInLocale(eventPath(event.slug), locale));
  const { start, end } = eventSchedule(event);
  // schema.org's endDate of a whole-day event is the day itself, not the day after.
  const endDate = end.time ? isoWallMoment(end) : addDays(end.date, -1);
  const image = present(event.imageUrl);
  return {
    "@type": "Event",
    "@id": `${url}#event`,
    name: event.title,
    url,
    ...(present(event.description) && { description: present(event.description) }),
    startDate: isoWallMoment(start),
    endDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: place(event.location),
    ...(image && { image: [absoluteUrl(origin, image)] }),
    ...(event.maxParticipants && { maximumAttendeeCapacity: event.maxParticipants }),
    // The group runs every event.
    organizer: groupOrganization(origin),
  };
}
