// Events Management's words for event registration (issue 29): the form's registration settings
// and the question before deleting an event that has registrations. Apart from admin-events.ts so
// that the list screen, which draws neither, does not load them.

export const REGISTRATION_FIELD_LABELS = {
  settings: "Registration",
  registrationDeadline: "Registration deadline",
  seatsPerRegistration: "Seats per registration",
  registrationOpen: "Registration open",
  waitingList: "Waiting list offered",
} as const;

export const REGISTRATION_FIELD_HINTS = {
  registrationDeadline: "India time. Leave empty to take registrations until the event starts.",
  seatsPerRegistration: "The most seats one family may ask for, from 1 to 20.",
  registrationOpen: "Switch off to stop registrations at once, whatever the seats and the deadline.",
  waitingList: "When the seats are taken, families may join a numbered waiting list.",
} as const;

/** Asked before an event with registrations is deleted; an event without them goes at once. */
export function deleteWithRegistrationsQuestion(count: number) {
  return count === 1
    ? "This event has 1 registration. Delete it with them?"
    : `This event has ${count.toLocaleString("en-IN")} registrations. Delete it with them?`;
}
export const DELETE_WITH_REGISTRATIONS_CONFIRM = "Delete";
export const DELETE_WITH_REGISTRATIONS_KEEP = "Keep";
