// Events Management's server side (app/routes/admin/events.tsx): the list as the page shows it, and
// one handler per intent of its action (docs/decisions/013: the happy path only; dispatchIntent
// turns a refusal into the form's reply, a toast and its status).
import { data } from "react-router";
import { deleteWithRegistrationsQuestion } from "~/copy/admin-event-registration";
import {
  ERROR_TITLE,
  EVENT_CREATED,
  EVENT_DELETE_FAILED,
  EVENT_RESTORED,
  EVENT_SAVE_FAILED,
  EVENT_UPDATED,
  eventRestoredDescription,
} from "~/copy/admin-events";
import { registrationCountLabel } from "~/copy/admin-registrations";
import { DEFAULT_EVENT_CATEGORY, EVENT_CATEGORIES } from "~/copy/categories";
import { eventTimeRangeLabel, isPastEventDate } from "~/lib/event-calendar";
import { formatEventDate, parseEventTime } from "~/lib/event-time";
import {
  clockTime,
  createEventSchema,
  deadlineInstant,
  deleteEventSchema,
  deleteEventWithRegistrationsSchema,
  type EventForm,
  type EventIntent,
  parseSeatsPerRegistration,
  restoreEventSchema,
  updateEventSchema,
} from "~/lib/schemas/events";
import type { ActionToast } from "~/views/action-toast";
import type { AdminEventView, DeleteEventReply } from "~/views/events";
import { NOT_FOUND_MESSAGE } from "../content/record.server";
import { keepForUndo, takeForUndo, UNDO_EXPIRED_MESSAGE } from "../content/undo.server";
import { DomainError, goneError } from "../domain-error.server";
import { failureToasts, type IntentContext, invalidForm, savedReply } from "../http/intents.server";
import { picturesFor } from "../media/pictures.server";
import { deadlineInput, registrationTotals } from "../registrations/admin-page.server";
import { registrationCounts } from "../registrations/queries.server";
import type { SessionUser } from "../staff/auth.server";
import {
  type AdminEventsQuery,
  createEvent,
  deleteEvent,
  type EventInput,
  eventsForAdmin,
  restoreEvent,
  type SchoolEvent,
  updateEvent,
} from "./events.server";

const pad = (value: number) => String(value).padStart(2, "0");

/** A stored time as a time input holds it ("HH:mm"), when it reads as a time. */
function timeInput(text: string | null) {
  const time = parseEventTime(text);
  return time ? `${pad(time.hours)}:${pad(time.minutes)}` : "";
}

/** The events of one page with their thumbnails (one query for all the pictures). */
export async function eventViews(
  events: readonly SchoolEvent[],
  now = new Date(),
): Promise<AdminEventView[]> {
  const ids = events.map((event) => event.id);
  const [pictures, counts, totals] = await Promise.all([
    picturesFor(events.map((event) => event.imageUrl)),
    registrationCounts(ids),
    registrationTotals(ids),
  ]);
  return events.map((event) => {
    const count = counts.get(event.id);
    const total = totals.get(event.id) ?? 0;
    const picture = event.imageUrl ? pictures.get(event.imageUrl) : undefined;
    const webp = (picture?.variants ?? [])
      .filter((variant) => variant.format === "webp")
      .sort((a, b) => a.width - b.width);
    // The card shows one about its own width; the dialog's preview the widest up to 640 px.
    const card = webp.find((variant) => variant.width >= 480) ?? webp.at(-1);
    const preview = webp.filter((variant) => variant.width <= 640).at(-1) ?? card;
    const eventTimeInput = timeInput(event.eventTime);
    return {
      id: event.id,
      slug: event.slug,
      title: event.title,
      description: event.description,
      titleTa: event.titleTa,
      descriptionTa: event.descriptionTa,
      category: event.category,
      isFeatured: event.isFeatured,
      registrationRequired: event.registrationRequired,
      registration: {
        open: event.registration.open,
        deadlineInput: event.registration.deadline ? deadlineInput(event.registration.deadline) : "",
        seatsPerRegistration: event.registration.seatsPerRegistration,
        waitingList: event.registration.waitingList,
      },
      registrations:
        (event.registrationRequired || total > 0) && count
          ? {
              label: registrationCountLabel(count.registeredSeats, event.maxParticipants, count.waitingSeats),
              total,
            }
          : null,
      maxParticipants: event.maxParticipants,
      location: event.location,
      locationTa: event.locationTa,
      eventDate: event.eventDate,
      dateLabel: formatEventDate(event.eventDate),
      timeLabel: eventTimeRangeLabel(event.eventTime, event.endTime),
      eventTimeInput,
      endTimeInput: eventTimeInput ? (clockTime(event.endTime) ?? "") : "",
      untimedText: !eventTimeInput && event.eventTime?.trim() ? event.eventTime.trim() : null,
      imageUrl: event.imageUrl,
      mediaId: event.mediaId,
      past: isPastEventDate(event.eventDate, now),
      updatedAt: event.updatedAt,
      thumbnail: picture
        ? {
            src: card?.url ?? picture.src,
            previewSrc: preview?.url ?? picture.src,
            width: picture.width,
            height: picture.height,
          }
        : null,
    };
  });
}

/** The list's state from the address: a category of the spec's list and a page from 1. */
export function adminEventsQuery(params: URLSearchParams): AdminEventsQuery {
  const category = params.get("category") ?? "";
  const page = Number(params.get("page"));
  return {
    category: (EVENT_CATEGORIES as readonly string[]).includes(category) ? category : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : undefined,
  };
}

/** One page of the list, as the page shows it. */
export async function adminEventList(query: AdminEventsQuery, now = new Date()) {
  const found = await eventsForAdmin(query, now);
  return {
    events: await eventViews(found.items, now),
    total: found.total,
    page: found.page,
    pageCount: found.pageCount,
  };
}

const FAILURES: Record<EventIntent, string> = {
  "create-event": EVENT_SAVE_FAILED,
  "update-event": EVENT_SAVE_FAILED,
  "delete-event": EVENT_DELETE_FAILED,
  "delete-event-with-registrations": EVENT_DELETE_FAILED,
  "restore-event": EVENT_SAVE_FAILED,
};

/**
 * The spec's failure toast (§8 "Admin management": title Error). A refusal of a form's value also
 * shows its reason under the field, or above the form; a delete or undo has no form, so its
 * refusal's reason goes in the toast.
 */
export const failureToast = failureToasts({
  title: ERROR_TITLE,
  fault: (intent) => FAILURES[intent as EventIntent] ?? EVENT_SAVE_FAILED,
  refusal: (intent) => (intent.startsWith("delete-event") || intent === "restore-event" ? "after" : "none"),
});

type Context = IntentContext<SessionUser>;

/** The form's values as the domain takes them: an emptied field clears what was stored. */
function eventInput(value: Omit<EventForm, "intent">): EventInput {
  return {
    title: value.title,
    description: value.description ?? null,
    titleTa: value.titleTa ?? null,
    descriptionTa: value.descriptionTa ?? null,
    eventDate: value.eventDate,
    eventTime: value.eventTime ?? null,
    endTime: value.endTime ?? null,
    location: value.location ?? null,
    locationTa: value.locationTa ?? null,
    category: value.category ?? DEFAULT_EVENT_CATEGORY,
    imageUrl: value.imageUrl ?? null,
    mediaId: value.mediaId ?? null,
    maxParticipants: value.maxParticipants ?? null,
    registrationRequired: value.registrationRequired ?? false,
    isFeatured: value.isFeatured ?? false,
    // Kept as they were while registration is not required (the fields are hidden then).
    ...(value.registrationRequired && {
      registrationDeadline: value.registrationDeadline ? deadlineInstant(value.registrationDeadline) : null,
      seatsPerRegistration: parseSeatsPerRegistration(value.seatsPerRegistration) ?? undefined,
      registrationOpen: value.registrationOpen ?? false,
      waitingList: value.waitingList ?? false,
    }),
  };
}

function when(event: SchoolEvent) {
  return `"${event.title}" on ${formatEventDate(event.eventDate)}.`;
}

export async function createEventIntent({ parse, actor }: Context) {
  const submission = parse(createEventSchema);
  if (submission.status !== "success") return invalidForm("create-event", submission);
  const event = await createEvent(eventInput(submission.value), actor);
  return savedReply("create-event", { type: "success", title: EVENT_CREATED, description: when(event) });
}

export async function updateEventIntent({ parse, actor }: Context) {
  const submission = parse(updateEventSchema);
  if (submission.status !== "success") return invalidForm("update-event", submission);
  const { eventId, updatedAt, ...value } = submission.value;
  const event = await updateEvent(eventId, eventInput(value), actor, { expectedUpdatedAt: updatedAt });
  return savedReply("update-event", { type: "success", title: EVENT_UPDATED, description: when(event) });
}

/** A card's own button has no field to show a message next to: the refusal is a toast. */
function refusedRow(intent: EventIntent, submission: Parameters<typeof invalidForm>[1]) {
  return invalidForm(intent, submission, {
    type: "error",
    title: ERROR_TITLE,
    description: FAILURES[intent],
  });
}

/**
 * No question first (spec §2): the event goes at once, and the toast offers Undo. An event with
 * registrations is the exception (issue 29): refused here with the question, which the page asks
 * before it sends delete-event-with-registrations instead.
 */
export async function deleteEventIntent({ parse, actor }: Context) {
  const submission = parse(deleteEventSchema);
  if (submission.status !== "success") return refusedRow("delete-event", submission);
  const { eventId } = submission.value;
  const registrations = (await registrationTotals([eventId])).get(eventId) ?? 0;
  if (registrations > 0)
    throw new DomainError(deleteWithRegistrationsQuestion(registrations), { status: 409 });
  return deletedReply(eventId, actor);
}

/** Staff said yes to the question: the event goes with its registrations, which Undo restores too. */
export async function deleteEventWithRegistrationsIntent({ parse, actor }: Context) {
  const submission = parse(deleteEventWithRegistrationsSchema);
  if (submission.status !== "success") return refusedRow("delete-event-with-registrations", submission);
  return deletedReply(submission.value.eventId, actor);
}

async function deletedReply(eventId: string, actor: Context["actor"]) {
  const snapshot = await deleteEvent(eventId, actor);
  if (!snapshot) throw goneError(NOT_FOUND_MESSAGE);
  const token = await keepForUndo(snapshot, actor.id);
  return data<DeleteEventReply>({
    intent: "delete-event",
    deleted: { id: eventId, title: snapshot.title, token },
  });
}

/** Undo: the same person, once, soon after; the event comes back exactly as it was. */
export async function restoreEventIntent({ parse, actor }: Context) {
  const submission = parse(restoreEventSchema);
  if (submission.status !== "success") return refusedRow("restore-event", submission);
  const snapshot = await takeForUndo(submission.value.token, "event", actor.id);
  if (!snapshot) throw goneError(UNDO_EXPIRED_MESSAGE);
  const event = await restoreEvent(snapshot, actor);
  return data<{ intent: "restore-event"; eventId: string; toast: ActionToast }>({
    intent: "restore-event",
    eventId: event.id,
    toast: { type: "success", title: EVENT_RESTORED, description: eventRestoredDescription(event.title) },
  });
}
