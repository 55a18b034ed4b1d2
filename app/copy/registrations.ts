// Event registration (issue 29): the office's words (the admin is English only) and the labels
// both sides share. What parents read is in the catalogues (app/i18n/messages/*/registration.ts).
import type { RegistrationStatus } from "~/server/db/schema";

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  registered: "Registered",
  waiting: "Waiting",
  cancelled: "Cancelled",
};

/** The office's list filters: the three states, and those registered who came. */
export const REGISTRATION_FILTERS = ["registered", "waiting", "cancelled", "attended"] as const;
export type RegistrationFilter = (typeof REGISTRATION_FILTERS)[number];

export function isRegistrationFilter(value: string): value is RegistrationFilter {
  return (REGISTRATION_FILTERS as readonly string[]).includes(value);
}

/** Refusals the office reads (English). */
export const REGISTRATION_MESSAGES = {
  notFound: "This registration no longer exists. Reload the page.",
  eventNotFound: "This event no longer exists. Reload the page.",
  notRequired: "This event does not take registrations. Tick Registration Required first.",
  closed: "Registration for this event is closed.",
  full: "This event is full and offers no waiting list.",
  tooManySeats: "More seats were asked for than one registration may take.",
  notWaiting: "Only a family on the waiting list can be moved up.",
  noSeatsForMoveUp: "Not enough seats are left to move this family up. Raise Maximum Participants first.",
  notRegistered: "Only a registered family can be marked as attended.",
  alreadyCancelled: "This registration was already cancelled.",
  reasonRequired: "Write why the registration is cancelled.",
  reasonTooLong: "The reason can have at most 500 characters.",
} as const;

/** Upcoming events at least this full are "filling up" on the dashboard. */
export const FILLING_UP_SHARE = 0.8;
