// Fixed texts of the Content list (/admin/content) and the Content form (/admin/content/new,
// /admin/content/edit/<id>): spec §2 and §8. Tests import the same names.

export const CONTENT_LIST_TITLE = "Content Management";
export const CONTENT_LIST_DESCRIPTION = "Every page, article, event and photo of the website in one list.";
export const NEW_CONTENT_LABEL = "New Content";
export const SEARCH_CONTENT_PLACEHOLDER = "Search content...";
export const ALL_STATUSES_LABEL = "All Status";
export const ALL_TYPES_LABEL = "All Types";
/** The dashboard's way from Recent Activity to the whole list. */
export const ALL_CONTENT_LINK = "All content";
export const NO_CONTENT = "No content found. Create your first content item!";
export const NO_MATCHING_CONTENT = "No content matches your filters";

export const CONTENT_LOAD_FAILED = "Failed to load content";
export const CONTENT_DELETED = "Content deleted successfully";
export const CONTENT_DELETE_FAILED = "Failed to delete content";
export const CONTENT_CREATED = "Content created successfully";
export const CONTENT_UPDATED = "Content updated successfully";
export const CONTENT_SAVE_FAILED = "Failed to save content";
/** Under a refused save's toast title when the form itself is refused. */
export const CHECK_MARKED_FIELDS = "Please correct the fields marked in red.";

/** The content list's question before a delete (spec §7). */
export function deleteQuestion(title: string) {
  return `Are you sure you want to delete "${title}"?`;
}

export const LIST_LABELS = {
  searchLabel: "Search content",
  statusLabel: "Status",
  typeLabel: "Type",
  apply: "Search",
  clear: "Clear filters",
  filtersRegion: "Filter content",
  pages: "Content pages",
  columns: { title: "Title", type: "Type", status: "Status", updated: "Updated", actions: "Actions" },
  viewShort: "View",
  editShort: "Edit",
  deleteShort: "Delete",
  view: (title: string) => `View "${title}" on the website`,
  edit: (title: string) => `Edit "${title}"`,
  delete: (title: string) => `Delete "${title}"`,
  deleteDialogTitle: "Delete content?",
  deleteDialogNote: "It disappears from the website at once. This cannot be undone.",
  deleteConfirm: "Delete",
  cancel: "Cancel",
  scheduledFor: (when: string) => `Appears on ${when}`,
} as const;

/** "1 item found", "12 items found". */
export function contentCount(total: number) {
  return total === 1 ? "1 item found" : `${total.toLocaleString("en-IN")} items found`;
}

export const FORM_TITLES = { create: "New Content", edit: "Edit Content" } as const;
export const BACK_TO_CONTENT = "Back to Content";
export const SUBMIT_LABELS = { create: "Create Content", edit: "Update Content" } as const;
export const PREVIEW_LABEL = "Preview";

export const FORM_SECTIONS = {
  details: "Content Details",
  seo: "SEO Settings",
  publishing: "Publishing",
} as const;

export const FORM_LABELS = {
  title: "Title",
  slug: "Slug",
  slugHint: "The last part of the page's address: /content/<slug>. Made from the title; you can change it.",
  type: "Type",
  eventDate: "Date",
  eventTime: "Time",
  location: "Location",
  body: "Content",
  bodyHint:
    "Headings, bold, italic, lists, links and quotes. Text pasted from Word or Google Docs is cleaned.",
  featuredImage: "Featured Image",
  metaTitle: "Meta Title",
  metaTitleHint: "The title search engines and shared links show. Leave empty to use the title.",
  metaDescription: "Meta Description",
  metaDescriptionHint: "One or two sentences that search engines show under the title.",
  status: "Status",
  publishedAt: "Publication date and time",
  publishedAtHint:
    "India time (IST). Leave empty to publish at once when the status is Published. A later moment schedules the item: it appears on the website then.",
} as const;

/** "12 / 60"; past the limit it says how many characters are too many. */
export function characterCount(length: number, max: number) {
  const over = length - max;
  return over > 0
    ? `${length} / ${max} — ${over === 1 ? "1 character" : `${over} characters`} too many`
    : `${length} / ${max}`;
}

/** Where an item stands, under the Publishing section's fields. */
export const PUBLICATION_STATE = {
  never: "Not published yet.",
  published: (when: string) => `Published on ${when}.`,
  scheduled: (when: string) => `Scheduled: appears on the website on ${when}.`,
  draftWithDate: (when: string) =>
    `Publication date set to ${when}; it appears once the status is Published.`,
} as const;

export const EDITOR_LABELS = {
  toolbar: "Text formatting",
  loading: "Loading the editor…",
  heading2: "Heading",
  heading3: "Subheading",
  bold: "Bold",
  italic: "Italic",
  bulletList: "Bulleted list",
  orderedList: "Numbered list",
  blockquote: "Quote",
  link: "Link",
  undo: "Undo",
  redo: "Redo",
  linkAddress: "Link address",
  linkPlaceholder: "https://… or /page",
  applyLink: "Apply link",
  removeLink: "Remove link",
  cancelLink: "Cancel",
  badLink:
    "Enter a web address starting with https://, a page of the site starting with /, or an email address.",
  picture: "Insert picture",
} as const;

/** Pictures inside a body: the chooser, its two sources, and the picture's place in the editor. */
export const PICTURE_LABELS = {
  insertTitle: "Insert picture",
  editTitle: "Picture details",
  chooseDescription: "Choose a picture from the Media Library or upload a new one.",
  detailsDescription: "Describe the picture for parents who cannot see it; a caption is optional.",
  libraryTab: "Media Library",
  uploadTab: "Upload new",
  sourcesLabel: "Where the picture comes from",
  uploadHint: "Drop a PNG, JPEG, GIF or WebP picture here, or choose one.",
  chooseFile: "Choose a file",
  fileInput: "Picture file to upload",
  uploading: "Uploading…",
  altText: "Alt text",
  altHint: "What the picture shows, in a short sentence (read aloud to parents who cannot see it).",
  altNeeded: "Write the alt text to insert the picture.",
  altNeededToSave: "Write the alt text to save the picture.",
  caption: "Caption (optional)",
  captionHint: "Shown under the picture on the page.",
  insert: "Insert picture",
  save: "Save picture",
  back: "Choose another picture",
  cancel: "Cancel",
  altMissingMark: "Alt text needed",
  addAlt: "Add alt text",
  edit: "Edit picture",
  remove: "Remove picture",
  pastedUploading: "Uploading the pasted picture…",
} as const;

export const CONTENT_MISSING = {
  heading: "Content not found",
  message: "This content item no longer exists. Someone may have deleted it.",
} as const;
