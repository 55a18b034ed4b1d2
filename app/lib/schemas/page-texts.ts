// The Pages screen's form (issue 28): one field per text and language, named by fieldName, checked
// the same way in the browser and on the server. Each text must keep the placeholders the site
// fills in ({year}, {name}), and may not be left empty: "Reset to the original text" is the way
// back to the catalogue's words.
import { z } from "zod";
import type { Locale } from "~/i18n/locales";
import { placeholdersOf } from "~/lib/page-texts/texts";
import { isImageAddress } from "./schools";

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

/** What the schema knows of each field: its name, its kind and the placeholders its original carries. */
export type PageTextField = { name: string; kind: "text" | "picture"; placeholders: readonly string[] };

export const PICTURE_NOT_OURS = "Choose a picture from the media library, or upload one.";

/** A chosen picture's address, or "" (none: the page picks its own). */
const pictureSchema = z.preprocess(
  (value) => value ?? "",
  z
    .string()
    .trim()
    .refine((url) => url === "" || isImageAddress(url), PICTURE_NOT_OURS),
);

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

/** The schema's fields of a page's texts and pictures, each in the languages it has. */
export function schemaFields(
  fields: readonly {
    path: string;
    kind: PageTextField["kind"];
    locales: readonly Locale[];
    placeholders: readonly string[];
  }[],
): PageTextField[] {
  return fields.flatMap((field) =>
    field.locales.map((locale) => ({
      name: fieldName(field.path, locale),
      kind: field.kind,
      placeholders: field.placeholders,
    })),
  );
}

/** The form of one page: every field required, each with its placeholders kept. */
export function pageTextsSchema(fields: readonly PageTextField[]) {
  return z.object({
    intent: z.string(),
    ...Object.fromEntries(
      fields.map((field) => [
        field.name,
        field.kind === "picture" ? pictureSchema : textSchema(field.placeholders),
      ]),
    ),
  });
}
