// Gallery Management's commands (app/routes/admin/gallery.tsx): the dialog's add and edit, "Add Many
// Photos", and the list. On top of the gallery's own rules (items.server.ts) the admin requires a
// picture, and one from our media library: the public gallery shows only items with a picture, so
// an item saved without one would be on no page at all, and an address from elsewhere would put
// another site's file on ours.
import { GALLERY_MESSAGES } from "~/copy/admin-gallery";
import { ALT_TEXT_MAX, MEDIA_MESSAGES } from "~/copy/admin-media";
import type { GalleryCategory } from "~/copy/categories";
import type { Actor } from "../audit.server";
import { DomainError } from "../domain-error.server";
import { type Executor, inTransaction } from "../transaction.server";
import {
  createGalleryItem,
  type GalleryItem,
  type GalleryItemInput,
  type GalleryUpdateOptions,
  galleryItemById,
  updateGalleryItem,
} from "./items.server";

type PictureChoice = { imageUrl?: string | null; mediaId?: string | null };
type Picture = { imageUrl: string; mediaId: string | null };

function refusePicture(message: string): never {
  throw new DomainError(message, { field: "imageUrl" });
}

/**
 * The item's picture as stored: a media library file by its id (its own address is used, whatever
 * was sent) or by its address; the picture the item already has may stay as it is.
 */
async function libraryPicture(trx: Executor, choice: PictureChoice, current?: GalleryItem): Promise<Picture> {
  const mediaId = choice.mediaId?.trim() || null;
  const url = choice.imageUrl?.trim() || null;
  if (mediaId) {
    const media = await trx
      .selectFrom("media")
      .select(["id", "url"])
      .where("id", "=", mediaId)
      .executeTakeFirst();
    if (!media) refusePicture(GALLERY_MESSAGES.image);
    return { imageUrl: media.url, mediaId: media.id };
  }
  if (!url) refusePicture(GALLERY_MESSAGES.imageRequired);
  if (current?.imageUrl === url) return { imageUrl: url, mediaId: current.mediaId };
  const media = await trx.selectFrom("media").select(["id", "url"]).where("url", "=", url).executeTakeFirst();
  if (!media) refusePicture(GALLERY_MESSAGES.image);
  return { imageUrl: media.url, mediaId: media.id };
}

export type GalleryFormInput = Omit<GalleryItemInput, "orderIndex">;

/** The form's fields only: the order is the server's to set, never the sender's. */
function withoutOrder(input: GalleryFormInput): GalleryFormInput {
  const { orderIndex: _, ...fields } = input as GalleryItemInput;
  return fields;
}

/** "Add Gallery Item": published at once, first in the gallery (its order is the time now). */
export async function addGalleryItem(input: GalleryFormInput, actor: Actor): Promise<GalleryItem> {
  return inTransaction(async (trx) => {
    const picture = await libraryPicture(trx, input);
    return createGalleryItem({ ...withoutOrder(input), ...picture }, actor, trx);
  });
}

/** The edit dialog's save: the order stays; a save made meanwhile by someone else refuses this one. */
export async function editGalleryItem(
  id: string,
  input: GalleryFormInput,
  actor: Actor,
  options: GalleryUpdateOptions = {},
): Promise<GalleryItem> {
  return inTransaction(async (trx) => {
    const current = await galleryItemById(id, trx);
    const picture = current ? await libraryPicture(trx, input, current) : {};
    // A missing item is refused by the update itself (404), as is a stale copy (409).
    return updateGalleryItem(id, { ...withoutOrder(input), ...picture }, actor, options, trx);
  });
}

export type BatchPhoto = { title: string; titleTa?: string | null; altText?: string | null; mediaId: string };

/**
 * "Add Many Photos": one item per uploaded photo, all in one category, all or none. Their order is
 * the time now, one millisecond apart, so that the gallery shows them in the order they were chosen.
 */
export async function addGalleryPhotos(
  category: GalleryCategory,
  photos: readonly BatchPhoto[],
  actor: Actor,
): Promise<GalleryItem[]> {
  if (photos.length === 0) throw new DomainError(GALLERY_MESSAGES.noPhotos);
  return inTransaction(async (trx) => {
    const ids = [...new Set(photos.map((photo) => photo.mediaId))];
    const media = await trx.selectFrom("media").select(["id", "url"]).where("id", "in", ids).execute();
    const urls = new Map(media.map((row) => [row.id, row.url]));
    const now = Date.now();
    const items: GalleryItem[] = [];
    for (const [index, photo] of photos.entries()) {
      const imageUrl = urls.get(photo.mediaId);
      if (!imageUrl) refusePicture(GALLERY_MESSAGES.image);
      // The alt text typed in the photo's line goes on its media record (issue 28).
      const altText = photo.altText?.trim();
      if (altText) {
        if (altText.length > ALT_TEXT_MAX)
          throw new DomainError(MEDIA_MESSAGES.altTextTooLong, { field: "altText" });
        await trx.updateTable("media").set({ alt_text: altText }).where("id", "=", photo.mediaId).execute();
      }
      items.push(
        await createGalleryItem(
          {
            title: photo.title,
            titleTa: photo.titleTa,
            category,
            imageUrl,
            mediaId: photo.mediaId,
            orderIndex: now - index,
          },
          actor,
          trx,
        ),
      );
    }
    return items;
  });
}
