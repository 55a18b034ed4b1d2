import { type ReactNode, useMemo } from "react";
import { IntlProvider, useLocale } from "use-intl";
import { SITE_TIME_ZONE } from "~/copy/locale";
import { type PageTexts, withPageTexts } from "~/lib/page-texts/texts";
import { CATALOGUES } from "./catalogue";
import { type Locale, pathInLocale } from "./locales";

/**
 * Gives a public page's server render its language's messages (`useTranslations`, `useFormatter`).
 * Public pages are not hydrated as a whole, so none of this reaches the browser: an island gets the
 * few strings it needs as props (app/islands/island.tsx).
 */
export function SiteIntlProvider({
  locale,
  texts,
  children,
}: {
  locale: Locale;
  /** The words staff changed on the Pages screen (app/lib/page-texts/), laid over the catalogue. */
  texts?: PageTexts;
  children: ReactNode;
}) {
  const messages = useMemo(() => withPageTexts(CATALOGUES[locale], texts), [locale, texts]);
  return (
    <IntlProvider locale={locale} messages={messages} timeZone={SITE_TIME_ZONE}>
      {children}
    </IntlProvider>
  );
}

/** Turns a site path into the same page in the language being drawn: "/schools" → "/ta/schools". */
export function useLocalePath() {
  const locale = useLocale();
  return (path: string) => pathInLocale(path, locale);
}

export { useLocale };
