// One event as Events Management shows and edits it (app/routes/admin/events.tsx), what its action
// answers to a delete and an undo, and one event as the public cards and event page draw it.
import type { LocalizedText } from "~/i18n/localized";
import type { RegistrationWindow } from "~/lib/registration-window";
import type { ActionToast } from "~/views/action-toast";
import type { PictureView } from "~/views/images";

export type AdminEventView = {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  /** Optional Tamil versions; null: the Tamil pages show the English text. */
  titleTa: string | null;
  descriptionTa: string | null;
  category: string;
  isFeatured: boolean;
  registrationRequired: boolean;
  /** The registration settings as the form's fields hold them (the deadline in India time). */
  registration: {
    open: boolean;
    /** "2026-12-05T18:00" in India time, or empty: until the event starts. */
    deadlineInput: string;
    seatsPerRegistration: number;
    waitingList: boolean;
  };
  /**
   * For an event that takes registrations (or has some): its seats as the card says them ("23 / 40
   * registered, 5 waiting"), and `total`, every registration, cancelled too, which the delete's
   * question names. Null otherwise.
   */
  registrations: { label: string; total: number } | null;
  maxParticipants: number | null;
  location: string | null;
  locationTa: string | null;
  /** yyyy-MM-dd, the school's own date. */
  eventDate: string;
  /** 'MMM dd, yyyy' (spec §2). */
  dateLabel: string;
  /** "10:00 AM" or "10:00 AM – 12:00 PM", or what staff typed when it is not a time; null: all day. */
  timeLabel: string | null;
  /** The time input's values, "HH:mm" or empty. */
  eventTimeInput: string;
  endTimeInput: string;
  /** A time saved earlier as words ("Evening"), which a time input cannot show. */
  untimedText: string | null;
  imageUrl: string | null;
  mediaId: string | null;
  /** Before today in India: the card is dimmed. */
  past: boolean;
  /** As loaded: an edit sends it back, so that a newer save by someone else is not overwritten. */
  updatedAt: string;
  /** The picture's small WebP for the card and a larger one for the dialog's preview. */
  thumbnail: { src: string; previewSrc: string; width: number; height: number } | null;
};

/** The answer to a delete: the toast's Undo sends the token back (intent restore-event). */
export type DeleteEventReply = {
  intent: "delete-event";
  deleted?: { id: string; title: string; token: string };
  toast?: ActionToast;
};

/** One event as its card (and the event page) draws it, in the page's language. */
export type EventCardData = {
  id: string;
  slug: string;
  title: LocalizedText;
  description: LocalizedText | null;
  category: string;
  isFeatured: boolean;
  /** yyyy-MM-dd */
  date: string;
  /**
   * As parents read it ("9:30 AM"), or what staff typed when it is not a time; null for none.
   */
  time: string | null;
  /** The place in the page's language (Tamil where staff translated it); null for none. */
  location: LocalizedText | null;
  registrationRequired: boolean;
  maxParticipants: number | null;
  /** How parents register now (issue 29); null when the event asks for none, or is past. */
  registration: EventRegistrationView | null;
  image: PictureView | null;
  /** Before today where the schools are: the card is dimmed. */
  past: boolean;
};

export type EventRegistrationView = {
  window: RegistrationWindow;
  /** The last moment to register (ISO instant), shown in India time; null: until the event starts. */
  deadline: string | null;
};
