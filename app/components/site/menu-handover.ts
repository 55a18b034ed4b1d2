// What the header's two menus (desktop-nav.island.tsx, mobile-menu.island.tsx) share: moving the
// focus without scrolling, and taking over a panel that the no-script styles opened while the page
// loaded.

/**
 * The header is sticky, so its controls are always in sight; yet Chrome scrolls the page to a
 * sticky element given focus (the page's scroll-padding makes it look hidden), a jump of half a
 * screen for a keyboard user far down the page.
 */
export const FOCUS_IN_PLACE: FocusOptions = { preventScroll: true };

/** Whether the no-script styles show `panel` now (hovered or focused before React took over). */
export function shownByFallback(panel: HTMLElement | null) {
  return panel !== null && getComputedStyle(panel).display !== "none";
}

/**
 * The events of a press's end that React may hydrate an island in order to dispatch (a press
 * landing while it hydrates makes it finish at once): the press's click is still to come, or is
 * this event.
 */
const PRESS_ENDING = new Set(["pointerup", "mouseup", "touchend", "click"]);

/**
 * Whether the press that opened a panel through the no-script styles has yet to end in its click
 * (React took over between the press and the click, or hydrated in order to dispatch the press's
 * release or its click): that click opened the panel already and must not close it again.
 */
export function pressUnderWay(trigger: HTMLElement | null) {
  return trigger !== null && (trigger.matches(":active") || PRESS_ENDING.has(window.event?.type ?? ""));
}
