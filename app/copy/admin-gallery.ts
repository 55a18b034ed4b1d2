// Gallery Management at /admin/gallery (spec §2, §3, §5, §8, §9): its fixed texts and the limits of
// its forms, shared by the page, its schemas, the gallery domain module and the tests.
import { META_DESCRIPTION_MAX } from "./limits";

export const GALLERY_ADMIN_TITLE = "Gallery Management";
export const GALLERY_ADMIN_DESCRIPTION = "The photos on the website's Gallery page, newest first.";

export const ADD_ITEM_LABEL = "Add Gallery Item";
export const ADD_ITEM_TITLE = "Add Gallery Item";
export const EDIT_ITEM_TITLE = "Edit Gallery Item";
export const CREATE_ITEM_SUBMIT = "Create Item";
export const UPDATE_ITEM_SUBMIT = "Update Item";
export const ADD_ITEM_HINT = "New items go first in the gallery.";
export const EDIT_ITEM_HINT = "Changes show on the Gallery page as soon as you save them.";

export const ITEM_FIELD_LABELS = {
  title: "Title",
  description: "Description",
  category: "Category",
  image: "Gallery Image",
  isFeatured: "Featured (show prominently)",
} as const;

export const ITEM_FIELD_HINTS = {
  image: "Required: the Gallery page shows only items with a picture.",
  description: `Shown under the photo in the gallery viewer; at most ${META_DESCRIPTION_MAX} characters.`,
} as const;

export const EDIT_LABEL = "Edit";
export const DELETE_LABEL = "Delete";
export const UNDO_LABEL = "Undo";
export const FEATURED_BADGE = "Featured";
export const NO_IMAGE_LABEL = "No image";
export const NOT_ON_SITE_NOTE = "Not on the Gallery page until it has a picture.";

// The list: filter, count, views, pages.
export const ALL_CATEGORIES_LABEL = "All Categories";
export const CATEGORY_FILTER_LABEL = "Category";
export const APPLY_FILTER_LABEL = "Show";
export const FILTER_REGION_LABEL = "Filter gallery items";
export const NO_GALLERY_ITEMS = "No gallery items found";
/** The spec's count, word for word: 'N item(s) found'. */
export function itemCount(count: number) {
  return `${count.toLocaleString("en-IN")} item(s) found`;
}
export const VIEW_TOGGLE_LABEL = "Show items as";
/** The grid/list toggle's buttons (Gallery Management, and the Media Library alike). */
export const GRID_VIEW_LABEL = "Grid";
export const LIST_VIEW_LABEL = "List";
export const PAGES_LABEL = "Gallery item pages";
export const ITEMS_LABEL = "Gallery items";
export function addedOn(date: string) {
  return `Added ${date}`;
}

// Toasts of spec §8, word for word; failures carry the title Error.
export const ITEM_CREATED = "Item created";
export const ITEM_UPDATED = "Item updated";
export const ITEM_DELETED = "Item deleted";
export const ITEM_MOVED = "Item moved";
/** After Move to top / Move to bottom of the whole gallery. */
export function movedToEnd(title: string, end: "top" | "bottom") {
  return `"${title}" is now ${end === "top" ? "first" : "last"} in the gallery.`;
}
export const ITEM_RESTORED = "Item restored";
export const ERROR_TITLE = "Error";
export const GALLERY_SAVE_FAILED = "Failed to save the gallery item. Please try again.";
export const GALLERY_DELETE_FAILED = "Failed to delete the gallery item. Please try again.";
export const GALLERY_LOAD_FAILED = "Failed to load gallery items";

export function onGalleryNow(title: string) {
  return `"${title}" is on the Gallery page now.`;
}
export function goneFromGallery(title: string) {
  return `"${title}" is no longer on the Gallery page.`;
}
export function backInGallery(title: string) {
  return `"${title}" is back on the Gallery page.`;
}

// Adding many photos at once.
export const ADD_MANY_LABEL = "Add Many Photos";
export const ADD_MANY_TITLE = "Add Many Photos";
export const ADD_MANY_DESCRIPTION =
  "Choose or drop up to 10 photos of one event. Each photo becomes a gallery item; its title is suggested from the file name, and you can change it in the list before uploading.";
export const BATCH_CATEGORY_LABEL = "Category for these photos";
export const BATCH_DROP_HINT = "Drop up to 10 PNG, JPEG, GIF or WebP photos here, or choose them.";
export const CHOOSE_PHOTOS_LABEL = "Choose photos";
export const BATCH_FILES_LABEL = "Photos to add";
export const REMOVE_PHOTO_LABEL = "Remove";
/** Each photo's title in the list, before the upload: suggested from its file name, for the clerk to fix. */
export function photoTitleLabel(fileName: string) {
  return `Title for ${fileName}`;
}
export function photoTamilTitleLabel(fileName: string) {
  return `Title (Tamil) for ${fileName}`;
}
export function photoAltTextLabel(fileName: string) {
  return `Alt text for ${fileName}`;
}
export const PHOTO_TAMIL_TITLE_PLACEHOLDER = "Title in Tamil (optional)";
export const PHOTO_ALT_TEXT_PLACEHOLDER = "What the photo shows";
/** A camera's file name (IMG_2041, WhatsApp Image …) says nothing: the field is left empty and asks. */
export const PHOTO_TITLE_PLACEHOLDER = "Type a title here";
export const PHOTO_TITLE_MISSING = "Give this photo a title before uploading.";
export const KEEP_OPEN_NOTE = "Keep this window open until every photo is added.";
export const DONE_LABEL = "Done";
/** react-dropzone's own message for too many files (spec §8 Dropzone). */
export const TOO_MANY_FILES = "Too many files";
export function leftOutFiles(names: readonly string[]) {
  return `${TOO_MANY_FILES}: at most 10 photos at a time. Left out: ${names.join(", ")}.`;
}
export function uploadPhotosLabel(count: number) {
  return count === 1 ? "Upload 1 photo" : `Upload ${count} photos`;
}
export function batchAdded(added: number, category: string) {
  return added === 1 ? `1 photo was added to ${category}.` : `${added} photos were added to ${category}.`;
}
/** The spec's upload failure (§8 Media): the title, then the sentence naming the file. */
export const UPLOAD_FAILED_TITLE = "Upload failed";
export function uploadFailedLine(file: string) {
  return `${UPLOAD_FAILED_TITLE}: Failed to upload ${file}. Please try again.`;
}
export const BATCH_STATUS = {
  waiting: "Waiting",
  uploading: (percent: number) => `Uploading ${percent}%`,
  processing: "Preparing the picture…",
  uploaded: "Uploaded",
  saving: "Adding to the gallery…",
  added: "Added",
} as const;
/** The title a photo gets when its file name gives none (only punctuation, say). */

// Limits of our own; the description is the spec's meta_description (at most 160 characters).
export const GALLERY_TITLE_MAX = 200;
export const GALLERY_DESCRIPTION_MAX = META_DESCRIPTION_MAX;
export const GALLERY_IMAGE_URL_MAX = 500;
/** Photos per "Add Many Photos" batch: the spec's media-library upload limit. */
export const GALLERY_BATCH_MAX = 10;
/** Items per page of the admin list: 12 rows of the 4-column grid. */
export const GALLERY_ADMIN_PAGE_SIZE = 48;
/** Uploads running side by side in a batch: the server resizes each into AVIF and WebP. */
export const GALLERY_BATCH_CONCURRENCY = 2;

export const GALLERY_MESSAGES = {
  titleRequired: "Enter a title.",
  titleTooLong: `A title can have at most ${GALLERY_TITLE_MAX} characters.`,
  descriptionTooLong: `A description can have at most ${GALLERY_DESCRIPTION_MAX} characters.`,
  category: "Choose a gallery category from the list.",
  imageRequired: "Choose a picture: the Gallery page shows only items with one.",
  image: "This picture is not in the media library. Upload it again.",
  featured: "Choose whether the item is featured.",
  reload: "This form is out of date. Reload the page and try again.",
  tooManyPhotos: `Add at most ${GALLERY_BATCH_MAX} photos at a time.`,
  noPhotos: "Choose at least one photo.",
  undoExpired: "This item can no longer be restored.",
  item: "Choose a gallery item.",
} as const;
