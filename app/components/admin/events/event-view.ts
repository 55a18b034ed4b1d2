// One event as Events Management shows and edits it (app/routes/admin/events.tsx), and what its
// action answers to a delete and an undo.
import type { ActionToast } from "~/components/admin/action-toast";

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
  maxParticipants: number | null;
  location: string | null;
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
