// Issue 26: a form's unsaved changes and its browser draft. The values the form opened with are its
// baseline; it is dirty when what it would post differs (or while a restored draft is shown). What
// is typed is written to the draft as it changes (typing, a picture chosen, a rich-text body) and
// when the page is hidden; a draft found on opening is restored by drawing the fields again with
// its values (kit fields read them through useDraftText) and said so, with a way to throw it away.
import { createContext, type RefObject, useCallback, useContext, useEffect, useRef, useState } from "react";
import { firstField } from "../dialog-focus";
import {
  draftKey,
  type FormValues,
  formValues,
  readDraft,
  removeDraft,
  removeExpiredDrafts,
  sameValues,
  writeDraft,
} from "./draft-storage";
import type { FieldMeta } from "./field-meta";

/** A draft shown in the form: its values, and whether the item was saved since it was typed. */
export type RestoredDraft = { values: FormValues; stale: boolean };

export type FormDraft = {
  formRef: RefObject<HTMLFormElement | null>;
  restored: RestoredDraft | null;
  /** Changes each time the fields are drawn again (a draft restored or thrown away). */
  generation: number;
  isDirty: () => boolean;
  /** Throws the draft away and draws the fields again from the saved values. */
  discardDraft: () => void;
  /** Forgets the draft (the form is being closed without saving). */
  forget: () => void;
  /** Writes what the form holds now, without waiting (a post: kept until it is known to have saved). */
  flush: () => void;
  /** The form saved: what it holds now is the new baseline, and the draft goes. */
  markSaved: () => void;
};

const WRITE_DELAY_MS = 300;

function itemVersion(form: HTMLFormElement) {
  const element = form.elements.namedItem("updatedAt");
  return element instanceof HTMLInputElement && element.value ? element.value : null;
}

/**
 * The draft of the form `formId` (`page`: the page's address, for a page form whose id does not
 * name its item). `enabled: false` keeps no draft (sign-in), but still tells changes.
 */
export function useFormDraft(
  formId: string,
  { page, enabled = true }: { page?: string; enabled?: boolean } = {},
) {
  const formRef = useRef<HTMLFormElement | null>(null);
  const baseline = useRef<FormValues | null>(null);
  const draftBaseline = useRef<FormValues | null>(null);
  const [restored, setRestored] = useState<RestoredDraft | null>(null);
  const restoredRef = useRef<RestoredDraft | null>(null);
  restoredRef.current = restored;
  const [generation, setGeneration] = useState(0);
  const key = enabled ? draftKey(formId, page) : null;
  const version = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Set once the form is left without saving: it may stay drawn a while longer (the next page
  // loading), and a value React sets meanwhile must not write the draft back. Typing clears it.
  const forgotten = useRef(false);

  const isDirty = useCallback(() => {
    const form = formRef.current;
    if (restoredRef.current) return true;
    if (!form || !baseline.current) return false;
    return !sameValues(formValues(form), baseline.current);
  }, []);

  const write = useCallback(() => {
    const form = formRef.current;
    if (!key || !form || !draftBaseline.current || forgotten.current) return;
    const values = formValues(form, { forDraft: true });
    if (!restoredRef.current && sameValues(values, draftBaseline.current)) removeDraft(localStorage, key);
    else writeDraft(localStorage, key, values, version.current);
  }, [key]);

  // The baseline, then the draft if there is one (after hydration: a page form is drawn on the server).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    baseline.current = formValues(form);
    draftBaseline.current = formValues(form, { forDraft: true });
    version.current = itemVersion(form);
    if (!key) return;
    removeExpiredDrafts(localStorage);
    const draft = readDraft(localStorage, key);
    if (!draft) return;
    if (sameValues(draft.values, draftBaseline.current)) return removeDraft(localStorage, key);
    setRestored({ values: draft.values, stale: draft.itemUpdatedAt !== version.current });
    setGeneration((now) => now + 1);
  }, [key]);

  // Written as it changes: typing, choices, and hidden inputs (a picture, a rich-text body) whose
  // value React sets, seen as their `value` attribute changing.
  useEffect(() => {
    const form = formRef.current;
    if (!form || !key) return;
    const schedule = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(write, WRITE_DELAY_MS);
    };
    const typed = () => {
      forgotten.current = false;
      schedule();
    };
    const flush = () => {
      clearTimeout(timer.current);
      write();
    };
    const onHidden = () => {
      if (document.visibilityState === "hidden") flush();
    };
    form.addEventListener("input", typed);
    form.addEventListener("change", typed);
    const observer = new MutationObserver(schedule);
    observer.observe(form, { subtree: true, attributes: true, attributeFilter: ["value"] });
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      clearTimeout(timer.current);
      form.removeEventListener("input", typed);
      form.removeEventListener("change", typed);
      observer.disconnect();
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, [key, write]);

  // Fields drawn again: the focus, if it was in the form, goes back to its first field.
  useEffect(() => {
    if (generation === 0) return;
    const form = formRef.current;
    if (form && (document.activeElement === document.body || !document.activeElement)) {
      const inDialog = form.closest('[role="dialog"]');
      if (inDialog) firstField(form)?.focus();
    }
  }, [generation]);

  const dropDraft = useCallback(() => {
    clearTimeout(timer.current);
    if (key) removeDraft(localStorage, key);
  }, [key]);

  // A write still waiting would bring the draft back while the page being left is still shown.
  const forget = useCallback(() => {
    dropDraft();
    forgotten.current = true;
  }, [dropDraft]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    write();
  }, [write]);

  const discardDraft = useCallback(() => {
    dropDraft();
    restoredRef.current = null;
    setRestored(null);
    setGeneration((now) => now + 1);
  }, [dropDraft]);

  const markSaved = useCallback(() => {
    dropDraft();
    restoredRef.current = null;
    setRestored(null);
    const form = formRef.current;
    if (form) {
      baseline.current = formValues(form);
      draftBaseline.current = formValues(form, { forDraft: true });
      version.current = itemVersion(form);
    }
  }, [dropDraft]);

  return {
    formRef,
    restored,
    generation,
    isDirty,
    discardDraft,
    forget,
    flush,
    markSaved,
  } satisfies FormDraft;
}

const DraftValues = createContext<FormValues | null>(null);
export const DraftValuesProvider = DraftValues.Provider;

/** The restored draft's value of a field, if the form shows a draft that has it. */
export function useDraftValue(name: string): string[] | undefined {
  return useContext(DraftValues)?.[name];
}

/** A one-string field's starting text: the draft's if restored, else `fallback`. */
export function useDraftText<T>(meta: Pick<FieldMeta, "name">, fallback: T): string | T {
  const value = useDraftValue(meta.name);
  return value ? (value[0] ?? "") : fallback;
}

/** Whether the fields are drawn from a restored draft. */
export function useDraftShown() {
  return useContext(DraftValues) !== null;
}
