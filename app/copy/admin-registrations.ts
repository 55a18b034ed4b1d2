// An event's registrations as the office sees them (issue 29; the admin is English only): the
// registrations screen, the check-in view at the gate, the CSV and the events list's count.
import type { RegistrationRuleMessages } from "~/lib/schemas/registration";

export const REGISTRATIONS_TITLE = "Registrations";
export const CHECK_IN_TITLE = "Check-in";
export const BACK_TO_EVENTS = "Back to events";
export const BACK_TO_REGISTRATIONS = "Back to registrations";
export const CHECK_IN_LABEL = "Check-in view";
export const EXPORT_CSV_LABEL = "Export CSV";
export const ADD_REGISTRATION_LABEL = "Add registration";
export const ADD_REGISTRATION_DESCRIPTION =
  "A registration taken by phone or at the office. The seats and the waiting list apply as on the site; the deadline and the open switch do not.";
export const ADD_REGISTRATION_SUBMIT = "Add registration";
export const REGISTRATIONS_LOAD_FAILED = "Failed to load the registrations";
export const ERROR_TITLE = "Error";
export const REGISTRATION_SAVE_FAILED = "Failed to save the registration. Please try again.";

export const FILTER_LABELS = {
  form: "Filter registrations",
  search: "Search",
  searchPlaceholder: "Name, phone or reference",
  status: "Show",
  all: "All registrations",
  apply: "Show",
  clear: "Clear",
} as const;

export const FILTER_OPTION_LABELS = {
  registered: "Registered",
  waiting: "Waiting",
  cancelled: "Cancelled",
  attended: "Attended",
} as const;

export const COLUMN_LABELS = {
  reference: "Reference",
  parent: "Parent",
  phone: "Phone",
  email: "Email",
  child: "Child",
  school: "School",
  seats: "Seats",
  status: "Status",
  attended: "Attended",
  actions: "Actions",
} as const;

export const ACTION_LABELS = {
  markAttended: "Mark attended",
  undoAttended: "Undo attended",
  cancel: "Cancel",
  moveUp: "Move up",
} as const;

export const MOVED_UP_MARK = "Moved up";
export const BY_OFFICE_MARK = "Taken by the office";
export const NOTE_LABEL = "Note";
export const REGISTRATIONS_PAGING_LABEL = "Pages of registrations";

export function waitingLabel(queueNumber: number | null) {
  return queueNumber === null ? "Waiting" : `Waiting #${queueNumber}`;
}

export function registrationsFound(count: number) {
  return count === 1 ? "1 registration found" : `${count.toLocaleString("en-IN")} registrations found`;
}

export const NO_REGISTRATIONS = "No registrations yet.";
export const NO_MATCHING_REGISTRATIONS = "No registrations match this search.";

/** "23 / 40 registered, 5 waiting" (seats), on the events list and the screen's header. */
export function registrationCountLabel(registered: number, total: number | null, waiting: number) {
  const registeredText = total === null ? `${registered} registered` : `${registered} / ${total} registered`;
  return waiting > 0 ? `${registeredText}, ${waiting} waiting` : registeredText;
}

/** "18 of 23 families arrived" at the gate. */
export function arrivedLabel(arrived: number, families: number) {
  return `${arrived} of ${families} ${families === 1 ? "family" : "families"} arrived`;
}

export const CHECK_IN_SEARCH_LABEL = "Find a family";
export const CHECK_IN_SEARCH_PLACEHOLDER = "Name, phone or reference";
export const NO_FAMILIES = "No registered family matches.";

// Cancel with a reason.
export const CANCEL_TITLE = "Cancel this registration?";
export function cancelDescription(parent: string, waiting: boolean) {
  return waiting
    ? `${parent} leaves the waiting list. The family is not told by the site: call them.`
    : `${parent}'s seats go to the first families on the waiting list whose seats fit. The family is not told by the site: call them.`;
}
export const CANCEL_REASON_LABEL = "Reason";
export const CANCEL_REASON_HINT = "Kept with the registration and in the CSV. At most 500 characters.";
export const CANCEL_SUBMIT = "Cancel registration";
export const KEEP_REGISTRATION = "Keep";

// Toasts.
export const REGISTRATION_ADDED = "Registration added";
export const REGISTRATION_CANCELLED = "Registration cancelled";
export const REGISTRATION_MOVED_UP = "Moved up from the waiting list";
export const ATTENDANCE_SAVED = "Attendance saved";
export function addedDescription(parent: string, reference: string, waiting: boolean) {
  return waiting
    ? `${parent} is on the waiting list (reference ${reference}).`
    : `${parent} is registered (reference ${reference}).`;
}
export function cancelledDescription(parent: string, movedUp: readonly string[]) {
  return movedUp.length === 0
    ? `${parent}'s registration was cancelled.`
    : `${parent}'s registration was cancelled. Moved up from the waiting list: ${movedUp.join(", ")}.`;
}
export function attendedDescription(parent: string, attended: boolean) {
  return attended ? `${parent} arrived.` : `${parent} is no longer marked as arrived.`;
}

// The dashboard's card (issue 29).
export const EVENTS_FILLING_UP = "Events filling up";
export const NO_EVENTS_FILLING_UP = "No upcoming event is nearly full.";
export function registrationsTodayLabel(count: number) {
  return `Registrations today: ${count.toLocaleString("en-IN")}`;
}

/** The dashboard's line of an event filling up ("Dec 05, 2026 · 36 / 40 registered, 2 families waiting"). */
export function fillingUpLabel(
  date: string,
  seatsTaken: number,
  seatsTotal: number,
  waitingFamilies: number,
) {
  const waiting =
    waitingFamilies === 0
      ? ""
      : `, ${waitingFamilies} ${waitingFamilies === 1 ? "family" : "families"} waiting`;
  return `${date} · ${seatsTaken} / ${seatsTotal} registered${waiting}`;
}

/** The registration form's rules in the office's words (the same rules as the public form). */
export const ADMIN_REGISTRATION_RULES: RegistrationRuleMessages = {
  required: "Fill in this field.",
  tooLong: "This is too long. Shorten it.",
  phone: "Enter a 10-digit Indian mobile number, such as 98765 43210.",
  email: "Enter a valid email address, or leave it empty.",
  seats: "Choose from 1 to {max} seats.",
  school: "Choose one of the schools from the list.",
  reference: "Enter the reference code, such as ABCD-2345.",
  problemTitle: "Check the form",
  problem: "Some answers need a second look: see the messages under the fields.",
};

export const REGISTRATION_FIELD_LABELS = {
  parentName: "Parent's name",
  phone: "Phone",
  email: "Email",
  childName: "Child's name",
  childClass: "Class",
  school: "School",
  seats: "Seats",
  note: "Note",
} as const;

/** The CSV's columns, in order. */
export const CSV_HEADER = [
  "Reference",
  "Status",
  "Waiting number",
  "Parent",
  "Phone",
  "Email",
  "Child",
  "Class",
  "School",
  "Seats",
  "Note",
  "Registered at (India time)",
  "Moved up at",
  "Attended at",
  "Cancelled at",
  "Cancel reason",
  "Source",
] as const;
