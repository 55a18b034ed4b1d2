/**
 * Dates and times on the site are shown, events are scheduled and "today" is decided in this zone:
 * the one place it is written. Everything else (the offset, SQL's day buckets) is derived from it.
 */
export const SITE_TIME_ZONE = "Asia/Kolkata";

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** A zone's wall clock, made once per zone (a page of events asks for it several times per card). */
function wallClockIn(timeZone: string) {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** Minutes east of UTC in `timeZone` at a moment, read from the platform's time-zone data. */
export function utcOffsetMinutes(timeZone = SITE_TIME_ZONE, at = new Date()): number {
  const parts = new Map(
    wallClockIn(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? 0;
  const wallClock = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((wallClock - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The zone's offset from UTC at a moment, "+05:30". */
export function utcOffset(timeZone = SITE_TIME_ZONE, at = new Date()): string {
  const minutes = utcOffsetMinutes(timeZone, at);
  const size = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${minutes < 0 ? "-" : "+"}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** India keeps one offset all year (no daylight saving since 1945): 330 minutes east of UTC. */
export const SITE_UTC_OFFSET_MINUTES = utcOffsetMinutes(SITE_TIME_ZONE, new Date(0));

/** The same offset as ISO 8601 writes it: "+05:30". */
export const SITE_UTC_OFFSET = utcOffset(SITE_TIME_ZONE, new Date(0));

const calendarDate = new Intl.DateTimeFormat("en-US", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar date (yyyy-MM-dd) where the schools are, at the given moment. */
export function todayInSchoolTimeZone(now = new Date()): string {
  const parts = Object.fromEntries(calendarDate.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** True for a real calendar date written yyyy-MM-dd (so not 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The instant (ISO, UTC) at which a calendar date (yyyy-MM-dd) begins where the schools are. */
export function startOfSchoolDay(date: string): string {
  return new Date(`${date}T00:00:00${SITE_UTC_OFFSET}`).toISOString();
}

/** The calendar date (yyyy-MM-dd) after this one. */
export function nextCalendarDate(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
