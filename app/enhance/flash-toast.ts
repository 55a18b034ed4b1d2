// A message carried across a redirect (app/server/http/toast.server.ts) arrives in the page as JSON,
// written by root.tsx; shown once as a toast.
import { type ToastMessage, type ToastType, toast } from "~/lib/toast";

export const FLASH_TOAST_ELEMENT_ID = "flash-toast";

export function showFlashToast() {
  const element = document.getElementById(FLASH_TOAST_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const message = JSON.parse(element.textContent) as ToastMessage & { type: ToastType };
    toast.show(message.type, message);
  } finally {
    element.remove();
  }
}
