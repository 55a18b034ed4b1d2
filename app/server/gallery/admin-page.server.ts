// Gallery Management's server side (app/routes/admin/gallery.tsx): one page of items as the page
// shows them, and one handler per intent of its action (docs/decisions/013: the happy path only;
// dispatchIntent turns a refusal into the form's reply, a toast and its status).
import { data } from "react-router";
import {
  backInGallery,
  batchAdded,
  ERROR_TITLE,
  GALLERY_ADMIN_PAGE_SIZE,
  GALLERY_DELETE_FAILED,
  GALLERY_SAVE_FAILED,
  goneFromGallery,
  ITEM_CREATED,
  ITEM_DELETED,
  ITEM_MOVED,
  ITEM_RESTORED,
  ITEM_UPDATED,
  movedToEnd,
  onGalleryNow,
} from "~/copy/admin-gallery";
import { DEFAULT_GALLERY_CATEGORY } from "~/copy/categories";
import { adminDate } from "~/lib/admin-format";
import {
  addPhotosSchema,
  createItemSchema,
  deleteItemSchema,
  GALLERY_INTENTS,
  type GalleryAdminQuery,
  type GalleryItemForm,
  moveItemToEndSchema,
  reorderItemsSchema,
  restoreItemSchema,
  updateItemSchema,
} from "~/lib/schemas/gallery";
import type {
  AddPhotosReply,
  DeleteReply,
  GalleryItemView,
  MoveToEndReply,
  ReorderReply,
  RestoreReply,
} from "~/views/gallery";
import { NOT_FOUND_MESSAGE } from "../content/record.server";
import { keepForUndo, takeForUndo, UNDO_EXPIRED_MESSAGE } from "../content/undo.server";
import { DomainError, goneError } from "../domain-error.server";
import { failureToasts, type IntentContext, invalidForm, savedReply } from "../http/intents.server";
import { picturesFor } from "../media/pictures.server";
import { pageCountOf } from "../paging.server";
import type { SessionUser } from "../staff/auth.server";
import { addGalleryItem, addGalleryPhotos, editGalleryItem, type GalleryFormInput } from "./admin.server";
import { deleteGalleryItem, type GalleryItem, galleryItems, restoreGalleryItem } from "./items.server";
import { moveGalleryItemToEnd, saveGalleryOrder } from "./order.server";

/** Widest variant the cards and the edit dialog's preview use. */
const THUMBNAIL_MAX_WIDTH = 640;

async function itemViews(items: GalleryItem[]): Promise<GalleryItemView[]> {
  const pictures = await picturesFor(items.map((item) => item.imageUrl));
  return items.map((item) => {
    const picture = item.imageUrl ? pictures.get(item.imageUrl) : undefined;
    const variants = (picture?.variants ?? []).filter((variant) => variant.width <= THUMBNAIL_MAX_WIDTH);
    const preview = variants
      .filter((variant) => variant.format === "webp")
      .sort((a, b) => b.width - a.width)[0];
    return {
      id: item.id,
      title: item.title,
      description: item.description,
      titleTa: item.titleTa,
      descriptionTa: item.descriptionTa,
      category: item.category,
      isFeatured: item.isFeatured,
      imageUrl: item.imageUrl,
      mediaId: item.mediaId,
      orderIndex: item.orderIndex,
      updatedAt: item.updatedAt,
      added: adminDate(item.createdAt),
      thumbnail: picture
        ? {
            src: preview?.url ?? picture.src,
            width: picture.width,
            height: picture.height,
            variants,
            placeholder: picture.placeholder,
            previewSrc: preview?.url ?? picture.src,
          }
        : null,
    };
  });
}

export type GalleryAdminPage = { items: GalleryItemView[]; total: number; pageCount: number };

/** One page of every gallery item (newest order first), of one category or all. */
export async function galleryAdminPage(query: GalleryAdminQuery): Promise<GalleryAdminPage> {
  const { items, total } = await galleryItems({
    category: query.category ?? undefined,
    limit: GALLERY_ADMIN_PAGE_SIZE,
    offset: (query.page - 1) * GALLERY_ADMIN_PAGE_SIZE,
  });
  return {
    items: await itemViews(items),
    total,
    pageCount: pageCountOf(total, GALLERY_ADMIN_PAGE_SIZE),
  };
}

/**
 * The spec's failure toasts (title Error): a refusal says why (a stale edit, a bad value, an item
 * already gone); a fault is the spec's sentence.
 */
export const failureToast = failureToasts({
  title: ERROR_TITLE,
  fault: (intent) => (intent === GALLERY_INTENTS.delete ? GALLERY_DELETE_FAILED : GALLERY_SAVE_FAILED),
});

type Context = IntentContext<SessionUser>;
type Submission = Parameters<typeof invalidForm>[1] & { error?: Record<string, string[] | null> | null };

/** A form its schema refused: the messages next to the fields, and the first of them in a toast. */
function refused(intent: string, submission: Submission) {
  const first = Object.values(submission.error ?? {}).find((messages) => messages?.length)?.[0];
  const fault = intent === GALLERY_INTENTS.delete ? GALLERY_DELETE_FAILED : GALLERY_SAVE_FAILED;
  return invalidForm(intent, submission, { type: "error", title: ERROR_TITLE, description: first ?? fault });
}

/** The dialog's values as the domain takes them: an emptied field clears what was stored. */
function formInput(value: Omit<GalleryItemForm, "intent">): GalleryFormInput {
  return {
    title: value.title,
    description: value.description ?? null,
    titleTa: value.titleTa ?? null,
    descriptionTa: value.descriptionTa ?? null,
    category: value.category ?? DEFAULT_GALLERY_CATEGORY,
    imageUrl: value.imageUrl,
    mediaId: value.mediaId ?? null,
    isFeatured: value.isFeatured ?? false,
  };
}

export async function createItemIntent({ parse, actor }: Context) {
  const submission = parse(createItemSchema);
  if (submission.status !== "success") return refused(GALLERY_INTENTS.create, submission);
  const item = await addGalleryItem(formInput(submission.value), actor);
  return savedReply(GALLERY_INTENTS.create, {
    type: "success",
    title: ITEM_CREATED,
    description: onGalleryNow(item.title),
  });
}

export async function updateItemIntent({ parse, actor }: Context) {
  const submission = parse(updateItemSchema);
  if (submission.status !== "success") return refused(GALLERY_INTENTS.update, submission);
  const { itemId, updatedAt, ...value } = submission.value;
  const item = await editGalleryItem(itemId, formInput(value), actor, { expectedUpdatedAt: updatedAt });
  return savedReply(GALLERY_INTENTS.update, {
    type: "success",
    title: ITEM_UPDATED,
    description: onGalleryNow(item.title),
  });
}

/** No question first (spec §7); the toast offers Undo instead (DECISIONS.md). */
export async function deleteItemIntent({ parse, actor }: Context) {
  const submission = parse(deleteItemSchema);
  if (submission.status !== "success") return refused(GALLERY_INTENTS.delete, submission);
  const snapshot = await deleteGalleryItem(submission.value.itemId, actor);
  if (!snapshot) throw goneError(NOT_FOUND_MESSAGE);
  return data<DeleteReply>({
    intent: GALLERY_INTENTS.delete,
    toast: { type: "success", title: ITEM_DELETED, description: goneFromGallery(snapshot.title) },
    undo: {
      token: await keepForUndo(snapshot, actor.id),
      itemId: submission.value.itemId,
      title: snapshot.title,
    },
  });
}

/** The toast's Undo: the deleted item back exactly as it was, once, by the person who deleted it. */
export async function restoreItemIntent({ parse, actor }: Context) {
  const submission = parse(restoreItemSchema);
  if (submission.status !== "success") return refused(GALLERY_INTENTS.restore, submission);
  const snapshot = await takeForUndo(submission.value.token, "gallery", actor.id);
  if (!snapshot) throw new DomainError(UNDO_EXPIRED_MESSAGE, { status: 409 });
  const item = await restoreGalleryItem(snapshot, actor);
  return data<RestoreReply>({
    intent: GALLERY_INTENTS.restore,
    toast: { type: "success", title: ITEM_RESTORED, description: backInGallery(item.title) },
    restoredId: item.id,
  });
}

/** "Add Many Photos": the photos are uploaded already; each becomes an item. */
export async function addPhotosIntent({ parse, actor }: Context) {
  const submission = parse(addPhotosSchema);
  if (submission.status !== "success") return refused(GALLERY_INTENTS.addPhotos, submission);
  const { category, photos } = submission.value;
  const items = await addGalleryPhotos(category, photos, actor);
  return data<AddPhotosReply>({
    intent: GALLERY_INTENTS.addPhotos,
    toast: { type: "success", title: ITEM_CREATED, description: batchAdded(items.length, category) },
    created: items.map((item) => ({ id: item.id, title: item.title, mediaId: item.mediaId })),
  });
}

/** A drag or the keyboard: the page's items in their new order at once. */
export async function reorderItemsIntent({ parse, actor }: Context) {
  const submission = parse(reorderItemsSchema);
  if (submission.status !== "success") return refused(GALLERY_INTENTS.reorder, submission);
  const { itemId, category, seen, order } = submission.value;
  await saveGalleryOrder({ seen, order, category: category ?? null, movedId: itemId }, actor);
  return data<ReorderReply>({ intent: GALLERY_INTENTS.reorder, order });
}

/** Move to top / Move to bottom: the item goes before or after every other in the gallery. */
export async function moveItemToEndIntent({ parse, actor }: Context) {
  const submission = parse(moveItemToEndSchema);
  if (submission.status !== "success") return refused(GALLERY_INTENTS.moveToEnd, submission);
  const { itemId, end } = submission.value;
  const title = await moveGalleryItemToEnd(itemId, end, actor);
  return data<MoveToEndReply>({
    intent: GALLERY_INTENTS.moveToEnd,
    moved: { itemId, end },
    toast: { type: "success", title: ITEM_MOVED, description: movedToEnd(title, end) },
  });
}
