// Gallery Management's forms and its list's URL, checked in the browser (the dialogs' field
// messages) and again by the action (app/routes/admin/gallery.tsx); the gallery domain module checks
// the same rules once more before it writes. Every form names its purpose in an `intent` field.
import { z } from "zod";
import {
  GALLERY_ADMIN_PAGE_SIZE,
  GALLERY_BATCH_MAX,
  GALLERY_DESCRIPTION_MAX,
  GALLERY_IMAGE_URL_MAX,
  GALLERY_TITLE_MAX,
  GALLERY_MESSAGES as M,
} from "~/copy/admin-gallery";
import { ALT_TEXT_MAX, MEDIA_MESSAGES } from "~/copy/admin-media";
import { GALLERY_CATEGORIES } from "~/copy/categories";
import { GALLERY_INTENTS } from "~/lib/admin-lists/gallery";
import { suggestedPhotoTitle } from "../photo-title";
import { isSitePath } from "./slides";

export * from "~/lib/admin-lists/gallery";

const ID_MAX = 100;
const ALT_TEXT_TOO_LONG = MEDIA_MESSAGES.altTextTooLong;

// ---------------------------------------------------------------------------------------------
// Titles from file names, for "Add Many Photos".

/** The title suggested for a photo from its file name: empty for a camera's name (lib/photo-title.ts). */
export function titleFromFileName(fileName: string): string {
  return suggestedPhotoTitle(fileName, GALLERY_TITLE_MAX);
}

// ---------------------------------------------------------------------------------------------
// The forms.

const title = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, M.titleRequired)
  .max(GALLERY_TITLE_MAX, M.titleTooLong);

const category = z.enum(GALLERY_CATEGORIES, { error: M.category });

/** The picture's address as the image field keeps it: a path on this site (an upload). */
const imageUrl = z
  .string({ error: M.imageRequired })
  .trim()
  .min(1, M.imageRequired)
  .max(GALLERY_IMAGE_URL_MAX, M.image)
  .refine(isSitePath, M.image);

const mediaId = z.string().trim().max(ID_MAX, M.image).optional();

const itemId = z.string({ error: M.item }).trim().min(1, M.item).max(ID_MAX, M.item);

const itemFields = {
  title,
  description: z.string().trim().max(GALLERY_DESCRIPTION_MAX, M.descriptionTooLong).optional(),
  /** Optional Tamil versions, within the English fields' limits. */
  titleTa: z.string().trim().max(GALLERY_TITLE_MAX, M.titleTooLong).optional(),
  descriptionTa: z.string().trim().max(GALLERY_DESCRIPTION_MAX, M.descriptionTooLong).optional(),
  category: category.optional(),
  imageUrl,
  mediaId,
  /** The checkbox: sent as "on" when ticked, absent when not. */
  isFeatured: z.boolean({ error: M.featured }).optional(),
};

export const createItemSchema = z.object({ intent: z.literal(GALLERY_INTENTS.create), ...itemFields });

export const updateItemSchema = z.object({
  intent: z.literal(GALLERY_INTENTS.update),
  itemId,
  /** The item's updated_at when the dialog opened: a newer save by someone else refuses this one. */
  updatedAt: z
    .string({ error: M.reload })
    .trim()
    .max(40, M.reload)
    .refine((value) => !Number.isNaN(Date.parse(value)), M.reload),
  ...itemFields,
});

export const deleteItemSchema = z.object({ intent: z.literal(GALLERY_INTENTS.delete), itemId });

export const restoreItemSchema = z.object({
  intent: z.literal(GALLERY_INTENTS.restore),
  token: z.string({ error: M.undoExpired }).trim().min(1, M.undoExpired).max(ID_MAX, M.undoExpired),
});

/** One gallery item per uploaded photo, all in one category. */
export const addPhotosSchema = z.object({
  intent: z.literal(GALLERY_INTENTS.addPhotos),
  category,
  photos: z
    .array(
      z.object({
        title,
        /** Optional Tamil title within the English one's limit, and the photo's alt text (issue 28). */
        titleTa: z.string().trim().max(GALLERY_TITLE_MAX, M.titleTooLong).optional(),
        altText: z.string().trim().max(ALT_TEXT_MAX, ALT_TEXT_TOO_LONG).optional(),
        mediaId: z.string({ error: M.image }).trim().min(1, M.image).max(ID_MAX, M.image),
      }),
      {
        error: M.noPhotos,
      },
    )
    .min(1, M.noPhotos)
    .max(GALLERY_BATCH_MAX, M.tooManyPhotos),
});

const itemIds = z.array(itemId, { error: M.reload }).min(1, M.reload).max(GALLERY_ADMIN_PAGE_SIZE, M.reload);

/** A page's items in their new order (`order`) beside the order the page showed (`seen`). */
export const reorderItemsSchema = z.object({
  intent: z.literal(GALLERY_INTENTS.reorder),
  /** The item that was moved. */
  itemId,
  /** The category the page showed; absent for all. */
  category: category.optional(),
  seen: itemIds,
  order: itemIds,
});

/** Move to top / Move to bottom of the whole gallery. */
export const moveItemToEndSchema = z.object({
  intent: z.literal(GALLERY_INTENTS.moveToEnd),
  itemId,
  end: z.enum(["top", "bottom"], { error: M.reload }),
});

export type GalleryItemForm = z.output<typeof createItemSchema>;
