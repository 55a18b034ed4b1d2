// Where the keyboard focus goes around a form: into its first field when it opens, onto the first
// field refused, and back to whatever opened a dialog once it closes.
import { useRef } from "react";

/** The first field a person would type in (not hidden, not disabled), else the first button. */
export function firstField(container: HTMLElement) {
  return container.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([disabled]):not([tabindex="-1"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])',
  );
}

/** Focuses the first field of the form `formId` marked invalid. */
export function focusFirstInvalid(formId: string) {
  document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [aria-invalid="true"]`)?.focus();
}

const frameOpeners = new WeakMap<Element, HTMLElement>();

/** A dialog's frame, drawn while its code comes (lazy-dialog.tsx), took the focus from `opener`. */
export function rememberFrameOpener(frame: Element, opener: Element | null) {
  if (opener instanceof HTMLElement && opener !== document.body) frameOpeners.set(frame, opener);
}

/**
 * Radix gives the focus back, when a dialog closes, only to its own DialogTrigger; dialogs opened
 * from state (an Edit button of a row) need this. The element focused when `open` turns true is
 * remembered; `returnFocus` (a dialog's onCloseAutoFocus) focuses it again if it is still on the
 * page, else runs `fallback`, else leaves the focus to Radix.
 */
export function useOpenerFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== "undefined") {
    // A frame that held the focus until the dialog came stands for what opened it.
    const active =
      document.activeElement && (frameOpeners.get(document.activeElement) ?? document.activeElement);
    // A click that does not focus its button (Safari) leaves the page itself focused: no opener.
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = open;
  return function returnFocus(event: Event, fallback?: () => void) {
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) {
      event.preventDefault();
      back.focus();
    } else if (fallback) {
      event.preventDefault();
      fallback();
    }
  };
}
