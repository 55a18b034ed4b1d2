// What /events and /events/<slug> show of each event: its card, with the picture's responsive
// variants (one query per page) and whether it already took place where the schools are, in the
// page's language (Tamil texts where staff translated them, else the English marked as English).

import { PAST_EVENTS_SHOWN } from "~/copy/events-page";
import { todayInSchoolTimeZone } from "~/copy/locale";
import type { Locale } from "~/i18n/locales";
import { inLocale, optionalInLocale } from "~/i18n/localized";
import { eventTimeRangeLabel } from "~/lib/event-calendar";
import { registrationWindow } from "~/lib/registration-window";
import type { EventCardData } from "~/views/events";
import type { Picture } from "~/views/images";
import { picturesFor } from "../media/pictures.server";
import { countPastEvents, pastEvents, type SchoolEvent, upcomingEventsFeaturedFirst } from "./events.server";

export function eventCard(
  event: SchoolEvent,
  pictures: Map<string, Picture>,
  today: string,
  locale: Locale = "en",
  now = new Date(),
): EventCardData {
  const picture = event.imageUrl ? pictures.get(event.imageUrl) : undefined;
  const past = event.eventDate < today;
  const window = past ? undefined : registrationWindow(event, now);
  return {
    id: event.id,
    slug: event.slug,
    title: inLocale(locale, event.title, event.titleTa),
    description: optionalInLocale(locale, event.description?.trim() || null, event.descriptionTa),
    category: event.category,
    isFeatured: event.isFeatured,
    date: event.eventDate,
    time: eventTimeRangeLabel(event.eventTime, event.endTime, locale),
    location: optionalInLocale(locale, event.location?.trim() || null, event.locationTa),
    registrationRequired: event.registrationRequired,
    maxParticipants: event.maxParticipants,
    registration: window ? { window, deadline: event.registration.deadline } : null,
    // The library's alt text as it is ("" when none): a card shows the title beside its picture,
    // the event's own page falls back to the title (routes/site/event.tsx).
    image: picture ?? null,
    past,
  };
}

export async function eventCards(
  events: readonly SchoolEvent[],
  now = new Date(),
  locale: Locale = "en",
): Promise<EventCardData[]> {
  const pictures = await picturesFor(events.map((event) => event.imageUrl));
  const today = todayInSchoolTimeZone(now);
  return events.map((event) => eventCard(event, pictures, today, locale, now));
}

/** The lists of /events: upcoming (featured first), the most recent past ones, and how many past. */
export async function eventsPageLists(now = new Date(), locale: Locale = "en") {
  const [upcoming, past, pastTotal] = await Promise.all([
    upcomingEventsFeaturedFirst({}, now),
    pastEvents({ limit: PAST_EVENTS_SHOWN }, now),
    countPastEvents(now),
  ]);
  const cards = await eventCards([...upcoming, ...past], now, locale);
  return { upcoming: cards.slice(0, upcoming.length), past: cards.slice(upcoming.length), pastTotal };
}
