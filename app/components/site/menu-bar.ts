// Which of the menu bar's dropdowns is open (desktop-nav.island.tsx), with the spec's hover timings
// (§2, shared chrome): open after a pause, close after a shorter one, and no pause at all when the
// pointer moves on to the other dropdown. Plain state and timers; the island draws what it says.
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS, MENU_SKIP_DELAY_MS } from "~/copy/navigation";

export type MenuBar = ReturnType<typeof createMenuBar>;

/** `render` is told the open dropdown's id (or null) after every change. */
export function createMenuBar(render: (openId: string | null) => void) {
  let current: string | null = null;
  let openedByHover = false;
  let closedAt = Number.NEGATIVE_INFINITY;
  let openTimer: number | undefined;
  let closeTimer: number | undefined;
  /** A dropdown whose trigger's next click belongs to the press that opened it (handOver). */
  let pressOpened: string | null = null;

  function clearTimers() {
    window.clearTimeout(openTimer);
    window.clearTimeout(closeTimer);
  }

  function show(id: string, byHover: boolean) {
    clearTimers();
    current = id;
    openedByHover = byHover;
    render(current);
  }

  function hide() {
    clearTimers();
    if (current !== null) closedAt = Date.now();
    current = null;
    pressOpened = null;
    render(current);
  }

  return {
    show,
    hide,
    clearTimers,
    isOpen: (id: string) => current === id,
    anyOpen: () => current !== null,

    /**
     * Takes over a panel the no-script styles showed while the page loaded: open, as if hovered
     * unless it held the focus; `pressUnderWay` when the press that opened it has yet to click.
     */
    handOver(id: string, byHover: boolean, pressUnderWay: boolean) {
      show(id, byHover);
      pressOpened = pressUnderWay ? id : null;
    },

    /** A new press on a trigger: its click is its own. */
    pressStarted() {
      pressOpened = null;
    },

    pointerEnter(id: string) {
      window.clearTimeout(closeTimer);
      if (current === id) return;
      if (current !== null || Date.now() - closedAt < MENU_SKIP_DELAY_MS) {
        show(id, true);
        return;
      }
      window.clearTimeout(openTimer);
      openTimer = window.setTimeout(() => show(id, true), MENU_OPEN_DELAY_MS);
    },

    pointerLeave() {
      window.clearTimeout(openTimer);
      if (current === null) return;
      window.clearTimeout(closeTimer);
      closeTimer = window.setTimeout(hide, MENU_CLOSE_DELAY_MS);
    },

    toggle(id: string, fromKeyboard: boolean) {
      if (pressOpened === id && !fromKeyboard) {
        pressOpened = null;
        return;
      }
      if (current !== id) return show(id, false);
      // A mouse click on a menu that hovering has just opened keeps it open.
      if (!fromKeyboard && openedByHover) {
        clearTimers();
        openedByHover = false;
        return;
      }
      hide();
    },
  };
}
