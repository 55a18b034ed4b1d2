import { matchPath, NavLink, useLocation } from "react-router";
import {
  ADMIN_LOGIN_LINK,
  ADMISSIONS_LINK,
  CONTACT_LINK,
  HOME_LINK,
  type MenuDropdown,
  type MenuLink,
} from "~/copy/navigation";
import { activeItemClasses, NavDropdown, topLevelItemClasses } from "./nav-dropdown";

function isActive(links: MenuLink[], pathname: string) {
  return links.some((link) => matchPath({ path: link.to, end: false }, pathname) !== null);
}

function TopLevelLink({ link }: { link: MenuLink }) {
  return (
    <NavLink
      to={link.to}
      end
      className={({ isActive }) => `${topLevelItemClasses} ${isActive ? activeItemClasses : ""}`}
    >
      {link.label}
    </NavLink>
  );
}

/**
 * The menu bar for large screens: Home, two dropdowns, Contact, Admissions and (xl) Admin. The
 * active route is marked here, on the server; desktop-nav.enhance.ts opens and closes the dropdowns.
 */
export function DesktopNav({ dropdowns }: { dropdowns: MenuDropdown[] }) {
  const { pathname } = useLocation();
  return (
    <nav data-enhance="desktop-nav" aria-label="Main" className="hidden items-center gap-1 lg:flex">
      <TopLevelLink link={HOME_LINK} />
      {dropdowns.map((dropdown) => (
        <NavDropdown
          key={dropdown.id}
          dropdown={dropdown}
          active={isActive(
            dropdown.columns.flatMap((column) => column.links),
            pathname,
          )}
        />
      ))}
      <TopLevelLink link={CONTACT_LINK} />
      <NavLink
        to={ADMISSIONS_LINK.to}
        end
        className="ml-3 inline-flex h-10 items-center rounded-control bg-primary px-5 text-sm font-semibold text-primary-foreground shadow-card transition-colors hover:bg-primary-hover aria-[current=page]:bg-primary-hover"
      >
        {ADMISSIONS_LINK.label}
      </NavLink>
      <a
        href={ADMIN_LOGIN_LINK.to}
        target="_blank"
        rel="noopener"
        className="ml-1 hidden h-10 items-center rounded-control border border-border px-4 text-sm font-semibold text-muted-foreground transition-colors hover:bg-muted hover:text-foreground xl:inline-flex"
      >
        {ADMIN_LOGIN_LINK.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </nav>
  );
}
