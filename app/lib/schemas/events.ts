// Events Management's forms, checked in the browser (the dialog's field messages) and again by the
// action; the events domain module checks the same rules once more before it writes. Every form
// names its purpose in an `intent` field.
import { z } from "zod";
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_IMAGE_URL_MAX,
  EVENT_LOCATION_MAX,
  EVENT_TITLE_MAX,
  EVENT_MESSAGES as M,
  MAX_PARTICIPANTS_LIMIT,
  SEATS_PER_REGISTRATION_MAX,
} from "~/copy/admin-events";
import { EVENT_CATEGORIES } from "~/copy/categories";
import { isCalendarDate, SITE_UTC_OFFSET } from "~/copy/locale";

export const EVENT_INTENTS = [
  "create-event",
  "update-event",
  "delete-event",
  "delete-event-with-registrations",
  "restore-event",
] as const;
export type EventIntent = (typeof EVENT_INTENTS)[number];

/** What a time input sends: "09:30", or "09:30:00" when it offers seconds. */
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** "09:30" or "09:30:00" → "09:30"; anything else → null. */
export function clockTime(value: string | null | undefined): string | null {
  const match = CLOCK_TIME.exec(value?.trim() ?? "");
  return match ? `${match[1]}:${match[2]}` : null;
}

/** Minutes since midnight of a clock time ("HH:mm"). */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

export type MaxParticipants = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * Maximum Participants as staff type it (spec §5: "parsed as integer, or null if empty"): empty
 * means unlimited (null); a whole number from 1 up is the limit; 0, a negative number, a decimal
 * or text is refused with a sentence saying why, never quietly turned into something else.
 */
export function parseMaxParticipants(text: string | null | undefined): MaxParticipants {
  const value = (text ?? "").trim();
  if (value === "") return { ok: true, value: null };
  if (/^[+-]?\d+[.,]\d*$|^[+-]?[.,]\d+$/.test(value)) return { ok: false, message: M.maxParticipantsDecimal };
  if (/^-\d+$/.test(value)) return { ok: false, message: M.maxParticipantsTooSmall };
  if (!/^\d+$/.test(value)) return { ok: false, message: M.maxParticipantsNotNumber };
  const number = Number(value);
  if (number < 1) return { ok: false, message: M.maxParticipantsTooSmall };
  if (number > MAX_PARTICIPANTS_LIMIT) return { ok: false, message: M.maxParticipantsTooLarge };
  return { ok: true, value: number };
}

/**
 * A picture's address as the image field keeps it: a path on this site (an upload) or an https
 * address, never `javascript:`, `data:` or a protocol-relative `//host`.
 */
export function isEventImageAddress(value: string) {
  if (value.length > EVENT_IMAGE_URL_MAX || /\s|\\/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional();

const eventId = z.string({ error: M.chooseEvent }).trim().min(1, M.chooseEvent).max(100, M.chooseEvent);

const checkbox = z.boolean({ error: M.choice }).optional();

const eventFields = {
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(EVENT_TITLE_MAX, M.titleTooLong),
  description: optionalText(EVENT_DESCRIPTION_MAX, M.descriptionTooLong),
  /** Optional Tamil versions, within the English fields' limits. */
  titleTa: optionalText(EVENT_TITLE_MAX, M.titleTooLong),
  descriptionTa: optionalText(EVENT_DESCRIPTION_MAX, M.descriptionTooLong),
  eventDate: z
    .string({ error: M.dateRequired })
    .trim()
    .min(1, M.dateRequired)
    .refine(isCalendarDate, M.dateInvalid),
  eventTime: z
    .string()
    .trim()
    .refine((value) => clockTime(value) !== null, M.time)
    .transform((value) => clockTime(value)!)
    .optional(),
  endTime: z
    .string()
    .trim()
    .refine((value) => clockTime(value) !== null, M.endTime)
    .transform((value) => clockTime(value)!)
    .optional(),
  location: optionalText(EVENT_LOCATION_MAX, M.locationTooLong),
  locationTa: optionalText(EVENT_LOCATION_MAX, M.locationTooLong),
  category: z.enum(EVENT_CATEGORIES, { error: M.category }).optional(),
  imageUrl: z.string().trim().refine(isEventImageAddress, M.image).optional(),
  mediaId: z.string().trim().max(100, M.image).optional(),
  maxParticipants: z
    .string({ error: M.maxParticipantsNotNumber })
    .optional()
    .transform((value, context) => {
      const parsed = parseMaxParticipants(value);
      if (parsed.ok) return parsed.value;
      context.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }),
  registrationRequired: checkbox,
  isFeatured: checkbox,
  /** The registration settings; checked only when Registration required is ticked. */
  registrationDeadline: z.string().trim().max(40, M.registrationDeadline).optional(),
  seatsPerRegistration: z.string().trim().max(10, M.seatsPerRegistration).optional(),
  registrationOpen: checkbox,
  waitingList: checkbox,
};

/** What a date-and-time input sends: "2026-12-05T18:00" (seconds optional). */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/**
 * A date and time typed in India time ("2026-12-05T18:00") as the instant it names (ISO), or
 * null when it is not one.
 */
export function deadlineInstant(value: string): string | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match || !isCalendarDate(match[1]!)) return null;
  const at = new Date(`${match[1]}T${match[2]}:${match[3]}:00${SITE_UTC_OFFSET}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** Seats per registration as typed: a whole number from 1 to SEATS_PER_REGISTRATION_MAX, or null. */
export function parseSeatsPerRegistration(value: string | undefined): number | null {
  const text = (value ?? "").trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const number = Number(text);
  return number >= 1 && number <= SEATS_PER_REGISTRATION_MAX ? number : null;
}

/** With Registration required ticked, its settings must be valid (the deadline may stay empty). */
function registrationSettings(
  value: {
    registrationRequired?: boolean | undefined;
    registrationDeadline?: string | undefined;
    seatsPerRegistration?: string | undefined;
  },
  context: z.RefinementCtx,
) {
  if (!value.registrationRequired) return;
  if (value.registrationDeadline && deadlineInstant(value.registrationDeadline) === null)
    context.addIssue({ code: "custom", message: M.registrationDeadline, path: ["registrationDeadline"] });
  if (parseSeatsPerRegistration(value.seatsPerRegistration) === null)
    context.addIssue({ code: "custom", message: M.seatsPerRegistration, path: ["seatsPerRegistration"] });
}

/** An end time needs a start time, and comes after it on the same day. */
function endAfterStart(
  value: { eventTime?: string | undefined; endTime?: string | undefined },
  context: z.RefinementCtx,
) {
  if (!value.endTime) return;
  if (!value.eventTime) context.addIssue({ code: "custom", message: M.endWithoutStart, path: ["endTime"] });
  else if (minutesOf(value.endTime) <= minutesOf(value.eventTime))
    context.addIssue({ code: "custom", message: M.endBeforeStart, path: ["endTime"] });
}

export const createEventSchema = z
  .object({ intent: z.literal("create-event"), ...eventFields })
  .superRefine(endAfterStart)
  .superRefine(registrationSettings);

export const updateEventSchema = z
  .object({
    intent: z.literal("update-event"),
    eventId,
    /** The event's updated_at when the dialog opened: a newer save by someone else refuses this one. */
    updatedAt: z
      .string({ error: M.reload })
      .trim()
      .max(40, M.reload)
      .refine((value) => !Number.isNaN(Date.parse(value)), M.reload),
    ...eventFields,
  })
  .superRefine(endAfterStart)
  .superRefine(registrationSettings);

export const deleteEventSchema = z.object({ intent: z.literal("delete-event"), eventId });

/** The delete of an event with registrations, sent once staff answered the question it asks first. */
export const deleteEventWithRegistrationsSchema = z.object({
  intent: z.literal("delete-event-with-registrations"),
  eventId,
});

/** Undo of a delete: the token the delete's answer gave, sent back by the toast's Undo button. */
export const restoreEventSchema = z.object({
  intent: z.literal("restore-event"),
  token: z.string({ error: M.reload }).trim().min(1, M.reload).max(100, M.reload),
});

export type EventForm = z.output<typeof createEventSchema>;
