// Reading registrations: one by its confirmation page's token or by the reference and phone a
// parent types to cancel, an event's list for the office (search and filter), the counts the
// events list and the dashboard show, and the rows of the CSV export.
import type { Selectable } from "kysely";
import { ADMIN_PAGE_SIZE } from "~/copy/limits";
import { startOfSchoolDay, todayInSchoolTimeZone } from "~/copy/locale";
import { FILLING_UP_SHARE, type RegistrationFilter } from "~/copy/registrations";
import { normalizedReference } from "~/lib/schemas/registration";
import { db } from "../db/db.server";
import type { EventRegistrationTable, RegistrationStatus } from "../db/schema";
import { columnContains } from "../db/text-search.server";
import { bool, instant } from "../db/values.server";
import { type Paged, type PageRequest, page } from "../paging.server";
import type { Executor } from "../transaction.server";

export type Registration = {
  id: string;
  eventId: string;
  /** Stored without the dash (displayedReference shows it). */
  reference: string;
  accessToken: string;
  status: RegistrationStatus;
  /** The order in which it joined the waiting list (kept once moved up); null if never waiting. */
  queueNumber: number | null;
  movedUpAt: string | null;
  attendedAt: string | null;
  parentName: string;
  /** Ten digits. */
  phone: string;
  email: string | null;
  childName: string;
  childClass: string;
  schoolSlug: string | null;
  seats: number;
  note: string | null;
  locale: string;
  source: "site" | "office";
  suspectedSpam: boolean;
  timesSent: number;
  createdAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  cancelledBy: string | null;
};

export function toRegistration(row: Selectable<EventRegistrationTable>): Registration {
  return {
    id: row.id,
    eventId: row.event_id,
    reference: row.reference,
    accessToken: row.access_token,
    status: row.status,
    queueNumber: row.queue_number === null ? null : Number(row.queue_number),
    movedUpAt: instant(row.moved_up_at),
    attendedAt: instant(row.attended_at),
    parentName: row.parent_name,
    phone: row.phone,
    email: row.email,
    childName: row.child_name,
    childClass: row.child_class,
    schoolSlug: row.school_slug,
    seats: Number(row.seats),
    note: row.note,
    locale: row.locale,
    source: row.source,
    suspectedSpam: bool(row.suspected_spam),
    timesSent: Number(row.times_sent),
    createdAt: instant(row.created_at),
    cancelledAt: instant(row.cancelled_at),
    cancelReason: row.cancel_reason,
    cancelledBy: row.cancelled_by,
  };
}

export async function registrationById(id: string, executor: Executor = db()) {
  const row = await executor
    .selectFrom("event_registration")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toRegistration(row);
}

/** The registration a confirmation page's address names (its secret token). */
export async function registrationByToken(token: string) {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(token)) return undefined;
  const row = await db()
    .selectFrom("event_registration")
    .selectAll()
    .where("access_token", "=", token)
    .executeTakeFirst();
  return row && toRegistration(row);
}

/** The event's registration a parent names by its reference code and phone (ten digits). */
export async function registrationForCancel(eventId: string, reference: string, phone: string) {
  const code = normalizedReference(reference);
  if (!code) return undefined;
  const row = await db()
    .selectFrom("event_registration")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("reference", "=", code)
    .where("phone", "=", phone)
    .executeTakeFirst();
  return row && toRegistration(row);
}

/**
 * A waiting family's place in the queue now: 1 + those still waiting who joined before it.
 */
export async function waitingPlace(registration: Registration): Promise<number | null> {
  if (registration.status !== "waiting" || registration.queueNumber === null) return null;
  const row = await db()
    .selectFrom("event_registration")
    .select((eb) => eb.fn.countAll().as("ahead"))
    .where("event_id", "=", registration.eventId)
    .where("status", "=", "waiting")
    .where("queue_number", "<", registration.queueNumber)
    .executeTakeFirstOrThrow();
  return Number(row.ahead) + 1;
}

/** More than any school event holds: the most rows one read returns (check-in, export). */
export const REGISTRATIONS_LIST_MAX = 10_000;

export type RegistrationListFilter = PageRequest & {
  filter?: RegistrationFilter;
  /** Matches the parent's or child's name, the phone or the reference. */
  search?: string;
};

function listQuery(eventId: string, filter: RegistrationListFilter) {
  let query = db().selectFrom("event_registration").where("event_id", "=", eventId);
  if (filter.filter === "attended")
    query = query.where("status", "=", "registered").where("attended_at", "is not", null);
  else if (filter.filter) query = query.where("status", "=", filter.filter);
  const search = filter.search?.trim();
  if (search) {
    const digits = search.replace(/\D/g, "");
    const code = search.replace(/[\s-]/g, "").toUpperCase();
    query = query.where((eb) =>
      eb.or([
        columnContains("parent_name", search),
        columnContains("child_name", search),
        ...(digits.length >= 3 ? [eb("phone", "like", `%${digits}%`)] : []),
        ...(code.length >= 4 ? [eb("reference", "like", `${code}%`)] : []),
      ]),
    );
  }
  return query;
}

/**
 * One page of an event's registrations for the office: registered first, then the waiting list in
 * its order, then the cancelled; the newest first within each.
 */
export async function listRegistrations(
  eventId: string,
  filter: RegistrationListFilter = {},
): Promise<Paged<Registration>> {
  // A page of the screen by default; the check-in view and the export ask for every row.
  const { limit, offset } = page(filter, ADMIN_PAGE_SIZE, REGISTRATIONS_LIST_MAX);
  const query = listQuery(eventId, filter);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy((eb) =>
        eb
          .case()
          .when("status", "=", "registered")
          .then(0)
          .when("status", "=", "waiting")
          .then(1)
          .else(2)
          .end(),
      )
      .orderBy("queue_number", "asc")
      .orderBy("created_at", "desc")
      .orderBy("id", "asc")
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toRegistration), total: Number(total.count) };
}

export type RegistrationCounts = {
  /** Seats held by registered families. */
  registeredSeats: number;
  registeredFamilies: number;
  waitingSeats: number;
  waitingFamilies: number;
  attendedFamilies: number;
};

const NO_REGISTRATIONS: RegistrationCounts = {
  registeredSeats: 0,
  registeredFamilies: 0,
  waitingSeats: 0,
  waitingFamilies: 0,
  attendedFamilies: 0,
};

/** The counts of each event asked for (events without registrations get zeros). */
export async function registrationCounts(
  eventIds: readonly string[],
): Promise<Map<string, RegistrationCounts>> {
  const counts = new Map<string, RegistrationCounts>(eventIds.map((id) => [id, { ...NO_REGISTRATIONS }]));
  if (eventIds.length === 0) return counts;
  const rows = await db()
    .selectFrom("event_registration")
    .select((eb) => [
      "event_id",
      "status",
      eb.fn.countAll().as("families"),
      eb.fn.sum("seats").as("seats"),
      eb.fn.count("attended_at").as("attended"),
    ])
    .where("event_id", "in", [...eventIds])
    .where("status", "in", ["registered", "waiting"])
    .groupBy(["event_id", "status"])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.event_id);
    if (!entry) continue;
    if (row.status === "registered") {
      entry.registeredSeats = Number(row.seats);
      entry.registeredFamilies = Number(row.families);
      entry.attendedFamilies = Number(row.attended);
    } else {
      entry.waitingSeats = Number(row.seats);
      entry.waitingFamilies = Number(row.families);
    }
  }
  return counts;
}

/** Registrations made today (India time) that still stand: registered or waiting. */
export async function registrationsToday(now = new Date()): Promise<number> {
  const row = await db()
    .selectFrom("event_registration")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("created_at", ">=", startOfSchoolDay(todayInSchoolTimeZone(now)))
    .where("status", "in", ["registered", "waiting"])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type FillingEvent = {
  id: string;
  title: string;
  eventDate: string;
  seatsTaken: number;
  seatsTotal: number;
  waitingFamilies: number;
};

/**
 * Upcoming events that take registrations and are at least FILLING_UP_SHARE full (or have a
 * waiting list), the fullest first, then the soonest: what the dashboard says the office should watch.
 */
export async function eventsFillingUp(now = new Date(), limit = 5): Promise<FillingEvent[]> {
  const rows = await db()
    .selectFrom("event")
    .innerJoin("content", "content.id", "event.content_id")
    .select([
      "content.id",
      "content.title",
      "event.event_date",
      "event.seats_taken",
      "event.max_participants",
    ])
    .where("event.registration_required", "=", true)
    .where("event.max_participants", "is not", null)
    .where("event.event_date", ">=", todayInSchoolTimeZone(now))
    .orderBy("event.event_date", "asc")
    .limit(200)
    .execute();
  const waiting = await registrationCounts(rows.map((row) => row.id));
  return rows
    .map((row) => ({
      id: row.id,
      title: row.title,
      eventDate: row.event_date,
      seatsTaken: Number(row.seats_taken),
      seatsTotal: Number(row.max_participants),
      waitingFamilies: waiting.get(row.id)?.waitingFamilies ?? 0,
    }))
    .filter((event) => event.waitingFamilies > 0 || event.seatsTaken >= event.seatsTotal * FILLING_UP_SHARE)
    .sort(
      (a, b) =>
        b.seatsTaken / b.seatsTotal - a.seatsTaken / a.seatsTotal || a.eventDate.localeCompare(b.eventDate),
    )
    .slice(0, limit);
}
