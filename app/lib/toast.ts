// The one way to show a toast in the browser, on the public site and in the admin alike:
// `toast.success({ title, description })`. The toasts themselves are a React component
// (app/components/toaster.tsx, Radix Toast) fetched and mounted on the first toast, so a page that
// never shows one carries none of it. On the server every call does nothing.
import type { ToastMessage, ToastType } from "./toast-message";

/** A message carried across a redirect, as root.tsx writes it into a public page. */
export type FlashToast = ToastMessage & { type: ToastType };

/** The element root.tsx writes the flash toast's JSON into on public pages. */
export const FLASH_TOAST_ELEMENT_ID = "flash-toast";

let toaster: Promise<typeof import("~/components/toaster")> | undefined;

/** Runs `work` with the toaster, fetching it first if this is the first toast of the page. */
function withToaster(work: (module: typeof import("~/components/toaster")) => void) {
  if (typeof document === "undefined") return;
  toaster ??= import("~/components/toaster");
  toaster.then(work, reportError);
}

function show(type: ToastType, message: ToastMessage) {
  withToaster(({ showToast }) => showToast(type, message));
}

export const toast = {
  success: (message: ToastMessage) => show("success", message),
  error: (message: ToastMessage) => show("error", message),
  info: (message: ToastMessage) => show("info", message),
  show,
  /** Removes the toast with this id, or every toast. */
  dismiss: (id?: string | number) => withToaster(({ dismissToast }) => dismissToast(id)),
};

/** Shows the flash toast a public page carries (once: the element goes with it). */
export function showFlashToast() {
  const element = document.getElementById(FLASH_TOAST_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const message = JSON.parse(element.textContent) as FlashToast;
    show(message.type, message);
  } finally {
    element.remove();
  }
}
