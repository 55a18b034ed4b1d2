// Events: a content item of kind event with its calendar date (yyyy-MM-dd), time, place and
// registration details. Events are always published; "today" is the date in Asia/Kolkata.
import { EVENT_MESSAGES, EVENTS_ADMIN_PAGE_SIZE } from "~/copy/admin-events";
import { isEventCategory } from "~/copy/categories";
import { EVENTS_PAGE_SIZE } from "~/copy/limits";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { isEventImageAddress } from "~/lib/schemas/events";
import { type Actor, auditBy } from "../audit.server";
import { insertContentRecord, publiclyVisible, updateContentRecord } from "../content/record.server";
import { type ContentSnapshot, deleteContentRecord, restoreContentRecord } from "../content/snapshot.server";
import { db } from "../db/db.server";
import { DomainError } from "../domain-error.server";
import { type Paged, type PageRequest, page, pageCountOf } from "../paging.server";
import { moveUpWaiting } from "../registrations/seats.server";
import { type Executor, inTransaction } from "../transaction.server";
import {
  checkEventText,
  checkedEndTime,
  checkedEventCategory,
  checkedEventDate,
  checkedEventTime,
  checkedMaxParticipants,
  type EventFields,
  type EventFilter,
  eventQuery,
  insertEventRow,
  registrationColumns,
  type SchoolEvent,
  selectEvents,
  toSchoolEvent,
} from "./rows.server";

export type { EventFilter, SchoolEvent };

/** The calendar feed carries at most this many events. */
const CALENDAR_EVENTS_MAX = 200;

export { todayInSchoolTimeZone };

export type EventInput = EventFields & {
  title: string;
  description?: string | null;
  body?: string | null;
  titleTa?: string | null;
  descriptionTa?: string | null;
  bodyTa?: string | null;
  imageUrl?: string | null;
  mediaId?: string | null;
};

function published(query: ReturnType<typeof eventQuery>) {
  return query.where((eb) => publiclyVisible(eb));
}

/** Published events from today on, soonest first (featured ones before the rest when asked). */
async function eventsFromToday(request: PageRequest, now: Date, featuredFirst: boolean) {
  const { limit, offset } = page(request, EVENTS_PAGE_SIZE);
  const rows = await selectEvents(
    published(eventQuery()).where("event.event_date", ">=", todayInSchoolTimeZone(now)),
  )
    .$if(featuredFirst, (query) => query.orderBy("event.is_featured", "desc"))
    .orderBy("event.event_date", "asc")
    // A whole-day event first on its day, on both engines (PostgreSQL sorts nulls last by default).
    .orderBy("event.event_time", (order) => order.asc().nullsFirst())
    .orderBy("content.id", "asc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toSchoolEvent);
}

/** Published events from today on, soonest first. */
export function upcomingEvents(request: PageRequest = {}, now = new Date()): Promise<SchoolEvent[]> {
  return eventsFromToday(request, now, false);
}

/** Upcoming events as /events lists them: featured ones first, then the rest, each soonest first. */
export function upcomingEventsFeaturedFirst(
  request: PageRequest = {},
  now = new Date(),
): Promise<SchoolEvent[]> {
  return eventsFromToday(request, now, true);
}

/** How many published events lie before today (/events shows only the most recent). */
export async function countPastEvents(now = new Date()): Promise<number> {
  const row = await published(eventQuery())
    .where("event.event_date", "<", todayInSchoolTimeZone(now))
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Published events before today, the most recent first. */
export async function pastEvents(request: PageRequest = {}, now = new Date()): Promise<SchoolEvent[]> {
  const { limit, offset } = page(request, EVENTS_PAGE_SIZE);
  const rows = await selectEvents(
    published(eventQuery()).where("event.event_date", "<", todayInSchoolTimeZone(now)),
  )
    .orderBy("event.event_date", "desc")
    .orderBy("event.event_time", (order) => order.desc().nullsLast())
    .orderBy("content.id", "asc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toSchoolEvent);
}

/** Published events on or after a date, soonest first: the calendar feed. */
export async function publishedEventsSince(
  date: string,
  limit = CALENDAR_EVENTS_MAX,
): Promise<SchoolEvent[]> {
  const rows = await selectEvents(published(eventQuery()).where("event.event_date", ">=", date))
    .orderBy("event.event_date", "asc")
    .orderBy("content.id", "asc")
    .limit(page({ limit }, CALENDAR_EVENTS_MAX).limit)
    .execute();
  return rows.map(toSchoolEvent);
}

/** One event for /events/<slug>: published only, unless staff are previewing. */
export async function eventBySlug(slug: string, options: { staff?: boolean } = {}) {
  let query = eventQuery().where("content.slug", "=", slug);
  if (!options.staff) query = published(query);
  const row = await selectEvents(query).executeTakeFirst();
  return row && toSchoolEvent(row);
}

/** Every event for Events Management by date, with the number found ('N event(s) found'). */
export async function allEvents(filter: EventFilter = {}): Promise<Paged<SchoolEvent>> {
  const { limit, offset } = page(filter);
  const query = filter.category ? eventQuery().where("event.category", "=", filter.category) : eventQuery();
  const [rows, total] = await Promise.all([
    selectEvents(query)
      .orderBy("event.event_date", "asc")
      .orderBy("event.event_time", (order) => order.asc().nullsFirst())
      .orderBy("content.id", "asc")
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toSchoolEvent), total: Number(total.count) };
}

/** The admin list's query: a category from the spec's list, and a page counted from 1. */
export type AdminEventsQuery = { category?: string; page?: number };

export type AdminEventsPage = Paged<SchoolEvent> & { page: number; pageCount: number; pageSize: number };

/**
 * One page of Events Management, by date as the spec orders them, with the number found. Without a
 * page asked for, the page that holds the first event from today on (in India), so the office
 * lands on what is coming up rather than on last year's events.
 */
export async function eventsForAdmin(
  query: AdminEventsQuery = {},
  now = new Date(),
  pageSize = EVENTS_ADMIN_PAGE_SIZE,
): Promise<AdminEventsPage> {
  const category = query.category && isEventCategory(query.category) ? query.category : undefined;
  const filtered = category ? eventQuery().where("event.category", "=", category) : eventQuery();
  const count = async (q: typeof filtered) =>
    Number((await q.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow()).count);
  const [total, before] = await Promise.all([
    count(filtered),
    query.page === undefined
      ? count(filtered.where("event.event_date", "<", todayInSchoolTimeZone(now)))
      : Promise.resolve(0),
  ]);
  const pageCount = pageCountOf(total, pageSize);
  const wanted = query.page ?? Math.floor(before / pageSize) + 1;
  const current = Math.min(Math.max(Math.floor(wanted) || 1, 1), pageCount);
  const rows = await selectEvents(filtered)
    .orderBy("event.event_date", "asc")
    // A whole-day event first on its day, on both engines (PostgreSQL sorts nulls last by default).
    .orderBy("event.event_time", (order) => order.asc().nullsFirst())
    .orderBy("content.id", "asc")
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return { items: rows.map(toSchoolEvent), total, page: current, pageCount, pageSize };
}

export async function eventById(id: string): Promise<SchoolEvent | undefined> {
  const row = await selectEvents(eventQuery().where("content.id", "=", id)).executeTakeFirst();
  return row && toSchoolEvent(row);
}
async function reload(trx: Executor, id: string) {
  return toSchoolEvent(
    await selectEvents(eventQuery(trx).where("content.id", "=", id)).executeTakeFirstOrThrow(),
  );
}

/**
 * The event's picture: a media library file by its id (its own URL is used, whatever was sent), or
 * an address on this site or https. Nothing when neither is given (an update that keeps it).
 */
async function checkedPicture(trx: Executor, input: Pick<EventInput, "imageUrl" | "mediaId">) {
  if (input.imageUrl === undefined && input.mediaId === undefined) return {};
  const mediaId = input.mediaId?.trim();
  if (mediaId) {
    const media = await trx
      .selectFrom("media")
      .select(["id", "url"])
      .where("id", "=", mediaId)
      .executeTakeFirst();
    if (!media) throw new DomainError(EVENT_MESSAGES.imageGone, { field: "imageUrl" });
    return { featuredImage: media.url, featuredMediaId: media.id };
  }
  const url = input.imageUrl?.trim() || null;
  if (url !== null && !isEventImageAddress(url))
    throw new DomainError(EVENT_MESSAGES.image, { field: "imageUrl" });
  return { featuredImage: url, featuredMediaId: null };
}

export async function createEvent(
  input: EventInput,
  actor: Actor,
  executor: Executor = db(),
): Promise<SchoolEvent> {
  checkEventText(input);
  return inTransaction(async (trx) => {
    const item = await insertContentRecord(
      trx,
      "event",
      {
        title: input.title,
        summary: input.description,
        body: input.body,
        titleTa: input.titleTa,
        summaryTa: input.descriptionTa,
        bodyTa: input.bodyTa,
        ...(await checkedPicture(trx, input)),
        status: "published",
      },
      actor,
    );
    await insertEventRow(trx, item.id, input);
    await auditBy(actor, "created", "event", item.id, `Created event "${item.title}"`, trx);
    return reload(trx, item.id);
  }, executor);
}

/**
 * Changes an event; a field left undefined keeps its value. With `expectedUpdatedAt` (the edit
 * form's copy), a save made by someone else since is refused with STALE_EDIT_MESSAGE (409).
 */
export async function updateEvent(
  id: string,
  changes: Partial<EventInput>,
  actor: Actor,
  options: { expectedUpdatedAt?: string | null } = {},
): Promise<SchoolEvent> {
  checkEventText(changes);
  return inTransaction(async (trx) => {
    const item = await updateContentRecord(
      trx,
      id,
      "event",
      {
        title: changes.title,
        summary: changes.description,
        body: changes.body,
        titleTa: changes.titleTa,
        summaryTa: changes.descriptionTa,
        bodyTa: changes.bodyTa,
        ...(await checkedPicture(trx, changes)),
        status: "published",
      },
      actor,
      { expectedUpdatedAt: options.expectedUpdatedAt },
    );
    const stored = await trx
      .selectFrom("event")
      .select(["event_time", "end_time"])
      .where("content_id", "=", id)
      .executeTakeFirstOrThrow();
    const eventTime =
      changes.eventTime !== undefined ? (checkedEventTime(changes.eventTime) ?? null) : stored.event_time;
    // A new start time is checked against the end time kept, as much as a new end time is.
    const endTime =
      changes.endTime !== undefined || changes.eventTime !== undefined
        ? checkedEndTime(changes.endTime !== undefined ? changes.endTime : stored.end_time, eventTime)
        : undefined;
    const set = {
      ...(changes.eventDate !== undefined && { event_date: checkedEventDate(changes.eventDate) }),
      ...(changes.eventTime !== undefined && { event_time: eventTime }),
      ...(endTime !== undefined && { end_time: endTime }),
      ...(changes.location !== undefined && { location: changes.location?.trim() || null }),
      ...(changes.locationTa !== undefined && { location_ta: changes.locationTa?.trim() || null }),
      ...(changes.category !== undefined && { category: checkedEventCategory(changes.category) }),
      ...(changes.isFeatured !== undefined && { is_featured: changes.isFeatured }),
      ...(changes.maxParticipants !== undefined && {
        max_participants: checkedMaxParticipants(changes.maxParticipants),
      }),
      ...(changes.registrationRequired !== undefined && {
        registration_required: changes.registrationRequired,
      }),
      ...registrationColumns(changes),
    };
    if (Object.keys(set).length > 0)
      await trx.updateTable("event").set(set).where("content_id", "=", id).execute();
    // More seats, or a waiting list switched on again: the first waiting families move up.
    if (changes.maxParticipants !== undefined) await moveUpWaiting(trx, id, actor);
    await auditBy(actor, "updated", "event", id, `Updated event "${item.title}"`, trx);
    return reload(trx, id);
  });
}

export async function deleteEvent(id: string, actor: Actor): Promise<ContentSnapshot | undefined> {
  return inTransaction(async (trx) => {
    const snapshot = await deleteContentRecord(trx, id, "event");
    if (snapshot) await auditBy(actor, "deleted", "event", id, `Deleted event "${snapshot.title}"`, trx);
    return snapshot;
  });
}

/**
 * Undo of a delete: the event back exactly as it was — its id, slug, picture, dates and the time
 * it was last saved — unless its slug has been taken meanwhile (409).
 */
export async function restoreEvent(snapshot: ContentSnapshot, actor: Actor): Promise<SchoolEvent> {
  if (snapshot.kind !== "event" || typeof snapshot.content.id !== "string")
    throw new DomainError("This is not an event and cannot be restored here.", { status: 409 });
  const id = snapshot.content.id;
  return inTransaction(async (trx) => {
    await restoreContentRecord(trx, snapshot);
    await auditBy(actor, "restored", "event", id, `Restored event "${snapshot.title}"`, trx);
    return reload(trx, id);
  });
}
