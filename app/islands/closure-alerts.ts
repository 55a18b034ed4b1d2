// The footer's "Get school closure alerts" (app/components/site/closure-alerts.tsx), worked by a
// few lines in the islands' loader rather than an island: React for a button and a checkbox list
// would cost every page far more than these lines. The subscribing itself (service worker, push
// service) is in its own chunk, fetched only when the parent presses a button.
import {
  ALERTS_ATTRIBUTE,
  ALERTS_FORM_ATTRIBUTE,
  ALERTS_OFF_ATTRIBUTE,
  ALERTS_ON_ATTRIBUTE,
  ALERTS_ON_KEY,
  ALERTS_OPEN_ATTRIBUTE,
  ALERTS_STATUS_ATTRIBUTE,
} from "~/lib/closure-alert-marks";

function rememberOn(on: boolean) {
  try {
    if (on) localStorage.setItem(ALERTS_ON_KEY, "1");
    else localStorage.removeItem(ALERTS_ON_KEY);
  } catch {
    // Storage refused: the control offers "Get alerts" again on the next page; subscribing again is harmless.
  }
}

function rememberedOn() {
  try {
    return localStorage.getItem(ALERTS_ON_KEY) === "1";
  } catch {
    return false;
  }
}

/** Shows the control where the browser can take pushes, and works it. */
export function enhanceClosureAlerts() {
  const box = document.querySelector<HTMLElement>(`[${ALERTS_ATTRIBUTE}]`);
  if (!box || !("serviceWorker" in navigator) || !("PushManager" in window)) return;
  const key = box.getAttribute(ALERTS_ATTRIBUTE) ?? "";
  const part = <T extends HTMLElement>(attribute: string) => box.querySelector<T>(`[${attribute}]`)!;
  const open = part<HTMLButtonElement>(ALERTS_OPEN_ATTRIBUTE);
  const form = part<HTMLFormElement>(ALERTS_FORM_ATTRIBUTE);
  const on = part(ALERTS_ON_ATTRIBUTE);
  const status = part(ALERTS_STATUS_ATTRIBUTE);
  const show = (subscribed: boolean) => {
    open.hidden = subscribed;
    on.hidden = !subscribed;
    form.hidden = true;
    open.setAttribute("aria-expanded", "false");
  };
  const say = (word: string) => (status.textContent = status.getAttribute(`data-word-${word}`) ?? "");
  const fail = () =>
    say(typeof Notification !== "undefined" && Notification.permission === "denied" ? "blocked" : "failed");
  box.hidden = false;
  show(rememberedOn());

  open.addEventListener("click", () => {
    form.hidden = !form.hidden;
    open.setAttribute("aria-expanded", String(!form.hidden));
  });
  // "All schools" and single schools exclude each other.
  form.addEventListener("change", (event) => {
    const changed = event.target as HTMLInputElement;
    const boxes = [...form.querySelectorAll<HTMLInputElement>('input[name="school"]')];
    for (const other of boxes)
      if (other !== changed && changed.checked && (changed.value === "all") !== (other.value === "all"))
        other.checked = false;
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const schools = [...form.querySelectorAll<HTMLInputElement>('input[name="school"]:checked')].map(
      (input) => input.value,
    );
    import("~/lib/push-subscribe")
      .then(({ subscribe, PARENT_PUSH }) => subscribe(PARENT_PUSH, key, { schools }))
      .then(() => {
        rememberOn(true);
        show(true);
        say("on");
        part<HTMLButtonElement>(ALERTS_OFF_ATTRIBUTE).focus();
      }, fail);
  });
  part(ALERTS_OFF_ATTRIBUTE).addEventListener("click", () => {
    import("~/lib/push-subscribe")
      .then(({ unsubscribe, PARENT_PUSH }) => unsubscribe(PARENT_PUSH))
      .then(() => {
        rememberOn(false);
        show(false);
        say("off");
        open.focus();
      }, fail);
  });
}
