// Event registration (issue 29) as the pages draw it. The public pages: the event in short, the
// form's state after a post, and one family's registration as its confirmation page shows it; the
// office: one registration as its registrations screen and check-in view show it.
import type { LocalizedText } from "~/i18n/localized";
import type { RegistrationWindow } from "~/lib/registration-window";

export type RegistrationEventView = {
  slug: string;
  title: LocalizedText;
  /** yyyy-MM-dd */
  date: string;
  /** As parents read it; null for none. */
  time: string | null;
  location: LocalizedText | null;
  window: RegistrationWindow;
  /** ISO instant, or null (until the event starts). */
  deadline: string | null;
  /** The most seats one registration may take. */
  seatsPerRegistration: number;
  /** Whether a family that does not fit joins a waiting list (else it is refused). */
  waitingList: boolean;
};

export type SchoolChoice = { value: string; name: string };

/** The form sent back after a post that was not recorded: what was typed, and why not. */
export type RegistrationFormState = {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  /** A refusal of the whole form (closed, too many posts, database away), in the page's language. */
  message?: string;
};

export type ConfirmationView = {
  event: Omit<RegistrationEventView, "window" | "deadline" | "seatsPerRegistration" | "waitingList">;
  /** "ABCD-2345" */
  reference: string;
  status: "registered" | "waiting" | "cancelled";
  /** Registered after waiting: seats became free. */
  movedUp: boolean;
  /** Its place in the queue now, while waiting. */
  waitingPlace: number | null;
  parentName: string;
  childName: string;
  childClass: string;
  schoolName: string | null;
  seats: number;
  /** Absent when the event is over (nobody needs it in a calendar then). */
  calendarHref: string | null;
  googleHref: string | null;
  /** The school's chat with the registration's text; null when no number is known. */
  whatsappHref: string | null;
  /** The cancel form with the reference filled in; null once cancelled. */
  cancelHref: string | null;
};

export type CancelPageState =
  | { kind: "form"; reference: string; phone: string; message?: string; fieldErrors?: Record<string, string> }
  | { kind: "cancelled"; seatsFreed: boolean };

/** One registration as the office's registrations screen and check-in view draw it. */
type RegistrationStatus = "registered" | "waiting" | "cancelled";

export type RegistrationRowView = {
  id: string;
  /** "ABCD-2345" */
  reference: string;
  status: RegistrationStatus;
  /** Its number on the waiting list (kept once moved up); null if it never waited. */
  queueNumber: number | null;
  movedUp: boolean;
  attended: boolean;
  parentName: string;
  /** Ten digits. */
  phone: string;
  email: string | null;
  childName: string;
  childClass: string;
  school: string | null;
  seats: number;
  note: string | null;
  byOffice: boolean;
  /** India time, as the admin writes it. */
  registeredAt: string;
  cancelReason: string | null;
};
