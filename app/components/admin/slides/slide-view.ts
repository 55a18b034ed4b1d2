// One slide as the Homepage Slider page shows and edits it (app/routes/admin/homepage.tsx).
import type { ActionToast } from "~/components/admin/action-toast";

export type SlideView = {
  id: string;
  title: string;
  caption: string | null;
  /** Optional Tamil versions; null: the Tamil home page shows the English text. */
  titleTa: string | null;
  captionTa: string | null;
  imageUrl: string | null;
  mediaId: string | null;
  buttonText: string | null;
  buttonLink: string | null;
  isActive: boolean;
  orderIndex: number;
  /** As loaded: an edit sends it back, so that a newer save by someone else is not overwritten. */
  updatedAt: string;
  /**
   * The picture's smallest WebP variant for the list and a larger one for the dialog's preview (or
   * the file itself), with its intrinsic size.
   */
  thumbnail: { src: string; previewSrc: string; width: number; height: number } | null;
};

/** What the action answers to a move: which slide went which way (no toast: the list shows it). */
export type MoveReply = {
  intent: "move-slide";
  moved?: { slideId: string; direction: "up" | "down" };
  toast?: ActionToast;
};

/** The fetchers of the rows' buttons, shared so one move or delete runs at a time and its toast outlives the row. */
export const MOVE_FETCHER_KEY = "slide-order";
export const DELETE_FETCHER_KEY = "slide-delete";
