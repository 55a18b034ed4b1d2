// The plain publishing actions of the News dialog and the Content form (issue 26, point 5;
// docs/decisions/025-publishing-actions.md): their labels, what they say, and their refusals.

export const PUBLISH_ACTION_LABELS = {
  now: "Publish now",
  draft: "Save draft",
  schedule: "Schedule",
} as const;

export const PREVIEW_ACTION_LABEL = "Preview";
export const PREVIEW_TAMIL_ACTION_LABEL = "Preview in Tamil";
export const PUBLISHING_ACTIONS_LABEL = "Publishing actions";
export const OPENS_IN_NEW_TAB = "(opens in a new tab)";

/** Where the item stands, in the form's publishing panel. */
export const STATUS_LINE_LABEL = "Now:";
export const NEW_ITEM_STATUS = "Not saved yet";

export const PUBLISHING_HINT =
  "Publish now puts it on the website at once. Save draft keeps it off the website. Schedule publishes it at the date and time above (India time).";
export const PREVIEW_HINT = "Preview shows it as parents will see it, without saving.";

export const PUBLISHING_MESSAGES = {
  scheduleNeedsMoment: "Pick the date and time to publish it on, then press Schedule.",
  scheduleInPast: "Pick a date and time in the future to schedule; to publish at once, press Publish now.",
} as const;

/** The preview page's note that what it shows is not saved. */
export const UNSAVED_PREVIEW_NOTE = "Unsaved changes: nothing has been saved.";
/** On a public page drawn with the Pages screen's drafts (issue 28). */
export const PAGE_DRAFTS_PREVIEW_NOTE =
  "This page shows its unpublished text changes. Visitors will see them once they are published.";

export const PREVIEW_REFUSED_HEADING = "Nothing to preview";
export const PREVIEW_NOTHING_TO_SHOW =
  "Press Preview in the form to see your changes here as parents will see them.";

/** The preview pages: staff only, never kept by a browser or a proxy, never indexed. */
export const PREVIEW_PATHS = {
  news: "/admin/preview/news",
  newsTamil: "/admin/preview/ta/news",
  content: "/admin/preview/content",
  contentTamil: "/admin/preview/ta/content",
} as const;
export const DRAFT_STATUS_TEXT = "Draft (not on the website)";
