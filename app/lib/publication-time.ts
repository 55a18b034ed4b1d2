// The content form's publication moment, typed in a datetime-local field on the schools' wall
// clock (DECISIONS: Asia/Kolkata), whatever time zone the browser or the server runs in.
import { isCalendarDate, SITE_TIME_ZONE, startOfSchoolDay } from "~/copy/locale";

const LOCAL_MOMENT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2026-01-15T09:30" (the schools' wall clock) → the ISO instant; null when it is no real moment. */
export function instantOfSchoolMoment(value: string): string | null {
  const match = LOCAL_MOMENT.exec(value.trim());
  if (!match) return null;
  const [, date, hours, minutes, seconds] = match;
  if (!isCalendarDate(date!) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds ?? 0) > 59)
    return null;
  const offset = ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds ?? 0)) * 1000;
  return new Date(Date.parse(startOfSchoolDay(date!)) + offset).toISOString();
}

/** An instant as a datetime-local value on the schools' wall clock ("" for none), to the minute. */
export function schoolMomentOf(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const parts = Object.fromEntries(wallClock.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
