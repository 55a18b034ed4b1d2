import clsx from "clsx";
import type { KeyboardEvent } from "react";
import { useRef } from "react";
import { flushSync } from "react-dom";
import { isCurrentPage, type MenuDropdown } from "~/copy/navigation";
import type { MenuBar } from "./menu-bar";
import { FOCUS_IN_PLACE } from "./menu-handover";

export const topLevelItemClasses =
  "inline-flex h-10 items-center gap-1 rounded-control px-3 text-sm font-semibold text-foreground transition-colors hover:bg-accent hover:text-accent-foreground";
export const activeItemClasses = "bg-primary-soft text-primary-soft-foreground";

/**
 * Until React has the menu bar (the loader marks its island data-hydrated), a panel shows while its
 * dropdown is hovered or holds the focus, so the menu works without script; afterwards only the
 * open state decides.
 */
const panelFallbackClasses = "[[data-island]:not([data-hydrated])_:is(:hover,:focus-within)>&]:block";

export function dropdownPanelId(dropdown: MenuDropdown) {
  return `${dropdown.id}-panel`;
}

export function dropdownTriggerId(dropdown: MenuDropdown) {
  return `${dropdown.id}-trigger`;
}

/**
 * A disclosure of the menu bar (desktop-nav.island.tsx): a trigger button and a panel of link
 * columns beneath it. Click, Enter and Space toggle; ArrowDown opens into the first link, the
 * arrows walk the links, Escape closes back onto the trigger, and focus leaving closes it.
 */
export function NavDropdown({
  dropdown,
  menu,
  open,
  active,
  pathname,
}: {
  dropdown: MenuDropdown;
  menu: MenuBar;
  open: boolean;
  active: boolean;
  pathname: string;
}) {
  const { id } = dropdown;
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  function links() {
    return [...(panel.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? [])];
  }

  function openIntoFirstLink(event: KeyboardEvent) {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    // The panel must be drawn before its first link can take the focus.
    flushSync(() => menu.show(id, false));
    links()[0]?.focus(FOCUS_IN_PLACE);
  }

  function walkOrClose(event: KeyboardEvent) {
    if (event.key === "Escape" && menu.isOpen(id)) {
      event.preventDefault();
      menu.hide();
      trigger.current?.focus(FOCUS_IN_PLACE);
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const target = event.target as HTMLElement;
    if (!panel.current?.contains(target)) return;
    event.preventDefault();
    const all = links();
    const step = event.key === "ArrowDown" ? 1 : -1;
    const index = all.indexOf(target as HTMLAnchorElement);
    all[(index + step + all.length) % all.length]?.focus(FOCUS_IN_PLACE);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the disclosure's hover and keys; its trigger is the button
    <div
      className="relative"
      // Touch and pen taps arrive as clicks; only a mouse hovers.
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") menu.pointerEnter(id);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse") menu.pointerLeave();
      }}
      onKeyDown={walkOrClose}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (menu.isOpen(id) && next && !event.currentTarget.contains(next)) menu.hide();
      }}
    >
      <button
        ref={trigger}
        type="button"
        id={dropdownTriggerId(dropdown)}
        aria-expanded={open}
        aria-controls={dropdownPanelId(dropdown)}
        data-active={active || undefined}
        className={clsx("group cursor-pointer", topLevelItemClasses, active && activeItemClasses)}
        onPointerDown={menu.pressStarted}
        // Enter and Space on a button click it with no pointer position: detail is 0.
        onClick={(event) => menu.toggle(id, event.detail === 0)}
        onKeyDown={openIntoFirstLink}
      >
        {dropdown.label}
        <svg
          viewBox="0 0 16 16"
          aria-hidden="true"
          focusable="false"
          className="size-3.5 transition-transform group-aria-expanded:rotate-180"
        >
          <path
            d="M4 6l4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a click on one of its links, which have their own keys */}
      <div
        ref={panel}
        id={dropdownPanelId(dropdown)}
        className={clsx(
          "absolute top-full left-1/2 z-50 -translate-x-1/2 pt-2",
          !open && "hidden",
          panelFallbackClasses,
        )}
        onClick={(event) => {
          if ((event.target as Element).closest("a")) menu.hide();
        }}
      >
        <div
          className="grid w-max animate-pop-in grid-cols-2 gap-x-8 gap-y-4 rounded-card border border-border bg-surface p-5 shadow-overlay"
          style={{ "--pop-y": "-0.25rem" } as React.CSSProperties}
        >
          {dropdown.columns.map((column) => {
            const headingId = `${dropdown.id}-${column.id}`;
            return (
              <div key={column.id} className="min-w-40">
                <p
                  id={headingId}
                  className="mb-2 px-3 text-xs font-bold tracking-wider text-muted-foreground uppercase"
                >
                  {column.heading}
                </p>
                <ul aria-labelledby={headingId} className="space-y-0.5">
                  {column.links.map((link) => {
                    const current = isCurrentPage(link.to, pathname);
                    return (
                      <li key={link.to}>
                        <a
                          href={link.to}
                          aria-current={current ? "page" : undefined}
                          className={clsx(
                            "block rounded-control px-3 py-2 text-sm transition-colors hover:bg-muted",
                            current ? `font-semibold ${activeItemClasses}` : "text-foreground",
                          )}
                        >
                          {link.label}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
