// The one way to show a toast in the browser: `toast.success({ title, description })`.
// sonner and the Toaster load only when a first toast is shown, so public pages that never
// show one do not download them (see LazyToaster in root.tsx).
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

/** Dispatched on window when the first toast asks for the Toaster to be mounted. */
export const TOASTER_WANTED_EVENT = "school:toaster-wanted";

let sonner: Promise<typeof import("sonner")> | undefined;
let markToasterMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

/** Called by the Toaster host once sonner's Toaster is on the page. */
export function toasterIsMounted() {
  markToasterMounted();
}

function loadSonner() {
  if (!sonner) {
    window.dispatchEvent(new Event(TOASTER_WANTED_EVENT));
    // Toasts created before the Toaster subscribes would be lost, so wait for it.
    sonner = Promise.all([import("sonner"), toasterMounted]).then(([module]) => module);
  }
  return sonner;
}

function show(type: ToastType, { title, description, id, action, duration }: ToastMessage) {
  void loadSonner().then(({ toast }) => toast[type](title, { description, id, action, duration }));
}

export const toast = {
  success: (message: ToastMessage) => show("success", message),
  error: (message: ToastMessage) => show("error", message),
  info: (message: ToastMessage) => show("info", message),
  show,
  dismiss: (id?: string | number) => {
    if (sonner) void sonner.then(({ toast }) => toast.dismiss(id));
  },
};
