// The public site's two languages. English keeps today's paths; Tamil lives under /ta
// (docs/decisions/018-tamil-and-english.md). The admin panel stays English.

export const LOCALES = ["en", "ta"] as const;
export type Locale = (typeof LOCALES)[number];

/** The cookie the language switch sets (only the switch): the language a visitor chose. */
export const LANGUAGE_COOKIE = "site_language";
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** What Intl formats dates, times and numbers with, in each language. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-IN", ta: "ta-IN" };
/** `<html lang>`, `hreflang` and JSON-LD `inLanguage`. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: "en", ta: "ta" };
export const OPEN_GRAPH_LOCALE: Record<Locale, string> = { en: "en_IN", ta: "ta_IN" };
/** Each language's name written in itself, as the switch shows it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", ta: "தமிழ்" };

const TAMIL_PREFIX = "/ta";
/** Paths that are the same in both languages: the admin panel, files and machine endpoints. */
const UNLOCALIZED =
  /^\/(admin|api|media|assets|uploads|islands|healthz|robots\.txt|favicon|switch-language)(\/|$|\.|\?|#)/;

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "ta";
}

/** Staff previews of the Tamil page (app/routes.ts, previewPages): Tamil though under /admin. */
const TAMIL_PREVIEW_PREFIX = "/admin/preview/ta/";

/** The language of a public path: Tamil under /ta (and a Tamil preview), English everywhere else. */
export function localeOfPath(pathname: string): Locale {
  return pathname === TAMIL_PREFIX ||
    pathname.startsWith(`${TAMIL_PREFIX}/`) ||
    pathname.startsWith(TAMIL_PREVIEW_PREFIX)
    ? "ta"
    : "en";
}

/** A site path (with any query and hash) without its /ta prefix: the English page's path. */
export function englishPath(path: string): string {
  if (!path.startsWith(TAMIL_PREFIX)) return path;
  const rest = path.slice(TAMIL_PREFIX.length);
  if (rest === "") return "/";
  if (/^[?#]/.test(rest)) return `/${rest}`;
  return rest.startsWith("/") ? rest : path;
}

/**
 * The same page in `locale`: "/schools?x=1" → "/ta/schools?x=1" and back. Anything that is not a
 * public page's path (other sites, mailto:, the admin, media files) is returned unchanged.
 */
export function pathInLocale(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//") || UNLOCALIZED.test(path)) return path;
  const english = englishPath(path);
  if (locale === "en") return english;
  if (english === "/") return TAMIL_PREFIX;
  if (/^\/[?#]/.test(english)) return `${TAMIL_PREFIX}${english.slice(1)}`;
  return `${TAMIL_PREFIX}${english}`;
}

/** The other language: the one the switch leads to. */
export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "ta" : "en";
}

/** The switch's link: sets the language cookie, then goes to `path` (this page in the other language). */
export function languageSwitchHref(path: string): string {
  return `/switch-language?to=${encodeURIComponent(path)}`;
}
