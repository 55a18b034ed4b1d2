import { NavLink } from "react-router";
import type { MenuDropdown } from "~/copy/navigation";

export const topLevelItemClasses =
  "inline-flex h-10 items-center gap-1 rounded-control px-3 text-sm font-semibold text-foreground transition-colors hover:bg-accent hover:text-accent-foreground";
export const activeItemClasses = "bg-primary-soft text-primary-soft-foreground";

/**
 * Until desktop-nav.enhance.ts has run (it marks the menu bar data-enhanced), a panel shows while
 * its dropdown is hovered or holds the focus, so the menu works without the script; afterwards
 * only the script's `hidden` attribute decides.
 */
const panelFallbackClasses =
  "[[data-enhance=desktop-nav]:not([data-enhanced])_&]:hidden [[data-enhance=desktop-nav]:not([data-enhanced])_[data-part=dropdown]:is(:hover,:focus-within)>&]:block";

/**
 * A disclosure: a trigger button and a panel of link columns beneath it, drawn closed. Opening,
 * hover delays and keys are desktop-nav.enhance.ts's; the chevron turns with aria-expanded.
 */
export function NavDropdown({ dropdown, active }: { dropdown: MenuDropdown; active: boolean }) {
  const panelId = `${dropdown.id}-panel`;
  const triggerId = `${dropdown.id}-trigger`;

  return (
    <div className="relative" data-part="dropdown">
      <button
        type="button"
        id={triggerId}
        aria-expanded="false"
        aria-controls={panelId}
        data-part="trigger"
        data-active={active || undefined}
        className={`group ${topLevelItemClasses} cursor-pointer ${active ? activeItemClasses : ""}`}
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
      <div
        id={panelId}
        data-part="panel"
        className={`absolute top-full left-1/2 z-50 -translate-x-1/2 pt-2 ${panelFallbackClasses}`}
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
