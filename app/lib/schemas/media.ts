// The Media Library's address and forms, checked in the browser (the edit dialog's field messages)
// and again by the action (app/routes/admin/media.tsx); the media domain module checks the lengths
// once more before it writes. The image fields' library picker reads the same address parameters.
import { z } from "zod";
import { ALT_TEXT_MAX, CAPTION_MAX, MEDIA_MESSAGES as M } from "~/copy/admin-media";
import { MEDIA_INTENTS } from "~/lib/admin-lists/media";

export * from "~/lib/admin-lists/media";

const ID_MAX = 100;
/** Stored details as the dialog loaded them; longer than any the form accepts, never unbounded. */
const LOADED_MAX = 10_000;

// ---------------------------------------------------------------------------------------------
// The forms.

const mediaId = z.string({ error: M.file }).trim().min(1, M.file).max(ID_MAX, M.file);
const loaded = z.string().max(LOADED_MAX, M.reload).optional();

export const updateMediaSchema = z.object({
  intent: z.literal(MEDIA_INTENTS.update),
  mediaId,
  altText: z.string().trim().max(ALT_TEXT_MAX, M.altTextTooLong).optional(),
  caption: z.string().trim().max(CAPTION_MAX, M.captionTooLong).optional(),
  /** The details as the dialog opened with them: a newer save by someone else refuses this one. */
  loadedAltText: loaded,
  loadedCaption: loaded,
});

export const setAltTextSchema = z.object({
  intent: z.literal(MEDIA_INTENTS.altText),
  mediaId,
  altText: z.string().trim().max(ALT_TEXT_MAX, M.altTextTooLong).optional(),
  /** The alt text the box last saved (absent: none): a change made meanwhile elsewhere refuses this one. */
  loadedAltText: loaded,
});

export const deleteMediaSchema = z.object({
  intent: z.literal(MEDIA_INTENTS.delete),
  mediaId,
  /** How many uses the question listed: a file put to use since then is not deleted unseen. */
  listedUses: z.number({ error: M.reload }).int(M.reload).min(0, M.reload).max(100_000, M.reload),
});
