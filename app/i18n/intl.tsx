import type { ReactNode } from "react";
import { IntlProvider, useLocale } from "use-intl";
import { SITE_TIME_ZONE } from "~/copy/locale";
import { CATALOGUES } from "./catalogue";
import { type Locale, pathInLocale } from "./locales";

/**
 * Gives a public page's server render its language's messages (`useTranslations`, `useFormatter`).
 * Public pages are not hydrated as a whole, so none of this reaches the browser: an island gets the
 * few strings it needs as props (app/islands/island.tsx).
 */
export function SiteIntlProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={CATALOGUES[locale]} timeZone={SITE_TIME_ZONE}>
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
