import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { matchPath, NavLink, useLocation } from "react-router";
import {
  ADMIN_LOGIN_LINK,
  ADMISSIONS_LINK,
  CONTACT_LINK,
  HOME_LINK,
  MENU_CLOSE_DELAY_MS,
  MENU_OPEN_DELAY_MS,
  MENU_SKIP_DELAY_MS,
  type MenuDropdown,
  type MenuLink,
} from "~/content/navigation";
import { activeItemClasses, type DropdownControls, NavDropdown, topLevelItemClasses } from "./nav-dropdown";

/**
 * Which dropdown is open, with the spec's hover timings: open after a pause, close after a shorter
 * one, and no pause at all when the pointer moves on to the other dropdown (the skip delay).
 */
function useDropdowns() {
  const [openId, setOpenId] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const openedByHover = useRef(false);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);

  function clearTimers() {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  }

  function show(id: string, byHover: boolean) {
    clearTimers();
    current.current = id;
    openedByHover.current = byHover;
    setOpenId(id);
  }

  function hide() {
    clearTimers();
    if (current.current !== null) closedAt.current = Date.now();
    current.current = null;
    setOpenId(null);
  }

  useEffect(
    () => () => {
      window.clearTimeout(openTimer.current);
      window.clearTimeout(closeTimer.current);
    },
    [],
  );

  return {
    openId,
    pointerEnter(id: string) {
      window.clearTimeout(closeTimer.current);
      if (current.current === id) return;
      if (current.current !== null || Date.now() - closedAt.current < MENU_SKIP_DELAY_MS) {
        show(id, true);
        return;
      }
      window.clearTimeout(openTimer.current);
      openTimer.current = window.setTimeout(() => show(id, true), MENU_OPEN_DELAY_MS);
    },
    pointerLeave() {
      window.clearTimeout(openTimer.current);
      if (current.current === null) return;
      window.clearTimeout(closeTimer.current);
      closeTimer.current = window.setTimeout(hide, MENU_CLOSE_DELAY_MS);
    },
    toggle(id: string, fromKeyboard: boolean) {
      if (current.current !== id) return show(id, false);
      // A mouse click on a menu that hovering has just opened keeps it open.
      if (!fromKeyboard && openedByHover.current) {
        clearTimers();
        openedByHover.current = false;
        return;
      }
      hide();
    },
    show,
    hide,
  };
}

function isActive(links: MenuLink[], pathname: string) {
  return links.some((link) => matchPath({ path: link.to, end: true }, pathname) !== null);
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

/** The menu bar for large screens: Home, two dropdowns, Contact, Admissions and (xl) Admin. */
export function DesktopNav({ dropdowns }: { dropdowns: MenuDropdown[] }) {
  const { pathname } = useLocation();
  const menu = useDropdowns();
  const navRef = useRef<HTMLElement>(null);
  const { hide } = menu;

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path only
  useEffect(() => hide(), [pathname]);

  // A press anywhere outside the menu bar closes an open dropdown.
  useEffect(() => {
    if (menu.openId === null) return;
    function onPointerDown(event: PointerEvent) {
      if (!navRef.current?.contains(event.target as Node)) hide();
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [menu.openId, hide]);

  function controlsFor(dropdown: MenuDropdown): DropdownControls {
    const triggerId = `${dropdown.id}-trigger`;
    const panelId = `${dropdown.id}-panel`;
    return {
      open: menu.openId === dropdown.id,
      active: isActive(
        dropdown.columns.flatMap((column) => column.links),
        pathname,
      ),
      onPointerEnter: () => menu.pointerEnter(dropdown.id),
      onPointerLeave: () => menu.pointerLeave(),
      onToggle: (fromKeyboard) => menu.toggle(dropdown.id, fromKeyboard),
      onOpenWithFocus: () => {
        flushSync(() => menu.show(dropdown.id, false));
        document.querySelector<HTMLElement>(`#${panelId} a[href]`)?.focus();
      },
      onClose: (returnFocus) => {
        menu.hide();
        if (returnFocus) document.getElementById(triggerId)?.focus();
      },
    };
  }

  return (
    <nav ref={navRef} aria-label="Main" className="hidden items-center gap-1 lg:flex">
      <TopLevelLink link={HOME_LINK} />
      {dropdowns.map((dropdown) => (
        <NavDropdown key={dropdown.id} dropdown={dropdown} controls={controlsFor(dropdown)} />
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
