import clsx from "clsx";
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  FOUNDER_LINK,
  isCurrentPage,
  MENU_LABELS,
  type MenuLabels,
  type MenuLink,
  type MenuSchool,
  MOBILE_MENU_ID,
  menuLinks,
  schoolPath,
} from "~/copy/navigation";
import { type Locale, pathInLocale } from "~/i18n/locales";
import { FounderCard, type FounderSummary } from "./founder-card";
import { FOCUS_IN_PLACE, pressUnderWay, shownByFallback } from "./menu-handover";

function linkClasses(current: boolean) {
  return clsx(
    "flex min-h-11 items-center rounded-control px-3 py-2 text-[0.9375rem] transition-colors hover:bg-muted",
    current ? "bg-primary-soft font-semibold text-primary-soft-foreground" : "text-foreground",
  );
}

function MenuItem({
  to,
  pathname,
  className,
  children,
}: {
  to: string;
  pathname: string;
  className?: string;
  children: ReactNode;
}) {
  const current = isCurrentPage(to, pathname);
  return (
    <a
      href={to}
      aria-current={current ? "page" : undefined}
      className={clsx(linkClasses(current), className)}
    >
      {children}
    </a>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2
        id={id}
        className="mb-1.5 px-3 font-sans text-xs font-bold tracking-wider text-muted-foreground uppercase"
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}

function LinkGrid({ links, pathname }: { links: MenuLink[]; pathname: string }) {
  return (
    <ul className="grid grid-cols-2 gap-1">
      {links.map((link) => (
        <li key={link.to}>
          <MenuItem to={link.to} pathname={pathname}>
            {link.label}
          </MenuItem>
        </li>
      ))}
    </ul>
  );
}

/**
 * Until React has the menu (the loader marks its island data-hydrated), the panel shows while the
 * menu holds the focus (the toggle was tapped), so it works without script; afterwards only the
 * open state decides.
 */
const panelFallbackClasses = "[[data-island]:not([data-hydrated])>:focus-within_&]:block";

/** The header's language switch (language-switch.tsx), repeated in the menu. */
export type MenuLanguageSwitch = { href: string; name: string; lang: string };

/**
 * The menu below the large breakpoint (an island): a toggle button and a scrolling panel of
 * sections, with the page at `pathname` marked. The toggle names what a press will do; the panel
 * closes when one of its links is followed, and on Escape, which gives the focus back to the toggle.
 * A Tamil page passes its `locale` and `labels`; an English page neither (English is the default).
 */
export default function MobileMenu({
  schools,
  founder,
  pathname,
  languageSwitch,
  locale,
  labels = MENU_LABELS,
}: {
  schools: MenuSchool[];
  founder: FounderSummary;
  pathname: string;
  languageSwitch: MenuLanguageSwitch;
  locale?: Locale;
  labels?: MenuLabels;
}) {
  const links = menuLinks(labels, locale);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  /** The click of the press that opened the panel before React took over (menu-handover.ts). */
  const skipNextClick = useRef(false);

  // Before the loader marks the island hydrated, which ends the no-script styles: a panel they
  // show now (tapped open while the page loaded) stays open.
  useLayoutEffect(() => {
    if (!shownByFallback(panel.current)) return;
    setOpen(true);
    skipNextClick.current = pressUnderWay(toggle.current);
  }, []);

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus(FOCUS_IN_PLACE);
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        aria-label={open ? labels.closeMenu : labels.openMenu}
        className="group inline-flex size-11 cursor-pointer items-center justify-center rounded-control text-foreground transition-colors hover:bg-accent"
        onPointerDown={() => {
          skipNextClick.current = false;
        }}
        onClick={(event) => {
          const pressEnded = skipNextClick.current && event.detail !== 0;
          skipNextClick.current = false;
          if (!pressEnded) setOpen(!open);
        }}
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 7h16M4 12h16M4 17h16" className="group-aria-expanded:hidden" />
          <path d="M6 6l12 12M18 6L6 18" className="hidden group-aria-expanded:inline" />
        </svg>
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a click on one of its links, which have their own keys */}
      <div
        ref={panel}
        id={MOBILE_MENU_ID}
        className={clsx(
          "absolute inset-x-0 top-full max-h-[70vh] animate-fade-in overflow-y-auto overscroll-contain border-b border-border bg-surface shadow-overlay",
          !open && "hidden",
          panelFallbackClasses,
        )}
        onClick={(event) => {
          if ((event.target as Element).closest("a")) setOpen(false);
        }}
      >
        <nav aria-label={labels.mobileNav} className="mx-auto max-w-page space-y-6 px-gutter py-5">
          <ul className="grid grid-cols-2 gap-1">
            {[links.home, links.contact].map((link) => (
              <li key={link.to}>
                <MenuItem to={link.to} pathname={pathname} className="font-semibold">
                  {link.label}
                </MenuItem>
              </li>
            ))}
          </ul>
          <Section id="mobile-about" heading={labels.aboutUs}>
            <LinkGrid links={links.about} pathname={pathname} />
          </Section>
          <Section id="mobile-schools" heading={labels.ourSchools}>
            <ul className="grid gap-1 sm:grid-cols-2">
              <li>
                <MenuItem to={links.allSchools.to} pathname={pathname}>
                  {links.allSchools.label}
                </MenuItem>
              </li>
              {schools.map((school) => (
                <li key={school.slug}>
                  <MenuItem to={pathInLocale(schoolPath(school.slug), locale ?? "en")} pathname={pathname}>
                    <span>
                      <span className="block">{school.name}</span>
                      {school.location ? (
                        <span lang={school.locationLang} className="block text-xs text-muted-foreground">
                          {school.location}
                        </span>
                      ) : null}
                    </span>
                  </MenuItem>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="mobile-management" heading={labels.management}>
            <FounderCard
              founder={founder}
              href={pathInLocale(FOUNDER_LINK.to, locale ?? "en")}
              labels={labels}
            />
          </Section>
          <Section id="mobile-activities" heading={labels.activitiesInfo}>
            <LinkGrid links={[...links.activities, ...links.information]} pathname={pathname} />
          </Section>
          <a
            href={links.admissions.to}
            aria-current={isCurrentPage(links.admissions.to, pathname) ? "page" : undefined}
            className="flex h-12 w-full items-center justify-center rounded-control bg-primary px-5 text-base font-semibold text-primary-foreground shadow-card transition-colors hover:bg-primary-hover"
          >
            {links.admissions.label}
          </a>
          <a
            href={languageSwitch.href}
            hrefLang={languageSwitch.lang}
            lang={languageSwitch.lang}
            className="flex min-h-11 w-full items-center justify-center rounded-control border border-border px-5 text-base font-semibold text-foreground transition-colors hover:bg-muted"
          >
            {languageSwitch.name}
          </a>
        </nav>
      </div>
    </div>
  );
}
