// The filter bar of every admin list. Still a plain GET form (it works with the script off, where the
// <noscript> submit button applies it), but with the script a choice applies as soon as it changes
// and a typed search after a short pause. The controls show the address (so Back shows the filter it
// restores), except for what was changed here and not yet in the address: characters typed while the
// last search is still loading are kept, not overwritten by the answer to the older search.

import { SearchIcon } from "lucide-react";
import {
  type ChangeEvent,
  type ComponentProps,
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Form, useLocation, useNavigation, useNavigationType, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "./native-select";

/** How long typing must pause before a search applies. */
export const FILTER_SEARCH_DELAY_MS = 300;

/** Marks history entries this form made, to tell them from Back, Forward and links. */
const FILTER_NAVIGATION = "instantFilter";

type FilterControl = HTMLInputElement | HTMLSelectElement;
type FilterFormState = {
  valueOf: (name: string) => string;
  change: (control: FilterControl) => void;
};

const FilterFormContext = createContext<FilterFormState | null>(null);

/** Chosen from a list (applies at once) rather than typed (applies after a pause). */
function isChoice(control: FilterControl): boolean {
  return control instanceof HTMLSelectElement || control.type === "checkbox" || control.type === "radio";
}

/** The form's fields as an address query, without the empty ones ("All categories" is no filter). */
function filledParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === "string" && value.trim() !== "") params.append(name, value);
  return params;
}

function useInstantFilters(formRef: React.RefObject<HTMLFormElement | null>) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const submit = useSubmit();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const pendingSearch = useRef<number | undefined>(undefined);
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);

  const apply = useCallback(
    (replace: boolean) => {
      window.clearTimeout(pendingSearch.current);
      const form = formRef.current;
      if (!form) return;
      // No page number: a new filter starts on the first page.
      submit(filledParams(form), {
        method: "get",
        replace,
        preventScrollReset: true,
        state: { [FILTER_NAVIGATION]: true },
      });
    },
    [formRef, submit],
  );

  const seenKey = useRef(location.key);
  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    const ours =
      navigationType !== "POP" &&
      (location.state as Record<string, unknown> | null)?.[FILTER_NAVIGATION] === true;
    if (!ours) {
      // Back, Forward or a link (Clear filters, a tab): the address is the whole truth.
      window.clearTimeout(pendingSearch.current);
      setEdits({});
      return;
    }
    setEdits((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([name, value]) => value !== (params.get(name) ?? "")),
      ),
    );
  }, [location.key, location.state, navigationType, params]);

  useEffect(() => () => window.clearTimeout(pendingSearch.current), []);

  const navigation = useNavigation();
  // While a filter loads, its controls already show it (not the previous address's values).
  const shownParams = useMemo(
    () =>
      navigation.location?.pathname === location.pathname
        ? new URLSearchParams(navigation.location.search)
        : params,
    [navigation.location, location.pathname, params],
  );

  return useMemo<FilterFormState & { apply: typeof apply }>(
    () => ({
      apply,
      valueOf: (name) => edits[name] ?? shownParams.get(name) ?? "",
      change: (control) => {
        setEdits((current) => ({ ...current, [control.name]: control.value }));
        if (isChoice(control)) {
          apply(false);
          return;
        }
        window.clearTimeout(pendingSearch.current);
        // Typing replaces the history entry: Back goes to the previous filter, not to each letter.
        pendingSearch.current = window.setTimeout(() => apply(true), FILTER_SEARCH_DELAY_MS);
      },
    }),
    [apply, edits, shownParams],
  );
}

/** A list's filter bar: a GET form with role="search" whose fields apply as they change. */
export function FilterForm({
  label,
  className,
  children,
}: {
  /** The search landmark's name ("Filter enquiries"). */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { apply, ...state } = useInstantFilters(formRef);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter in the search box applies at once.
    event.preventDefault();
    apply(false);
  }
  return (
    <FilterFormContext.Provider value={state}>
      <Form
        ref={formRef}
        method="get"
        role="search"
        aria-label={label}
        className={className}
        onSubmit={onSubmit}
      >
        {children}
      </Form>
    </FilterFormContext.Provider>
  );
}

/** The props of a select or text field of a FilterForm: its name, the value shown, and the change. */
function useFilterField(name: string) {
  const state = useContext(FilterFormContext);
  if (!state) throw new Error("useFilterField must be used inside FilterForm");
  return {
    name,
    value: state.valueOf(name),
    onChange: (event: ChangeEvent<FilterControl>) => state.change(event.currentTarget),
  };
}

/** The submit button, for browsers without JavaScript only: with it, the filters apply by themselves. */
export function NoScriptSubmit({
  label,
  search = false,
  variant = "outline",
}: {
  label: string;
  /** With the magnifier, for a form whose main control is a search box. */
  search?: boolean;
  variant?: "default" | "outline";
}) {
  return (
    <noscript>
      <Button type="submit" variant={variant}>
        {search ? <SearchIcon aria-hidden="true" /> : null}
        {label}
      </Button>
    </noscript>
  );
}

type ControlledProps = "name" | "value" | "defaultValue" | "onChange";

/** A choice of a FilterForm (category, status): applies as soon as it changes. */
export function FilterSelect({
  name,
  ...props
}: Omit<ComponentProps<"select">, ControlledProps> & { name: string }) {
  return <NativeSelect {...props} {...useFilterField(name)} />;
}

/** A typed field of a FilterForm (search words, a date): applies once typing pauses. */
export function FilterInput({
  name,
  ...props
}: Omit<ComponentProps<"input">, ControlledProps> & { name: string }) {
  return <Input {...props} {...useFilterField(name)} />;
}
