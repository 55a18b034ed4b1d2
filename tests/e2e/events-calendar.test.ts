// /events.ics and /events.ics?event=<slug>, read back with ical.js: the published events (recent
// past and upcoming) and never unpublished ones, times in Asia/Kolkata, whole-day events for no or
// unreadable times, escaping of commas, semicolons, backslashes and line breaks, Tamil text that
// survives folding at 75 octets, CRLF line ends, stable UIDs and the right headers.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { EVENTS_CALENDAR, eventPath } from "~/copy/events-page";
import { calendarFeedStart } from "~/lib/event-calendar";
import { addDays } from "~/lib/event-time";
import { rawGet } from "../support/app-server";
import { setupAppServer } from "../support/server-and-browser";
import {
  HIDDEN_SLUGS,
  HIDDEN_TITLES,
  publishedEvents,
  setupTestEvents,
  TAMIL_DESCRIPTION,
  TAMIL_LOCATION,
  TAMIL_TITLE,
} from "./helpers/events-data";

const server = setupAppServer();
const today = setupTestEvents(server);

async function getCalendar(path: string) {
  const response = await fetch(`${server().url}${path}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, text: bytes.toString("utf8") };
}

/** The VEVENTs of a calendar, with its VTIMEZONEs registered so times convert to UTC. */
function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents("vtimezone")) {
    const tzid = zone.getFirstPropertyValue("tzid");
    if (typeof tzid === "string" && !ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.register(zone);
  }
  const events = root.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  return { root, events, bySummary: new Map(events.map((event) => [event.summary, event])) };
}

describe("/events.ics", () => {
  it("answers a valid iCalendar file: CRLF line ends, lines of at most 75 octets, the right type", async () => {
    const { response, bytes, text } = await getCalendar("/events.ics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = bytes.toString("latin1").split("\r\n");
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(75);
    // Tamil text was long enough to be folded, and every folded piece is whole UTF-8.
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(text).not.toContain("\uFFFD");
    const { root } = parse(text);
    expect(root.getFirstPropertyValue("version")).toBe("2.0");
    expect(root.getFirstPropertyValue("x-wr-calname")).toBe(EVENTS_CALENDAR.name);
    const zone = root.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
    expect(zone?.getFirstSubcomponent("standard")?.getFirstPropertyValue("tzoffsetto")?.toString()).toBe(
      "+05:30",
    );
  });

  it("holds the published events from the recent past on, and never unpublished ones", async () => {
    const { text } = await getCalendar("/events.ics");
    const { events } = parse(text);
    const from = calendarFeedStart(today);
    const expected = publishedEvents(today)
      .filter((event) => event.date >= from)
      .map((event) => event.title)
      .sort();
    expect(events.map((event) => event.summary).sort()).toEqual(expected);
    for (const slug of HIDDEN_SLUGS) expect(text).not.toContain(`/events/${slug}`);
    for (const title of HIDDEN_TITLES) {
      expect(text).not.toContain(title);
    }
    // Links back to each event's page, a unique UID each, stable from one fetch to the next.
    for (const event of events) {
      const url = event.component.getFirstPropertyValue("url");
      expect(String(url)).toMatch(/^http:\/\/localhost:\d+\/events\/[\w-]+$/);
    }
    const uids = events.map((event) => event.uid);
    expect(new Set(uids).size).toBe(uids.length);
    const again = parse((await getCalendar("/events.ics")).text).events.map((event) => event.uid);
    expect(again.sort()).toEqual([...uids].sort());
  });

  it("puts timed events at their time in Asia/Kolkata and the others on whole days", async () => {
    const { bySummary } = parse((await getCalendar("/events.ics")).text);
    const pongalDate = addDays(today, 3);
    const pongal = bySummary.get(TAMIL_TITLE)!;
    // 10:00 AM in India is 04:30 UTC; the default duration is two hours.
    expect(pongal.startDate.toJSDate().toISOString()).toBe(`${pongalDate}T04:30:00.000Z`);
    expect(pongal.endDate.toJSDate().toISOString()).toBe(
      new Date(
        Date.parse(`${pongalDate}T04:30:00Z`) + EVENTS_CALENDAR.defaultDurationMinutes * 60_000,
      ).toISOString(),
    );
    expect(pongal.startDate.zone?.tzid).toBe("Asia/Kolkata");
    const assembly = bySummary.get("Morning Assembly Special")!;
    expect(assembly.startDate.toJSDate().toISOString()).toBe(`${today}T03:00:00.000Z`);
    // "Evening" is not a time, and the holiday has none: both last the whole day.
    for (const [title, date] of [
      ["Board Exam Briefing", addDays(today, 2)],
      ["Mid-Term Break", addDays(today, 55)],
    ] as const) {
      const event = bySummary.get(title)!;
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(date);
      expect(event.endDate.toString()).toBe(addDays(date, 1));
    }
  });

  it("keeps commas, semicolons, backslashes, line breaks and Tamil text intact", async () => {
    const { text } = await getCalendar("/events.ics");
    const pongal = parse(text).bySummary.get(TAMIL_TITLE)!;
    expect(pongal.summary).toBe(TAMIL_TITLE);
    expect(pongal.location).toBe(TAMIL_LOCATION);
    expect(pongal.description.startsWith(TAMIL_DESCRIPTION)).toBe(true);
    expect(pongal.description).toContain("Registration Required.");
    expect(pongal.description).toContain("Max 75 participants.");
    expect(pongal.description).toContain(eventPath("pongal-festival"));
    // Escaped in the file itself (once unfolded), not just read back right.
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain("Pongal\\, Kolam\\; Music \\\\ Dance");
    expect(unfolded).toContain("LOCATION:Zee Litera Campus\\, Main Hall\\; Gate 2\r\n");
    expect(unfolded).toContain("பொங்கல்.\\nBring your family\\; wear something bright\\, please!");
  });
});

describe("/events.ics?event=<slug>", () => {
  it("is one event's calendar file, as a download", async () => {
    const { response, text } = await getCalendar("/events.ics?event=pongal-festival");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="pongal-festival.ics"');
    const { events } = parse(text);
    expect(events.map((event) => event.summary)).toEqual([TAMIL_TITLE]);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe(`${addDays(today, 3)}T04:30:00.000Z`);
    // The same UID as in the feed, so adding it once and subscribing later does not duplicate it.
    const feed = parse((await getCalendar("/events.ics")).text).bySummary.get(TAMIL_TITLE)!;
    expect(events[0]!.uid).toBe(feed.uid);
  });

  it("answers 404 for unpublished and unknown events", async () => {
    for (const slug of [...HIDDEN_SLUGS, "no-such-event"]) {
      const response = await rawGet(`${server().url}/events.ics?event=${slug}`);
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toContain("BEGIN:VCALENDAR");
    }
  });
});
