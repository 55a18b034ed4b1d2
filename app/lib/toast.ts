// The one way to show a toast in the browser: `toast.success({ title, description })`.
// Plain DOM, no framework: the public pages (which load no React) and the admin panel share it.
// The region is created on the first toast, so a page that never shows one carries nothing.
// Defaults follow the specification (spec §9): 4 s, at most three at once, 14 px apart, 356 px
// wide, bottom right (sizes and colours live in app.css under "Toasts").
import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from "./ui-timings";

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

const REGION_LABEL = "Notifications";
const CLOSE_LABEL = "Close notification";

function toastList(): HTMLDivElement {
  const existing = document.querySelector<HTMLDivElement>("[data-toast-list]");
  if (existing) return existing;
  const region = document.createElement("section");
  region.setAttribute("aria-label", REGION_LABEL);
  region.className = "toast-region";
  const list = document.createElement("div");
  list.dataset.toastList = "";
  list.className = "toast-list";
  region.append(list);
  document.body.append(region);
  return list;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A countdown that stops while the visitor points at or tabs into the toast. */
function autoDismiss(item: HTMLElement, duration: number, dismiss: () => void) {
  let remaining = duration;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    startedAt = Date.now();
    timer = setTimeout(dismiss, remaining);
  };
  const pause = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    remaining = Math.max(0, remaining - (Date.now() - startedAt));
  };
  const resume = () => {
    if (timer === undefined && !item.matches(":hover, :focus-within")) run();
  };
  item.addEventListener("pointerenter", pause);
  item.addEventListener("pointerleave", resume);
  item.addEventListener("focusin", pause);
  item.addEventListener("focusout", () => setTimeout(resume));
  run();
  return () => clearTimeout(timer);
}

function show(type: ToastType, { title, description, id, action, duration }: ToastMessage) {
  if (typeof document === "undefined") return;
  const list = toastList();
  const key = id === undefined ? undefined : String(id);
  if (key !== undefined) {
    for (const old of list.querySelectorAll<HTMLElement>("[data-toast]")) {
      if (old.dataset.toastId === key) old.remove();
    }
  }

  const item = element("div", "toast");
  item.dataset.toast = "";
  item.dataset.type = type;
  if (key !== undefined) item.dataset.toastId = key;
  // Polite for every kind: a refused form already puts its own alert beside the fields, and a
  // second, assertive copy would interrupt it.
  item.setAttribute("role", "status");
  item.setAttribute("aria-atomic", "true");

  const text = element("div", "toast-text");
  text.append(element("p", "toast-title", title));
  if (description) text.append(element("p", "toast-description", description));
  item.append(text);

  let stopTimer = () => {};
  const dismiss = () => {
    stopTimer();
    item.remove();
  };
  if (action) {
    const button = element("button", "toast-action", action.label);
    button.type = "button";
    button.addEventListener("click", () => {
      action.onClick();
      dismiss();
    });
    item.append(button);
  }
  const close = element("button", "toast-close");
  close.type = "button";
  close.setAttribute("aria-label", CLOSE_LABEL);
  close.innerHTML =
    '<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/></svg>';
  close.addEventListener("click", dismiss);
  item.append(close);

  list.append(item);
  const shown = list.querySelectorAll("[data-toast]");
  for (let i = 0; i < shown.length - TOAST_VISIBLE_MAX; i++) shown[i]?.remove();
  stopTimer = autoDismiss(item, duration ?? TOAST_DURATION_MS, dismiss);
}

export const toast = {
  success: (message: ToastMessage) => show("success", message),
  error: (message: ToastMessage) => show("error", message),
  info: (message: ToastMessage) => show("info", message),
  show,
  /** Removes the toast with this id, or every toast. */
  dismiss: (id?: string | number) => {
    if (typeof document === "undefined") return;
    for (const item of document.querySelectorAll<HTMLElement>("[data-toast]")) {
      if (id === undefined || item.dataset.toastId === String(id)) item.remove();
    }
  },
};
