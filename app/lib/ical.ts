// A small iCalendar (RFC 5545) writer for the events feed: text escaped, lines folded at 75 octets
// without splitting a UTF-8 character (Tamil titles), CRLF line ends. It writes only what the
// school's calendar needs: events in one fixed-offset time zone, or lasting whole days.
import { compactWallMoment, type WallMoment } from "./event-time";

export const ICALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

/** RFC 5545 §3.1: a content line is at most 75 octets before its line break. */
export const LINE_OCTETS_MAX = 75;
const CRLF = "\r\n";

/** A zone without daylight saving: one offset all year (Asia/Kolkata, say). */
export type FixedTimeZone = { id: string; utcOffset: string; abbreviation: string };

export type CalendarEntry = {
  /** Globally unique and stable for the event, so calendars update it instead of adding a copy. */
  uid: string;
  /** When the event's information was last revised (DTSTAMP, LAST-MODIFIED). */
  revised: Date;
  start: WallMoment;
  /** Exclusive: the day after a whole-day event, or the moment a timed event ends. */
  end: WallMoment;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  categories?: readonly string[];
};

export type CalendarFeed = {
  productId: string;
  name: string;
  description?: string;
  timeZone: FixedTimeZone;
  /** How often subscribed calendars should fetch the feed again. */
  refreshHours?: number;
  entries: readonly CalendarEntry[];
};

/** TEXT values (§3.3.11): backslash, semicolon and comma escaped, line breaks as \n, no controls. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters TEXT forbids
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
  );
}

function octets(codePoint: number) {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds one content line (§3.1): no line longer than 75 octets, each continuation starting with a
 * space (which counts), breaks only between whole characters. Returns the lines joined by CRLF.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let size = 0;
  for (const character of line) {
    const length = octets(character.codePointAt(0)!);
    if (size + length > LINE_OCTETS_MAX) {
      lines.push(current);
      current = " ";
      size = 1;
    }
    current += character;
    size += length;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** A UTC instant as iCalendar writes it: 20270105T043000Z. */
export function utcStamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/** "+05:30" → "+0530". */
function offsetValue(offset: string) {
  return offset.replace(":", "");
}

function momentLine(name: "DTSTART" | "DTEND", moment: WallMoment, zone: FixedTimeZone) {
  const value = compactWallMoment(moment);
  return moment.time ? `${name};TZID=${zone.id}:${value}` : `${name};VALUE=DATE:${value}`;
}

function timeZoneLines(zone: FixedTimeZone) {
  const offset = offsetValue(zone.utcOffset);
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${zone.id}`,
    `X-LIC-LOCATION:${zone.id}`,
    "BEGIN:STANDARD",
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${escapeText(zone.abbreviation)}`,
    "DTSTART:19700101T000000",
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
}

function present(value: string | null | undefined) {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function entryLines(entry: CalendarEntry, zone: FixedTimeZone) {
  const description = present(entry.description);
  const location = present(entry.location);
  const url = present(entry.url);
  const categories = (entry.categories ?? []).map((category) => category.trim()).filter(Boolean);
  return [
    "BEGIN:VEVENT",
    `UID:${entry.uid}`,
    `DTSTAMP:${utcStamp(entry.revised)}`,
    `LAST-MODIFIED:${utcStamp(entry.revised)}`,
    momentLine("DTSTART", entry.start, zone),
    momentLine("DTEND", entry.end, zone),
    `SUMMARY:${escapeText(entry.summary)}`,
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    // A URI, not TEXT: its commas and semicolons are not escaped.
    ...(url ? [`URL:${url}`] : []),
    ...(categories.length > 0 ? [`CATEGORIES:${categories.map(escapeText).join(",")}`] : []),
    "STATUS:CONFIRMED",
    // Whole-day events (holidays) do not make anyone look busy.
    `TRANSP:${entry.start.time ? "OPAQUE" : "TRANSPARENT"}`,
    "END:VEVENT",
  ];
}

/** A whole VCALENDAR, every line folded and ended with CRLF. */
export function renderCalendar(feed: CalendarFeed): string {
  const refresh = feed.refreshHours ? `PT${feed.refreshHours}H` : undefined;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${feed.productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    ...(feed.description ? [`X-WR-CALDESC:${escapeText(feed.description)}`] : []),
    `X-WR-TIMEZONE:${feed.timeZone.id}`,
    ...(refresh ? [`REFRESH-INTERVAL;VALUE=DURATION:${refresh}`, `X-PUBLISHED-TTL:${refresh}`] : []),
    ...timeZoneLines(feed.timeZone),
    ...feed.entries.flatMap((entry) => entryLines(entry, feed.timeZone)),
    "END:VCALENDAR",
  ];
  return lines.map((line) => `${foldLine(line)}${CRLF}`).join("");
}
