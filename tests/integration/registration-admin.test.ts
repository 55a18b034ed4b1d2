// The office's registrations screen (issue 29): the rules its action adds to the seats module's —
// a registration is changed only through its own event's address, a cancel needs a reason of at
// most 500 characters, a registration taken by phone passes the public form's rules — and the
// events screen's: an event with registrations is deleted only once staff answered the question,
// and Undo brings them back. The registration settings of the event form, read in India time.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { deleteWithRegistrationsQuestion } from "~/copy/admin-event-registration";
import { REGISTRATION_MESSAGES } from "~/copy/registrations";
import { deadlineInstant, parseSeatsPerRegistration } from "~/lib/schemas/events";
import type { Actor } from "~/server/audit.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import {
  deleteEventIntent,
  deleteEventWithRegistrationsIntent,
  restoreEventIntent,
} from "~/server/events/admin-page.server";
import { createEvent, eventById } from "~/server/events/events.server";
import type { IntentContext } from "~/server/http/intents.server";
import {
  deadlineInput,
  registrationIntents,
  registrationTotals,
} from "~/server/registrations/admin-page.server";
import { registrationById } from "~/server/registrations/queries.server";
import { register } from "~/server/registrations/seats.server";
import type { SessionUser } from "~/server/staff/auth.server";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

setupTestDatabase();

type Handler = (context: IntentContext<SessionUser>) => Promise<unknown>;

/** Runs one intent handler with this form, as dispatchIntent would; gives its answer or refusal. */
async function run(handler: Handler, fields: Record<string, string>, actor: Actor) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  try {
    const reply = await handler({
      request: new Request("http://localhost/admin/events", { method: "POST" }),
      form,
      user: actor as SessionUser,
      actor,
      parse: (schema) => parseWithZod(form, { schema }) as never,
    });
    return { reply: reply as { data: Record<string, unknown>; init?: { status?: number } | null } };
  } catch (error) {
    if (error instanceof DomainError) return { refused: error };
    throw error;
  }
}

async function eventWithSeats(actor: Actor, maxParticipants = 4) {
  return createEvent(
    {
      title: `Campus tour ${Math.random().toString(36).slice(2, 7)}`,
      eventDate: "2030-05-10",
      eventTime: "10:00",
      registrationRequired: true,
      maxParticipants,
    },
    actor,
  );
}

let phones = 0;
const answers = (seats = 1) => ({
  parentName: `Parent ${++phones}`,
  phone: `97${String(20_000_000 + phones).padStart(8, "0")}`,
  childName: `Child ${phones}`,
  childClass: "LKG",
  school: "zee-litera" as const,
  seats,
});

describe("the registrations screen's action", () => {
  it("changes a registration only through its own event's address", async () => {
    const actor = await insertUser();
    const [first, second] = [await eventWithSeats(actor), await eventWithSeats(actor)];
    const { registration } = await register(first.id, answers(), { byOffice: actor });
    const elsewhere = registrationIntents(second.id);
    for (const [intent, fields] of [
      ["set-attended", { attended: "yes" }],
      ["cancel-registration", { reason: "Wrong screen" }],
      ["move-up", {}],
    ] as const) {
      const outcome = await run(
        elsewhere[intent],
        { intent, registrationId: registration.id, ...fields },
        actor,
      );
      expect(outcome.refused?.message, intent).toBe(REGISTRATION_MESSAGES.notFound);
      expect(outcome.refused?.status, intent).toBe(404);
    }
    expect(await registrationById(registration.id)).toMatchObject({ status: "registered", attendedAt: null });
  });

  it("cancels only with a reason of at most 500 characters", async () => {
    const actor = await insertUser();
    const event = await eventWithSeats(actor);
    const { registration } = await register(event.id, answers(), { byOffice: actor });
    const cancel = registrationIntents(event.id)["cancel-registration"];
    for (const [reason, message] of [
      ["   ", REGISTRATION_MESSAGES.reasonRequired],
      ["x".repeat(501), REGISTRATION_MESSAGES.reasonTooLong],
    ] as const) {
      const { reply } = await run(
        cancel,
        { intent: "cancel-registration", registrationId: registration.id, reason },
        actor,
      );
      expect(JSON.stringify(reply?.data)).toContain(message);
      expect(reply?.init?.status).toBe(400);
    }
    expect((await registrationById(registration.id))?.status).toBe("registered");
    const { reply } = await run(
      cancel,
      { intent: "cancel-registration", registrationId: registration.id, reason: "x".repeat(500) },
      actor,
    );
    expect(reply?.data.saved).toBe(true);
    expect(await registrationById(registration.id)).toMatchObject({
      status: "cancelled",
      cancelReason: "x".repeat(500),
    });
  });

  it("adds a registration taken by phone with the public form's rules, and the event's seats per registration", async () => {
    const actor = await insertUser();
    const event = await eventWithSeats(actor);
    const add = registrationIntents(event.id)["add-registration"];
    const { phone: _phone, ...rest } = answers(5);
    const { reply } = await run(
      add,
      { intent: "add-registration", ...rest, phone: "12345", seats: "5", school: "zee-litera" },
      actor,
    );
    expect(reply?.init?.status).toBe(400);
    const text = JSON.stringify(reply?.data);
    expect(text).toContain("Enter a 10-digit Indian mobile number");
    expect(text).toContain("Choose from 1 to 4 seats.");
    expect(await registrationTotals([event.id])).toEqual(new Map([[event.id, 0]]));
  });
});

describe("deleting an event with registrations", () => {
  it("asks first with their number, then deletes them with it; Undo brings them back", async () => {
    const actor = await insertUser();
    const event = await eventWithSeats(actor);
    for (const seats of [2, 2, 3]) await register(event.id, answers(seats), { byOffice: actor });
    const before = await db()
      .selectFrom("event_registration")
      .selectAll()
      .where("event_id", "=", event.id)
      .orderBy("id")
      .execute();
    const unasked = await run(deleteEventIntent, { intent: "delete-event", eventId: event.id }, actor);
    expect(unasked.refused?.message).toBe(deleteWithRegistrationsQuestion(3));
    expect(await eventById(event.id)).toBeDefined();

    const deleted = await run(
      deleteEventWithRegistrationsIntent,
      { intent: "delete-event-with-registrations", eventId: event.id },
      actor,
    );
    const token = (deleted.reply!.data.deleted as { token: string }).token;
    expect(await eventById(event.id)).toBeUndefined();
    expect(await registrationTotals([event.id])).toEqual(new Map([[event.id, 0]]));

    await run(restoreEventIntent, { intent: "restore-event", token }, actor);
    expect((await eventById(event.id))?.registration.seatsTaken).toBe(4);
    const after = await db()
      .selectFrom("event_registration")
      .selectAll()
      .where("event_id", "=", event.id)
      .orderBy("id")
      .execute();
    expect(after).toEqual(before);
  });

  it("deletes an event without registrations at once, as before", async () => {
    const actor = await insertUser();
    const event = await eventWithSeats(actor);
    const deleted = await run(deleteEventIntent, { intent: "delete-event", eventId: event.id }, actor);
    expect(deleted.refused).toBeUndefined();
    expect(await eventById(event.id)).toBeUndefined();
  });
});

describe("the event form's registration settings", () => {
  it("reads the deadline in India time and writes it back the same", () => {
    expect(deadlineInstant("2030-05-09T18:30")).toBe("2030-05-09T13:00:00.000Z");
    expect(deadlineInput("2030-05-09T13:00:00.000Z")).toBe("2030-05-09T18:30");
    expect(deadlineInput("2030-05-09T20:00:00.000Z")).toBe("2030-05-10T01:30");
    for (const bad of ["", "tomorrow", "2030-02-30T10:00", "2030-05-09T24:00", "2030-05-09"])
      expect(deadlineInstant(bad), bad).toBeNull();
  });

  it("takes 1 to 20 seats per registration, whole numbers only", () => {
    expect([1, 4, 20].map((seats) => parseSeatsPerRegistration(String(seats)))).toEqual([1, 4, 20]);
    for (const bad of ["0", "21", "2.5", "-1", "four", "", undefined])
      expect(parseSeatsPerRegistration(bad), String(bad)).toBeNull();
  });
});
