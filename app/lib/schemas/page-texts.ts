// The Pages screen's form (issue 28): one field per text and language, named by fieldName, checked
// the same way in the browser and on the server. Each text must keep the placeholders the site
// fills in ({year}, {name}), and may not be left empty: "Reset to the original text" is the way
// back to the catalogue's words.
import { z } from "zod";
import type { Locale } from "~/i18n/locales";
import { placeholdersOf } from "~/lib/page-texts/texts";

export const PAGE_TEXTS_INTENT = "save-page-texts";
/** The button that sent the form: "publish" or "draft". */
export const PAGE_TEXTS_ACTION_FIELD = "pageAction";
export const UNDO_PAGE_TEXTS_INTENT = "undo-page-texts";
/** The search parameter of the Preview button's post: save the draft, then open the page. */
export const PREVIEW_PAGE_TEXTS_PARAM = "preview";
/** The search parameter that shows a public page with its drafts, to signed-in staff only. */
export const DRAFT_TEXTS_PARAM = "drafts";

export const PAGE_TEXT_MAX_LENGTH = 2000;
export const PAGE_TEXT_EMPTY = "Write this text, or reset it to the original.";
export const pageTextTooLong = `Keep this text under ${PAGE_TEXT_MAX_LENGTH} characters.`;
export const placeholderMissing = (names: readonly string[]) =>
  `Keep ${names.join(" and ")} in this text: the website fills it in.`;
export const placeholderUnknown = (names: readonly string[]) =>
  `${names.join(" and ")} is not filled in on this page: write it without curly brackets.`;

/** A text's form field: "en:about/vision/statement/text" (Conform reads dots as nesting). */
export function fieldName(path: string, locale: Locale) {
  return `${locale}:${path.replaceAll(".", "/")}`;
}

/** What the schema knows of each field: its name and the placeholders its original carries. */
export type PageTextField = { name: string; placeholders: readonly string[] };

function textSchema(placeholders: readonly string[]) {
  return z
    .string({ error: PAGE_TEXT_EMPTY })
    .trim()
    .min(1, PAGE_TEXT_EMPTY)
    .max(PAGE_TEXT_MAX_LENGTH, pageTextTooLong)
    .superRefine((text, context) => {
      const found = placeholdersOf(text);
      const missing = placeholders.filter((name) => !found.includes(name));
      const unknown = found.filter((name) => !placeholders.includes(name));
      if (missing.length > 0) context.addIssue({ code: "custom", message: placeholderMissing(missing) });
      else if (unknown.length > 0) context.addIssue({ code: "custom", message: placeholderUnknown(unknown) });
    });
}

/** The form of one page: every field required, each with its placeholders kept. */
export function pageTextsSchema(fields: readonly PageTextField[]) {
  return z.object({
    intent: z.string(),
    ...Object.fromEntries(fields.map((field) => [field.name, textSchema(field.placeholders)])),
  });
}
