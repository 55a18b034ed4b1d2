// Dates as the admin pages show them, always in the schools' time zone (DECISIONS: Asia/Kolkata).
// Formatted on the server, so the browser shows exactly the text it was sent.
import { SITE_TIME_ZONE } from "~/copy/locale";

const dateFormat = new Intl.DateTimeFormat("en-IN", { timeZone: SITE_TIME_ZONE, dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: SITE_TIME_ZONE,
  dateStyle: "medium",
  timeStyle: "short",
});

/** "22 Nov 2026"; an unreadable value gives an empty text. */
export function adminDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

/** "22 Nov 2026, 2:15 pm". */
export function adminDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateTimeFormat.format(date);
}

/** A content kind as the dashboard names it: underscores become spaces. */
export function kindLabel(kind: string): string {
  return kind.replaceAll("_", " ");
}
