// Gallery items: a content item of kind gallery with its category, featured flag and order.
// Items are always published; the newest order (a timestamp in ms by default) comes first.
import {
  GALLERY_DESCRIPTION_MAX,
  GALLERY_IMAGE_URL_MAX,
  GALLERY_MESSAGES,
  GALLERY_TITLE_MAX,
} from "~/copy/admin-gallery";
import { DEFAULT_GALLERY_CATEGORY, type GalleryCategory, isGalleryCategory } from "~/copy/categories";
import { GALLERY_PAGE_SIZE } from "~/copy/limits";
import { isImageAddress } from "~/lib/schemas/schools";
import { type Actor, auditBy } from "../audit.server";
import { insertContentRecord, publiclyVisible, updateContentRecord } from "../content/record.server";
import { type ContentSnapshot, deleteContentRecord, restoreContentRecord } from "../content/snapshot.server";
import { db } from "../db/db.server";
import { lockRow } from "../db/dialect.server";
import { bool, instant, int } from "../db/values.server";
import { DomainError } from "../domain-error.server";
import { type Paged, type PageRequest, page } from "../paging.server";
import { type Executor, inTransaction } from "../transaction.server";

export type GalleryItem = {
  id: string;
  title: string;
  slug: string;
  description: string | null;
  /** Optional Tamil title and description (null = not translated). */
  titleTa: string | null;
  descriptionTa: string | null;
  imageUrl: string | null;
  mediaId: string | null;
  category: string;
  isFeatured: boolean;
  orderIndex: number;
  createdAt: string;
  updatedAt: string;
};

export type GalleryItemInput = {
  title: string;
  description?: string | null;
  titleTa?: string | null;
  descriptionTa?: string | null;
  category?: string;
  imageUrl?: string | null;
  mediaId?: string | null;
  isFeatured?: boolean;
  /** Defaults to the creation time in milliseconds, so new items come first. */
  orderIndex?: number;
};

export type GalleryFilter = PageRequest & {
  category?: string;
  /** Leave out items saved without a picture (the public gallery has nothing to show for them). */
  withPicture?: boolean;
};

function galleryQuery(executor: Executor = db()) {
  return executor
    .selectFrom("content")
    .innerJoin("gallery_item", "gallery_item.content_id", "content.id")
    .where("content.kind", "=", "gallery");
}

function selectGallery(query: ReturnType<typeof galleryQuery>) {
  return query
    .select([
      "content.id",
      "content.title",
      "content.slug",
      "content.summary",
      "content.title_ta",
      "content.summary_ta",
      "content.featured_image",
      "content.featured_media_id",
      "content.created_at",
      "content.updated_at",
      "gallery_item.category",
      "gallery_item.is_featured",
      "gallery_item.order_index",
    ])
    .orderBy("gallery_item.order_index", "desc")
    .orderBy("content.id", "asc");
}

type GalleryRow = Awaited<ReturnType<ReturnType<typeof selectGallery>["executeTakeFirstOrThrow"]>>;

function toGalleryItem(row: GalleryRow): GalleryItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.summary,
    titleTa: row.title_ta?.trim() || null,
    descriptionTa: row.summary_ta?.trim() || null,
    imageUrl: row.featured_image,
    mediaId: row.featured_media_id,
    category: row.category || DEFAULT_GALLERY_CATEGORY,
    isFeatured: bool(row.is_featured),
    orderIndex: int(row.order_index),
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
  };
}

function byCategory(query: ReturnType<typeof galleryQuery>, category: string | undefined) {
  return category ? query.where("gallery_item.category", "=", category) : query;
}

function havingPicture(query: ReturnType<typeof galleryQuery>) {
  return query.where("content.featured_image", "is not", null).where("content.featured_image", "!=", "");
}

/** Published photos, newest order first, optionally of one category, one page at a time. */
export async function publishedGallery(filter: GalleryFilter = {}): Promise<GalleryItem[]> {
  const { limit, offset } = page(filter, GALLERY_PAGE_SIZE);
  const inCategory = byCategory(galleryQuery(), filter.category);
  const query = (filter.withPicture ? havingPicture(inCategory) : inCategory).where((eb) =>
    publiclyVisible(eb),
  );
  const rows = await selectGallery(query).limit(limit).offset(offset).execute();
  return rows.map(toGalleryItem);
}

export async function countPublishedGallery(category?: string): Promise<number> {
  const { count } = await byCategory(galleryQuery(), category)
    .where((eb) => publiclyVisible(eb))
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * How many published items with a picture each category holds, for the public filter; categories
 * without any are left out.
 */
export async function publishedGalleryCategoryCounts(): Promise<Map<string, number>> {
  const rows = await havingPicture(galleryQuery())
    .where((eb) => publiclyVisible(eb))
    .select((eb) => ["gallery_item.category", eb.fn.countAll().as("count")])
    .groupBy("gallery_item.category")
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows) {
    const category = row.category || DEFAULT_GALLERY_CATEGORY;
    counts.set(category, (counts.get(category) ?? 0) + Number(row.count));
  }
  return counts;
}

/** Every gallery item for Gallery Management, with the number found ('N item(s) found'). */
export async function galleryItems(filter: GalleryFilter = {}): Promise<Paged<GalleryItem>> {
  const { limit, offset } = page(filter);
  const query = byCategory(galleryQuery(), filter.category);
  const [rows, total] = await Promise.all([
    selectGallery(query).limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toGalleryItem), total: Number(total.count) };
}

export async function galleryItemById(
  id: string,
  executor: Executor = db(),
): Promise<GalleryItem | undefined> {
  const row = await selectGallery(galleryQuery(executor).where("content.id", "=", id)).executeTakeFirst();
  return row && toGalleryItem(row);
}

function checkedCategory(category: string | undefined): GalleryCategory | undefined {
  if (category === undefined) return undefined;
  if (!isGalleryCategory(category)) throw new DomainError(GALLERY_MESSAGES.category, { field: "category" });
  return category;
}

/**
 * The rules of the gallery form, checked here again for every caller: texts of sensible length
 * and a picture address on this site or on the web (never `javascript:` or `//host`). Whether the
 * picture is one of our uploads is the admin's rule (admin.server.ts).
 */
function checkInput(input: Partial<GalleryItemInput>) {
  if (input.title !== undefined && input.title.trim().length > GALLERY_TITLE_MAX)
    throw new DomainError(GALLERY_MESSAGES.titleTooLong, { field: "title" });
  if ((input.titleTa?.trim().length ?? 0) > GALLERY_TITLE_MAX)
    throw new DomainError(GALLERY_MESSAGES.titleTooLong, { field: "titleTa" });
  if ((input.description?.trim().length ?? 0) > GALLERY_DESCRIPTION_MAX)
    throw new DomainError(GALLERY_MESSAGES.descriptionTooLong, { field: "description" });
  if ((input.descriptionTa?.trim().length ?? 0) > GALLERY_DESCRIPTION_MAX)
    throw new DomainError(GALLERY_MESSAGES.descriptionTooLong, { field: "descriptionTa" });
  const image = input.imageUrl?.trim();
  if (image && (image.length > GALLERY_IMAGE_URL_MAX || !isImageAddress(image)))
    throw new DomainError(GALLERY_MESSAGES.image, { field: "imageUrl" });
  if (input.orderIndex !== undefined && !Number.isSafeInteger(input.orderIndex))
    throw new DomainError("The order must be a whole number.", { field: "orderIndex" });
}

/** The gallery_item row of a new item; also used when the content form creates a gallery item. */
export async function insertGalleryRow(
  trx: Executor,
  contentId: string,
  fields: Pick<GalleryItemInput, "category" | "isFeatured" | "orderIndex"> = {},
) {
  await trx
    .insertInto("gallery_item")
    .values({
      content_id: contentId,
      category: checkedCategory(fields.category) ?? DEFAULT_GALLERY_CATEGORY,
      is_featured: fields.isFeatured ?? false,
      order_index: fields.orderIndex ?? Date.now(),
    })
    .execute();
}

export async function createGalleryItem(
  input: GalleryItemInput,
  actor: Actor,
  executor: Executor = db(),
): Promise<GalleryItem> {
  checkInput(input);
  return inTransaction(async (trx) => {
    const item = await insertContentRecord(
      trx,
      "gallery",
      {
        title: input.title,
        summary: input.description,
        titleTa: input.titleTa,
        summaryTa: input.descriptionTa,
        featuredImage: input.imageUrl,
        featuredMediaId: input.mediaId,
        status: "published",
      },
      actor,
    );
    await insertGalleryRow(trx, item.id, input);
    await auditBy(actor, "created", "gallery", item.id, `Created gallery item "${item.title}"`, trx);
    const row = await selectGallery(
      galleryQuery(trx).where("content.id", "=", item.id),
    ).executeTakeFirstOrThrow();
    return toGalleryItem(row);
  }, executor);
}

export type GalleryUpdateOptions = {
  /** The item's updated_at when the form was opened: a newer save refuses this one (409). */
  expectedUpdatedAt?: string | null;
};

/**
 * PostgreSQL runs two saves of one item side by side: each would read the same updated_at, pass
 * the stale-edit check and overwrite the other. The first to lock the row makes the second wait
 * and then see the newer updated_at. SQLite runs one write transaction at a time.
 */
async function lockItem(trx: Executor, id: string) {
  await lockRow(trx, "content", id);
}

/** Saves an edit; the order is kept unless one is given. */
export async function updateGalleryItem(
  id: string,
  changes: Partial<GalleryItemInput>,
  actor: Actor,
  options: GalleryUpdateOptions = {},
  executor: Executor = db(),
): Promise<GalleryItem> {
  checkInput(changes);
  return inTransaction(async (trx) => {
    await lockItem(trx, id);
    const item = await updateContentRecord(
      trx,
      id,
      "gallery",
      {
        title: changes.title,
        summary: changes.description,
        titleTa: changes.titleTa,
        summaryTa: changes.descriptionTa,
        featuredImage: changes.imageUrl,
        featuredMediaId: changes.mediaId,
        status: "published",
      },
      actor,
      { expectedUpdatedAt: options.expectedUpdatedAt },
    );
    const category = checkedCategory(changes.category);
    if (category !== undefined || changes.isFeatured !== undefined || changes.orderIndex !== undefined)
      await trx
        .updateTable("gallery_item")
        .set({
          ...(category !== undefined && { category }),
          ...(changes.isFeatured !== undefined && { is_featured: changes.isFeatured }),
          ...(changes.orderIndex !== undefined && { order_index: changes.orderIndex }),
        })
        .where("content_id", "=", id)
        .execute();
    await auditBy(actor, "updated", "gallery", id, `Updated gallery item "${item.title}"`, trx);
    const row = await selectGallery(galleryQuery(trx).where("content.id", "=", id)).executeTakeFirstOrThrow();
    return toGalleryItem(row);
  }, executor);
}

export async function deleteGalleryItem(id: string, actor: Actor): Promise<ContentSnapshot | undefined> {
  return inTransaction(async (trx) => {
    const snapshot = await deleteContentRecord(trx, id, "gallery");
    if (snapshot)
      await auditBy(actor, "deleted", "gallery", id, `Deleted gallery item "${snapshot.title}"`, trx);
    return snapshot;
  });
}

/** Undo of a delete: the item back exactly as it was — same id, slug, picture, category and order. */
export async function restoreGalleryItem(snapshot: ContentSnapshot, actor: Actor): Promise<GalleryItem> {
  if (snapshot.kind !== "gallery" || typeof snapshot.content.id !== "string")
    throw new DomainError(GALLERY_MESSAGES.undoExpired, { status: 409 });
  const id = snapshot.content.id;
  return inTransaction(async (trx) => {
    await restoreContentRecord(trx, snapshot);
    await auditBy(actor, "restored", "gallery", id, `Restored gallery item "${snapshot.title}"`, trx);
    const row = await selectGallery(galleryQuery(trx).where("content.id", "=", id)).executeTakeFirstOrThrow();
    return toGalleryItem(row);
  });
}
