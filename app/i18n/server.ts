import { createTranslator } from "use-intl";
import { SITE_TIME_ZONE } from "~/copy/locale";
import { CATALOGUES, type Messages } from "./catalogue";
import { type Locale, localeOfPath } from "./locales";

/** The language of the page a request is for (from its path: /ta/… is Tamil). */
export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}

/** All of one language's messages as a translator, for loaders, actions, meta and feeds. */
export function translatorFor(locale: Locale) {
  return createTranslator({ locale, messages: CATALOGUES[locale], timeZone: SITE_TIME_ZONE });
}
