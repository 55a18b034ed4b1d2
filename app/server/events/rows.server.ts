// The event row: its shape, mapping and checks, shared by the event reads and commands and by
// the content form when it creates an event.
import { DEFAULT_EVENT_CATEGORY, isEventCategory } from "~/copy/categories";
import { isCalendarDate } from "~/copy/locale";
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
  imageUrl: string | null;
  mediaId: string | null;
  status: ContentItem["status"];
  /** A future moment means scheduled: the public sees the event from then on. */
  publishedAt: string | null;
  eventDate: string;
  eventTime: string | null;
  location: string | null;
  category: string;
  isFeatured: boolean;
  maxParticipants: number | null;
  registrationRequired: boolean;
  updatedAt: string;
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
    "content.featured_image",
    "content.featured_media_id",
    "content.status",
    "content.published_at",
    "content.updated_at",
    "event.event_date",
    "event.event_time",
    "event.location",
    "event.category",
    "event.is_featured",
    "event.max_participants",
    "event.registration_required",
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
    imageUrl: row.featured_image,
    mediaId: row.featured_media_id,
    status: row.status,
    publishedAt: instant(row.published_at),
    eventDate: row.event_date,
    eventTime: row.event_time,
    location: row.location,
    category: row.category || DEFAULT_EVENT_CATEGORY,
    isFeatured: bool(row.is_featured),
    maxParticipants: row.max_participants === null ? null : Number(row.max_participants),
    registrationRequired: bool(row.registration_required),
    updatedAt: instant(row.updated_at),
  };
}

/** A real calendar date written yyyy-MM-dd. */
export function checkedEventDate(value: string | undefined): string {
  const date = value?.trim() ?? "";
  if (!isCalendarDate(date)) throw new DomainError("Pick a valid event date.", { field: "eventDate" });
  return date;
}

export function checkedEventCategory(category: string | undefined) {
  if (category === undefined) return undefined;
  if (!isEventCategory(category))
    throw new DomainError("Choose an event category from the list.", { field: "category" });
  return category;
}

export function checkedMaxParticipants(value: number | null | undefined) {
  if (value === undefined || value === null) return value;
  if (!Number.isInteger(value) || value < 1)
    throw new DomainError("Maximum participants must be a whole number above zero, or empty for unlimited.", {
      field: "maxParticipants",
    });
  return value;
}

export type EventFields = {
  eventDate: string;
  eventTime?: string | null;
  location?: string | null;
  category?: string;
  isFeatured?: boolean;
  maxParticipants?: number | null;
  registrationRequired?: boolean;
};

/** The event row of a new event; also used when the content form creates an event. */
export async function insertEventRow(trx: Executor, contentId: string, fields: EventFields) {
  await trx
    .insertInto("event")
    .values({
      content_id: contentId,
      event_date: checkedEventDate(fields.eventDate),
      event_time: fields.eventTime?.trim() || null,
      location: fields.location?.trim() || null,
      category: checkedEventCategory(fields.category) ?? DEFAULT_EVENT_CATEGORY,
      is_featured: fields.isFeatured ?? false,
      max_participants: checkedMaxParticipants(fields.maxParticipants) ?? null,
      registration_required: fields.registrationRequired ?? false,
    })
    .execute();
}
