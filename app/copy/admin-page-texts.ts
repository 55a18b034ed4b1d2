// The Pages screen (issue 28): the public pages' own words, changed by staff in English and Tamil.

export const PAGES_TITLE = "Pages";
export const PAGES_DESCRIPTION =
  "The words on the website's own pages. Change them in English and Tamil, preview, then publish.";
export const EDIT_PAGE_LABEL = "Edit texts";
export const VIEW_PAGE_LABEL = "View page";
export const CHANGED_TEXTS = (count: number) =>
  count === 0 ? "Original texts" : `${count} ${count === 1 ? "text" : "texts"} changed`;
export const DRAFT_TEXTS = (count: number) => `${count} unpublished ${count === 1 ? "change" : "changes"}`;

export const PAGE_TEXTS_TITLE = (label: string) => `${label} page`;
export const PAGE_TEXTS_HINT =
  "Each text is shown in English and in Tamil. Keep words in curly brackets, such as {year}: the website fills them in.";
export const RESET_BLOCK_LABEL = "Reset to the original text";
export const RESET_BLOCK_DONE = "Original text put back in the form. Publish to show it on the website.";
export const CHANGED_BADGE = "Changed";
export const PICTURES_TITLE = "Pictures";

export const PUBLISH_LABEL = "Publish";
export const PUBLISH_BUSY_LABEL = "Publishing…";
export const SAVE_DRAFT_LABEL = "Save draft";
export const PREVIEW_LABEL = "Preview";
export const PREVIEW_TAMIL_LABEL = "Preview in Tamil";
export const PAGE_ACTIONS_HINT =
  "Save draft keeps your changes without showing them. Preview saves them as a draft and opens the page as parents will see it, in a new tab. Publish shows them to everyone.";

export const PUBLISHED_TOAST = (count: number) => ({
  title: "Page published",
  description:
    count === 0
      ? "Nothing had changed: the page is as it was."
      : `${count} ${count === 1 ? "text" : "texts"} changed on the website.`,
});
export const DRAFT_SAVED_TOAST = (count: number) => ({
  title: "Draft saved",
  description:
    count === 0
      ? "No unpublished changes: the page shows what parents read."
      : `${count} unpublished ${count === 1 ? "change" : "changes"}. Parents see nothing until you publish.`,
});
export const UNDONE_TOAST = (count: number) => ({
  title: "Change undone",
  description: `${count} ${count === 1 ? "text is" : "texts are"} back to what they were before.`,
});
export const PAGE_TEXTS_SAVE_FAILED = "Failed to save the page";

export const HISTORY_TITLE = "History";
export const HISTORY_EMPTY = "Nothing published from this screen yet: the page shows its original texts.";
export const HISTORY_ENTRY = (count: number) => `${count} ${count === 1 ? "text" : "texts"} published`;
export const HISTORY_UNDONE = (name: string | null) => `Undone${name ? ` by ${name}` : ""}`;
export const UNDO_LABEL = "Undo last change";
export const UNDO_HINT = "Puts back the texts as they were before the last publish.";
