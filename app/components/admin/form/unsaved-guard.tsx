// Issue 26: leaving a page with unsaved changes in one of its forms asks first. Every kit form
// (dialog or page) registers here while it is shown; one of them, the first, holds the page's one
// React Router blocker (a router supports only one) and the browser's beforeunload question, and
// asks "Discard changes?" for all: a sidebar link, any in-app navigation, Back. A form's own post
// is not a leaving.
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useBlocker } from "react-router";
import { DiscardChangesDialog } from "./discard-changes-dialog";

export type GuardedForm = {
  isDirty: () => boolean;
  /** The changes are being thrown away (their draft goes too). */
  discard: () => void;
  /** True from a valid submit of the form until its post has been answered. */
  submitting: boolean;
};

const forms: GuardedForm[] = [];

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed() {
  for (const listener of listeners) listener();
}

function anyDirty() {
  return forms.some((form) => !form.submitting && form.isDirty());
}

/** Registers the form while mounted; answers whether this form holds the page's guard. */
export function useUnsavedGuard(form: GuardedForm, enabled = true) {
  const entry = useRef(form);
  entry.current.isDirty = form.isDirty;
  entry.current.discard = form.discard;
  useEffect(() => {
    if (!enabled) return;
    const registered = entry.current;
    forms.push(registered);
    changed();
    return () => {
      forms.splice(forms.indexOf(registered), 1);
      changed();
    };
  }, [enabled]);
  const leader = useSyncExternalStore(
    subscribe,
    () => forms[0] === entry.current,
    () => false,
  );
  return { guarded: entry.current, leader };
}

/** The page's blocker and beforeunload, drawn by the first registered form only. */
export function NavigationGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      !forms.some((form) => form.submitting) &&
      anyDirty(),
  );
  useEffect(() => {
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (!anyDirty()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    }
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, []);
  return (
    <DiscardChangesDialog
      open={blocker.state === "blocked"}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => {
        for (const form of [...forms]) if (form.isDirty()) form.discard();
        blocker.proceed?.();
      }}
    />
  );
}
