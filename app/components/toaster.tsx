// The toasts (app/lib/toast.ts is how code shows one): Radix Toast, mounted on its own React root
// with the first toast. Defaults follow the specification (spec §9): 4 s, at most three at once,
// 14 px apart, 356 px wide, bottom right (sizes and colours in app.css under "Toasts"). A toast
// waits while the pointer is on the toasts or the keyboard is in them, and F8 reaches them.
import { XIcon } from "lucide-react";
import { Toast } from "radix-ui";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { focusIsLost, TOAST_LIST_ATTRIBUTE, type ToastMessage, type ToastType } from "~/lib/toast-message";
import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from "~/lib/ui-timings";

const REGION_LABEL = "Notifications";
const CLOSE_LABEL = "Close notification";

type ShownToast = ToastMessage & { type: ToastType; key: number };

let shown: readonly ShownToast[] = [];
let nextKey = 1;
const listeners = new Set<() => void>();

function update(next: readonly ShownToast[]) {
  shown = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function remove(key: number) {
  update(shown.filter((item) => item.key !== key));
}

/** Gives the focus to `button` once it is drawn, if `wanted` and nothing useful holds the focus. */
function useFocusIfLost(wanted: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the toast is first drawn
  useEffect(() => {
    if (wanted && focusIsLost()) button.current?.focus();
  }, []);
  return button;
}

function ToastItem({ item }: { item: ShownToast }) {
  const { type, title, description, id, action, duration, key } = item;
  const actionButton = useFocusIfLost(action?.takeFocusIfLost ?? false);
  return (
    <Toast.Root
      duration={duration ?? TOAST_DURATION_MS}
      // Polite for every kind: a refused form already puts its own alert beside the fields, and a
      // second, assertive copy would interrupt it.
      type="background"
      onOpenChange={(open) => {
        if (!open) remove(key);
      }}
      className="toast"
      data-toast=""
      data-type={type}
      data-toast-id={id === undefined ? undefined : String(id)}
    >
      <div className="toast-text">
        <Toast.Title className="toast-title">{title}</Toast.Title>
        {description ? (
          <Toast.Description className="toast-description">{description}</Toast.Description>
        ) : null}
      </div>
      {action ? (
        <Toast.Action
          ref={actionButton}
          altText={action.label}
          className="toast-action"
          onClick={action.onClick}
        >
          {action.label}
        </Toast.Action>
      ) : null}
      <Toast.Close aria-label={CLOSE_LABEL} className="toast-close">
        <XIcon aria-hidden="true" />
      </Toast.Close>
    </Toast.Root>
  );
}

function Toaster() {
  const items = useSyncExternalStore(subscribe, () => shown);
  return (
    <Toast.Provider label={REGION_LABEL}>
      {items.map((item) => (
        <ToastItem key={item.key} item={item} />
      ))}
      <Toast.Viewport label={REGION_LABEL} className="toast-list" {...{ [TOAST_LIST_ATTRIBUTE]: "" }} />
    </Toast.Provider>
  );
}

let mounted = false;

function mount() {
  if (mounted) return;
  mounted = true;
  const host = document.createElement("div");
  host.className = "toast-region";
  document.body.append(host);
  createRoot(host).render(<Toaster />);
}

/** Shows a toast; one with the id of a toast on screen takes its place. Only the newest three stay. */
export function showToast(type: ToastType, message: ToastMessage) {
  mount();
  const key = nextKey++;
  const others = message.id === undefined ? shown : shown.filter((item) => item.id !== message.id);
  update([...others, { ...message, type, key }].slice(-TOAST_VISIBLE_MAX));
}

/** Removes the toast with this id, or every toast. */
export function dismissToast(id?: string | number) {
  update(id === undefined ? [] : shown.filter((item) => item.id !== id));
}
