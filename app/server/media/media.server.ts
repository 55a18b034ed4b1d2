// Records of uploaded files. Storing and removing the files themselves is app/server/storage's
// job: it hands over a processed image, and removes the files after the record is deleted.
import { randomUUID } from "node:crypto";
import { type Selectable, sql } from "kysely";
import { ALT_TEXT_MAX, CAPTION_MAX, MEDIA_MESSAGES } from "~/copy/admin-media";
import { MEDIA_BUCKETS } from "~/copy/media";
import { type Actor, auditBy } from "../audit.server";
import { STALE_EDIT_MESSAGE } from "../content/record.server";
import { db } from "../db/db.server";
import type { MediaCategory, MediaTable } from "../db/schema";
import { columnContains } from "../db/text-search.server";
import { instant, json, nowIso } from "../db/values.server";
import { DomainError, goneError } from "../domain-error.server";
import { type Paged, type PageRequest, page } from "../paging.server";
import { type Executor, inTransaction } from "../transaction.server";

export type MediaVariant = { width: number; format: string; path: string; url: string };

/** What the image pipeline produces for one upload. */
export type ProcessedImage = {
  storagePath: string;
  url: string;
  filename: string;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  contentHash: string | null;
  variants: MediaVariant[];
  placeholder: string | null;
};

export type MediaFile = {
  id: string;
  filename: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  url: string;
  category: MediaCategory;
  bucketId: string;
  storagePath: string;
  uploadedBy: string | null;
  altText: string | null;
  caption: string | null;
  width: number | null;
  height: number | null;
  contentHash: string | null;
  variants: MediaVariant[];
  placeholder: string | null;
  createdAt: string;
};

export type MediaFilter = PageRequest & {
  category?: MediaCategory;
  /** Any of these categories (a Media Library tab holds a bucket's categories). */
  categories?: readonly MediaCategory[];
  search?: string;
  /** Only the files without alt text. */
  missingAltText?: boolean;
};

export function toMediaFile(row: Selectable<MediaTable>): MediaFile {
  return {
    id: row.id,
    filename: row.filename,
    originalName: row.original_name,
    mimeType: row.mime_type,
    sizeBytes: Number(row.size_bytes),
    url: row.url,
    category: row.category,
    bucketId: row.bucket_id,
    storagePath: row.storage_path,
    uploadedBy: row.uploaded_by,
    altText: row.alt_text,
    caption: row.caption,
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    contentHash: row.content_hash,
    variants: json<MediaVariant[]>(row.variants, []),
    placeholder: row.placeholder,
    createdAt: instant(row.created_at),
  };
}

/** Saves the record of a stored upload; the upload counts as 100% done once this returns. */
export async function recordUpload(
  upload: {
    image: ProcessedImage;
    originalName: string;
    category: MediaCategory;
    altText?: string | null;
    caption?: string | null;
  },
  actor: Actor,
  executor: Executor = db(),
): Promise<MediaFile> {
  const { image } = upload;
  const row = await inTransaction(async (trx) => {
    const inserted = await trx
      .insertInto("media")
      .values({
        id: randomUUID(),
        filename: image.filename,
        original_name: upload.originalName,
        mime_type: image.mimeType,
        size_bytes: image.sizeBytes,
        url: image.url,
        category: upload.category,
        bucket_id: MEDIA_BUCKETS[upload.category],
        storage_path: image.storagePath,
        uploaded_by: actor.id,
        alt_text: upload.altText?.trim() || null,
        caption: upload.caption?.trim() || null,
        width: image.width,
        height: image.height,
        content_hash: image.contentHash,
        variants: JSON.stringify(image.variants),
        placeholder: image.placeholder,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditBy(actor, "created", "media", inserted.id, `Uploaded "${upload.originalName}"`, trx);
    return inserted;
  }, executor);
  return toMediaFile(row);
}

/** The Media Library: newest first, by tab and file-name search, with the number found. */
export async function listMedia(filter: MediaFilter = {}): Promise<Paged<MediaFile>> {
  const { limit, offset } = page(filter);
  let query = db().selectFrom("media");
  if (filter.category) query = query.where("category", "=", filter.category);
  if (filter.categories) {
    const categories = [...filter.categories];
    query =
      categories.length > 0 ? query.where("category", "in", categories) : query.where(sql<boolean>`1 = 0`);
  }
  if (filter.missingAltText) query = query.where(sql<string>`coalesce(trim(alt_text), '')`, "=", "");
  const search = filter.search?.trim();
  if (search) {
    query = query.where((eb) =>
      eb.or([columnContains("original_name", search), columnContains("filename", search)]),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "asc")
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toMediaFile), total: Number(total.count) };
}

/** The dashboard's Media Files card. */
export async function countMedia(): Promise<number> {
  const { count } = await db()
    .selectFrom("media")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function mediaById(id: string): Promise<MediaFile | undefined> {
  const row = await db().selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toMediaFile(row);
}

/** An earlier upload of the very same file in a category, so it need not be stored twice. */
export async function mediaByContentHash(contentHash: string, category: MediaCategory) {
  const row = await db()
    .selectFrom("media")
    .selectAll()
    .where("content_hash", "=", contentHash)
    .where("category", "=", category)
    .orderBy("created_at", "asc")
    .executeTakeFirst();
  return row && toMediaFile(row);
}

/** Trimmed, empty as null, and no longer than the Edit Media File dialog allows. */
function checkedDetail(value: string | null, max: number, field: string, message: string) {
  const text = value?.trim() || null;
  if (text && text.length > max) throw new DomainError(message, { field });
  return text;
}

/**
 * The Edit Media File dialog: alt text and caption. With `expected` (the details the dialog was
 * opened with), a save by someone else since then refuses this one (409) instead of being
 * overwritten: the media record has no updated_at, so the details themselves are compared, in the
 * same statement as the write.
 */
export async function updateMediaDetails(
  id: string,
  details: { altText?: string | null; caption?: string | null },
  actor: Actor,
  options: { expected?: { altText: string; caption?: string } } = {},
): Promise<MediaFile> {
  const changes = {
    ...(details.altText !== undefined && {
      alt_text: checkedDetail(details.altText, ALT_TEXT_MAX, "altText", MEDIA_MESSAGES.altTextTooLong),
    }),
    ...(details.caption !== undefined && {
      caption: checkedDetail(details.caption, CAPTION_MAX, "caption", MEDIA_MESSAGES.captionTooLong),
    }),
  };
  const { expected } = options;
  if (Object.keys(changes).length === 0) {
    const unchanged = await mediaById(id);
    if (!unchanged) throw goneError(MEDIA_MESSAGES.file);
    return unchanged;
  }
  return db()
    .transaction()
    .execute(async (trx) => {
      let update = trx.updateTable("media").set(changes).where("id", "=", id);
      if (expected) {
        update = update.where(sql<string>`coalesce(alt_text, '')`, "=", expected.altText.trim());
        if (expected.caption !== undefined)
          update = update.where(sql<string>`coalesce(caption, '')`, "=", expected.caption.trim());
      }
      const row = await update.returningAll().executeTakeFirst();
      if (!row) {
        const exists = await trx.selectFrom("media").select("id").where("id", "=", id).executeTakeFirst();
        if (!exists) throw goneError(MEDIA_MESSAGES.file);
        throw new DomainError(STALE_EDIT_MESSAGE, { status: 409 });
      }
      await auditBy(actor, "updated", "media", id, `Updated details of "${row.original_name}"`, trx);
      return toMediaFile(row);
    });
}
