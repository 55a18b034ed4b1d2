// Event dates and times as staff type them (app/lib/event-time.ts) and the calendar entries built
// from them (app/lib/event-calendar.ts): "10:00" and "10:00 AM" alike, anything else a whole day.

import { parseWithZod } from "@conform-to/zod/v4";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { calendarDateToLocal, localToCalendarDate } from "~/components/admin/date-picker";
import { EVENT_MESSAGES, MAX_PARTICIPANTS_LIMIT } from "~/copy/admin-events";
import { EVENT_CATEGORIES } from "~/copy/categories";
import {
  EVENT_CAROUSEL_INTERVAL_MS,
  EVENT_CAROUSEL_SLIDES,
  EVENT_CATEGORY_BADGES,
  EVENTS_CALENDAR,
} from "~/copy/events-page";
import { todayInSchoolTimeZone, utcOffset } from "~/copy/locale";
import {
  calendarFeedStart,
  eventSchedule,
  eventTimeRangeLabel,
  googleCalendarUrl,
  isPastEventDate,
} from "~/lib/event-calendar";
import { type EventEntry, eventJsonLd } from "~/lib/event-structured-data";
import { eventTimeLabel, formatEventDate, isoWallMoment, parseEventTime, weekdayOf } from "~/lib/event-time";
import { createEventSchema, parseMaxParticipants } from "~/lib/schemas/events";

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

// Events Management (issue 13): Maximum Participants as staff type it, the end time, and dates and
// times on India's clock whatever the clock of the server or the browser says.
describe("parseMaxParticipants", () => {
  it.each([
    ["", null],
    ["   ", null],
    ["50", 50],
    [" 7 ", 7],
    ["1", 1],
    [String(MAX_PARTICIPANTS_LIMIT), MAX_PARTICIPANTS_LIMIT],
  ])("accepts %j as %j (empty is unlimited)", (text, value) => {
    expect(parseMaxParticipants(text)).toEqual({ ok: true, value });
  });

  it.each([
    ["0", EVENT_MESSAGES.maxParticipantsTooSmall],
    ["00", EVENT_MESSAGES.maxParticipantsTooSmall],
    ["-5", EVENT_MESSAGES.maxParticipantsTooSmall],
    ["2.5", EVENT_MESSAGES.maxParticipantsDecimal],
    ["12,5", EVENT_MESSAGES.maxParticipantsDecimal],
    ["30.", EVENT_MESSAGES.maxParticipantsDecimal],
    [".5", EVENT_MESSAGES.maxParticipantsDecimal],
    ["fifty", EVENT_MESSAGES.maxParticipantsNotNumber],
    ["12 kids", EVENT_MESSAGES.maxParticipantsNotNumber],
    ["1e3", EVENT_MESSAGES.maxParticipantsNotNumber],
    ["0x10", EVENT_MESSAGES.maxParticipantsNotNumber],
    [String(MAX_PARTICIPANTS_LIMIT + 1), EVENT_MESSAGES.maxParticipantsTooLarge],
  ])("refuses %j with a sentence saying why", (text, message) => {
    expect(parseMaxParticipants(text)).toEqual({ ok: false, message });
  });

  it("gives the form's field that message, and the action the number or null", () => {
    const parse = (maxParticipants: string) =>
      parseWithZod(eventForm({ maxParticipants }), { schema: createEventSchema });
    const empty = parse("");
    expect(empty.status).toBe("success");
    expect(empty.status === "success" && empty.value.maxParticipants).toBeNull();
    const forty = parse("40");
    expect(forty.status === "success" && forty.value.maxParticipants).toBe(40);
    for (const [text, message] of [
      ["0", EVENT_MESSAGES.maxParticipantsTooSmall],
      ["-1", EVENT_MESSAGES.maxParticipantsTooSmall],
      ["7.5", EVENT_MESSAGES.maxParticipantsDecimal],
      ["many", EVENT_MESSAGES.maxParticipantsNotNumber],
    ] as const) {
      const refused = parse(text);
      expect(refused.status, text).toBe("error");
      expect(errorsOf(refused, "maxParticipants"), text).toEqual([message]);
    }
  });
});

/** A parsed form's messages for one field (none when it parsed). */
function errorsOf(
  parsed: { status?: string; error?: Record<string, string[] | null> | null },
  field: string,
) {
  return parsed.status === "error" ? parsed.error?.[field] : undefined;
}

/** The Add Event form as the browser sends it. */
function eventForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    intent: "create-event",
    title: "Annual Day",
    eventDate: "2030-08-14",
    ...fields,
  }))
    form.set(name, value);
  return form;
}

describe("the event form's dates and times", () => {
  it("refuses dates that do not exist and accepts the ones that do", () => {
    for (const date of ["2030-02-30", "2031-02-29", "2030-13-01", "2030-04-31", "14-08-2030", "tomorrow"]) {
      const parsed = parseWithZod(eventForm({ eventDate: date }), { schema: createEventSchema });
      expect(errorsOf(parsed, "eventDate"), date).toEqual([EVENT_MESSAGES.dateInvalid]);
    }
    const missing = parseWithZod(eventForm({ eventDate: "" }), { schema: createEventSchema });
    expect(errorsOf(missing, "eventDate")).toEqual([EVENT_MESSAGES.dateRequired]);
    const leap = parseWithZod(eventForm({ eventDate: "2032-02-29" }), { schema: createEventSchema });
    expect(leap.status).toBe("success");
  });

  it("takes times as a time input writes them, and an end only after the start", () => {
    const parse = (fields: Record<string, string>) =>
      parseWithZod(eventForm(fields), { schema: createEventSchema });
    const timed = parse({ eventTime: "23:30", endTime: "23:59:00" });
    expect(timed.status === "success" && [timed.value.eventTime, timed.value.endTime]).toEqual([
      "23:30",
      "23:59",
    ]);
    expect(errorsOf(parse({ eventTime: "10:00 AM" }), "eventTime")).toEqual([EVENT_MESSAGES.time]);
    expect(errorsOf(parse({ eventTime: "24:00" }), "eventTime")).toEqual([EVENT_MESSAGES.time]);
    expect(errorsOf(parse({ eventTime: "10:00", endTime: "09:59" }), "endTime")).toEqual([
      EVENT_MESSAGES.endBeforeStart,
    ]);
    expect(errorsOf(parse({ eventTime: "10:00", endTime: "10:00" }), "endTime")).toEqual([
      EVENT_MESSAGES.endBeforeStart,
    ]);
    // Past midnight is the next day's, which an end time on the event's own day cannot be.
    expect(errorsOf(parse({ eventTime: "23:30", endTime: "00:30" }), "endTime")).toEqual([
      EVENT_MESSAGES.endBeforeStart,
    ]);
    expect(errorsOf(parse({ endTime: "12:00" }), "endTime")).toEqual([EVENT_MESSAGES.endWithoutStart]);
    expect(errorsOf(parse({ eventTime: "10:00", endTime: "noon" }), "endTime")).toEqual([
      EVENT_MESSAGES.endTime,
    ]);
  });

  it("keeps an event at 23:30 in India on its own date, and dims it only once that date is over in India", () => {
    // 23:30 IST on 14 Aug 2030 is 18:00 UTC the same day; 00:30 IST on the 15th is still the 14th in UTC.
    expect(isoWallMoment({ date: "2030-08-14", time: { hours: 23, minutes: 30 } })).toBe(
      "2030-08-14T23:30:00+05:30",
    );
    expect(
      new Date(isoWallMoment({ date: "2030-08-14", time: { hours: 23, minutes: 30 } })).toISOString(),
    ).toBe("2030-08-14T18:00:00.000Z");
    expect(formatEventDate("2030-08-14")).toBe("Aug 14, 2030");
    expect(todayInSchoolTimeZone(new Date("2030-08-14T18:00:00Z"))).toBe("2030-08-14");
    expect(todayInSchoolTimeZone(new Date("2030-08-14T19:00:00Z"))).toBe("2030-08-15");
    // Not past during its own evening in India, past from India's midnight (18:30 UTC).
    expect(isPastEventDate("2030-08-14", new Date("2030-08-14T18:00:00Z"))).toBe(false);
    expect(isPastEventDate("2030-08-14", new Date("2030-08-14T18:29:59Z"))).toBe(false);
    expect(isPastEventDate("2030-08-14", new Date("2030-08-14T18:30:00Z"))).toBe(true);
    // Early morning in India, still the previous evening in UTC: yesterday's event is past already.
    expect(isPastEventDate("2030-08-14", new Date("2030-08-14T20:00:00Z"))).toBe(true);
    expect(isPastEventDate("2030-08-15", new Date("2030-08-14T20:00:00Z"))).toBe(false);
    expect(eventSchedule({ eventDate: "2030-08-14", eventTime: "23:30", endTime: "23:59" })).toEqual({
      start: { date: "2030-08-14", time: { hours: 23, minutes: 30 } },
      end: { date: "2030-08-14", time: { hours: 23, minutes: 59 } },
    });
  });

  it("writes 'MMM dd, yyyy' with a leading zero", () => {
    expect(formatEventDate("2030-03-07")).toBe("Mar 07, 2030");
    expect(formatEventDate("2030-12-25")).toBe("Dec 25, 2030");
  });

  it("keeps the calendar picker's date the same day in any time zone of the browser", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of [
        "UTC",
        "Asia/Kolkata",
        "America/Los_Angeles",
        "Pacific/Kiritimati",
        "Pacific/Pago_Pago",
      ]) {
        process.env.TZ = tz;
        for (const date of ["2030-08-14", "2030-01-01", "2030-12-31", "2032-02-29", "2030-03-31"]) {
          const local = calendarDateToLocal(date);
          expect(localToCalendarDate(local), `${date} in ${tz}`).toBe(date);
          expect(format(local, "MMM dd, yyyy"), `${date} in ${tz}`).toBe(formatEventDate(date));
        }
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe("an event's end time", () => {
  it("ends the calendar entry at the end time, on the same day", () => {
    expect(eventSchedule({ eventDate: "2030-01-05", eventTime: "10:00", endTime: "12:30" })).toEqual({
      start: { date: "2030-01-05", time: { hours: 10, minutes: 0 } },
      end: { date: "2030-01-05", time: { hours: 12, minutes: 30 } },
    });
  });

  it("falls back to the default duration without an end, or with one that is not after the start", () => {
    const minutes = EVENTS_CALENDAR.defaultDurationMinutes;
    for (const endTime of [null, undefined, "", "09:00", "10:00", "noon"]) {
      expect(
        eventSchedule({ eventDate: "2030-01-05", eventTime: "10:00", endTime }).end,
        String(endTime),
      ).toEqual({
        date: "2030-01-05",
        time: { hours: 10 + minutes / 60, minutes: 0 },
      });
    }
    // A whole-day event has no end time of its own.
    expect(eventSchedule({ eventDate: "2030-01-05", eventTime: null, endTime: "12:00" }).end).toEqual({
      date: "2030-01-06",
      time: null,
    });
  });

  it("shows the time on cards as a range", () => {
    expect(eventTimeRangeLabel("09:30", "12:00")).toBe("9:30 AM – 12:00 PM");
    expect(eventTimeRangeLabel("09:30", null)).toBe("9:30 AM");
    expect(eventTimeRangeLabel("09:30", "08:00")).toBe("9:30 AM");
    expect(eventTimeRangeLabel("Evening", "20:00")).toBe("Evening");
    expect(eventTimeRangeLabel(null, null)).toBeNull();
  });

  it("gives Google Calendar and JSON-LD the same end", () => {
    const ended = { ...event, eventTime: "09:30", endTime: "13:15" };
    expect(new URL(googleCalendarUrl(ended, "https://schools.example.org")).searchParams.get("dates")).toBe(
      "20270105T093000/20270105T131500",
    );
    const entry: EventEntry & { endTime: string } = { ...ended, imageUrl: null };
    expect(eventJsonLd("https://schools.example.org", entry)).toMatchObject({
      startDate: "2027-01-05T09:30:00+05:30",
      endDate: "2027-01-05T13:15:00+05:30",
    });
  });
});
