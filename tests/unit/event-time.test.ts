// Event dates and times as staff type them (app/lib/event-time.ts) and the calendar entries built
// from them (app/lib/event-calendar.ts): "10:00" and "10:00 AM" alike, anything else a whole day.
import { describe, expect, it } from "vitest";
import { EVENT_CATEGORIES } from "~/copy/categories";
import {
  EVENT_CAROUSEL_INTERVAL_MS,
  EVENT_CAROUSEL_SLIDES,
  EVENT_CATEGORY_BADGES,
  EVENTS_CALENDAR,
} from "~/copy/events-page";
import { calendarFeedStart, eventSchedule, googleCalendarUrl } from "~/lib/event-calendar";
import { eventJsonLd } from "~/lib/event-structured-data";
import {
  eventTimeLabel,
  formatEventDate,
  isoWallMoment,
  parseEventTime,
  utcOffset,
  weekdayOf,
} from "~/lib/event-time";

describe("parseEventTime", () => {
  it.each([
    ["10:00", 10, 0],
    ["09:30", 9, 30],
    ["9.30", 9, 30],
    ["17:30:00", 17, 30],
    ["00:15", 0, 15],
    ["10:00 AM", 10, 0],
    ["10:00\u202fAM", 10, 0],
    ["5:30pm", 17, 30],
    ["12:00 PM", 12, 0],
    ["12:30 am", 0, 30],
    ["10 a.m.", 10, 0],
    [" 7 PM ", 19, 0],
  ])("reads %j as %i:%i", (text, hours, minutes) => {
    expect(parseEventTime(text)).toEqual({ hours, minutes });
  });

  it.each([null, undefined, "", "Evening", "25:00", "10:60", "13:00 PM", "0 AM", "10", "after lunch"])(
    "gives up on %j",
    (text) => {
      expect(parseEventTime(text)).toBeNull();
    },
  );
});

describe("labels", () => {
  it("writes dates as 'MMM dd, yyyy' and knows the weekday", () => {
    expect(formatEventDate("2027-01-05")).toBe("Jan 05, 2027");
    expect(formatEventDate("2026-12-31")).toBe("Dec 31, 2026");
    expect(weekdayOf("2027-01-05")).toBe("Tuesday");
  });

  it("shows a parsed time the way parents read it, otherwise what staff typed", () => {
    expect(eventTimeLabel("09:30")).toBe("9:30 AM");
    expect(eventTimeLabel("17:30")).toBe("5:30 PM");
    expect(eventTimeLabel("12:00")).toBe("12:00 PM");
    expect(eventTimeLabel("After lunch")).toBe("After lunch");
    expect(eventTimeLabel("  ")).toBeNull();
  });

  it("writes India's offset for JSON-LD", () => {
    expect(utcOffset("Asia/Kolkata")).toBe("+05:30");
    expect(isoWallMoment({ date: "2027-01-05", time: { hours: 10, minutes: 0 } })).toBe(
      "2027-01-05T10:00:00+05:30",
    );
    expect(isoWallMoment({ date: "2027-01-05", time: null })).toBe("2027-01-05");
  });
});

describe("eventSchedule", () => {
  it("gives a timed event the default duration, rolling over midnight", () => {
    const minutes = EVENTS_CALENDAR.defaultDurationMinutes;
    expect(eventSchedule({ eventDate: "2027-01-05", eventTime: "10:00 AM" })).toEqual({
      start: { date: "2027-01-05", time: { hours: 10, minutes: 0 } },
      end: { date: "2027-01-05", time: { hours: 10 + minutes / 60, minutes: 0 } },
    });
    expect(eventSchedule({ eventDate: "2026-12-31", eventTime: "23:30" }).end.date).toBe("2027-01-01");
  });

  it("makes an event without a readable time last the whole day", () => {
    expect(eventSchedule({ eventDate: "2026-12-31", eventTime: "Evening" })).toEqual({
      start: { date: "2026-12-31", time: null },
      end: { date: "2027-01-01", time: null },
    });
  });

  it("starts the feed some days back", () => {
    expect(calendarFeedStart("2027-01-05")).toBe(
      new Date(Date.UTC(2027, 0, 5 - EVENTS_CALENDAR.pastDays)).toISOString().slice(0, 10),
    );
  });
});

const event = {
  id: "0b7c",
  slug: "science-fair",
  title: "Science Fair",
  description: "Models and experiments",
  eventDate: "2027-01-05",
  eventTime: "09:30",
  location: "Zee Litera Campus",
  category: "Science Fair",
  registrationRequired: true,
  maxParticipants: 120,
  updatedAt: "2026-11-01T06:00:00.000Z",
};

describe("googleCalendarUrl", () => {
  it("fills in Google Calendar's form in the schools' time zone", () => {
    const url = new URL(googleCalendarUrl(event, "https://schools.example.org"));
    expect(url.origin).toBe("https://calendar.google.com");
    expect(url.searchParams.get("text")).toBe("Science Fair");
    expect(url.searchParams.get("dates")).toBe("20270105T093000/20270105T113000");
    expect(url.searchParams.get("ctz")).toBe("Asia/Kolkata");
    expect(url.searchParams.get("location")).toBe("Zee Litera Campus");
    expect(url.searchParams.get("details")).toContain("https://schools.example.org/events/science-fair");
  });
});

describe("eventJsonLd", () => {
  it("describes a timed event with India's offset, its place and the group as organizer", () => {
    const json = eventJsonLd("https://schools.example.org", { ...event, imageUrl: "/media/fair.webp" });
    expect(json).toMatchObject({
      "@type": "Event",
      name: "Science Fair",
      url: "https://schools.example.org/events/science-fair",
      startDate: "2027-01-05T09:30:00+05:30",
      endDate: "2027-01-05T11:30:00+05:30",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", name: "Zee Litera Campus" },
      image: ["https://schools.example.org/media/fair.webp"],
      maximumAttendeeCapacity: 120,
      organizer: { "@type": "EducationalOrganization", name: "Thenpalli Group of Schools" },
    });
  });

  it("gives a whole-day event its date as both start and end", () => {
    const json = eventJsonLd("https://schools.example.org", { ...event, eventTime: null });
    expect(json).toMatchObject({ startDate: "2027-01-05", endDate: "2027-01-05" });
  });
});

describe("the events page's fixed parts", () => {
  it("has the spec's 4 s carousel of five slides and six category badges from the event categories", () => {
    expect(EVENT_CAROUSEL_INTERVAL_MS).toBe(4000);
    expect(EVENT_CAROUSEL_SLIDES).toHaveLength(5);
    expect(new Set(EVENT_CAROUSEL_SLIDES.map((slide) => slide.image.src)).size).toBe(5);
    expect(EVENT_CATEGORY_BADGES).toHaveLength(6);
    for (const badge of EVENT_CATEGORY_BADGES) expect(EVENT_CATEGORIES).toContain(badge.category);
    expect(new Set(EVENT_CATEGORY_BADGES.map((badge) => badge.category)).size).toBe(6);
  });
});
