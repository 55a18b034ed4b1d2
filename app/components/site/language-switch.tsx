import { useLocation } from "react-router";
import { useLocale } from "~/i18n/intl";
import {
  englishPath,
  LANGUAGE_NAME,
  LANGUAGE_TAG,
  languageSwitchHref,
  otherLocale,
  pathInLocale,
} from "~/i18n/locales";
import { cn } from "~/lib/cn";
import { MISSING_PAGE_PATH } from "~/lib/public-pages";

/**
 * This page, query and all, in the other language: the href the switch leads to. From the shared
 * not-found page (drawn for every missing address), the other language's home.
 */
export function useLanguageSwitch() {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const target = otherLocale(locale);
  const page = englishPath(pathname) === MISSING_PAGE_PATH ? "/" : `${pathname}${search}`;
  return {
    href: languageSwitchHref(pathInLocale(page, target)),
    locale: target,
    name: LANGUAGE_NAME[target],
    lang: LANGUAGE_TAG[target],
  };
}

/**
 * The header's language switch: the other language's name written in that language, a plain link
 * (it works before any script), through /switch-language so that the choice is remembered.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const target = useLanguageSwitch();
  return (
    <a
      href={target.href}
      hrefLang={target.lang}
      lang={target.lang}
      className={cn(
        "inline-flex h-10 shrink-0 items-center rounded-control border border-border px-3 text-sm font-semibold text-foreground transition-colors hover:bg-muted",
        className,
      )}
    >
      {target.name}
    </a>
  );
}
