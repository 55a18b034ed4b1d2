// Records of uploaded files. Storing and removing the files themselves is app/server/storage's
// job: it hands over a processed image, and removes the files after the record is deleted.
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { MEDIA_BUCKETS } from "~/copy/media";
import { type Actor, auditBy } from "../audit.server";
import { db } from "../db/db.server";
import type { MediaCategory, MediaTable } from "../db/schema";
import { columnContains } from "../db/text-search.server";
import { instant, json, nowIso } from "../db/values.server";
import { goneError } from "../domain-error.server";
import { type Paged, type PageRequest, page } from "../paging.server";

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

export type MediaFilter = PageRequest & { category?: MediaCategory; search?: string };

function toMediaFile(row: Selectable<MediaTable>): MediaFile {
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
): Promise<MediaFile> {
  const { image } = upload;
  const row = await db()
    .transaction()
    .execute(async (trx) => {
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
    });
  return toMediaFile(row);
}

/** The Media Library: newest first, by tab and file-name search, with the number found. */
export async function listMedia(filter: MediaFilter = {}): Promise<Paged<MediaFile>> {
  const { limit, offset } = page(filter);
  let query = db().selectFrom("media");
  if (filter.category) query = query.where("category", "=", filter.category);
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

/** The Edit Media File dialog: alt text and caption. */
export async function updateMediaDetails(
  id: string,
  details: { altText?: string | null; caption?: string | null },
  actor: Actor,
): Promise<MediaFile> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .updateTable("media")
        .set({
          ...(details.altText !== undefined && { alt_text: details.altText?.trim() || null }),
          ...(details.caption !== undefined && { caption: details.caption?.trim() || null }),
        })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw goneError("This file no longer exists. Someone may have deleted it.");
      await auditBy(actor, "updated", "media", id, `Updated details of "${row.original_name}"`, trx);
      return toMediaFile(row);
    });
}

/**
 * Deletes the record and returns it, so the caller can remove the stored file and its variants
 * afterwards; content that showed the file keeps its URL but loses the link to the record.
 */
export async function deleteMediaRecord(id: string, actor: Actor): Promise<MediaFile | undefined> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const row = await trx.deleteFrom("media").where("id", "=", id).returningAll().executeTakeFirst();
      if (row) await auditBy(actor, "deleted", "media", id, `Deleted "${row.original_name}"`, trx);
      return row && toMediaFile(row);
    });
}
