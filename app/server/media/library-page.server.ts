// The Media Library's server side (app/routes/admin/media.tsx) and the image fields' library picker
// (app/routes/admin/media-picker.ts): one page of files as they are shown, and one handler per
// intent of the library's action (docs/decisions/013: the happy path only; dispatchIntent turns a
// refusal into the form's reply, a toast and its status).
import { data } from "react-router";
import {
  DELETE_FAILED,
  DELETE_FAILED_MESSAGE,
  detailsSaved,
  FILE_DELETED,
  FILE_UPDATED,
  fileRemoved,
  fileTypeLabel,
  MEDIA_MESSAGES,
  MEDIA_PAGE_SIZE,
  PICKER_PAGE_SIZE,
  tabCategories,
  UPDATE_FAILED,
  UPDATE_FAILED_MESSAGE,
} from "~/copy/admin-media";
import { adminDate } from "~/lib/admin-format";
import { formatFileSize } from "~/lib/file-size";
import {
  deleteMediaSchema,
  MEDIA_INTENTS,
  type MediaLibraryQuery,
  setAltTextSchema,
  updateMediaSchema,
} from "~/lib/schemas/media";
import type {
  AltTextReply,
  DeleteMediaReply,
  MediaFileView,
  PickerPage,
  PickerPicture,
  SizedPicture,
} from "~/views/media";
import { goneError } from "../domain-error.server";
import { failureToasts, type IntentContext, invalidForm, savedReply } from "../http/intents.server";
import { pageCountOf } from "../paging.server";
import type { SessionUser } from "../staff/auth.server";
import { deleteMediaFile } from "./delete.server";
import { listMedia, type MediaFile, updateMediaDetails } from "./media.server";
import { uploadedImage } from "./uploaded-image.server";
import { mediaUses } from "./usage.server";

/** The widest thumbnail the list and the picker load (spec: small WebP variants). */
const THUMBNAIL_MAX_WIDTH = 320;
/** The widest preview the edit dialog loads. */
const PREVIEW_MAX_WIDTH = 960;

function webpVariants(file: MediaFile) {
  return file.variants.filter((variant) => variant.format === "webp").toSorted((a, b) => a.width - b.width);
}

function sized(file: MediaFile, url: string, width: number): SizedPicture {
  const ratio = file.width && file.height ? file.height / file.width : 3 / 4;
  return { src: url, width, height: Math.max(1, Math.round(width * ratio)) };
}

/**
 * The widest WebP variant up to `maxWidth`, else the narrowest there is. A file without variants
 * has no thumbnail: the list never loads an original.
 */
function variantUpTo(file: MediaFile, maxWidth: number): SizedPicture | null {
  const webp = webpVariants(file);
  const chosen = webp.filter((variant) => variant.width <= maxWidth).at(-1) ?? webp[0];
  return chosen ? sized(file, chosen.url, chosen.width) : null;
}

function fileView(file: MediaFile, uses: MediaFileView["uses"]): MediaFileView {
  return {
    id: file.id,
    name: file.originalName,
    category: file.category,
    size: formatFileSize(file.sizeBytes),
    type: fileTypeLabel(file.mimeType),
    dimensions: file.width && file.height ? `${file.width} × ${file.height}` : null,
    uploaded: adminDate(file.createdAt),
    altText: file.altText ?? "",
    caption: file.caption ?? "",
    thumbnail: variantUpTo(file, THUMBNAIL_MAX_WIDTH),
    preview: variantUpTo(file, PREVIEW_MAX_WIDTH),
    uses,
  };
}

function filesOf(query: MediaLibraryQuery, pageSize: number) {
  return listMedia({
    categories: query.tab ? tabCategories(query.tab) : undefined,
    search: query.search || undefined,
    missingAltText: query.missingAlt || undefined,
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
}

export type MediaLibraryPage = { files: MediaFileView[]; total: number; pageCount: number };

/** One page of the library (newest first), of one tab or all, by file-name search, with its uses. */
export async function mediaLibraryPage(query: MediaLibraryQuery): Promise<MediaLibraryPage> {
  const { items, total } = await filesOf(query, MEDIA_PAGE_SIZE);
  const uses = await mediaUses(items);
  return {
    files: items.map((file) => fileView(file, uses.get(file.id) ?? [])),
    total,
    pageCount: pageCountOf(total, MEDIA_PAGE_SIZE),
  };
}

/** One page of pictures for an image field's library picker. */
export async function pickerPage(query: MediaLibraryQuery): Promise<PickerPage> {
  const { items, total } = await filesOf(query, PICKER_PAGE_SIZE);
  const pictures: PickerPicture[] = items.map((file) => ({
    ...uploadedImage(file),
    thumbnail: variantUpTo(file, THUMBNAIL_MAX_WIDTH),
    altText: file.altText ?? "",
  }));
  return { pictures, total, page: query.page, pageCount: pageCountOf(total, PICKER_PAGE_SIZE) };
}

// ---------------------------------------------------------------------------------------------
// The action's intents.

/** The spec's toasts (§8): a refusal says why (a stale edit, a long text, a file gone); a fault the spec's sentence. */
export const failureToast = failureToasts({
  title: (intent) => (intent === MEDIA_INTENTS.delete ? DELETE_FAILED : UPDATE_FAILED),
  fault: (intent) => (intent === MEDIA_INTENTS.delete ? DELETE_FAILED_MESSAGE : UPDATE_FAILED_MESSAGE),
});

type Context = IntentContext<SessionUser>;
type Submission = Parameters<typeof invalidForm>[1] & { error?: Record<string, string[] | null> | null };

/** A form its schema refused: the messages next to the fields, and the first of them in a toast. */
function refused(intent: string, submission: Submission) {
  const first = Object.values(submission.error ?? {}).find((messages) => messages?.length)?.[0];
  const fault = intent === MEDIA_INTENTS.delete ? DELETE_FAILED_MESSAGE : UPDATE_FAILED_MESSAGE;
  return invalidForm(intent, submission, {
    type: "error",
    title: intent === MEDIA_INTENTS.delete ? DELETE_FAILED : UPDATE_FAILED,
    description: first ?? fault,
  });
}

export async function updateMediaIntent({ parse, actor }: Context) {
  const submission = parse(updateMediaSchema);
  if (submission.status !== "success") return refused(MEDIA_INTENTS.update, submission);
  const { mediaId, altText, caption, loadedAltText, loadedCaption } = submission.value;
  const file = await updateMediaDetails(
    mediaId,
    { altText: altText ?? null, caption: caption ?? null },
    actor,
    { expected: { altText: loadedAltText ?? "", caption: loadedCaption ?? "" } },
  );
  return savedReply(MEDIA_INTENTS.update, {
    type: "success",
    title: FILE_UPDATED,
    description: detailsSaved(file.originalName),
  });
}

/** The alt text typed beside a picture just uploaded; the caption stays as it is. */
export async function setAltTextIntent({ parse, actor }: Context) {
  const submission = parse(setAltTextSchema);
  if (submission.status !== "success") return refused(MEDIA_INTENTS.altText, submission);
  const { mediaId, altText, loadedAltText } = submission.value;
  const file = await updateMediaDetails(mediaId, { altText: altText ?? null }, actor, {
    expected: { altText: loadedAltText ?? "" },
  });
  return data<AltTextReply>({ intent: MEDIA_INTENTS.altText, mediaId, altText: file.altText ?? "" });
}

export async function deleteMediaIntent({ parse, actor }: Context) {
  const submission = parse(deleteMediaSchema);
  if (submission.status !== "success") return refused(MEDIA_INTENTS.delete, submission);
  const { mediaId, listedUses } = submission.value;
  const deleted = await deleteMediaFile(mediaId, actor, { listedUses });
  if (!deleted) throw goneError(MEDIA_MESSAGES.file);
  return data<DeleteMediaReply>({
    intent: MEDIA_INTENTS.delete,
    toast: { type: "success", title: FILE_DELETED, description: fileRemoved(deleted.file.originalName) },
    deleted: mediaId,
  });
}
