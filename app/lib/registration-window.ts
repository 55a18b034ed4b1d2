// Whether parents may register for an event now, and how many seats are left: the one rule the
// event's card, its page, the registration form and the server's seat-taking all read (issue 29).
import { eventStart } from "./event-time";

export type RegistrationFacts = {
  eventDate: string;
  eventTime: string | null;
  maxParticipants: number | null;
  registrationRequired: boolean;
  registration: {
    open: boolean;
    deadline: string | null;
    seatsPerRegistration: number;
    waitingList: boolean;
    seatsTaken: number;
  };
};

export type ClosedReason = "switched-off" | "deadline" | "started" | "full";

export type RegistrationWindow =
  /** Seats left (null: no maximum); `seatsLeft` may be smaller than one registration's maximum. */
  | { state: "open"; seatsLeft: number | null; seatsTotal: number | null }
  /** No seat left, but a numbered waiting list is offered. */
  | { state: "waiting-list"; seatsTotal: number }
  | { state: "closed"; reason: ClosedReason };

/** The window of an event that asks for registration; undefined for one that does not. */
export function registrationWindow(
  event: RegistrationFacts,
  now = new Date(),
): RegistrationWindow | undefined {
  if (!event.registrationRequired) return undefined;
  const { registration } = event;
  if (!registration.open) return { state: "closed", reason: "switched-off" };
  if (now >= eventStart(event.eventDate, event.eventTime)) return { state: "closed", reason: "started" };
  if (registration.deadline !== null && now > new Date(registration.deadline))
    return { state: "closed", reason: "deadline" };
  const total = event.maxParticipants;
  if (total === null) return { state: "open", seatsLeft: null, seatsTotal: null };
  const seatsLeft = Math.max(0, total - registration.seatsTaken);
  if (seatsLeft > 0) return { state: "open", seatsLeft, seatsTotal: total };
  return registration.waitingList
    ? { state: "waiting-list", seatsTotal: total }
    : { state: "closed", reason: "full" };
}

/** The most seats the form offers: the event's per-registration maximum. */
export function seatChoices(event: RegistrationFacts): number[] {
  return Array.from({ length: event.registration.seatsPerRegistration }, (_, index) => index + 1);
}
