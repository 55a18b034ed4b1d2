// Events: a content item of kind event with its calendar date (yyyy-MM-dd), time, place and
// registration details. Events are always published; "today" is the date in Asia/Kolkata.
import { EVENTS_PAGE_SIZE } from "~/copy/limits";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { type Actor, auditBy } from "../audit.server";
import { insertContentRecord, publiclyVisible, updateContentRecord } from "../content/record.server";
import { type ContentSnapshot, deleteContentRecord } from "../content/snapshot.server";
import { db } from "../db/db.server";
import { type Paged, type PageRequest, page } from "../paging.server";
import { type Executor, inTransaction } from "../transaction.server";
import {
  checkedEventCategory,
  checkedEventDate,
  checkedMaxParticipants,
  type EventFields,
  type EventFilter,
  eventQuery,
  insertEventRow,
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
    .orderBy("event.event_time", "asc")
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
    .orderBy("event.event_time", "desc")
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
      .orderBy("event.event_time", "asc")
      .orderBy("content.id", "asc")
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toSchoolEvent), total: Number(total.count) };
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

export async function createEvent(
  input: EventInput,
  actor: Actor,
  executor: Executor = db(),
): Promise<SchoolEvent> {
  return inTransaction(async (trx) => {
    const item = await insertContentRecord(
      trx,
      "event",
      {
        title: input.title,
        summary: input.description,
        body: input.body,
        featuredImage: input.imageUrl,
        featuredMediaId: input.mediaId,
        status: "published",
      },
      actor,
    );
    await insertEventRow(trx, item.id, input);
    await auditBy(actor, "created", "event", item.id, `Created event "${item.title}"`, trx);
    return reload(trx, item.id);
  }, executor);
}

export async function updateEvent(
  id: string,
  changes: Partial<EventInput>,
  actor: Actor,
): Promise<SchoolEvent> {
  return inTransaction(async (trx) => {
    const item = await updateContentRecord(
      trx,
      id,
      "event",
      {
        title: changes.title,
        summary: changes.description,
        body: changes.body,
        featuredImage: changes.imageUrl,
        featuredMediaId: changes.mediaId,
        status: "published",
      },
      actor,
    );
    const set = {
      ...(changes.eventDate !== undefined && { event_date: checkedEventDate(changes.eventDate) }),
      ...(changes.eventTime !== undefined && { event_time: changes.eventTime?.trim() || null }),
      ...(changes.location !== undefined && { location: changes.location?.trim() || null }),
      ...(changes.category !== undefined && { category: checkedEventCategory(changes.category) }),
      ...(changes.isFeatured !== undefined && { is_featured: changes.isFeatured }),
      ...(changes.maxParticipants !== undefined && {
        max_participants: checkedMaxParticipants(changes.maxParticipants),
      }),
      ...(changes.registrationRequired !== undefined && {
        registration_required: changes.registrationRequired,
      }),
    };
    if (Object.keys(set).length > 0)
      await trx.updateTable("event").set(set).where("content_id", "=", id).execute();
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
