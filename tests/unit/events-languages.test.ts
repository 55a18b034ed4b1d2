// Events in both languages: dates and times as the Tamil pages write them (Intl ta-IN on the
// schools' clock) while the English ones stay exactly as before, and the calendar feed, Google
// Calendar link and JSON-LD in Tamil, falling back to the English texts where staff wrote no Tamil.
import { describe, expect, it } from "vitest";
import { EVENT_CATEGORIES, GALLERY_CATEGORIES } from "~/copy/categories";
import { LOCALES } from "~/i18n/locales";
import { messagesFor } from "~/i18n/server";
import {
  type CalendarEventSource,
  eventsCalendar,
  eventTimeRangeLabel,
  googleCalendarUrl,
} from "~/lib/event-calendar";
import { eventJsonLd } from "~/lib/event-structured-data";
import { eventDateLeaf, eventTimeLabel, formatEventDate, formatWallTime, weekdayOf } from "~/lib/event-time";

const ORIGIN = "https://schools.example.org";

function tamil(date: Date, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat("ta-IN", { timeZone: "Asia/Kolkata", ...options }).format(date);
}

const event = (overrides: Partial<CalendarEventSource> = {}): CalendarEventSource => ({
  id: "e1",
  slug: "science-fair",
  title: "Science Fair",
  description: "Models and experiments.",
  titleTa: "அறிவியல் கண்காட்சி நாள்",
  descriptionTa: "மாணவர்களின் மாதிரிகளும் சோதனைகளும்.",
  eventDate: "2027-01-05",
  eventTime: "09:30",
  endTime: "12:00",
  location: "Zee Litera Campus",
  category: "Science Fair",
  registrationRequired: true,
  maxParticipants: 40,
  updatedAt: "2026-11-01T06:00:00.000Z",
  ...overrides,
});

/** An iCalendar file's lines, unfolded. */
const lines = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

describe("event dates and times", () => {
  it("stay as they were in English", () => {
    expect(formatEventDate("2027-01-05")).toBe("Jan 05, 2027");
    expect(formatEventDate("2027-01-05", "en")).toBe("Jan 05, 2027");
    expect(eventDateLeaf("2027-01-05")).toEqual({ month: "Jan", day: "05" });
    expect(weekdayOf("2027-01-05")).toBe("Tuesday");
    expect(formatWallTime({ hours: 17, minutes: 5 })).toBe("5:05 PM");
    expect(eventTimeRangeLabel("09:30", "12:00")).toBe("9:30 AM – 12:00 PM");
  });

  it("are written by Intl ta-IN on the schools' clock in Tamil", () => {
    const day = new Date("2027-01-05T00:00:00+05:30");
    expect(formatEventDate("2027-01-05", "ta")).toBe(
      tamil(day, { day: "numeric", month: "long", year: "numeric" }),
    );
    expect(formatEventDate("2027-01-05", "ta")).toContain("ஜனவரி");
    expect(eventDateLeaf("2027-01-05", "ta")).toEqual({ month: tamil(day, { month: "short" }), day: "05" });
    expect(weekdayOf("2027-01-05", "ta")).toBe("செவ்வாய்");
    const evening = new Date("2027-01-05T17:05:00+05:30");
    expect(formatWallTime({ hours: 17, minutes: 5 }, "ta")).toBe(
      tamil(evening, { hour: "numeric", minute: "2-digit" }),
    );
    expect(eventTimeRangeLabel("09:30", "12:00", "ta")).toBe(
      `${formatWallTime({ hours: 9, minutes: 30 }, "ta")} – ${formatWallTime({ hours: 12, minutes: 0 }, "ta")}`,
    );
    // What staff typed that is not a time is shown as typed, in either language.
    expect(eventTimeLabel("Evening", "ta")).toBe("Evening");
  });
});

describe("the calendar feed and links in Tamil", () => {
  it("gives the Tamil name, texts, notes and category, linking to the Tamil page", () => {
    const feed = lines(eventsCalendar([event()], ORIGIN, "ta"));
    expect(feed).toContain("X-WR-CALNAME:Thenpalli Schools நிகழ்வுகள்");
    expect(feed).toContain("SUMMARY:அறிவியல் கண்காட்சி நாள்");
    expect(feed).toContain("CATEGORIES:அறிவியல் கண்காட்சி");
    expect(feed).toContain(`URL:${ORIGIN}/ta/events/science-fair`);
    const description = feed.find((line) => line.startsWith("DESCRIPTION:"));
    expect(description).toContain("மாணவர்களின் மாதிரிகளும் சோதனைகளும்.");
    expect(description).toContain("முன்பதிவு அவசியம்.");
    expect(description).toContain("அதிகபட்சம் 40 பேர்.");
    // The same UID as in the English feed: one event, whichever feed a calendar took it from.
    const uid = (text: string) => lines(text).find((line) => line.startsWith("UID:"));
    expect(uid(eventsCalendar([event()], ORIGIN, "ta"))).toBe(uid(eventsCalendar([event()], ORIGIN)));
  });

  it("falls back to the English title and description where there is no Tamil", () => {
    const feed = lines(eventsCalendar([event({ titleTa: null, descriptionTa: "  " })], ORIGIN, "ta"));
    expect(feed).toContain("SUMMARY:Science Fair");
    expect(feed.find((line) => line.startsWith("DESCRIPTION:"))).toContain("Models and experiments.");
  });

  it("leaves the English feed as it was", () => {
    const feed = lines(eventsCalendar([event()], ORIGIN));
    expect(feed).toContain("X-WR-CALNAME:Thenpalli Schools Events");
    expect(feed).toContain("SUMMARY:Science Fair");
    expect(feed).toContain("CATEGORIES:Science Fair");
    expect(feed.find((line) => line.startsWith("DESCRIPTION:"))).toBe(
      `DESCRIPTION:Models and experiments.\\n\\nRegistration Required. Max 40 participants.\\n\\n${ORIGIN}/events/science-fair`,
    );
  });

  it("gives the Tamil location in the Tamil feed and Google link, else the English one (issue 28)", () => {
    const translated = event({ locationTa: "ஜீ லிட்டேரா வளாகம்" });
    expect(lines(eventsCalendar([translated], ORIGIN, "ta"))).toContain("LOCATION:ஜீ லிட்டேரா வளாகம்");
    expect(lines(eventsCalendar([translated], ORIGIN))).toContain("LOCATION:Zee Litera Campus");
    expect(new URL(googleCalendarUrl(translated, ORIGIN, "ta")).searchParams.get("location")).toBe(
      "ஜீ லிட்டேரா வளாகம்",
    );
    expect(new URL(googleCalendarUrl(translated, ORIGIN)).searchParams.get("location")).toBe(
      "Zee Litera Campus",
    );
    const untranslated = event({ locationTa: " " });
    expect(lines(eventsCalendar([untranslated], ORIGIN, "ta"))).toContain("LOCATION:Zee Litera Campus");
  });

  it("fills Google Calendar and JSON-LD with the Tamil page's texts and address", () => {
    const google = new URL(googleCalendarUrl(event(), ORIGIN, "ta"));
    expect(google.searchParams.get("text")).toBe("அறிவியல் கண்காட்சி நாள்");
    expect(google.searchParams.get("details")).toContain(`${ORIGIN}/ta/events/science-fair`);
    expect(new URL(googleCalendarUrl(event(), ORIGIN)).searchParams.get("text")).toBe("Science Fair");
    const jsonLd = eventJsonLd(ORIGIN, { ...event(), title: "அறிவியல் கண்காட்சி நாள்" }, "ta");
    expect(jsonLd.url).toBe(`${ORIGIN}/ta/events/science-fair`);
    expect(eventJsonLd(ORIGIN, event()).url).toBe(`${ORIGIN}/events/science-fair`);
  });
});

describe("category names", () => {
  it("name every staff category in both languages, the English as stored", () => {
    for (const locale of LOCALES) {
      const events: Record<string, string> = messagesFor(locale).events.categories;
      const gallery: Record<string, string> = messagesFor(locale).gallery.categories;
      expect(Object.keys(events).sort()).toEqual([...EVENT_CATEGORIES].sort());
      expect(Object.keys(gallery).sort()).toEqual([...GALLERY_CATEGORIES].sort());
      for (const category of EVENT_CATEGORIES) {
        expect(events[category]).toEqual(
          locale === "en" ? category : expect.not.stringMatching(/^[A-Za-z &]+$/),
        );
      }
      for (const category of GALLERY_CATEGORIES) {
        expect(gallery[category]).toEqual(
          locale === "en" ? category : expect.not.stringMatching(/^[A-Za-z &]+$/),
        );
      }
    }
  });
});
