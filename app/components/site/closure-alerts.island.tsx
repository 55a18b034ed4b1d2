// The footer's "Get school closure alerts" (issue 30, docs/decisions/031-web-push.md), an island
// hydrated on touch: no React, and nothing asked of the parent, before they reach for it. The box
// is hidden in the HTML; the loader's few lines before the first paint
// (app/islands/closure-alerts.ts) mark <html> where the browser can take pushes, with the state
// this browser remembers, and CSS shows the control and, until React has it, that state's button
// (classes, not `hidden`: the preflight's [hidden] rule is !important in its layer, which no
// utility can override). The schools are chosen with checkboxes (all, or some); once on, one tap
// turns the alerts off. The subscribing itself (service worker, push service) is a chunk of its
// own, fetched when a button is pressed.
import { type FormEvent, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { CLOSURE_ALERT_WORDS, type ClosureAlertWords } from "~/copy/closure-alerts";
import { ALERTS_ATTRIBUTE, rememberedOn, rememberOn } from "~/lib/closure-alert-marks";

const ALL = "all";
const FORM_ID = "closure-alerts-form";

const buttonClasses =
  "inline-flex min-h-11 items-center rounded-pill border border-white/30 px-4 text-sm font-semibold text-white transition-colors hover:bg-white/10";

export default function ClosureAlerts({
  pushKey,
  schools,
  words = CLOSURE_ALERT_WORDS,
}: {
  pushKey: string;
  schools: { slug: string; name: string }[];
  /** A Tamil page's; an English page passes none. */
  words?: ClosureAlertWords;
}) {
  const [subscribed, setSubscribed] = useState(false);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([ALL]);
  const [status, setStatus] = useState("");
  const openButton = useRef<HTMLButtonElement>(null);
  const offButton = useRef<HTMLButtonElement>(null);
  // The state the loader showed before React had the control is React's to show from now on.
  useLayoutEffect(() => setSubscribed(rememberedOn()), []);

  function settle(on: boolean, word: string) {
    rememberOn(on);
    flushSync(() => {
      setSubscribed(on);
      setOpen(false);
      setStatus(word);
    });
    (on ? offButton : openButton).current?.focus();
  }

  function fail() {
    const blocked = typeof Notification !== "undefined" && Notification.permission === "denied";
    setStatus(blocked ? words.blocked : words.failed);
  }

  // "All schools" and single schools exclude each other.
  function choose(value: string, checked: boolean) {
    setChosen((current) =>
      checked
        ? [...current.filter((other) => (other === ALL) === (value === ALL)), value]
        : current.filter((other) => other !== value),
    );
  }

  function turnOn(event: FormEvent) {
    event.preventDefault();
    const picked = [ALL, ...schools.map((school) => school.slug)].filter((value) => chosen.includes(value));
    import("~/lib/push-subscribe")
      .then(({ subscribe, PARENT_PUSH }) => subscribe(PARENT_PUSH, pushKey, { schools: picked }))
      .then(() => settle(true, words.on), fail);
  }

  function turnOff() {
    import("~/lib/push-subscribe")
      .then(({ unsubscribe, PARENT_PUSH }) => unsubscribe(PARENT_PUSH))
      .then(() => settle(false, words.off), fail);
  }

  const checkbox = (value: string, label: string) => (
    <label key={value} className={`${value === ALL ? "mt-2" : "mt-1"} flex items-center gap-2`}>
      <input
        type="checkbox"
        name="school"
        value={value}
        checked={chosen.includes(value)}
        onChange={(event) => choose(value, event.target.checked)}
        className="size-4"
      />
      {label}
    </label>
  );

  return (
    <div
      {...{ [ALERTS_ATTRIBUTE]: pushKey }}
      className="mt-6 hidden [html[data-closure-alerts-state]_&]:block"
    >
      <button
        ref={openButton}
        type="button"
        hidden={subscribed}
        aria-expanded={open}
        aria-controls={FORM_ID}
        onClick={() => setOpen(!open)}
        className={`${buttonClasses} [html[data-closure-alerts-state=on]_[data-island]:not([data-hydrated])_&]:hidden`}
      >
        {words.open}
      </button>
      {/* Shown only by React (the press above), so its submit never comes before hydration. */}
      <form id={FORM_ID} hidden={!open} onSubmit={turnOn} className="mt-3 space-y-3 text-sm">
        <fieldset>
          <legend className="font-semibold text-white">{words.which}</legend>
          {checkbox(ALL, words.allSchools)}
          {schools.map((school) => checkbox(school.slug, school.name))}
        </fieldset>
        <button type="submit" className={buttonClasses}>
          {words.turnOn}
        </button>
      </form>
      <p
        className={`text-sm ${subscribed ? "" : "hidden"} [html[data-closure-alerts-state=on]_[data-island]:not([data-hydrated])_&]:block`}
      >
        <button ref={offButton} type="button" onClick={turnOff} className={buttonClasses}>
          {words.turnOff}
        </button>
      </p>
      <p role="status" className="mt-2 text-sm text-[#c9bfb0]">
        {status}
      </p>
    </div>
  );
}
