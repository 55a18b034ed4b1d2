// The Media Library at /admin/media (spec §2, §3 media, §8 Media, §9 sizes): its fixed texts and the
// limits of its forms, shared by the page, the image fields' library picker, the schemas, the media
// domain module and the tests.
import { MEDIA_BUCKETS, MEDIA_LIBRARY_TABS, type MediaCategory } from "./media";

export const MEDIA_ADMIN_TITLE = "Media Library";
export const MEDIA_ADMIN_DESCRIPTION =
  "Every picture uploaded for the website, newest first. Alt text describes a picture to visitors who cannot see it.";

// ---------------------------------------------------------------------------------------------
// Tabs. A tab is one of the spec's storage buckets, so that every file has a tab: school logos sit
// under school headers, event and news pictures under general (MEDIA_BUCKETS).

export type MediaTab = (typeof MEDIA_LIBRARY_TABS)[number]["category"];
export const MEDIA_TABS: readonly MediaTab[] = MEDIA_LIBRARY_TABS.map((tab) => tab.category);

export function isMediaTab(value: string): value is MediaTab {
  return (MEDIA_TABS as readonly string[]).includes(value);
}

/** The categories a tab shows. */
export function tabCategories(tab: MediaTab): MediaCategory[] {
  return (Object.keys(MEDIA_BUCKETS) as MediaCategory[]).filter(
    (category) => MEDIA_BUCKETS[category] === tab,
  );
}

/** The tab a category's files are listed under (and where an image field's picker opens). */
export function tabOfCategory(category: MediaCategory): MediaTab {
  return MEDIA_BUCKETS[category] as MediaTab;
}

export const TABS_LABEL = "Media categories";

// ---------------------------------------------------------------------------------------------
// The list.

export const SEARCH_LABEL = "Search files";
export const SEARCH_PLACEHOLDER = "Search by file name…";
export const SEARCH_SUBMIT = "Search";
export const SEARCH_MAX = 100;
/** The spec's count of files found; one file reads as one. */
export function fileCount(count: number) {
  return `${count.toLocaleString("en-IN")} ${count === 1 ? "file" : "files"} found`;
}
export const NO_MEDIA_FILES = "No media files found";
export const MEDIA_LOAD_FAILED = "Failed to load media files";
export const FILES_LABEL = "Media files";
export const PAGES_LABEL = "Media file pages";
export const VIEW_TOGGLE_LABEL = "Show files as";
export const NO_PREVIEW_LABEL = "No preview";
export const EDIT_LABEL = "Edit";
export const DELETE_LABEL = "Delete";
export const FILE_FACT_LABELS = {
  size: "Size",
  type: "Type",
  dimensions: "Dimensions",
  uploaded: "Uploaded",
} as const;
export const MEDIA_PAGE_SIZE = 24;

/** "image/jpeg" → "JPEG". */
export function fileTypeLabel(mimeType: string) {
  return (mimeType.split("/")[1] ?? mimeType).toUpperCase();
}

export function usedInCount(count: number) {
  return count === 1 ? "Used in 1 place" : `Used in ${count} places`;
}

// ---------------------------------------------------------------------------------------------
// Edit Media File (spec §2) and its toasts (spec §8).

export const EDIT_MEDIA_TITLE = "Edit Media File";
export const ALT_TEXT_LABEL = "Alt Text";
export const CAPTION_LABEL = "Caption";
export const SAVE_CHANGES_LABEL = "Save Changes";
export const ALT_TEXT_MAX = 250;
export const CAPTION_MAX = 500;
export const ALT_TEXT_HINT =
  "What the picture shows, for visitors who cannot see it. Used wherever the picture appears on the website.";
export const CAPTION_HINT =
  "Shown under the picture in the gallery viewer when the gallery item has no description of its own.";
export const FILE_UPDATED = "File updated";
export const UPDATE_FAILED = "Update failed";
export const UPDATE_FAILED_MESSAGE = "The file's details could not be saved. Please try again.";
export function detailsSaved(name: string) {
  return `The new details of "${name}" show on the website now.`;
}

// ---------------------------------------------------------------------------------------------
// Delete (spec §7, §8).

export function deleteFileQuestion(name: string) {
  return `Are you sure you want to delete "${name}"?`;
}
export const DELETE_EXPLANATION = "The file and every size made of it are removed. This cannot be undone.";
export const IN_USE_WARNING =
  "This picture is in use. Deleting it removes it from these places, which then show no picture until you choose another:";
export const DELETE_CONFIRM_LABEL = "Delete File";
export const DELETE_ANYWAY_LABEL = "Delete Anyway";
export const FILE_DELETED = "File deleted";
export const DELETE_FAILED = "Delete failed";
export const DELETE_FAILED_MESSAGE = "Failed to delete the file. Please try again.";
export function fileRemoved(name: string) {
  return `"${name}" has been removed from the media library.`;
}
/** A use appeared after the dialog listed the file's uses: the person decides again. */
export const NEW_USE_MESSAGE =
  "This file has been put to use somewhere else since the page was loaded. Look at where it is used, then decide again.";

export const MEDIA_MESSAGES = {
  file: "This file no longer exists. Someone may have deleted it.",
  altTextTooLong: `Alt text can be at most ${ALT_TEXT_MAX} characters.`,
  captionTooLong: `The caption can be at most ${CAPTION_MAX} characters.`,
  reload: "Reload the page, then make your changes again.",
} as const;

// ---------------------------------------------------------------------------------------------
// Where a file is used, as the delete question lists it.

export const MEDIA_USE_LABELS = {
  slide: "Homepage slide",
  gallery: "Gallery item",
  event: "Event",
  news: "News article",
  "school-header": "School header image",
  "school-logo": "School logo",
  "school-photo": "School photo",
  content: "Content item",
  "content-text": "Picture in the text of",
  avatar: "Profile picture of",
} as const;
export type MediaUseKind = keyof typeof MEDIA_USE_LABELS;

// ---------------------------------------------------------------------------------------------
// Picking a library picture for an image field.

export const CHOOSE_FROM_LIBRARY_LABEL = "Choose from library";
export const PICKER_TITLE = "Choose from the media library";
export const PICKER_DESCRIPTION =
  "Pick a picture that is already uploaded. Search by file name or change category.";
export const PICKER_LOAD_MORE = "Load more";
export const PICKER_LOADING = "Loading pictures…";
export const PICKER_LOAD_FAILED = "The media library could not be loaded. Please try again.";
export const PICKER_RETRY = "Try again";
export const PICKER_PAGE_SIZE = 12;
