import { useLocation } from "react-router";
import { useMessages } from "use-intl";
import { SCHOOL_GROUP_NAME } from "~/copy/brand";
import type { MenuSchool } from "~/copy/navigation";
import { useLocale, useLocalePath } from "~/i18n/intl";
import { Island } from "~/islands/island";
import DesktopNav from "./desktop-nav.island";
import type { FounderSummary } from "./founder-card";
import { LanguageSwitch, useLanguageSwitch } from "./language-switch";
import { LogoMark } from "./logo-mark";
import MobileMenu from "./mobile-menu.island";

/**
 * The sticky site header: a fixed height, so nothing below it moves while its two menus (islands)
 * are hydrated. The desktop bar is hydrated once the page has painted, only where it is drawn (a
 * wide screen); the phone menu, which opens by CSS until then, when the visitor reaches for it. The menus mark the current page from the path given them here. An English page
 * gives them no labels (they carry the English); a Tamil page gives them its language and labels.
 */
export function Header({ schools, founder }: { schools: MenuSchool[]; founder: FounderSummary }) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const localePath = useLocalePath();
  const menu = useMessages().chrome.menu;
  const { href, name, lang } = useLanguageSwitch();
  const inTamil = locale === "ta" ? { locale, labels: menu } : {};
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur-sm supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-page items-center justify-between gap-4 px-gutter lg:h-18">
        <a href={localePath("/")} className="flex min-w-0 items-center gap-2.5 rounded-control">
          <LogoMark className="size-10 shrink-0 lg:size-11" />
          <span
            lang={locale === "ta" ? "en" : undefined}
            className="truncate font-heading text-lg leading-tight font-bold text-foreground sm:text-xl"
          >
            {SCHOOL_GROUP_NAME}
          </span>
        </a>
        <Island component={DesktopNav} props={{ schools, pathname, ...inTamil }} />
        <LanguageSwitch className="ml-auto lg:ml-0" />
        <Island
          component={MobileMenu}
          onTouch
          props={{ schools, founder, pathname, languageSwitch: { href, name, lang }, ...inTamil }}
        />
      </div>
    </header>
  );
}
