// An event's registrations screen and check-in view (app/routes/admin/event-registrations.tsx,
// event-check-in.tsx): the page as they show it, and one handler per intent of their actions
// (docs/decisions/013: the happy path only; dispatchIntent turns a refusal into the form's reply
// and a toast). The commands (seats.server.ts) lock the event's seats and audit every change.
import { data } from "react-router";
import {
  ATTENDANCE_SAVED,
  addedDescription,
  attendedDescription,
  cancelledDescription,
  ERROR_TITLE,
  REGISTRATION_ADDED,
  REGISTRATION_CANCELLED,
  REGISTRATION_MOVED_UP,
  REGISTRATION_SAVE_FAILED,
  registrationCountLabel,
} from "~/copy/admin-registrations";
import { ADMIN_PAGE_SIZE } from "~/copy/limits";
import { SITE_TIME_ZONE } from "~/copy/locale";
import { isRegistrationFilter, REGISTRATION_MESSAGES, type RegistrationFilter } from "~/copy/registrations";
import { SCHOOLS } from "~/copy/schools";
import { adminDateTime } from "~/lib/admin-format";
import { formatEventDate } from "~/lib/event-time";
import {
  addRegistrationSchema,
  attendedSchema,
  cancelRegistrationSchema as cancelSchema,
  moveUpSchema,
  type RegistrationIntent,
} from "~/lib/schemas/admin-registrations";
import { displayedReference } from "~/lib/schemas/registration";
import type { RegistrationRowView } from "~/views/registrations";
import { db } from "../db/db.server";
import { DomainError } from "../domain-error.server";
import { eventById, type SchoolEvent } from "../events/events.server";
import { failureToasts, type IntentContext, savedReply } from "../http/intents.server";
import { pageCountOf } from "../paging.server";
import type { SessionUser } from "../staff/auth.server";
import {
  listRegistrations,
  REGISTRATIONS_LIST_MAX,
  type Registration,
  registrationById,
  registrationCounts,
} from "./queries.server";
import { cancelRegistration, markAttended, moveUpByHand, register } from "./seats.server";

const SEARCH_MAX = 100;

/** The screen's address: a search, a filter and a page; anything else is ignored. */
export type RegistrationsQuery = { q?: string; filter?: RegistrationFilter; page: number };

export function registrationsQuery(params: URLSearchParams): RegistrationsQuery {
  const q = params.get("q")?.trim().slice(0, SEARCH_MAX) || undefined;
  const filter = params.get("filter") ?? "";
  const page = Number(params.get("page"));
  return {
    q,
    filter: isRegistrationFilter(filter) ? filter : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** "2026-12-05T18:00": an instant as a date-and-time input shows it, in India time. */
export function deadlineInput(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: SITE_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Every registration of each event asked for, cancelled ones too (what deleting it takes with it). */
export async function registrationTotals(eventIds: readonly string[]): Promise<Map<string, number>> {
  const totals = new Map<string, number>(eventIds.map((id) => [id, 0]));
  if (eventIds.length === 0) return totals;
  const rows = await db()
    .selectFrom("event_registration")
    .select((eb) => ["event_id", eb.fn.countAll().as("count")])
    .where("event_id", "in", [...eventIds])
    .groupBy("event_id")
    .execute();
  for (const row of rows) totals.set(row.event_id, Number(row.count));
  return totals;
}

const SCHOOL_NAMES = new Map<string, string>(SCHOOLS.map((school) => [school.slug, school.name]));

export function schoolName(slug: string | null) {
  return slug ? (SCHOOL_NAMES.get(slug) ?? slug) : null;
}

export function registrationRow(registration: Registration): RegistrationRowView {
  return {
    id: registration.id,
    reference: displayedReference(registration.reference),
    status: registration.status,
    queueNumber: registration.queueNumber,
    movedUp: registration.movedUpAt !== null,
    attended: registration.attendedAt !== null,
    parentName: registration.parentName,
    phone: registration.phone,
    email: registration.email,
    childName: registration.childName,
    childClass: registration.childClass,
    school: schoolName(registration.schoolSlug),
    seats: registration.seats,
    note: registration.note,
    byOffice: registration.source === "office",
    registeredAt: adminDateTime(registration.createdAt),
    cancelReason: registration.cancelReason,
  };
}

/** The event a screen is about; a missing one (or one not an event) is the admin's 404. */
export async function registrationsEvent(id: string | undefined): Promise<SchoolEvent> {
  const event = id ? await eventById(id) : undefined;
  if (!event) throw data(REGISTRATION_MESSAGES.eventNotFound, { status: 404 });
  return event;
}

/** The header's facts: title, date, the seats and the waiting list. */
export async function eventSummary(event: SchoolEvent) {
  const counts = (await registrationCounts([event.id])).get(event.id)!;
  return {
    id: event.id,
    title: event.title,
    dateLabel: formatEventDate(event.eventDate),
    countLabel: registrationCountLabel(counts.registeredSeats, event.maxParticipants, counts.waitingSeats),
    seatsPerRegistration: event.registration.seatsPerRegistration,
    registrationRequired: event.registrationRequired,
    counts,
  };
}

export async function registrationsPage(event: SchoolEvent, query: RegistrationsQuery) {
  const { items, total } = await listRegistrations(event.id, {
    filter: query.filter,
    search: query.q,
    limit: ADMIN_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_PAGE_SIZE,
  });
  return { rows: items.map(registrationRow), total, pageCount: pageCountOf(total, ADMIN_PAGE_SIZE) };
}

/** The check-in view: every registered family matching the search. */
export async function checkInFamilies(event: SchoolEvent, search: string | undefined) {
  const { items } = await listRegistrations(event.id, {
    filter: "registered",
    search,
    limit: REGISTRATIONS_LIST_MAX,
  });
  return items.map(registrationRow);
}

/**
 * A refusal's reason is the toast's text: a row's button has no field to show it beside, and a
 * dialog shows it under its field (or above the form) as well.
 */
export const failureToast = failureToasts({ title: ERROR_TITLE, fault: REGISTRATION_SAVE_FAILED });

type Context = IntentContext<SessionUser>;

/** A registration of another event, named in this event's address, is refused as not found. */
async function ownRegistration(eventId: string, id: string) {
  const registration = await registrationById(id);
  if (registration?.eventId !== eventId)
    throw new DomainError(REGISTRATION_MESSAGES.notFound, { status: 404 });
  return registration;
}

/** The handlers of one event's screen (its id from the address, read after the role check). */
export function registrationIntents(eventId: string) {
  return {
    "add-registration": async ({ parse, actor }: Context) => {
      const event = await eventById(eventId);
      if (!event) throw new DomainError(REGISTRATION_MESSAGES.eventNotFound, { status: 404 });
      const submission = parse(addRegistrationSchema(event.registration.seatsPerRegistration));
      if (submission.status !== "success")
        return data({ intent: "add-registration", result: submission.reply() }, { status: 400 });
      const { intent: _intent, ...answers } = submission.value;
      const { registration } = await register(event.id, answers, { byOffice: actor });
      return savedReply("add-registration", {
        type: "success",
        title: REGISTRATION_ADDED,
        description: addedDescription(
          registration.parentName,
          displayedReference(registration.reference),
          registration.status === "waiting",
        ),
      });
    },
    "cancel-registration": async ({ parse, actor }: Context) => {
      const submission = parse(cancelSchema);
      if (submission.status !== "success")
        return data({ intent: "cancel-registration", result: submission.reply() }, { status: 400 });
      await ownRegistration(eventId, submission.value.registrationId);
      const { registration, movedUp } = await cancelRegistration(submission.value.registrationId, {
        actor,
        reason: submission.value.reason,
      });
      return savedReply("cancel-registration", {
        type: "success",
        title: REGISTRATION_CANCELLED,
        description: cancelledDescription(
          registration.parentName,
          movedUp.map((family) => family.parentName),
        ),
      });
    },
    "move-up": async ({ parse, actor }: Context) => {
      const submission = parse(moveUpSchema);
      if (submission.status !== "success") throw new DomainError(REGISTRATION_MESSAGES.notFound);
      await ownRegistration(eventId, submission.value.registrationId);
      const registration = await moveUpByHand(submission.value.registrationId, actor);
      return savedReply("move-up", {
        type: "success",
        title: REGISTRATION_MOVED_UP,
        description: `${registration.parentName} is registered.`,
      });
    },
    "set-attended": async ({ parse, actor }: Context) => {
      const submission = parse(attendedSchema);
      if (submission.status !== "success") throw new DomainError(REGISTRATION_MESSAGES.notFound);
      await ownRegistration(eventId, submission.value.registrationId);
      const attended = submission.value.attended === "yes";
      const registration = await markAttended(submission.value.registrationId, attended, actor);
      return data({
        intent: "set-attended" as const,
        registrationId: registration.id,
        attended,
        toast: {
          type: "success" as const,
          title: ATTENDANCE_SAVED,
          description: attendedDescription(registration.parentName, attended),
        },
      });
    },
  } satisfies Record<RegistrationIntent, (context: Context) => Promise<unknown>>;
}
