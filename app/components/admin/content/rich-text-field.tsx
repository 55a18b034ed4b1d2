// A rich-text field for an admin form: its label, hint and error around the editor, which is
// loaded only once the page runs in the browser (a chunk of its own), so that
// no other page pays for it. Until then the field keeps the saved text in its hidden input, and
// a form sent meanwhile loses nothing.
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { EDITOR_LABELS } from "~/copy/admin-content";
import { cn } from "~/lib/cn";

/** The editor's chunk: React.lazy below draws it, screens with an editor prefetch it at idle. */
export const loadRichTextEditor = () => import("./rich-text-editor");
const RichTextEditor = lazy(loadRichTextEditor);

export type RichTextFieldProps = {
  label: string;
  name: string;
  defaultValue?: string | null;
  description?: string;
  /** A message from the server about this field (Conform's errors). */
  error?: string[] | string | null;
  className?: string;
  /** The language of the text typed in it: "ta" for a Tamil version (marked data-rich-text-ta). */
  lang?: "ta";
};

export function RichTextField({
  label,
  name,
  defaultValue,
  description,
  error,
  className,
  lang,
}: RichTextFieldProps) {
  const id = useId();
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const errors = (Array.isArray(error) ? error : [error]).filter(Boolean);
  const invalid = errors.length > 0;
  const describedBy = [description ? `${id}-hint` : null, invalid ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  const saved = defaultValue ?? "";
  const waiting = (
    <div
      className="grid min-h-84 place-items-center rounded-control border border-input bg-muted/40 text-sm text-muted-foreground"
      data-editor-loading=""
    >
      {EDITOR_LABELS.loading}
      <input type="hidden" name={name} value={saved} />
    </div>
  );
  return (
    <div className={cn("grid gap-1.5", className)}>
      <span id={`${id}-label`} className="text-sm leading-snug font-semibold text-foreground">
        {label}
      </span>
      {inBrowser ? (
        <Suspense fallback={waiting}>
          <RichTextEditor
            name={name}
            defaultValue={saved}
            labelId={`${id}-label`}
            describedBy={describedBy || undefined}
            invalid={invalid}
            lang={lang}
          />
        </Suspense>
      ) : (
        waiting
      )}
      {description ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
