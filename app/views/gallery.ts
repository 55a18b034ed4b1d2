// One gallery item as Gallery Management shows and edits it (app/routes/admin/gallery.tsx), and
// what the page's action answers; one photo as the public gallery draws it.
import type { ActionToast } from "~/views/action-toast";
import type { ImageVariant, Picture } from "~/views/images";

export type GalleryThumbnail = {
  src: string;
  width: number;
  height: number;
  /** WebP and AVIF sizes up to 640 px wide, for the card's srcset. */
  variants: ImageVariant[];
  placeholder?: string;
  /** The widest WebP up to 640 px: the edit dialog's preview, as after an upload. */
  previewSrc: string;
};

export type GalleryItemView = {
  id: string;
  title: string;
  description: string | null;
  /** Optional Tamil versions; null: the Tamil gallery shows the English text. */
  titleTa: string | null;
  descriptionTa: string | null;
  category: string;
  isFeatured: boolean;
  imageUrl: string | null;
  mediaId: string | null;
  orderIndex: number;
  /** As loaded: an edit sends it back, so that a newer save by someone else is not overwritten. */
  updatedAt: string;
  /** When it was added, as staff read dates (Asia/Kolkata). */
  added: string;
  thumbnail: GalleryThumbnail | null;
};

/** The answer to a delete: the toast, and the token its Undo sends back. */
export type DeleteReply = {
  intent: "delete-item";
  toast?: ActionToast;
  undo?: { token: string; itemId: string; title: string };
};

/** The answer to a restore: the toast, and which item came back (focus goes to it). */
export type RestoreReply = { intent: "restore-item"; toast?: ActionToast; restoredId?: string };

/** The answer to "Add Many Photos": the items made, in the order of the photos. */
export type AddPhotosReply = {
  intent: "add-photos";
  toast?: ActionToast;
  created?: { id: string; title: string; mediaId: string | null }[];
  /** A refusal or fault: why none of the photos became items. */
  error?: string;
};

/** The answer to a new order of a page's items: their ids as now stored. */
export type ReorderReply = { intent: "reorder-items"; toast?: ActionToast; order?: string[] };

/** The answer to Move to top / Move to bottom. */
export type MoveToEndReply = {
  intent: "move-item-to-end";
  toast?: ActionToast;
  moved?: { itemId: string; end: "top" | "bottom" };
};

/**
 * One photo as the grid island draws it, in the page's language: the title and description in
 * Tamil where staff translated them; `titleLang`/`descriptionLang` are "en" only when a Tamil page
 * shows the English (absent otherwise, so the English page's props do not grow). The category is
 * the name visitors read.
 */
export type GalleryPhoto = {
  id: string;
  title: string;
  titleLang?: "en";
  category: string;
  description: string | null;
  descriptionLang?: "en";
  /** What the grid draws: variants no wider than TILE_VARIANT_MAX_WIDTH. */
  tile: Picture;
  /** What the viewer draws, every variant; its `src` is what the tile links to without the script. */
  large: Picture;
};
