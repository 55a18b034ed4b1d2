// One slide as the Homepage Slider page shows and edits it (app/routes/admin/homepage.tsx), and
// as the home page's hero slider draws it.
import type { HeroSlide } from "~/lib/slider";
import type { ActionToast } from "~/views/action-toast";

/**
 * A slide as the home page gives it: on a Tamil page, `lang` marks the words that fall back to
 * English (a slide without a Tamil title or caption, a button with its own English label).
 */
export type HomeSlide = HeroSlide & { lang?: { title?: "en"; caption?: "en"; button?: "en" } };

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
  buttonTextTa: string | null;
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

/** What the action answers to a new order: the slides' ids as now stored. */
export type ReorderReply = { intent: "reorder-slides"; order?: string[]; toast?: ActionToast };
