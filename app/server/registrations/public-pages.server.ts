// What the public registration pages (issue 29) read and say: the event a form registers for, the
// refusals in the page's language, one family's confirmation, and a parent's cancellation by
// reference and phone.
import { eventCalendarPath } from "~/copy/events-page";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { SCHOOLS } from "~/copy/schools";
import { fillMessage } from "~/i18n/fill-message";
import { type Locale, pathInLocale } from "~/i18n/locales";
import { inLocale, optionalInLocale } from "~/i18n/localized";
import { messagesFor } from "~/i18n/server";
import { registrationMessage } from "~/lib/enquiry-messages";
import { eventTimeRangeLabel, googleCalendarUrl } from "~/lib/event-calendar";
import { formatSchoolInstant } from "~/lib/event-time";
import { indianMobile } from "~/lib/indian-mobile";
import { cancelPath } from "~/lib/registration-paths";
import { registrationWindow } from "~/lib/registration-window";
import { displayedReference, normalizedReference, REGISTRATION_PHONE_MAX } from "~/lib/schemas/registration";
import { whatsappLink } from "~/lib/whatsapp";
import type {
  CancelPageState,
  ConfirmationView,
  RegistrationEventView,
  SchoolChoice,
} from "~/views/registrations";
import { keptSchools, keptSettings } from "../cache/chrome-data.server";
import { config } from "../config.server";
import { isDatabaseUnavailable } from "../db/unavailable.server";
import { eventById, eventBySlug, type SchoolEvent } from "../events/events.server";
import { registrationByToken, registrationForCancel, waitingPlace } from "./queries.server";
import { cancelAttempt } from "./recording.server";
import { cancelRegistration, type RefusalCode, RegistrationRefused } from "./seats.server";

/** A published event that asks parents to register; undefined for any other slug. */
export async function eventTakingRegistrations(slug: string): Promise<SchoolEvent | undefined> {
  const event = await eventBySlug(slug);
  return event?.registrationRequired ? event : undefined;
}

function eventSummary(event: SchoolEvent, locale: Locale) {
  return {
    slug: event.slug,
    title: inLocale(locale, event.title, event.titleTa),
    date: event.eventDate,
    time: eventTimeRangeLabel(event.eventTime, event.endTime, locale),
    location: optionalInLocale(locale, event.location?.trim() || null, event.locationTa),
  };
}

export function registrationEventView(
  event: SchoolEvent,
  locale: Locale,
  now = new Date(),
): RegistrationEventView {
  return {
    ...eventSummary(event, locale),
    // An event that asks for registration always has a window.
    window: registrationWindow(event, now) ?? { state: "closed", reason: "switched-off" },
    deadline: event.registration.deadline,
    seatsPerRegistration: event.registration.seatsPerRegistration,
    waitingList: event.registration.waitingList,
  };
}

/** The form's school list: the five schools, by their fixed slugs. */
export function schoolChoices(): SchoolChoice[] {
  return SCHOOLS.map(({ slug, name }) => ({ value: slug, name }));
}

/** Why a post was refused, as the page says it. */
export function refusalMessage(
  code: RefusalCode,
  event: SchoolEvent,
  locale: Locale,
  now = new Date(),
): string {
  const messages = messagesFor(locale).registration;
  const window = registrationWindow(event, now);
  // Seats are left, only fewer than asked for (and no waiting list to join).
  if (code === "full" && window?.state === "open" && window.seatsLeft)
    return fillMessage(messages.rules.seats, { max: window.seatsLeft });
  switch (code) {
    case "seats":
      return fillMessage(messages.rules.seats, { max: event.registration.seatsPerRegistration });
    case "not-found":
      return messages.outcome.notFound;
    case "deadline":
      return event.registration.deadline
        ? fillMessage(messages.closed.deadline, {
            deadline: formatSchoolInstant(event.registration.deadline, locale),
          })
        : messages.closed["switched-off"];
    default:
      return messages.closed[code];
  }
}

/** One family's registration as its confirmation page shows it; undefined unless of this event. */
export async function confirmationFor(
  slug: string,
  token: string,
  locale: Locale,
  now = new Date(),
): Promise<ConfirmationView | undefined> {
  const registration = await registrationByToken(token);
  if (!registration) return undefined;
  const event = await eventById(registration.eventId);
  if (!event || event.slug !== slug) return undefined;
  const [place, schools, settings] = await Promise.all([
    waitingPlace(registration),
    keptSchools(),
    keptSettings(),
  ]);
  const school = schools.find((candidate) => candidate.slug === registration.schoolSlug);
  const schoolName =
    school?.name ?? SCHOOLS.find((candidate) => candidate.slug === registration.schoolSlug)?.name ?? null;
  const reference = displayedReference(registration.reference);
  const past = event.eventDate < todayInSchoolTimeZone(now);
  const cancelled = registration.status === "cancelled";
  // In English, as every message the office receives.
  const text = registrationMessage({
    eventTitle: event.title,
    eventDate: event.eventDate,
    eventTime: eventTimeRangeLabel(event.eventTime, event.endTime),
    location: event.location,
    reference,
    waitingPlace: place,
    parentName: registration.parentName,
    phone: registration.phone,
    email: registration.email,
    childName: registration.childName,
    childClass: registration.childClass,
    schoolName,
    seats: registration.seats,
    note: registration.note,
  });
  const chatNumber = school?.whatsapp || school?.phone || settings.whatsappSupportNumber;
  const calendar = registration.status === "registered" && !past;
  return {
    event: eventSummary(event, locale),
    reference,
    status: registration.status,
    movedUp: registration.status === "registered" && registration.movedUpAt !== null,
    waitingPlace: place,
    parentName: registration.parentName,
    childName: registration.childName,
    childClass: registration.childClass,
    schoolName,
    seats: registration.seats,
    calendarHref: calendar ? pathInLocale(eventCalendarPath(slug), locale) : null,
    googleHref: calendar ? googleCalendarUrl(event, config().publicUrl, locale) : null,
    whatsappHref: cancelled ? null : (whatsappLink(chatNumber, text) ?? null),
    cancelHref: cancelled || past ? null : pathInLocale(cancelPath(slug, reference), locale),
  };
}

export type CancelAnswer = { state: CancelPageState; status: number; retryAfterSeconds?: number };

/** A parent's cancellation: the reference and phone checked, then the seats given back at once. */
export async function cancelByParent(
  request: Request,
  event: SchoolEvent,
  form: FormData,
  locale: Locale,
): Promise<CancelAnswer> {
  const messages = messagesFor(locale).registration;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 200) : "";
  };
  const values = { reference: text("reference"), phone: text("phone") };
  const again = (status: number, more: Partial<Extract<CancelPageState, { kind: "form" }>>) => ({
    state: { kind: "form" as const, ...values, ...more },
    status,
  });
  try {
    const counted = await cancelAttempt(request);
    if (!counted.allowed)
      return {
        ...again(429, { message: messages.outcome.tooMany }),
        retryAfterSeconds: counted.retryAfterSeconds,
      };
    const reference = normalizedReference(values.reference);
    const phone = values.phone.length <= REGISTRATION_PHONE_MAX ? indianMobile(values.phone) : undefined;
    const fieldErrors: Record<string, string> = {};
    if (!reference)
      fieldErrors.reference = values.reference.trim() ? messages.rules.reference : messages.rules.required;
    if (!phone) fieldErrors.phone = values.phone.trim() ? messages.rules.phone : messages.rules.required;
    if (!reference || !phone) return again(400, { fieldErrors });
    const found = await registrationForCancel(event.id, reference, phone);
    if (!found) return again(404, { message: messages.outcome.cancelNotFound });
    if (found.status === "cancelled") return again(409, { message: messages.outcome.alreadyCancelled });
    await cancelRegistration(found.id);
    return { state: { kind: "cancelled", seatsFreed: found.status === "registered" }, status: 200 };
  } catch (error) {
    // Cancelled meanwhile (a second tap).
    if (error instanceof RegistrationRefused)
      return again(409, { message: messages.outcome.alreadyCancelled });
    if (isDatabaseUnavailable(error)) return again(503, { message: messages.cancel.unavailable });
    throw error;
  }
}
