// What the three enquiry islands share: their fields' values and messages as React state, the
// rules that arrive on demand, and the honeypot's value for the copy kept for the office.
import { type ChangeEvent, type RefObject, useEffect, useRef, useState } from "react";
import { HONEYPOT_FIELD } from "~/copy/enquiry-copy";

type Rules = typeof import("./enquiry-validation");
export type FieldErrors = Record<string, string>;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

let loading: Promise<Rules> | undefined;

function controlValue(form: HTMLFormElement, name: string): string | undefined {
  const item = form.elements.namedItem(name);
  return item instanceof HTMLInputElement ||
    item instanceof HTMLSelectElement ||
    item instanceof HTMLTextAreaElement
    ? item.value
    : undefined;
}

/**
 * A form's fields as state. `followSchool` names the fields a new choice of school empties (a
 * grade, a campus), and with `followersLoseMessages` their messages go too; `settle` drops a
 * dependent value that does not belong to the school chosen.
 * Once hydrated the state takes what the page holds: the visitor may have typed before the island
 * arrived, or the browser may have restored earlier answers (Back).
 */
export function useEnquiryForm<Values extends Record<string, string>>({
  initial,
  followSchool = [],
  followersLoseMessages = false,
  settle = (values) => values,
  noRules = false,
}: {
  initial: Values;
  followSchool?: readonly NoInfer<keyof Values & string>[];
  followersLoseMessages?: boolean;
  settle?: (values: NoInfer<Values>) => NoInfer<Values>;
  /** No rules at all (the message form): none to fetch, and no checks by the browser either. */
  noRules?: boolean;
}) {
  type Name = keyof Values & string;
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [hydrated, setHydrated] = useState(false);
  const rules = useRulesOnDemand(form, !noRules);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island is hydrated
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const found: Record<string, string> = { ...initial };
    for (const name of Object.keys(initial)) found[name] = controlValue(element, name) ?? "";
    setValues(settle(found as Values));
    setHydrated(true);
  }, []);

  function clearError(name: string, others: readonly string[] = []) {
    setErrors((current) => {
      if (![name, ...others].some((field) => field in current)) return current;
      const kept = { ...current };
      for (const field of [name, ...others]) delete kept[field];
      return kept;
    });
  }

  /** What a control needs: its name, its value, and a change that takes its message away. */
  function bind(name: Name) {
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<Control>) => {
        const value = event.target.value;
        const newSchool = name === "school" && followSchool.length > 0;
        setValues((current) => {
          const next: Record<string, string> = { ...current, [name]: value };
          if (newSchool && value !== current.school) for (const field of followSchool) next[field] = "";
          return next as Values;
        });
        clearError(name, newSchool && followersLoseMessages ? followSchool : []);
      },
    };
  }

  /** Empties every field: a select goes back to its first, empty choice (not the page's preselection). */
  function clear() {
    setValues((current) => {
      const empty: Record<string, string> = {};
      for (const name of Object.keys(current)) empty[name] = "";
      return empty as Values;
    });
    setErrors({});
  }

  return {
    values,
    errors,
    setErrors,
    bind,
    clear,
    hydrated,
    rules: rules.ready,
    honeypot: () => (form.current && controlValue(form.current, HONEYPOT_FIELD)) ?? "",
    /** Spread on the <form>. */
    formProps: {
      ref: form,
      noValidate: noRules || rules.ready !== undefined,
      "data-validation": rules.ready ? "ready" : undefined,
      onFocus: rules.request,
      onPointerDown: rules.request,
      onInput: rules.request,
    },
  };
}

/**
 * The rules (the forms' zod schemas, most of the forms' weight) are fetched the first time the
 * visitor reaches into the form, not with the island. Until they are here the form posts as it
 * would without script, the browser's own checks first; once here, the form turns those off to
 * show the spec's messages instead.
 */
function useRulesOnDemand(form: RefObject<HTMLFormElement | null>, wanted: boolean) {
  const [ready, setReady] = useState<Rules>();
  const requested = useRef(false);

  function request() {
    if (!wanted || requested.current) return;
    requested.current = true;
    loading ??= import("./enquiry-validation");
    loading.then(setReady, () => {
      // A dropped connection: the next touch of the form asks again.
      loading = undefined;
      requested.current = false;
    });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island is hydrated
  useEffect(() => {
    // The focus that made the loader hydrate this island came before React listened.
    if (form.current?.contains(document.activeElement)) request();
  }, []);

  return { ready, request };
}
