// Events for the events tests: the demo events the server seeds (dated from the day it starts),
// plus events saved through the application as staff would have saved them: Tamil text and
// characters iCalendar must escape, a time it cannot read, a draft, archived and scheduled events
// that must never show, and enough past events to pass the page's cap. Also opening the events
// pages in an offline browser.
import type { Browser } from "playwright-core";
import { beforeAll } from "vitest";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { addDays } from "~/lib/event-time";
import { contentSlug } from "~/lib/slug";
import { DEMO_EVENTS } from "~/server/seed/events-data";
import type { AppServer } from "../../support/app-server";
import { visitWithScript } from "../../support/browser";
import { offlinePage } from "../../support/offline-page";
import { DAY, fromNow, insertContent } from "../../support/server-data";

export type ExpectedEvent = {
  title: string;
  slug: string;
  date: string;
  time: string | null;
  location: string | null;
  category: string;
  featured: boolean;
  registrationRequired: boolean;
  maxParticipants: number | null;
};

/** Titles as iCalendar and HTML must carry them: Tamil, a dash, a comma, a semicolon, a backslash. */
export const TAMIL_TITLE = "பொங்கல் திருவிழா — Pongal, Kolam; Music \\ Dance";
export const TAMIL_DESCRIPTION =
  "கோலப் போட்டி, கரும்பு மற்றும் இனிப்புப் பொங்கல்.\nBring your family; wear something bright, please!";
export const TAMIL_LOCATION = "Zee Litera Campus, Main Hall; Gate 2";

/** Published events no visitor may see, by slug. */
export const HIDDEN_SLUGS = [
  "secret-draft-event",
  "archived-outing",
  "old-archived-picnic",
  "scheduled-surprise",
];
/** Their titles, which no page or feed may carry. */
export const HIDDEN_TITLES = [
  "Secret Draft Event",
  "Archived Outing",
  "Old Archived Picnic",
  "Scheduled Surprise",
];

export const PAST_EXTRA_COUNT = 9;

/**
 * Writes the test events into the server before the tests around the call (and so before any
 * events page is cached); returns the day they are dated from.
 */
export function setupTestEvents(server: () => AppServer): string {
  const today = todayInSchoolTimeZone();
  beforeAll(() => insertTestEvents(server(), today));
  return today;
}

/** Opens an address at a width, waits for the page script, and gives the answer's status. */
export async function openEventsPage(browser: Browser, url: string, width = 1440) {
  const page = await offlinePage(browser, { viewport: { width, height: 900 } });
  const response = await visitWithScript(page, url);
  return { page, status: response?.status() };
}

/** Writes the test events; call before the events pages are first requested (render cache). */
export async function insertTestEvents(server: AppServer, today = todayInSchoolTimeZone()) {
  const event = (
    title: string,
    slug: string,
    date: string,
    more: {
      time?: string | null;
      location?: string;
      category?: string;
      maxParticipants?: number | null;
      registrationRequired?: boolean;
      isFeatured?: boolean;
      summary?: string;
      status?: "draft" | "published" | "archived";
      publishedAt?: Date | null;
    } = {},
  ) => ({
    kind: "event" as const,
    title,
    slug,
    status: more.status,
    summary: more.summary ?? `About ${title}.`,
    publishedAt: more.publishedAt,
    event: {
      date,
      time: more.time,
      location: more.location,
      category: more.category,
      maxParticipants: more.maxParticipants,
      registrationRequired: more.registrationRequired,
      isFeatured: more.isFeatured,
    },
  });
  // The briefing is featured and the draft too (a featured draft must still stay hidden).
  await insertContent(server, [
    event(TAMIL_TITLE, "pongal-festival", addDays(today, 3), {
      time: "10:00 AM",
      location: TAMIL_LOCATION,
      category: "Cultural",
      maxParticipants: 75,
      registrationRequired: true,
      summary: TAMIL_DESCRIPTION,
    }),
    event("Board Exam Briefing", "board-exam-briefing", addDays(today, 2), {
      time: "Evening",
      location: "Zee Litera Auditorium",
      category: "Parent Meeting",
      isFeatured: true,
    }),
    event("Morning Assembly Special", "morning-assembly-special", today, {
      time: "08:30",
      category: "Academic",
    }),
    event("Secret Draft Event", "secret-draft-event", addDays(today, 4), {
      status: "draft",
      isFeatured: true,
    }),
    event("Archived Outing", "archived-outing", addDays(today, 6), { status: "archived" }),
    event("Old Archived Picnic", "old-archived-picnic", addDays(today, -2), { status: "archived" }),
    event("Scheduled Surprise", "scheduled-surprise", addDays(today, 8), { publishedAt: fromNow(30 * DAY) }),
    ...Array.from({ length: PAST_EXTRA_COUNT }, (_, n) =>
      event(`Past Club Meeting ${n + 1}`, `past-club-meeting-${n + 1}`, addDays(today, -(n + 1)), {
        time: "15:00",
        category: "Other",
      }),
    ),
  ]);
}

/** Every published event the pages may show, test rows and demo events alike. */
export function publishedEvents(today = todayInSchoolTimeZone()): ExpectedEvent[] {
  const demo = DEMO_EVENTS.map((event) => ({
    title: event.title,
    slug: contentSlug(event.title),
    date: addDays(today, event.dayOffset),
    time: event.eventTime,
    location: event.location,
    category: event.category,
    featured: event.isFeatured,
    registrationRequired: event.registrationRequired,
    maxParticipants: event.maxParticipants,
  }));
  const plain = { featured: false, registrationRequired: false, maxParticipants: null, location: null };
  return [
    ...demo,
    {
      ...plain,
      title: TAMIL_TITLE,
      slug: "pongal-festival",
      date: addDays(today, 3),
      time: "10:00 AM",
      location: TAMIL_LOCATION,
      category: "Cultural",
      registrationRequired: true,
      maxParticipants: 75,
    },
    {
      ...plain,
      title: "Board Exam Briefing",
      slug: "board-exam-briefing",
      date: addDays(today, 2),
      time: "Evening",
      location: "Zee Litera Auditorium",
      category: "Parent Meeting",
      featured: true,
    },
    {
      ...plain,
      title: "Morning Assembly Special",
      slug: "morning-assembly-special",
      date: today,
      time: "08:30",
      category: "Academic",
    },
    ...Array.from({ length: PAST_EXTRA_COUNT }, (_, n) => ({
      ...plain,
      title: `Past Club Meeting ${n + 1}`,
      slug: `past-club-meeting-${n + 1}`,
      date: addDays(today, -(n + 1)),
      time: "15:00",
      category: "Other",
    })),
  ];
}

/** 24-hour "HH:mm" of a time as the tests write them, for ordering within a day. */
function sortableTime(time: string | null) {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)?$/i.exec(time ?? "");
  if (!match) return time ?? "";
  const hours = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === "PM" ? 12 : 0);
  return `${String(match[3] ? hours : Number(match[1])).padStart(2, "0")}:${match[2]}`;
}

const byDate = (a: ExpectedEvent, b: ExpectedEvent) =>
  a.date.localeCompare(b.date) || sortableTime(a.time).localeCompare(sortableTime(b.time));

/** /events' upcoming list: from today on, featured first, then by date. */
export function expectedUpcoming(today = todayInSchoolTimeZone()) {
  const upcoming = publishedEvents(today).filter((event) => event.date >= today);
  return [
    ...upcoming.filter((e) => e.featured).sort(byDate),
    ...upcoming.filter((e) => !e.featured).sort(byDate),
  ];
}

/** Every past event, the most recent first. */
export function expectedPast(today = todayInSchoolTimeZone()) {
  return publishedEvents(today)
    .filter((event) => event.date < today)
    .sort((a, b) => byDate(b, a));
}
