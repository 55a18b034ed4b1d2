import type { KeyboardEvent, MouseEvent, PointerEvent } from "react";
import { NavLink } from "react-router";
import type { MenuDropdown } from "~/content/navigation";

export type DropdownControls = {
  open: boolean;
  active: boolean;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  /** Trigger click; `fromKeyboard` for Enter/Space (a click with no pointer position). */
  onToggle: (fromKeyboard: boolean) => void;
  /** Opens at once and moves focus to the first link. */
  onOpenWithFocus: () => void;
  /** Closes; with `returnFocus`, puts focus back on the trigger. */
  onClose: (returnFocus: boolean) => void;
};

export const topLevelItemClasses =
  "inline-flex h-10 items-center gap-1 rounded-control px-3 text-sm font-semibold text-foreground transition-colors hover:bg-accent hover:text-accent-foreground";
export const activeItemClasses = "bg-primary-soft text-primary-soft-foreground";

function menuLinks(panel: HTMLElement) {
  return [...panel.querySelectorAll<HTMLAnchorElement>("a[href]")];
}

/** A disclosure: a trigger button and a panel of link columns beneath it. */
export function NavDropdown({ dropdown, controls }: { dropdown: MenuDropdown; controls: DropdownControls }) {
  const panelId = `${dropdown.id}-panel`;
  const triggerId = `${dropdown.id}-trigger`;

  function onPointer(handler: () => void) {
    return (event: PointerEvent) => {
      // Touch and pen taps arrive as clicks; only a mouse hovers.
      if (event.pointerType === "mouse") handler();
    };
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      controls.onOpenWithFocus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && controls.open) {
      event.preventDefault();
      controls.onClose(true);
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const panel = event.currentTarget.querySelector<HTMLElement>(`#${panelId}`);
    const target = event.target as HTMLElement;
    if (!panel?.contains(target)) return;
    event.preventDefault();
    const links = menuLinks(panel);
    const index = links.indexOf(target as HTMLAnchorElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    links[(index + step + links.length) % links.length]?.focus();
  }

  function onBlur(event: React.FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget as Node | null;
    if (controls.open && next && !event.currentTarget.contains(next)) controls.onClose(false);
  }

  function onTriggerClick(event: MouseEvent<HTMLButtonElement>) {
    controls.onToggle(event.detail === 0);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and Escape belong to the whole disclosure, whose controls are the button and links inside
    <div
      className="relative"
      onPointerEnter={onPointer(controls.onPointerEnter)}
      onPointerLeave={onPointer(controls.onPointerLeave)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        type="button"
        id={triggerId}
        aria-expanded={controls.open}
        aria-controls={panelId}
        data-active={controls.active || undefined}
        className={`${topLevelItemClasses} cursor-pointer ${controls.active ? activeItemClasses : ""}`}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {dropdown.label}
        <svg
          viewBox="0 0 16 16"
          aria-hidden="true"
          focusable="false"
          className={`size-3.5 transition-transform ${controls.open ? "rotate-180" : ""}`}
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
      <div
        id={panelId}
        hidden={!controls.open}
        className="absolute top-full left-1/2 z-50 -translate-x-1/2 pt-2"
      >
        <div
          className="grid w-max animate-pop-in grid-cols-2 gap-x-8 gap-y-4 rounded-card border border-border bg-surface p-5 shadow-overlay"
          style={{ "--pop-y": "-0.25rem" } as React.CSSProperties}
        >
          {dropdown.columns.map((column) => {
            const headingId = `${dropdown.id}-${column.heading.toLowerCase().replace(/\W+/g, "-")}`;
            return (
              <div key={column.heading} className="min-w-40">
                <p
                  id={headingId}
                  className="mb-2 px-3 text-xs font-bold tracking-wider text-muted-foreground uppercase"
                >
                  {column.heading}
                </p>
                <ul aria-labelledby={headingId} className="space-y-0.5">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <NavLink
                        to={link.to}
                        end
                        onClick={() => controls.onClose(false)}
                        className={({ isActive }) =>
                          `block rounded-control px-3 py-2 text-sm transition-colors hover:bg-muted ${
                            isActive ? `font-semibold ${activeItemClasses}` : "text-foreground"
                          }`
                        }
                      >
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
