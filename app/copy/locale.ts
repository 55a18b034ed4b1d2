/** Dates and times on the site are shown, and "today" is decided, in this zone. */
export const SITE_TIME_ZONE = "Asia/Kolkata";
/** India keeps one offset all year (no daylight saving since 1945). */
const SITE_UTC_OFFSET = "+05:30";

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
