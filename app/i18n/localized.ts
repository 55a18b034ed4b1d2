import type { Locale } from "./locales";

/** A database text in the page's language; `lang: "en"` when a Tamil page shows the English text. */
export type LocalizedText = { text: string; lang?: "en" };

/**
 * The Tamil text on a Tamil page when there is one, else the English (marked as English). Empty or
 * blank Tamil counts as missing.
 */
export function inLocale(locale: Locale, english: string, tamil: string | null | undefined): LocalizedText {
  if (locale === "en") return { text: english };
  return tamil?.trim() ? { text: tamil } : { text: english, lang: "en" };
}

/** As inLocale, for optional texts: null when neither language has one. */
export function optionalInLocale(
  locale: Locale,
  english: string | null | undefined,
  tamil: string | null | undefined,
): LocalizedText | null {
  if (locale === "ta" && tamil?.trim()) return { text: tamil };
  if (!english) return null;
  return locale === "en" ? { text: english } : { text: english, lang: "en" };
}

/** A list (a school's features) in the page's language: Tamil when it has any items, else English. */
export function listInLocale(locale: Locale, english: string[], tamil: string[] | null | undefined) {
  if (locale === "ta" && tamil && tamil.some((item) => item.trim())) return { items: tamil };
  return locale === "en" ? { items: english } : { items: english, lang: "en" as const };
}
