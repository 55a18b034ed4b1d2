// Taking and giving back an event's seats (issue 29). Every change of seats happens in one
// transaction with the event's count, its row locked first (lockEventSeats), so two parents can
// never both take the last seat: the second reads the count the first left and joins the waiting
// list. Seats freed (a cancellation, more seats made available) go to the waiting families in the
// order they joined, each marked as moved up.
import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";
import { REGISTRATION_MESSAGES } from "~/copy/registrations";
import { type ClosedReason, registrationWindow } from "~/lib/registration-window";
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, type RegistrationAnswers } from "~/lib/schemas/registration";
import { type Actor, auditBy } from "../audit.server";
import { lockEventSeats } from "../db/dialect.server";
import { DomainError } from "../domain-error.server";
import { eventQuery, selectEvents, toSchoolEvent } from "../events/rows.server";
import { queueOfficeLetter, registrationLetter } from "../mail/office-mail.server";
import { wakeMailSender } from "../mail/sender.server";
import { queueRegistrationPush } from "../push/office-push.server";
import { wakePushSender } from "../push/sender.server";
import { type Executor, inTransaction } from "../transaction.server";
import { type Registration, registrationById, toRegistration } from "./queries.server";

/** Why a registration was refused: the public route says it in the page's language. */
export type RefusalCode = ClosedReason | "not-found" | "seats";

export class RegistrationRefused extends DomainError {
  override name = "RegistrationRefused";
  constructor(
    readonly code: RefusalCode,
    message: string,
    options: { field?: string; status?: 400 | 404 | 409 } = {},
  ) {
    super(message, { status: options.status ?? 409, field: options.field });
  }
}

const CLOSED_MESSAGES: Record<ClosedReason, string> = {
  "switched-off": REGISTRATION_MESSAGES.closed,
  deadline: REGISTRATION_MESSAGES.closed,
  started: REGISTRATION_MESSAGES.closed,
  full: REGISTRATION_MESSAGES.full,
};

export type RegisterOptions = {
  /** The page's language, kept for what the family is told later. */
  locale?: string;
  /** Kept, but sent while its address was beyond the allowance (as enquiries are). */
  suspectedSpam?: boolean;
  /** A registration the office took by phone: no deadline or switch applies, the seats still do. */
  byOffice?: Actor;
  now?: Date;
  executor?: Executor;
};

export type RegisterResult = {
  registration: Registration;
  /** The same registration sent again (a second tap, a retry): nothing new was written. */
  repeated: boolean;
};

/** Reads the event's seats and settings inside the transaction, after its row was locked. */
async function lockedEvent(trx: Executor, eventId: string) {
  await lockEventSeats(trx, eventId);
  const row = await selectEvents(eventQuery(trx)).where("event.content_id", "=", eventId).executeTakeFirst();
  if (!row) return undefined;
  const event = toSchoolEvent(row);
  return {
    id: event.id,
    title: event.title,
    visible:
      event.status === "published" &&
      (event.publishedAt === null || new Date(event.publishedAt) <= new Date()),
    facts: event,
  };
}

type LockedEvent = NonNullable<Awaited<ReturnType<typeof lockedEvent>>>;

function newReference(): string {
  let code = "";
  for (let index = 0; index < REFERENCE_LENGTH; index++)
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return code;
}

/**
 * What makes two registrations the same: the event, the phone and the child (names compared
 * without case or extra spaces). A family sending the form again, whatever else it changed, gets
 * the registration it already has rather than a second one.
 */
export function registrationFingerprint(eventId: string, phone: string, childName: string): string {
  const child = childName.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-IN");
  return createHash("sha256")
    .update(JSON.stringify([eventId, phone, child]))
    .digest("base64url");
}

/**
 * Registers a family for the event: with seats left, registered; when full, on the waiting list
 * (if the event offers one), numbered after the last family that joined. Refused with a
 * RegistrationRefused when the event takes no registrations (now), or too many seats are asked.
 */
export async function register(
  eventId: string,
  answers: RegistrationAnswers,
  options: RegisterOptions = {},
): Promise<RegisterResult> {
  const now = options.now ?? new Date();
  const result = await inTransaction(async (trx) => {
    const event = await lockedEvent(trx, eventId);
    if (!event?.facts.registrationRequired || (!options.byOffice && !event.visible))
      throw new RegistrationRefused("not-found", REGISTRATION_MESSAGES.notRequired, { status: 404 });
    const window = registrationWindow(event.facts, now);
    if (!options.byOffice && window?.state === "closed")
      throw new RegistrationRefused(window.reason, CLOSED_MESSAGES[window.reason]);
    if (answers.seats > event.facts.registration.seatsPerRegistration)
      throw new RegistrationRefused("seats", REGISTRATION_MESSAGES.tooManySeats, {
        status: 400,
        field: "seats",
      });

    const fingerprint = registrationFingerprint(eventId, answers.phone, answers.childName);
    const earlier = await trx
      .selectFrom("event_registration")
      .selectAll()
      .where("event_id", "=", eventId)
      .where("fingerprint", "=", fingerprint)
      .where("status", "in", ["registered", "waiting"])
      .executeTakeFirst();
    if (earlier) {
      await trx
        .updateTable("event_registration")
        .set({ times_sent: Number(earlier.times_sent) + 1, last_sent_at: now.toISOString() })
        .where("id", "=", earlier.id)
        .execute();
      return {
        registration: await registrationById(earlier.id, trx).then((found) => found!),
        repeated: true,
      };
    }

    const seated = fits(event, answers.seats);
    if (!seated && !event.facts.registration.waitingList)
      throw new RegistrationRefused("full", REGISTRATION_MESSAGES.full);
    const id = randomUUID();
    await trx
      .insertInto("event_registration")
      .values({
        id,
        event_id: eventId,
        reference: newReference(),
        access_token: randomBytes(18).toString("base64url"),
        status: seated ? "registered" : "waiting",
        queue_number: seated ? null : await nextQueueNumber(trx, eventId),
        parent_name: answers.parentName,
        phone: answers.phone,
        email: answers.email ?? null,
        child_name: answers.childName,
        child_class: answers.childClass,
        school_slug: answers.school,
        seats: answers.seats,
        note: answers.note ?? null,
        locale: options.locale ?? "en",
        source: options.byOffice ? "office" : "site",
        suspected_spam: options.suspectedSpam ?? false,
        fingerprint,
        created_at: now.toISOString(),
        last_sent_at: now.toISOString(),
        created_by: options.byOffice?.id ?? null,
      })
      .execute();
    if (seated) await setSeatsTaken(trx, eventId, event.facts.registration.seatsTaken + answers.seats);
    if (options.byOffice)
      await auditBy(
        options.byOffice,
        "created",
        "event_registration",
        id,
        `Added ${answers.parentName}'s registration for "${event.title}" (${seated ? "registered" : "waiting list"})`,
        trx,
      );
    const registration = (await registrationById(id, trx))!;
    // The office's e-mail is written with the registration; one the office added itself, or kept
    // as suspected spam, sends none.
    if (!options.byOffice && !options.suspectedSpam) {
      await queueOfficeLetter(
        trx,
        registrationLetter(registration, event.title),
        registration.schoolSlug,
        now,
      );
      await queueRegistrationPush(trx, registration, event.title, now);
    }
    return { registration, repeated: false };
  }, options.executor);
  if (!result.repeated) {
    wakeMailSender();
    wakePushSender();
  }
  return result;
}

function fits(event: LockedEvent, seats: number) {
  const total = event.facts.maxParticipants;
  return total === null || event.facts.registration.seatsTaken + seats <= total;
}

async function nextQueueNumber(trx: Executor, eventId: string): Promise<number> {
  const row = await trx
    .selectFrom("event_registration")
    .select((eb) => eb.fn.max("queue_number").as("last"))
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

async function setSeatsTaken(trx: Executor, eventId: string, seats: number) {
  await trx.updateTable("event").set({ seats_taken: seats }).where("content_id", "=", eventId).execute();
}

/**
 * Gives the event's free seats to the waiting families in the order they joined, each whose seats
 * fit (a family of four does not hold back a family of one behind it). Returns those moved up.
 */
export async function moveUpWaiting(
  trx: Executor,
  eventId: string,
  actor?: Actor,
  now = new Date(),
): Promise<Registration[]> {
  const event = await lockedEvent(trx, eventId);
  if (!event) return [];
  const total = event.facts.maxParticipants;
  let taken = event.facts.registration.seatsTaken;
  const waiting = await trx
    .selectFrom("event_registration")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("status", "=", "waiting")
    .orderBy("queue_number", "asc")
    .execute();
  const moved: string[] = [];
  for (const row of waiting) {
    if (total !== null && taken + Number(row.seats) > total) continue;
    taken += Number(row.seats);
    moved.push(row.id);
  }
  if (moved.length === 0) return [];
  await trx
    .updateTable("event_registration")
    .set({ status: "registered", moved_up_at: now.toISOString() })
    .where("id", "in", moved)
    .execute();
  await setSeatsTaken(trx, eventId, taken);
  if (actor)
    await auditBy(
      actor,
      "changed",
      "event_registration",
      eventId,
      `Moved ${moved.length} waiting ${moved.length === 1 ? "family" : "families"} up for "${event.title}"`,
      trx,
    );
  const rows = await trx
    .selectFrom("event_registration")
    .selectAll()
    .where("id", "in", moved)
    .orderBy("queue_number", "asc")
    .execute();
  return rows.map(toRegistration);
}

/**
 * A registration with its event's row locked first (the seats it holds may change), then the
 * registration read again under that lock; refused when it no longer exists.
 */
async function lockedRegistration(trx: Executor, id: string) {
  const found = await trx
    .selectFrom("event_registration")
    .select("event_id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!found) throw new RegistrationRefused("not-found", REGISTRATION_MESSAGES.notFound, { status: 404 });
  const event = await lockedEvent(trx, found.event_id);
  const row = await trx
    .selectFrom("event_registration")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return { event, row };
}

export type CancelResult = { registration: Registration; movedUp: Registration[] };

/**
 * Cancels a registration (by its parent when `actor` is undefined, else by the office with a
 * reason); its seats go to the waiting list at once.
 */
export async function cancelRegistration(
  id: string,
  options: { actor?: Actor; reason?: string; now?: Date } = {},
): Promise<CancelResult> {
  const now = options.now ?? new Date();
  return inTransaction(async (trx) => {
    const { event, row } = await lockedRegistration(trx, id);
    if (row.status === "cancelled")
      throw new RegistrationRefused("not-found", REGISTRATION_MESSAGES.alreadyCancelled, { status: 409 });
    await trx
      .updateTable("event_registration")
      .set({
        status: "cancelled",
        cancelled_at: now.toISOString(),
        cancel_reason: options.reason ?? null,
        cancelled_by: options.actor ? (options.actor.name ?? "Staff") : "parent",
      })
      .where("id", "=", id)
      .execute();
    if (row.status === "registered" && event)
      await setSeatsTaken(
        trx,
        row.event_id,
        Math.max(0, event.facts.registration.seatsTaken - Number(row.seats)),
      );
    if (options.actor)
      await auditBy(
        options.actor,
        "changed",
        "event_registration",
        id,
        `Cancelled ${row.parent_name}'s registration for "${event?.title ?? "an event"}": ${options.reason ?? ""}`.trim(),
        trx,
      );
    const movedUp = row.status === "registered" ? await moveUpWaiting(trx, row.event_id, undefined, now) : [];
    return { registration: (await registrationById(id, trx))!, movedUp };
  });
}

/** The office moves one waiting family up by hand, ahead of others, when its seats fit. */
export async function moveUpByHand(id: string, actor: Actor, now = new Date()): Promise<Registration> {
  return inTransaction(async (trx) => {
    const { event, row } = await lockedRegistration(trx, id);
    if (row.status !== "waiting" || !event)
      throw new RegistrationRefused("not-found", REGISTRATION_MESSAGES.notWaiting, { status: 409 });
    if (!fits(event, Number(row.seats)))
      throw new RegistrationRefused("full", REGISTRATION_MESSAGES.noSeatsForMoveUp, { status: 409 });
    await trx
      .updateTable("event_registration")
      .set({ status: "registered", moved_up_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    await setSeatsTaken(trx, row.event_id, event.facts.registration.seatsTaken + Number(row.seats));
    await auditBy(
      actor,
      "changed",
      "event_registration",
      id,
      `Moved ${row.parent_name} up from the waiting list for "${event.title}"`,
      trx,
    );
    return (await registrationById(id, trx))!;
  });
}

/** Marks a registered family as come (or not, to undo a wrong tap) at the gate. */
export async function markAttended(
  id: string,
  attended: boolean,
  actor: Actor,
  now = new Date(),
): Promise<Registration> {
  return inTransaction(async (trx) => {
    const row = await trx
      .selectFrom("event_registration")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new RegistrationRefused("not-found", REGISTRATION_MESSAGES.notFound, { status: 404 });
    if (row.status !== "registered")
      throw new RegistrationRefused("not-found", REGISTRATION_MESSAGES.notRegistered, { status: 409 });
    await trx
      .updateTable("event_registration")
      .set({ attended_at: attended ? now.toISOString() : null })
      .where("id", "=", id)
      .execute();
    await auditBy(
      actor,
      "changed",
      "event_registration",
      id,
      `${attended ? "Marked" : "Unmarked"} ${row.parent_name} as attended`,
      trx,
    );
    return (await registrationById(id, trx))!;
  });
}
