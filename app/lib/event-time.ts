// An event's date and time as staff save them (event_date yyyy-MM-dd, event_time free text from a
// time input, "10:00", or typed by hand, "10:00 AM") read into wall-clock values where the schools
// are, and written the ways the events pages, the calendar feed and JSON-LD need them.
import { SITE_TIME_ZONE, utcOffset, utcOffsetMinutes } from "~/copy/locale";
import { INTL_LOCALE, type Locale } from "~/i18n/locales";

export type WallTime = { hours: number; minutes: number };
/** A moment on the schools' wall clock: a calendar date with a time, or the whole day. */
export type WallMoment = { date: string; time: WallTime | null };

const TWENTY_FOUR_HOUR = /^(\d{1,2})[:.](\d{2})(?::(\d{2}))?$/;
const TWELVE_HOUR = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m\.?$/i;

/**
 * "10:00", "9.30", "17:30:00", "10:00 AM", "5:30pm", "10 a.m." → hours and minutes; anything else
 * (empty, "Evening", "25:00") → null, and the event is treated as lasting the whole day.
 */
export function parseEventTime(text: string | null | undefined): WallTime | null {
  // Browsers write "10:00 AM" with a narrow no-break space; \s covers it.
  const value = (text ?? "").trim().replace(/\s+/g, " ");
  const plain = TWENTY_FOUR_HOUR.exec(value);
  if (plain) {
    const hours = Number(plain[1]);
    const minutes = Number(plain[2]);
    const seconds = Number(plain[3] ?? 0);
    return hours < 24 && minutes < 60 && seconds < 60 ? { hours, minutes } : null;
  }
  const twelve = TWELVE_HOUR.exec(value);
  if (twelve) {
    const hour = Number(twelve[1]);
    const minutes = Number(twelve[2] ?? 0);
    if (hour < 1 || hour > 12 || minutes >= 60) return null;
    const afternoon = twelve[3]!.toLowerCase() === "p";
    return { hours: (hour % 12) + (afternoon ? 12 : 0), minutes };
  }
  return null;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** A wall-clock moment where the schools are, as an instant (for Intl in Asia/Kolkata). */
function schoolInstant(date: string, time: WallTime = { hours: 0, minutes: 0 }) {
  const local = `${date}T${pad(time.hours)}:${pad(time.minutes)}:00`;
  return new Date(`${local}${utcOffset(SITE_TIME_ZONE, new Date(`${local}Z`))}`);
}

/**
 * When the event begins, as an instant: its date at its start time where the schools are, or the
 * start of its day when it has no time (or one such as "Evening").
 */
export function eventStart(date: string, time: string | null | undefined): Date {
  return schoolInstant(date, parseEventTime(time) ?? undefined);
}

const tamilFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Intl in a Tamil page's language, on the schools' clock; each format made once (making one costs
 * more than formatting a whole card: /ta/events formats four dates and times per card).
 */
function tamilFormat(options: Intl.DateTimeFormatOptions) {
  const key = JSON.stringify(options);
  let format = tamilFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE.ta, { ...options, timeZone: SITE_TIME_ZONE });
    tamilFormats.set(key, format);
  }
  return format;
}

/** "9:30 AM", as parents read a time (in Tamil, as Intl writes it for ta-IN). */
export function formatWallTime({ hours, minutes }: WallTime, locale: Locale = "en"): string {
  if (locale === "ta") {
    return tamilFormat({ hour: "numeric", minute: "2-digit" }).format(
      schoolInstant("2000-01-01", { hours, minutes }),
    );
  }
  return `${hours % 12 || 12}:${pad(minutes)} ${hours < 12 ? "AM" : "PM"}`;
}

/** The time to show on a card: a readable time when it parses, else what staff typed, else null. */
export function eventTimeLabel(text: string | null | undefined, locale: Locale = "en"): string | null {
  const time = parseEventTime(text);
  if (time) return formatWallTime(time, locale);
  return text?.trim() || null;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function dateParts(date: string) {
  const [year = "", month = "", day = ""] = date.split("-");
  return { year, month: Number(month), day };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'MMM dd, yyyy' (spec §2 Events Management): "2027-01-05" → "Jan 05, 2027"; in Tamil, Intl's
 * ta-IN date with the month written out: "5 ஜனவரி, 2027".
 */
export function formatEventDate(date: string, locale: Locale = "en"): string {
  if (locale === "ta" && ISO_DATE.test(date)) {
    return tamilFormat({ day: "numeric", month: "long", year: "numeric" }).format(schoolInstant(date));
  }
  const { year, month, day } = dateParts(date);
  return `${MONTHS[month - 1] ?? ""} ${day}, ${year}`;
}

/** The month and day for a calendar leaf: "2027-01-05" → { month: "Jan", day: "05" } ("ஜன." in Tamil). */
export function eventDateLeaf(date: string, locale: Locale = "en") {
  const { month, day } = dateParts(date);
  if (locale === "ta" && ISO_DATE.test(date)) {
    return { month: tamilFormat({ month: "short" }).format(schoolInstant(date)), day };
  }
  return { month: MONTHS[month - 1] ?? "", day };
}

/** The day of the week of a calendar date, "Tuesday" ("செவ்வாய்" in Tamil). */
export function weekdayOf(date: string, locale: Locale = "en"): string {
  if (locale === "ta" && ISO_DATE.test(date)) {
    return tamilFormat({ weekday: "long" }).format(schoolInstant(date));
  }
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? "";
}

/** The moment `minutes` after a wall-clock moment (the date rolls over at midnight). */
export function addMinutes({ date, time }: { date: string; time: WallTime }, minutes: number) {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day, time.hours, time.minutes + minutes));
  return {
    date: moved.toISOString().slice(0, 10),
    time: { hours: moved.getUTCHours(), minutes: moved.getUTCMinutes() },
  };
}

/** The calendar date `days` after (or, negative, before) a date. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** ISO 8601 for JSON-LD: "2027-01-05T10:00:00+05:30", or the bare date for a whole-day event. */
export function isoWallMoment({ date, time }: WallMoment, timeZone = SITE_TIME_ZONE): string {
  if (!time) return date;
  const local = `${date}T${pad(time.hours)}:${pad(time.minutes)}:00`;
  return `${local}${utcOffset(timeZone, new Date(`${local}Z`))}`;
}

/** The compact form calendars use: "20270105" or "20270105T100000". */
export function compactWallMoment({ date, time }: WallMoment): string {
  const day = date.replaceAll("-", "");
  return time ? `${day}T${pad(time.hours)}${pad(time.minutes)}00` : day;
}

/** An instant on the schools' wall clock. */
export function wallMomentOf(at: Date, timeZone = SITE_TIME_ZONE): { date: string; time: WallTime } {
  const local = new Date(at.getTime() + utcOffsetMinutes(timeZone, at) * 60_000);
  return {
    date: local.toISOString().slice(0, 10),
    time: { hours: local.getUTCHours(), minutes: local.getUTCMinutes() },
  };
}

/** An instant (ISO) as parents read it, in India time: "Jan 05, 2027, 5:00 PM" ("5 ஜனவரி, 2027, …" in Tamil). */
export function formatSchoolInstant(instant: string, locale: Locale = "en"): string {
  const { date, time } = wallMomentOf(new Date(instant));
  return `${formatEventDate(date, locale)}, ${formatWallTime(time, locale)}`;
}
