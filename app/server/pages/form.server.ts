// The Pages form's fields as its schema (app/lib/schemas/page-texts.ts) checks them.
import { LOCALES } from "~/i18n/locales";
import { fieldName, type PageTextField } from "~/lib/schemas/page-texts";
import type { BlockField } from "~/views/page-texts";

export function schemaFields(fields: readonly BlockField[]): PageTextField[] {
  return fields.flatMap((field) =>
    LOCALES.map((locale) => ({ name: fieldName(field.path, locale), placeholders: field.placeholders })),
  );
}
