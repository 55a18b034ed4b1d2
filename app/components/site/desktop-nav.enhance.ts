// The desktop menu bar's two dropdowns (desktop-nav.tsx, nav-dropdown.tsx), with the spec's hover
// timings (§2, shared chrome): open after a pause, close after a shorter one, and no pause at all
// when the pointer moves on to the other dropdown. Click, Enter and Space toggle; ArrowDown opens
// into the first link, the arrows walk the links, Escape closes back onto the trigger, and focus
// or a press leaving the menu closes it.
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS, MENU_SKIP_DELAY_MS } from "~/copy/navigation";
import { part, parts } from "~/enhance/dom";

/**
 * The header is sticky, so its controls are always in sight; yet Chrome scrolls the page to a
 * sticky element given focus (the page's scroll-padding makes it look hidden), a jump of half a
 * screen for a keyboard user far down the page.
 */
const FOCUS_IN_PLACE: FocusOptions = { preventScroll: true };

type Dropdown = { root: HTMLElement; trigger: HTMLButtonElement; panel: HTMLElement };

function linksOf(dropdown: Dropdown) {
  return [...dropdown.panel.querySelectorAll<HTMLAnchorElement>("a[href]")];
}

export function enhanceDesktopNav(nav: HTMLElement) {
  const dropdowns: Dropdown[] = parts(nav, "dropdown").map((root) => ({
    root,
    trigger: part<HTMLButtonElement>(root, "trigger"),
    panel: part(root, "panel"),
  }));
  let current: Dropdown | null = null;
  let openedByHover = false;
  let closedAt = Number.NEGATIVE_INFINITY;
  let openTimer: number | undefined;
  let closeTimer: number | undefined;

  function render() {
    for (const dropdown of dropdowns) {
      const open = dropdown === current;
      dropdown.trigger.setAttribute("aria-expanded", String(open));
      dropdown.panel.hidden = !open;
    }
  }

  function clearTimers() {
    window.clearTimeout(openTimer);
    window.clearTimeout(closeTimer);
  }

  function show(dropdown: Dropdown, byHover: boolean) {
    clearTimers();
    current = dropdown;
    openedByHover = byHover;
    render();
  }

  function hide() {
    clearTimers();
    if (current !== null) closedAt = Date.now();
    current = null;
    render();
  }

  function pointerEnter(dropdown: Dropdown) {
    window.clearTimeout(closeTimer);
    if (current === dropdown) return;
    if (current !== null || Date.now() - closedAt < MENU_SKIP_DELAY_MS) {
      show(dropdown, true);
      return;
    }
    window.clearTimeout(openTimer);
    openTimer = window.setTimeout(() => show(dropdown, true), MENU_OPEN_DELAY_MS);
  }

  function pointerLeave() {
    window.clearTimeout(openTimer);
    if (current === null) return;
    window.clearTimeout(closeTimer);
    closeTimer = window.setTimeout(hide, MENU_CLOSE_DELAY_MS);
  }

  function toggle(dropdown: Dropdown, fromKeyboard: boolean) {
    if (current !== dropdown) return show(dropdown, false);
    // A mouse click on a menu that hovering has just opened keeps it open.
    if (!fromKeyboard && openedByHover) {
      clearTimers();
      openedByHover = false;
      return;
    }
    hide();
  }

  for (const dropdown of dropdowns) {
    const { root, trigger, panel } = dropdown;
    // Touch and pen taps arrive as clicks; only a mouse hovers.
    root.addEventListener("pointerenter", (event) => {
      if (event.pointerType === "mouse") pointerEnter(dropdown);
    });
    root.addEventListener("pointerleave", (event) => {
      if (event.pointerType === "mouse") pointerLeave();
    });
    // Enter and Space on a button click it with no pointer position: detail is 0.
    trigger.addEventListener("click", (event) => toggle(dropdown, event.detail === 0));
    trigger.addEventListener("keydown", (event) => {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      show(dropdown, false);
      linksOf(dropdown)[0]?.focus(FOCUS_IN_PLACE);
    });
    root.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && current === dropdown) {
        event.preventDefault();
        hide();
        trigger.focus(FOCUS_IN_PLACE);
        return;
      }
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      const target = event.target as HTMLElement;
      if (!panel.contains(target)) return;
      event.preventDefault();
      const links = linksOf(dropdown);
      const step = event.key === "ArrowDown" ? 1 : -1;
      const index = links.indexOf(target as HTMLAnchorElement);
      links[(index + step + links.length) % links.length]?.focus(FOCUS_IN_PLACE);
    });
    root.addEventListener("focusout", (event) => {
      const next = event.relatedTarget as Node | null;
      if (current === dropdown && next && !root.contains(next)) hide();
    });
    panel.addEventListener("click", (event) => {
      if ((event.target as Element).closest("a")) hide();
    });
  }

  document.addEventListener("pointerdown", (event) => {
    if (current !== null && !nav.contains(event.target as Node)) hide();
  });

  // A panel the no-script styles show right now (hovered or focused while the script loaded)
  // stays open, now under the script's rules.
  const shown = dropdowns.find((dropdown) => getComputedStyle(dropdown.panel).display !== "none");
  if (shown) show(shown, !shown.root.matches(":focus-within"));
  else render();
  nav.dataset.enhanced = "true";
}
