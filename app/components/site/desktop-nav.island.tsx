import { useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  isCurrentPage,
  isWithin,
  MENU_LABELS,
  type MenuLabels,
  type MenuLink,
  type MenuSchool,
  menuDropdowns,
  menuLinks,
} from "~/copy/navigation";
import type { Locale } from "~/i18n/locales";
import { createMenuBar } from "./menu-bar";
import { pressUnderWay, shownByFallback } from "./menu-handover";
import {
  activeItemClasses,
  dropdownPanelId,
  dropdownTriggerId,
  NavDropdown,
  topLevelItemClasses,
} from "./nav-dropdown";

function TopLevelLink({ link, pathname }: { link: MenuLink; pathname: string }) {
  const current = isCurrentPage(link.to, pathname);
  return (
    <a
      href={link.to}
      aria-current={current ? "page" : undefined}
      className={`${topLevelItemClasses} ${current ? activeItemClasses : ""}`}
    >
      {link.label}
    </a>
  );
}

/**
 * The menu bar for large screens (an island): Home, two dropdowns, Contact, Admissions and (xl)
 * Admin, with the page at `pathname` marked; the About & Schools dropdown lists `schools`. Before React has it, the dropdowns open by CSS.
 * A Tamil page passes its `locale` and `labels`; an English page neither (English is the default).
 */
export default function DesktopNav({
  schools,
  pathname,
  locale,
  labels = MENU_LABELS,
}: {
  schools: MenuSchool[];
  pathname: string;
  locale?: Locale;
  labels?: MenuLabels;
}) {
  // Built here from the fixed copy: only the schools (and a Tamil page's labels) travel as props.
  const dropdowns = menuDropdowns(schools, labels, locale);
  const { home, contact, admissions, admin } = menuLinks(labels, locale);
  const nav = useRef<HTMLElement>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [menu] = useState(() => createMenuBar(setOpenId));

  // Before the loader marks the island hydrated, which ends the no-script styles: a panel they
  // show now (hovered or focused while the page loaded) stays open, under the menu's rules.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when React takes the menu over
  useLayoutEffect(() => {
    for (const dropdown of dropdowns) {
      const panel = document.getElementById(dropdownPanelId(dropdown));
      if (!shownByFallback(panel)) continue;
      const focused = panel?.parentElement?.matches(":focus-within") ?? false;
      const trigger = document.getElementById(dropdownTriggerId(dropdown));
      menu.handOver(dropdown.id, !focused, pressUnderWay(trigger));
      return;
    }
  }, []);

  useEffect(() => {
    function pressOutside(event: PointerEvent) {
      if (menu.anyOpen() && !nav.current?.contains(event.target as Node)) menu.hide();
    }
    document.addEventListener("pointerdown", pressOutside);
    return () => {
      document.removeEventListener("pointerdown", pressOutside);
      menu.clearTimers();
    };
  }, [menu]);

  return (
    <nav ref={nav} aria-label={labels.mainNav} className="hidden items-center gap-1 lg:flex">
      <TopLevelLink link={home} pathname={pathname} />
      {dropdowns.map((dropdown) => (
        <NavDropdown
          key={dropdown.id}
          dropdown={dropdown}
          menu={menu}
          open={openId === dropdown.id}
          active={dropdown.columns.some((column) => column.links.some((link) => isWithin(link.to, pathname)))}
          pathname={pathname}
        />
      ))}
      <TopLevelLink link={contact} pathname={pathname} />
      <a
        href={admissions.to}
        aria-current={isCurrentPage(admissions.to, pathname) ? "page" : undefined}
        className="ml-3 inline-flex h-10 items-center rounded-control bg-primary px-5 text-sm font-semibold text-primary-foreground shadow-card transition-colors hover:bg-primary-hover aria-[current=page]:bg-primary-hover"
      >
        {admissions.label}
      </a>
      <a
        href={admin.to}
        target="_blank"
        rel="noopener"
        className="ml-1 hidden h-10 items-center rounded-control border border-border px-4 text-sm font-semibold text-muted-foreground transition-colors hover:bg-muted hover:text-foreground xl:inline-flex"
      >
        {admin.label}
        <span className="sr-only">{labels.newTab}</span>
      </a>
    </nav>
  );
}
