// The iCalendar writer (app/lib/ical.ts): TEXT escaping, folding at 75 octets without splitting a
// UTF-8 character, CRLF line ends, timed and whole-day events in a fixed-offset zone; and a round
// trip through ical.js, the parser the end-to-end tests use.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { EVENTS_CALENDAR } from "~/copy/events-page";
import { type CalendarEventSource, eventsCalendar } from "~/lib/event-calendar";
import {
  type CalendarEntry,
  escapeText,
  foldLine,
  LINE_OCTETS_MAX,
  renderCalendar,
  utcStamp,
} from "~/lib/ical";

const octets = (text: string) => Buffer.byteLength(text, "utf8");

const ZONE = { id: "Asia/Kolkata", utcOffset: "+05:30", abbreviation: "IST" };

function entry(overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  return {
    uid: "event-1@schools.example.org",
    revised: new Date("2026-11-01T06:00:00Z"),
    start: { date: "2027-01-05", time: { hours: 10, minutes: 0 } },
    end: { date: "2027-01-05", time: { hours: 12, minutes: 0 } },
    summary: "Science Fair",
    ...overrides,
  };
}

function calendar(entries: CalendarEntry[]) {
  return renderCalendar({ productId: "-//Test//Events//EN", name: "Test Events", timeZone: ZONE, entries });
}

describe("escapeText", () => {
  it("escapes backslashes, semicolons and commas, and writes line breaks as \\n", () => {
    expect(escapeText("Hall A, Block B; bring C:\\shoes")).toBe("Hall A\\, Block B\\; bring C:\\\\shoes");
    expect(escapeText("one\ntwo\r\nthree\rfour")).toBe("one\\ntwo\\nthree\\nfour");
  });

  it("drops control characters that TEXT may not hold, keeping tabs", () => {
    expect(escapeText("a\u0000b\u0007c\td\u007f")).toBe("abc\td");
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets alone and folds the 76th onto a line starting with a space", () => {
    const exact = `SUMMARY:${"x".repeat(LINE_OCTETS_MAX - 8)}`;
    expect(foldLine(exact)).toBe(exact);
    const folded = foldLine(`${exact}y`).split("\r\n");
    expect(folded).toEqual([exact, " y"]);
  });

  it("counts octets, not characters, and never splits a Tamil character's bytes", () => {
    // Tamil letters are three octets each in UTF-8.
    const title = "அறிவியல் கண்காட்சி மற்றும் கலை விழா — பெற்றோர் அனைவரும் வருக";
    const line = `SUMMARY:${title.repeat(3)}`;
    const lines = foldLine(line).split("\r\n");
    expect(lines.length).toBeGreaterThan(3);
    for (const [at, part] of lines.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(LINE_OCTETS_MAX);
      if (at > 0) expect(part.startsWith(" ")).toBe(true);
      // Each part is valid UTF-8 on its own: re-encoding it gives back the same text.
      expect(Buffer.from(part, "utf8").toString("utf8")).toBe(part);
      expect(part).not.toContain("\uFFFD");
    }
    // Unfolding (RFC 5545 §3.1) gives the line back.
    expect(lines.map((part, at) => (at === 0 ? part : part.slice(1))).join("")).toBe(line);
  });

  it("keeps an emoji (four octets, two UTF-16 units) whole", () => {
    const filler = "a".repeat(LINE_OCTETS_MAX - "SUMMARY:".length - 4);
    const [first, second] = foldLine(`SUMMARY:${filler}🎉🎉`).split("\r\n");
    expect(first).toBe(`SUMMARY:${filler}🎉`);
    expect(octets(first!)).toBe(LINE_OCTETS_MAX);
    expect(second).toBe(" 🎉");
  });
});

describe("renderCalendar", () => {
  it("ends every line with CRLF and has no bare line feeds or long lines", () => {
    const text = calendar([entry({ description: "Line one\nLine two, with a comma; and a semicolon" })]);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(LINE_OCTETS_MAX);
  });

  it("writes the calendar's name, its zone as a VTIMEZONE, and timed events with TZID", () => {
    const text = calendar([entry()]);
    expect(text).toContain("\r\nVERSION:2.0\r\n");
    expect(text).toContain("\r\nX-WR-CALNAME:Test Events\r\n");
    expect(text).toContain(
      "BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata\r\nX-LIC-LOCATION:Asia/Kolkata\r\nBEGIN:STANDARD\r\nTZOFFSETFROM:+0530\r\nTZOFFSETTO:+0530\r\n",
    );
    expect(text).toContain("\r\nDTSTART;TZID=Asia/Kolkata:20270105T100000\r\n");
    expect(text).toContain("\r\nDTEND;TZID=Asia/Kolkata:20270105T120000\r\n");
    expect(text).toContain("\r\nDTSTAMP:20261101T060000Z\r\n");
    expect(text).toContain("\r\nUID:event-1@schools.example.org\r\n");
  });

  it("writes whole-day events as dates, ending the next day", () => {
    const text = calendar([
      entry({ start: { date: "2027-01-17", time: null }, end: { date: "2027-01-18", time: null } }),
    ]);
    expect(text).toContain("\r\nDTSTART;VALUE=DATE:20270117\r\n");
    expect(text).toContain("\r\nDTEND;VALUE=DATE:20270118\r\n");
    expect(text).toContain("\r\nTRANSP:TRANSPARENT\r\n");
  });

  it("leaves out empty optional properties", () => {
    const text = calendar([entry({ description: "  ", location: null, url: undefined, categories: [""] })]);
    expect(text).not.toMatch(/\r\n(DESCRIPTION|LOCATION|URL|CATEGORIES)[:;]/);
  });

  it("reads back through ical.js with the same values, in Asia/Kolkata", () => {
    const tamil = "பொங்கல் விழா: கோலப் போட்டி, கரும்பு, இனிப்புப் பொங்கல் மற்றும் பாட்டு";
    const text = calendar([
      entry({
        summary: `${tamil} — Pongal, with kolams; all welcome`,
        description: "Bring a plate, a cup\\mug and a smile.\nParents welcome.",
        location: "Zee Litera Campus, Main Hall; Gate 2",
        url: "https://schools.example.org/events/pongal?x=1,2;3",
        categories: ["Cultural"],
      }),
    ]);
    const root = new ICAL.Component(ICAL.parse(text));
    for (const zone of root.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const [vevent] = root.getAllSubcomponents("vevent");
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe(`${tamil} — Pongal, with kolams; all welcome`);
    expect(event.description).toBe("Bring a plate, a cup\\mug and a smile.\nParents welcome.");
    expect(event.location).toBe("Zee Litera Campus, Main Hall; Gate 2");
    expect(vevent!.getFirstPropertyValue("url")).toBe("https://schools.example.org/events/pongal?x=1,2;3");
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-01-05T04:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-01-05T06:30:00.000Z");
    expect(event.uid).toBe("event-1@schools.example.org");
  });
});

describe("utcStamp", () => {
  it("writes a UTC instant in the basic format", () => {
    expect(utcStamp(new Date("2027-01-05T04:30:09.123Z"))).toBe("20270105T043009Z");
  });
});

// The events feed (app/lib/event-calendar.ts) with the end time Events Management saves (issue 13).
describe("the events feed's DTSTART and DTEND", () => {
  const ORIGIN = "https://schools.example.org";
  const base: CalendarEventSource = {
    id: "5f0c",
    slug: "annual-day",
    title: "Annual Day",
    description: null,
    eventDate: "2030-01-05",
    eventTime: "10:00",
    endTime: "12:30",
    location: "Main Hall",
    category: "Cultural",
    registrationRequired: false,
    maxParticipants: null,
    updatedAt: "2029-12-01T06:00:00.000Z",
  };

  /** The feed for these events, parsed by ical.js with its own time zone: each event's instants. */
  function parsedFeed(events: CalendarEventSource[]) {
    const text = eventsCalendar(events, ORIGIN);
    const root = new ICAL.Component(ICAL.parse(text));
    for (const zone of root.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const entries = root.getAllSubcomponents("vevent").map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        startZone: event.startDate.zone?.tzid,
        endZone: event.endDate.zone?.tzid,
      };
    });
    return { text, entries };
  }

  it("ends a timed event at its end time in Asia/Kolkata", () => {
    const { text, entries } = parsedFeed([base]);
    expect(text).toContain("\r\nDTSTART;TZID=Asia/Kolkata:20300105T100000\r\n");
    expect(text).toContain("\r\nDTEND;TZID=Asia/Kolkata:20300105T123000\r\n");
    expect(text).toContain("\r\nX-WR-TIMEZONE:Asia/Kolkata\r\n");
    // 10:00 and 12:30 in India are 04:30 and 07:00 UTC.
    expect(entries).toEqual([
      {
        uid: "event-5f0c@schools.example.org",
        start: "2030-01-05T04:30:00.000Z",
        end: "2030-01-05T07:00:00.000Z",
        startZone: "Asia/Kolkata",
        endZone: "Asia/Kolkata",
      },
    ]);
  });

  it("keeps an event late in the evening in India on its own date", () => {
    const { text, entries } = parsedFeed([{ ...base, eventTime: "23:30", endTime: "23:59" }]);
    expect(text).toContain("\r\nDTSTART;TZID=Asia/Kolkata:20300105T233000\r\n");
    expect(text).toContain("\r\nDTEND;TZID=Asia/Kolkata:20300105T235900\r\n");
    expect(entries[0]).toMatchObject({ start: "2030-01-05T18:00:00.000Z", end: "2030-01-05T18:29:00.000Z" });
    // Without an end, the default two hours run past midnight into the next day.
    const open = parsedFeed([{ ...base, eventTime: "23:30", endTime: null }]);
    expect(open.text).toContain("\r\nDTEND;TZID=Asia/Kolkata:20300106T013000\r\n");
  });

  it("gives an event without an end time (as migrated) the default duration, as before", () => {
    const { text } = parsedFeed([
      { ...base, endTime: null },
      { ...base, id: "old", endTime: undefined },
    ]);
    const hours = EVENTS_CALENDAR.defaultDurationMinutes / 60;
    const expected = `\r\nDTEND;TZID=Asia/Kolkata:20300105T${String(10 + hours).padStart(2, "0")}0000\r\n`;
    expect(text.split(expected)).toHaveLength(3);
    expect(text).not.toContain("T123000");
  });

  it("writes a whole-day event as dates, whatever end time is stored", () => {
    const { text } = parsedFeed([{ ...base, eventTime: null, endTime: "12:00" }]);
    expect(text).toContain("\r\nDTSTART;VALUE=DATE:20300105\r\n");
    expect(text).toContain("\r\nDTEND;VALUE=DATE:20300106\r\n");
  });
});
