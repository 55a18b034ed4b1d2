// The event row: its shape, mapping and checks, shared by the event reads and commands and by
// the content form when it creates an event.
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_MESSAGES,
  EVENT_TIME_TEXT_MAX,
  EVENT_TITLE_MAX,
  SEATS_PER_REGISTRATION_MAX,
} from "~/copy/admin-events";
import { DEFAULT_EVENT_CATEGORY, isEventCategory } from "~/copy/categories";
import { isCalendarDate } from "~/copy/locale";
import { parseEventTime } from "~/lib/event-time";
import { clockTime, parseMaxParticipants } from "~/lib/schemas/events";
import type { ContentItem } from "../content/record.server";
import { db } from "../db/db.server";
import { bool, instant } from "../db/values.server";
import { DomainError } from "../domain-error.server";
import type { PageRequest } from "../paging.server";
import type { Executor } from "../transaction.server";

export type SchoolEvent = {
  id: string;
  title: string;
  slug: string;
  description: string | null;
  body: string | null;
  /** Optional Tamil title, description and body (null = not translated). */
  titleTa: string | null;
  descriptionTa: string | null;
  bodyTa: string | null;
  imageUrl: string | null;
  mediaId: string | null;
  status: ContentItem["status"];
  /** A future moment means scheduled: the public sees the event from then on. */
  publishedAt: string | null;
  eventDate: string;
  eventTime: string | null;
  /** "HH:mm", after eventTime on the same day; null: calendars give the event a default length. */
  endTime: string | null;
  location: string | null;
  /** Optional Tamil location (null = not translated). */
  locationTa: string | null;
  category: string;
  isFeatured: boolean;
  maxParticipants: number | null;
  registrationRequired: boolean;
  registration: EventRegistrationSettings;
  updatedAt: string;
};

/** How parents register for the event (issue 29), when registrationRequired says they must. */
export type EventRegistrationSettings = {
  /** Staff's switch: closed, no one registers whatever the seats and the deadline. */
  open: boolean;
  /** The last moment parents may register (an instant, ISO); null: until the event starts. */
  deadline: string | null;
  /** The most seats one registration may take. */
  seatsPerRegistration: number;
  /** Whether a full event offers a waiting list. */
  waitingList: boolean;
  /** Seats held by registered families. */
  seatsTaken: number;
};

export type EventFilter = PageRequest & { category?: string };

export function eventQuery(executor: Executor = db()) {
  return executor
    .selectFrom("content")
    .innerJoin("event", "event.content_id", "content.id")
    .where("content.kind", "=", "event");
}

export function selectEvents(query: ReturnType<typeof eventQuery>) {
  return query.select([
    "content.id",
    "content.title",
    "content.slug",
    "content.summary",
    "content.body",
    "content.title_ta",
    "content.summary_ta",
    "content.body_ta",
    "content.featured_image",
    "content.featured_media_id",
    "content.status",
    "content.published_at",
    "content.updated_at",
    "event.event_date",
    "event.event_time",
    "event.end_time",
    "event.location",
    "event.location_ta",
    "event.category",
    "event.is_featured",
    "event.max_participants",
    "event.registration_required",
    "event.registration_open",
    "event.registration_deadline",
    "event.seats_per_registration",
    "event.waiting_list",
    "event.seats_taken",
  ]);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>["executeTakeFirstOrThrow"]>>;

export function toSchoolEvent(row: EventRow): SchoolEvent {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.summary,
    body: row.body,
    titleTa: row.title_ta?.trim() || null,
    descriptionTa: row.summary_ta?.trim() || null,
    bodyTa: row.body_ta?.trim() || null,
    imageUrl: row.featured_image,
    mediaId: row.featured_media_id,
    status: row.status,
    publishedAt: instant(row.published_at),
    eventDate: row.event_date,
    eventTime: row.event_time,
    endTime: row.end_time,
    location: row.location,
    locationTa: row.location_ta?.trim() || null,
    category: row.category || DEFAULT_EVENT_CATEGORY,
    isFeatured: bool(row.is_featured),
    maxParticipants: row.max_participants === null ? null : Number(row.max_participants),
    registrationRequired: bool(row.registration_required),
    registration: {
      open: bool(row.registration_open),
      deadline: row.registration_deadline === null ? null : instant(row.registration_deadline),
      seatsPerRegistration: Number(row.seats_per_registration),
      waitingList: bool(row.waiting_list),
      seatsTaken: Number(row.seats_taken),
    },
    updatedAt: instant(row.updated_at),
  };
}

/** A real calendar date written yyyy-MM-dd. */
export function checkedEventDate(value: string | undefined): string {
  const date = value?.trim() ?? "";
  if (!isCalendarDate(date)) throw new DomainError(EVENT_MESSAGES.dateInvalid, { field: "eventDate" });
  return date;
}

export function checkedEventCategory(category: string | undefined) {
  if (category === undefined) return undefined;
  if (!isEventCategory(category)) throw new DomainError(EVENT_MESSAGES.category, { field: "category" });
  return category;
}

/** A whole number from 1 up, or null for unlimited; the same rule as the form's (parseMaxParticipants). */
export function checkedMaxParticipants(value: number | null | undefined) {
  if (value === undefined || value === null) return value;
  const parsed = Number.isFinite(value)
    ? parseMaxParticipants(String(value))
    : { ok: false as const, message: EVENT_MESSAGES.maxParticipantsNotNumber };
  if (!parsed.ok) throw new DomainError(parsed.message, { field: "maxParticipants" });
  return parsed.value;
}

/** The start time as staff gave it: a time input's "HH:mm", or text the content form allows. */
export function checkedEventTime(value: string | null | undefined) {
  if (value === undefined) return undefined;
  const time = value?.trim() || null;
  if (time && time.length > EVENT_TIME_TEXT_MAX)
    throw new DomainError(EVENT_MESSAGES.timeTooLong, { field: "eventTime" });
  return time;
}

/**
 * The end time: "HH:mm" on the event's own day, after a start time that reads as a time (an event
 * with no time, or one such as "Evening", lasts the whole day and has no end of its own).
 */
export function checkedEndTime(endTime: string | null | undefined, eventTime: string | null | undefined) {
  if (endTime === undefined || endTime === null || endTime.trim() === "") return null;
  const end = clockTime(endTime);
  if (!end) throw new DomainError(EVENT_MESSAGES.endTime, { field: "endTime" });
  const start = parseEventTime(eventTime);
  if (!start) throw new DomainError(EVENT_MESSAGES.endWithoutStart, { field: "endTime" });
  const [hours, minutes] = end.split(":").map(Number) as [number, number];
  if (hours * 60 + minutes <= start.hours * 60 + start.minutes)
    throw new DomainError(EVENT_MESSAGES.endBeforeStart, { field: "endTime" });
  return end;
}

/** Lengths of the text an event keeps (the form checks them too; a direct post is checked here). */
export function checkEventText(input: {
  title?: string;
  description?: string | null;
  titleTa?: string | null;
  descriptionTa?: string | null;
  location?: string | null;
  locationTa?: string | null;
}) {
  if (input.title !== undefined && input.title.trim().length > EVENT_TITLE_MAX)
    throw new DomainError(EVENT_MESSAGES.titleTooLong, { field: "title" });
  if (input.titleTa && input.titleTa.trim().length > EVENT_TITLE_MAX)
    throw new DomainError(EVENT_MESSAGES.titleTooLong, { field: "titleTa" });
  if (input.description && input.description.trim().length > EVENT_DESCRIPTION_MAX)
    throw new DomainError(EVENT_MESSAGES.descriptionTooLong, { field: "description" });
  if (input.descriptionTa && input.descriptionTa.trim().length > EVENT_DESCRIPTION_MAX)
    throw new DomainError(EVENT_MESSAGES.descriptionTooLong, { field: "descriptionTa" });
  if (input.location && input.location.trim().length > EVENT_LOCATION_MAX)
    throw new DomainError(EVENT_MESSAGES.locationTooLong, { field: "location" });
  if (input.locationTa && input.locationTa.trim().length > EVENT_LOCATION_MAX)
    throw new DomainError(EVENT_MESSAGES.locationTooLong, { field: "locationTa" });
}

export type EventFields = {
  eventDate: string;
  eventTime?: string | null;
  endTime?: string | null;
  location?: string | null;
  locationTa?: string | null;
  category?: string;
  isFeatured?: boolean;
  maxParticipants?: number | null;
  registrationRequired?: boolean;
  registrationOpen?: boolean;
  /** An instant (ISO) or null for "until the event starts". */
  registrationDeadline?: string | null;
  seatsPerRegistration?: number;
  waitingList?: boolean;
};

export function checkedSeatsPerRegistration(value: number | undefined) {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 1 || value > SEATS_PER_REGISTRATION_MAX)
    throw new DomainError(EVENT_MESSAGES.seatsPerRegistration, { field: "seatsPerRegistration" });
  return value;
}

export function checkedRegistrationDeadline(value: string | null | undefined) {
  if (value === undefined || value === null) return value;
  const at = new Date(value);
  if (Number.isNaN(at.getTime()))
    throw new DomainError(EVENT_MESSAGES.registrationDeadline, { field: "registrationDeadline" });
  return at.toISOString();
}

/** The registration columns of `fields` that were given, for an insert or an update. */
export function registrationColumns(fields: Partial<EventFields>) {
  return {
    ...(fields.registrationOpen !== undefined && { registration_open: fields.registrationOpen }),
    ...(fields.registrationDeadline !== undefined && {
      registration_deadline: checkedRegistrationDeadline(fields.registrationDeadline) ?? null,
    }),
    ...(fields.seatsPerRegistration !== undefined && {
      seats_per_registration: checkedSeatsPerRegistration(fields.seatsPerRegistration),
    }),
    ...(fields.waitingList !== undefined && { waiting_list: fields.waitingList }),
  };
}

/** The event row of a new event; also used when the content form creates an event. */
export async function insertEventRow(trx: Executor, contentId: string, fields: EventFields) {
  const eventTime = checkedEventTime(fields.eventTime) ?? null;
  checkEventText({ location: fields.location, locationTa: fields.locationTa });
  await trx
    .insertInto("event")
    .values({
      content_id: contentId,
      event_date: checkedEventDate(fields.eventDate),
      event_time: eventTime,
      end_time: checkedEndTime(fields.endTime, eventTime),
      location: fields.location?.trim() || null,
      location_ta: fields.locationTa?.trim() || null,
      category: checkedEventCategory(fields.category) ?? DEFAULT_EVENT_CATEGORY,
      is_featured: fields.isFeatured ?? false,
      max_participants: checkedMaxParticipants(fields.maxParticipants) ?? null,
      registration_required: fields.registrationRequired ?? false,
      ...registrationColumns(fields),
    })
    .execute();
}
