import type { ReactNode } from "react";
import { NavLink } from "react-router";
import {
  ABOUT_LINKS,
  ACTIVITY_LINKS,
  ADMISSIONS_LINK,
  ALL_SCHOOLS_LINK,
  CONTACT_LINK,
  HOME_LINK,
  INFORMATION_LINKS,
  type MenuLink,
  type MenuSchool,
  MOBILE_MENU_ID,
  MOBILE_MENU_SECTIONS,
  OPEN_MENU_LABEL,
  schoolPath,
} from "~/copy/navigation";
import { FounderCard, type FounderSummary } from "./founder-card";

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-control px-3 py-2 text-[0.9375rem] transition-colors hover:bg-muted ${
    isActive ? "bg-primary-soft font-semibold text-primary-soft-foreground" : "text-foreground"
  }`;

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

function LinkGrid({ links }: { links: MenuLink[] }) {
  return (
    <ul className="grid grid-cols-2 gap-1">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end className={linkClasses}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Until mobile-menu.enhance.ts has run (it marks the menu data-enhanced), the panel shows while
 * the menu holds the focus (the toggle was tapped), so it works without the script; afterwards
 * only the script's `hidden` attribute decides.
 */
const panelFallbackClasses =
  "[[data-enhance=mobile-menu]:not([data-enhanced])_&]:hidden [[data-enhance=mobile-menu]:not([data-enhanced]):focus-within_&]:block";

/**
 * The menu below the large breakpoint: a toggle button and a scrolling panel of sections, drawn
 * closed. mobile-menu.enhance.ts opens and closes it; the icon follows aria-expanded.
 */
export function MobileMenu({ schools, founder }: { schools: MenuSchool[]; founder: FounderSummary }) {
  return (
    <div className="lg:hidden" data-enhance="mobile-menu">
      <button
        type="button"
        aria-expanded="false"
        aria-controls={MOBILE_MENU_ID}
        aria-label={OPEN_MENU_LABEL}
        data-part="toggle"
        className="group inline-flex size-11 cursor-pointer items-center justify-center rounded-control text-foreground transition-colors hover:bg-accent"
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
      <div
        id={MOBILE_MENU_ID}
        data-part="panel"
        className={`absolute inset-x-0 top-full max-h-[70vh] animate-fade-in overflow-y-auto overscroll-contain border-b border-border bg-surface shadow-overlay ${panelFallbackClasses}`}
      >
        <nav aria-label="Main menu" className="mx-auto max-w-page space-y-6 px-gutter py-5">
          <ul className="grid grid-cols-2 gap-1">
            {[HOME_LINK, CONTACT_LINK].map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={(state) => `${linkClasses(state)} font-semibold`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Section id="mobile-about" heading={MOBILE_MENU_SECTIONS.about}>
            <LinkGrid links={ABOUT_LINKS} />
          </Section>
          <Section id="mobile-schools" heading={MOBILE_MENU_SECTIONS.schools}>
            <ul className="grid gap-1 sm:grid-cols-2">
              <li>
                <NavLink to={ALL_SCHOOLS_LINK.to} end className={linkClasses}>
                  {ALL_SCHOOLS_LINK.label}
                </NavLink>
              </li>
              {schools.map((school) => (
                <li key={school.slug}>
                  <NavLink to={schoolPath(school.slug)} end className={linkClasses}>
                    <span>
                      <span className="block">{school.name}</span>
                      {school.location ? (
                        <span className="block text-xs text-muted-foreground">{school.location}</span>
                      ) : null}
                    </span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="mobile-management" heading={MOBILE_MENU_SECTIONS.management}>
            <FounderCard founder={founder} />
          </Section>
          <Section id="mobile-activities" heading={MOBILE_MENU_SECTIONS.activities}>
            <LinkGrid links={[...ACTIVITY_LINKS, ...INFORMATION_LINKS]} />
          </Section>
          <NavLink
            to={ADMISSIONS_LINK.to}
            end
            className="flex h-12 w-full items-center justify-center rounded-control bg-primary px-5 text-base font-semibold text-primary-foreground shadow-card transition-colors hover:bg-primary-hover"
          >
            {ADMISSIONS_LINK.label}
          </NavLink>
        </nav>
      </div>
    </div>
  );
}
