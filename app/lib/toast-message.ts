// What a toast says, and what the toasts (app/components/toaster.tsx) share with the code that
// shows them (app/lib/toast.ts): kept apart from both, so that neither imports the other.

export type ToastType = "success" | "error" | "info";

/** What a toast says; the same shape travels in the server's flash cookie. */
export type ToastMessage = {
  title: string;
  description?: string;
  /** A toast shown again with the same id replaces the first instead of stacking. */
  id?: string | number;
  /**
   * One button in the toast, such as Undo. `takeFocusIfLost`: once the toast is on screen, the
   * button takes the keyboard focus if nothing holds it (the pressed button was removed).
   */
  action?: { label: string; onClick: () => void; takeFocusIfLost?: boolean };
  duration?: number;
};

/** Marks the list of toasts (app/components/toaster.tsx). */
export const TOAST_LIST_ATTRIBUTE = "data-toast-list";

/**
 * Whether the keyboard focus is on nothing useful: the page itself, or the toasts' list, which
 * takes it when a toast that held it closes (Radix Toast). Code that moves the focus on after an
 * action (to a restored row, to a toast's Undo) does so only then.
 */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.matches(`[${TOAST_LIST_ATTRIBUTE}]`);
}
