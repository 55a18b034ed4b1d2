// An urgent notice's start and end as the Add/Edit dialog holds them (a date and an optional time,
// on the schools' wall clock, Asia/Kolkata) and as they are stored (instants), and where a notice
// stands at a moment. Shared by the form's schema, the notices domain module and the admin list.
import type { NoticeStatus } from "~/copy/admin-notices";
import { instantOfSchoolMoment, schoolMomentOf } from "~/lib/publication-time";

/** A start with no time begins with the day; an end with no time runs to the day's last minute. */
export const DAY_START = "00:00";
export const DAY_END = "23:59";

/** The instant a date and time name in India (ISO), or null when they name no real moment. */
export function noticeInstant(date: string, time: string | undefined, whenEmpty: string): string | null {
  if (!date) return null;
  return instantOfSchoolMoment(`${date}T${time || whenEmpty}`);
}

/** An instant as the dialog's date and time fields hold it, in India time. */
export function noticeMomentFields(iso: string): { date: string; time: string } {
  const [date = "", time = ""] = schoolMomentOf(iso).split("T");
  return { date, time };
}

/** Whether a notice with this window is shown at `now`, comes later, or is over. */
export function noticeStatus(window: { startsAt: string; endsAt: string }, now: Date): NoticeStatus {
  const at = now.getTime();
  if (Date.parse(window.endsAt) <= at) return "ended";
  if (Date.parse(window.startsAt) > at) return "scheduled";
  return "active";
}
