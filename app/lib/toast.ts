import { toast as sonnerToast } from "sonner";

export type ToastType = "success" | "error" | "info";

/** What a toast says; the same shape travels in the server's flash cookie. */
export type ToastMessage = {
  title: string;
  description?: string;
  /** A toast shown again with the same id replaces the first instead of stacking. */
  id?: string | number;
  /** One button in the toast, such as Undo. */
  action?: { label: string; onClick: () => void };
  duration?: number;
};

function show(type: ToastType, { title, description, id, action, duration }: ToastMessage) {
  return sonnerToast[type](title, { description, id, action, duration });
}

/** The one way to show a toast in the browser: `toast.success({ title, description })`. */
export const toast = {
  success: (message: ToastMessage) => show("success", message),
  error: (message: ToastMessage) => show("error", message),
  info: (message: ToastMessage) => show("info", message),
  show,
  dismiss: (id?: string | number) => sonnerToast.dismiss(id),
};
