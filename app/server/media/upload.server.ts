// One uploaded image into the Media Library: refused early when it cannot be one (too large, not
// a PNG/JPEG/GIF/WebP by its first bytes), recognised when the very same file is already stored in
// its category, else processed (image pipeline) in one of a few work slots, stored, and recorded.
// The record is written only after the file and its variants are stored, and the files are
// removed again when the record cannot be written: no record ever points at nothing.
import { sql } from "kysely";
import { fileTooLargeMessage } from "~/lib/uploads";
import type { Actor } from "../audit.server";
import { config } from "../config.server";
import { db } from "../db/db.server";
import { DomainError } from "../domain-error.server";
import { log } from "../log.server";
import { detectImageFormat } from "../storage/detect-type.server";
import { diskFullRefusal, isDiskFull } from "../storage/disk-full.server";
import { createFileStore } from "../storage/file-store.server";
import {
  contentHashOf,
  describeSource,
  type ImageCategory,
  type ImageSource,
  NOT_AN_IMAGE_MESSAGE,
  processImageUpload,
  removeImageFiles,
} from "../storage/image-pipeline.server";
import { createWorkSlots } from "../storage/work-slots.server";
import { type MediaFile, mediaById, recordUpload } from "./media.server";

/**
 * One image is processed at a time, one encode at a time (its original, then each variant): one
 * libvips encode in the whole process. Two at once kept two encodes' buffers, two decoded
 * pictures and their allocators' leftovers together: under five minutes of mixed load with an
 * upload a second that stood 30–50 MB above the issue 27 budget of 350 MB (docs/operations.md,
 * "Memory"). The cost is time when many photos arrive together (docs/benchmarks.md, "Uploads");
 * letting an image encode its variants side by side saves nothing on two cores and pushed `/`
 * to a p99 of 370–870 ms. The others wait their turn with their request open.
 */
export const IMAGE_PROCESSING_SLOTS = 1;
export const imageProcessing = createWorkSlots(IMAGE_PROCESSING_SLOTS);
/** Encodes of one image at once. */
export const IMAGE_ENCODES_AT_ONCE = 1;

/**
 * The image as bytes, or as the temporary file the upload was received into
 * (app/server/http/receive-upload.server.ts); that file is the caller's to remove, and `release` is called as soon
 * as the image no longer needs it (before the "stored" hook), so it can go early.
 */
export type ImageUploadInput = ImageSource & {
  originalName: string;
  category: ImageCategory;
  /** The alt text asked for at upload (issue 28); an earlier copy of the file keeps its own. */
  altText?: string | null;
  release?: () => Promise<void>;
};

export type UploadOutcome = {
  media: MediaFile;
  /** False when the same file was already stored in the category and that record is answered. */
  created: boolean;
};

export type UploadHooks = {
  /**
   * The file and its variants are in the store (or already were). A new record is written once
   * the promise returned here settles, so the caller can tell the uploader "stored" first.
   */
  onStored?: (created: boolean) => void | Promise<void>;
};

/** Uploads of the same bytes into the same category that are under way, so they run once. */
const underWay = new Map<string, Promise<UploadOutcome>>();

/**
 * Stores and records one uploaded image, or answers the earlier record of the same file. Throws a
 * DomainError (413, 415, 400) for a file the person can fix, 507 when the disk is full; anything
 * else is the server's fault.
 */
export async function uploadImage(
  input: ImageUploadInput,
  actor: Actor,
  hooks: UploadHooks = {},
): Promise<UploadOutcome> {
  const maxBytes = config().maxUploadBytes;
  const { sizeBytes, head } = describeSource(input);
  if (sizeBytes > maxBytes) throw new DomainError(fileTooLargeMessage(maxBytes), { status: 413 });
  if (!detectImageFormat(head)) throw new DomainError(NOT_AN_IMAGE_MESSAGE, { status: 415 });

  const contentHash = "file" in input ? input.file.contentHash : contentHashOf(input.bytes);
  const key = `${input.category}/${contentHash}`;
  const running = underWay.get(key);
  if (running) {
    const { media } = await running;
    hooks.onStored?.(false);
    return { media, created: false };
  }
  // Registered before the first await, so a second copy arriving meanwhile finds it.
  const work = storeOnce(input, contentHash, actor, hooks);
  underWay.set(key, work);
  try {
    return await work;
  } finally {
    underWay.delete(key);
  }
}

async function storeOnce(
  input: ImageUploadInput,
  contentHash: string,
  actor: Actor,
  hooks: UploadHooks,
): Promise<UploadOutcome> {
  const earlier = await storedCopy(contentHash, input.category);
  if (earlier) {
    hooks.onStored?.(false);
    return { media: await withAltText(earlier, input.altText), created: false };
  }
  const image = await imageProcessing.run(async () => {
    try {
      return await processImageUpload({ ...input, contentHash, encodesAtOnce: IMAGE_ENCODES_AT_ONCE });
    } catch (error) {
      if (isDiskFull(error)) throw diskFullRefusal();
      throw error;
    } finally {
      await input.release?.();
    }
  });
  try {
    await hooks.onStored?.(true);
    const media = await recordUpload(
      { image, originalName: image.originalName, category: input.category, altText: input.altText },
      actor,
    );
    return { media, created: true };
  } catch (error) {
    await removeImageFiles(image).catch((cause: unknown) =>
      log("error", "could not remove the files of an upload that was not recorded", {
        error: cause,
        path: image.storagePath,
      }),
    );
    throw error;
  }
}

/** An earlier copy without alt text takes the one given now; one that has alt text keeps it. */
async function withAltText(media: MediaFile, altText: string | null | undefined): Promise<MediaFile> {
  const text = altText?.trim();
  if (!text || media.altText?.trim()) return media;
  await db()
    .updateTable("media")
    .set({ alt_text: text })
    .where("id", "=", media.id)
    .where((eb) => eb.or([eb("alt_text", "is", null), eb(sql<string>`trim(alt_text)`, "=", "")]))
    .execute();
  return { ...media, altText: text };
}

/** The newest record of these bytes in the category whose original and variants are all stored. */
async function storedCopy(contentHash: string, category: ImageCategory): Promise<MediaFile | undefined> {
  const rows = await db()
    .selectFrom("media")
    .select("id")
    .where("content_hash", "=", contentHash)
    .where("category", "=", category)
    .orderBy("created_at", "desc")
    .execute();
  const store = createFileStore();
  for (const { id } of rows) {
    const media = await mediaById(id);
    if (!media) continue;
    const paths = [media.storagePath, ...media.variants.map((variant) => variant.path)];
    const present = await Promise.all(paths.map((path) => store.exists(path)));
    if (present.every(Boolean)) return media;
  }
  return undefined;
}
