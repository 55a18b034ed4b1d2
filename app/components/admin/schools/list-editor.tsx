// A list of short texts edited in the school dialog (key features, grades): a text box with an Add
// button (Enter adds too), the items as chips that remove themselves when clicked, and one hidden
// input per item so the form posts them as a list. Spec §5: an item is added only if it is
// non-empty after trimming and not already present.
import { PlusIcon, XIcon } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { LIST_EDITOR_COPY } from "~/copy/admin-school-page";

type ListCopy = (typeof LIST_EDITOR_COPY)["features" | "featuresTa" | "grades" | "gradesTa"];

export type ListEditorProps = {
  /** The form field the items are posted as. */
  name: string;
  label: string;
  hint: string;
  copy: ListCopy;
  items: string[];
  onChange: (items: string[]) => void;
  maxItemLength: number;
  maxItems: number;
  tooManyMessage: string;
  /** The server's messages about this list. */
  error?: string[];
  /** The language of the items ("ta" for the Tamil key features and grades). */
  lang?: "ta";
};

/** The next item to take focus once the one at `index` is gone: the one after it, else before. */
function focusAfterRemoval(index: number, remaining: number) {
  return remaining === 0 ? null : Math.min(index, remaining - 1);
}

export function ListEditor(props: ListEditorProps) {
  const { items, onChange, copy } = props;
  const [draft, setDraft] = useState("");
  const [notice, setNotice] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<number | null | undefined>(undefined);
  const id = useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const message = [notice, ...(props.error ?? [])].filter(Boolean).join(" ");

  // After a chip is removed, focus moves to its neighbour (or the text box), never to the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the shorter list is drawn
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === undefined) return;
    pendingFocus.current = undefined;
    const chips = listRef.current?.querySelectorAll<HTMLButtonElement>("button");
    if (target === null || !chips?.[target]) inputRef.current?.focus();
    else chips[target].focus();
  }, [items]);

  function add() {
    const item = draft.trim();
    if (item === "") return;
    if (items.includes(item)) {
      setNotice(LIST_EDITOR_COPY.duplicate(item));
      return;
    }
    if (items.length >= props.maxItems) {
      setNotice(props.tooManyMessage);
      return;
    }
    onChange([...items, item]);
    setDraft("");
    setNotice("");
    setAnnouncement(LIST_EDITOR_COPY.added(item));
  }

  function remove(index: number) {
    const item = items[index]!;
    pendingFocus.current = focusAfterRemoval(index, items.length - 1);
    onChange(items.filter((_, i) => i !== index));
    setNotice("");
    setAnnouncement(LIST_EDITOR_COPY.removed(item));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds instead of saving the dialog; not while an input method is still composing a word.
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  }

  return (
    <div className="grid gap-1.5" data-list-editor={props.name}>
      <Label htmlFor={`${id}-input`}>{props.label}</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={`${id}-input`}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (notice) setNotice("");
          }}
          onKeyDown={onKeyDown}
          lang={props.lang}
          maxLength={props.maxItemLength}
          autoComplete="off"
          aria-describedby={[hintId, message ? messageId : null].filter(Boolean).join(" ")}
          aria-invalid={props.error?.length ? true : undefined}
        />
        <Button type="button" variant="outline" onClick={add} aria-label={copy.add}>
          <PlusIcon aria-hidden="true" />
          {LIST_EDITOR_COPY.addButton}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {props.hint}
      </p>
      {message ? (
        <p id={messageId} className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground italic">{copy.empty}</p>
      ) : (
        <ul ref={listRef} aria-label={copy.listLabel} lang={props.lang} className="flex flex-wrap gap-2">
          {items.map((item, index) => (
            <li key={item} className="max-w-full">
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={copy.remove(item)}
                className="inline-flex max-w-full cursor-pointer items-center gap-1.5 rounded-pill border border-border bg-secondary px-3 py-1 text-left text-sm font-medium text-secondary-foreground transition-colors hover:border-destructive hover:bg-destructive hover:text-destructive-foreground"
              >
                <span className="wrap-anywhere">{item}</span>
                <XIcon aria-hidden="true" className="size-3.5 shrink-0" />
              </button>
              <input type="hidden" name={props.name} value={item} />
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
