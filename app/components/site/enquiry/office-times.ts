// Office hours and visit time slots in the page's language. English shows the spec's words
// exactly (OFFICE_HOURS, CAMPUS_VISIT_TIME_SLOTS); Tamil formats the same days and times with
// Intl "ta-IN" ("திங்கள் முதல் வெள்ளி வரை", "காலை 8:00 - மாலை 5:00").
import { CAMPUS_VISIT_TIME_SLOTS } from "~/copy/enquiries";
import { OFFICE_HOURS, OFFICE_SCHEDULE } from "~/copy/office-hours";
import { fillMessage } from "~/i18n/fill-message";
import { INTL_LOCALE, type Locale } from "~/i18n/locales";

export type OfficeHoursRow = { days: string; hours: string; closed: boolean };

/** Any Sunday (4 January 1970) plus `day` days: a date Intl names the weekday of. */
const weekday = (day: number) => new Date(Date.UTC(1970, 0, 4 + day));
/** "14:00" (24-hour) as a moment on a fixed day, read in UTC. */
const clock = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(Date.UTC(1970, 0, 1, hours, minutes));
};

function timeFormat(locale: Locale) {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    hour: "numeric",
    minute: "2-digit",
    dayPeriod: "long",
    timeZone: "UTC",
  });
}

/** The office hours rows; `words.days` joins a run of days ("{from} to {to}"). */
export function officeHoursRows(locale: Locale, words: { days: string; closed: string }): OfficeHoursRow[] {
  if (locale === "en") {
    return OFFICE_HOURS.map(({ days, hours }) => ({ days, hours, closed: hours === "Closed" }));
  }
  const dayName = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: "long", timeZone: "UTC" });
  const time = timeFormat(locale);
  return OFFICE_SCHEDULE.map((row) => {
    const first = dayName.format(weekday(row.from));
    const days =
      "to" in row ? fillMessage(words.days, { from: first, to: dayName.format(weekday(row.to)) }) : first;
    if (!("opens" in row)) return { days, hours: words.closed, closed: true };
    // Each time stays on one line ("காலை 8:00"): a narrow card breaks the range at its dash only.
    const [opens, closes] = [row.opens, row.closes].map((at) =>
      time.format(clock(at)).replace(/\s+/g, "\u00a0"),
    );
    return { days, hours: `${opens} - ${closes}`, closed: false };
  });
}

/** "9:00 AM" → "09:00". */
function twentyFourHour(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) return time;
  const [, hour = "0", minutes = "00", period = "AM"] = match;
  const hours = (Number(hour) % 12) + (period.toUpperCase() === "PM" ? 12 : 0);
  return `${String(hours).padStart(2, "0")}:${minutes}`;
}

/** The visit time slots as the page shows them (the values sent stay the spec's English slots). */
export function timeSlotLabels(locale: Locale): readonly string[] {
  if (locale === "en") return CAMPUS_VISIT_TIME_SLOTS;
  const time = timeFormat(locale);
  return CAMPUS_VISIT_TIME_SLOTS.map((slot) =>
    slot
      .split(" - ")
      .map((part) => time.format(clock(twentyFourHour(part))))
      .join(" - "),
  );
}
