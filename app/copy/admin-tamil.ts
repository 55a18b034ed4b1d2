// The admin's words about the optional Tamil versions of texts (issue 17). The admin stays in
// English; only what staff type into the Tamil fields is Tamil.

/** A Tamil field's label: its English field's label and "(Tamil)", e.g. "Title (Tamil)". */
export function tamilLabel(label: string) {
  return `${label} (Tamil)`;
}

/** Beside an item's title in the admin lists when it has no Tamil version yet. */
export const NO_TAMIL_BADGE = "No Tamil";
export const NO_TAMIL_HINT = "No Tamil version yet: the Tamil website shows the English text.";

/** The Tamil body editor's toolbar (the English one's is "Text formatting"; one name must not hold the other). */
export const TAMIL_TOOLBAR_LABEL = "Formatting of the Tamil text";

/** Under the first Tamil field of a form. */
export const TAMIL_FIELDS_HINT = "Optional. Left empty, the Tamil website shows the English text.";
