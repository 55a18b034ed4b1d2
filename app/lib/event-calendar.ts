// School events as calendar entries: when each starts and ends on the schools' clock, the
// iCalendar feed and single-event files (/events.ics), and the "Add to Google Calendar" link.
import { EVENTS_CALENDAR, eventPath } from "~/copy/events-page";
import { SITE_TIME_ZONE, todayInSchoolTimeZone, utcOffset } from "~/copy/locale";
import { type Locale, pathInLocale } from "~/i18n/locales";
import { inLocale, optionalInLocale } from "~/i18n/localized";
import { messagesFor, translatorFor } from "~/i18n/server";
import {
  addDays,
  addMinutes,
  compactWallMoment,
  eventTimeLabel,
  formatWallTime,
  parseEventTime,
  type WallMoment,
  type WallTime,
} from "./event-time";
import { type CalendarEntry, renderCalendar } from "./ical";
import { absoluteUrl } from "./seo";

/** What a calendar entry needs from an event (SchoolEvent has it all). */
export type CalendarEventSource = {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  /** Tamil title and description (null or absent: not translated), for the Tamil feed and links. */
  titleTa?: string | null;
  descriptionTa?: string | null;
  eventDate: string;
  eventTime: string | null;
  /** "HH:mm" after eventTime on the same day; absent or null: the default duration. */
  endTime?: string | null;
  location: string | null;
  /** Tamil location (null or absent: not translated). */
  locationTa?: string | null;
  category: string;
  registrationRequired: boolean;
  maxParticipants: number | null;
  updatedAt: string;
};

const minutesOf = (time: WallTime) => time.hours * 60 + time.minutes;

/** The end time on the event's day when it reads as a time after the start; otherwise null. */
export function eventEndTime(start: WallTime | null, endTime: string | null | undefined): WallTime | null {
  const end = parseEventTime(endTime);
  return start && end && minutesOf(end) > minutesOf(start) ? end : null;
}

/**
 * Start and (exclusive) end: a time that parses gives a timed event ending at its end time, or
 * lasting the default duration without one; no time, or one that does not parse, gives a
 * whole-day event ending the next day. Times are on the schools' clock (Asia/Kolkata).
 */
export function eventSchedule(event: Pick<CalendarEventSource, "eventDate" | "eventTime" | "endTime">): {
  start: WallMoment;
  end: WallMoment;
} {
  const time = parseEventTime(event.eventTime);
  if (!time) {
    return {
      start: { date: event.eventDate, time: null },
      end: { date: addDays(event.eventDate, 1), time: null },
    };
  }
  const start = { date: event.eventDate, time };
  const end = eventEndTime(time, event.endTime);
  return {
    start,
    end: end
      ? { date: event.eventDate, time: end }
      : addMinutes(start, EVENTS_CALENDAR.defaultDurationMinutes),
  };
}

/**
 * An event dated before today where the schools are (spec §2: "past events are dimmed"): an event
 * on 14 August is past from midnight in India, 18:30 UTC, and not a minute before.
 */
export function isPastEventDate(eventDate: string, now = new Date()): boolean {
  return eventDate < todayInSchoolTimeZone(now);
}

/** The time as a card shows it: "10:00 AM – 12:30 PM" with an end, else as eventTimeLabel does. */
export function eventTimeRangeLabel(
  eventTime: string | null | undefined,
  endTime: string | null | undefined,
  locale: Locale = "en",
) {
  const start = parseEventTime(eventTime);
  const end = eventEndTime(start, endTime);
  if (start && end) return `${formatWallTime(start, locale)} – ${formatWallTime(end, locale)}`;
  return eventTimeLabel(eventTime, locale);
}

/** The event's title and description in a language: Tamil where translated, else English. */
function eventTexts(event: CalendarEventSource, locale: Locale) {
  const description = event.description?.trim() || null;
  const descriptionTa = event.descriptionTa?.trim() || null;
  return {
    title: inLocale(locale, event.title, event.titleTa).text,
    description: locale === "ta" ? (descriptionTa ?? description) : description,
    location: optionalInLocale(locale, event.location?.trim() || null, event.locationTa)?.text ?? null,
  };
}

/** The event's page in the language of the calendar it is in. */
function eventUrl(event: CalendarEventSource, origin: string, locale: Locale) {
  return absoluteUrl(origin, pathInLocale(eventPath(event.slug), locale));
}

/** The event's description, plus what a parent needs to know when it pops up in a calendar. */
function entryDescription(event: CalendarEventSource, url: string, locale: Locale) {
  const t = translatorFor(locale);
  const notes = [
    event.registrationRequired ? `${t("events.labels.registrationRequired")}.` : undefined,
    event.maxParticipants
      ? `${t("events.labels.maxParticipants", { count: event.maxParticipants })}.`
      : undefined,
  ].filter(Boolean);
  return [eventTexts(event, locale).description, notes.join(" "), url].filter(Boolean).join("\n\n");
}

/** An event category as the calendar's language names it (an unknown one as it is). */
function categoryName(category: string, locale: Locale) {
  const names: Record<string, string> = messagesFor(locale).events.categories;
  return names[category] ?? category;
}

/** A stable UID: the event's id, which survives renaming, under the site's host name. */
function entryUid(event: CalendarEventSource, origin: string) {
  const host = URL.canParse(origin) ? new URL(origin).hostname : "localhost";
  return `event-${event.id}@${host}`;
}

/**
 * One event as a calendar entry, in the feed's language: the Tamil feed (/ta/events.ics) gives the
 * Tamil title and description where translated, the English ones otherwise; the UID is the same in
 * both, so the event is one entry whichever feed a calendar took it from.
 */
export function calendarEntry(
  event: CalendarEventSource,
  origin: string,
  locale: Locale = "en",
): CalendarEntry {
  const url = eventUrl(event, origin, locale);
  const revised = new Date(event.updatedAt);
  return {
    uid: entryUid(event, origin),
    revised: Number.isNaN(revised.getTime()) ? new Date(0) : revised,
    ...eventSchedule(event),
    summary: eventTexts(event, locale).title,
    description: entryDescription(event, url, locale),
    location: eventTexts(event, locale).location,
    url,
    categories: [categoryName(event.category, locale)],
  };
}

/** The iCalendar text for these events (the whole feed, or one event's file), in a language. */
export function eventsCalendar(
  events: readonly CalendarEventSource[],
  origin: string,
  locale: Locale = "en",
): string {
  const t = translatorFor(locale);
  return renderCalendar({
    productId: EVENTS_CALENDAR.productId,
    name: t("events.feed.name"),
    description: t("events.feed.description"),
    timeZone: {
      id: SITE_TIME_ZONE,
      utcOffset: utcOffset(SITE_TIME_ZONE),
      abbreviation: EVENTS_CALENDAR.timeZoneAbbreviation,
    },
    refreshHours: EVENTS_CALENDAR.refreshHours,
    entries: events.map((event) => calendarEntry(event, origin, locale)),
  });
}

/** The first date the feed carries: recent past events stay in parents' calendars for a while. */
export function calendarFeedStart(today: string): string {
  return addDays(today, -EVENTS_CALENDAR.pastDays);
}

/** Google Calendar's "create event" page, filled in (Android phones do not open .ics files). */
export function googleCalendarUrl(event: CalendarEventSource, origin: string, locale: Locale = "en"): string {
  const { start, end } = eventSchedule(event);
  const url = eventUrl(event, origin, locale);
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: eventTexts(event, locale).title,
    dates: `${compactWallMoment(start)}/${compactWallMoment(end)}`,
    ctz: SITE_TIME_ZONE,
    details: entryDescription(event, url, locale),
  });
  const { location } = eventTexts(event, locale);
  if (location) query.set("location", location);
  return `https://calendar.google.com/calendar/render?${query}`;
}
