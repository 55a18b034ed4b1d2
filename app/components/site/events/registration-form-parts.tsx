// The pieces the public registration forms share (issue 29): a field with its hint and message,
// the summary of a form sent back with messages, and a refusal of the whole form. Plain server
// HTML: no script is needed for any of it.
import { InfoIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useMessages } from "use-intl";

/** The fields' ids: register-parentName, register-phone… (the cancel form's too). */
export const ID_PREFIX = "register";
const idOf = (field: string) => `${ID_PREFIX}-${field}`;

/** The attributes that tie a control to its label, hint and message. */
type ControlProps = {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** A label, the control, an optional hint and the field's message under it. */
export function PlainField({
  name,
  label,
  hint,
  error,
  required,
  requiredText,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  /** Said to screen readers after the label of a required field. */
  requiredText?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = idOf(name);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm leading-snug font-semibold text-foreground">
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
            {requiredText ? <span className="sr-only">{` ${requiredText}`}</span> : null}
          </>
        ) : null}
      </label>
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Shown above a form that came back with messages: it takes the focus as the page opens (no script
 * needed), says that some answers need a second look, and links to each field.
 */
export function ProblemSummary({
  problems,
  labels,
}: {
  problems: Record<string, string>;
  labels: Record<string, string>;
}) {
  const rules = useMessages().registration.rules;
  const entries = Object.entries(problems).filter(([field]) => field in labels);
  if (entries.length === 0) return null;
  return (
    <section
      // biome-ignore lint/a11y/noAutofocus: the page was sent back with messages; a screen reader must land on them
      autoFocus
      tabIndex={-1}
      aria-labelledby={`${ID_PREFIX}-problems-heading`}
      data-testid="form-problems"
      className="flex flex-col gap-2 rounded-control border-2 border-destructive bg-destructive-soft/40 p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <h2 id={`${ID_PREFIX}-problems-heading`} className="font-heading text-h4 font-bold text-foreground">
        {rules.problemTitle}
      </h2>
      <p className="text-sm text-foreground">{rules.problem}</p>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a
              href={`#${idOf(field)}`}
              className="font-semibold text-destructive underline underline-offset-2"
            >
              {`${labels[field]}: ${message}`}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A refusal of the whole form (closed meanwhile, too many posts, the database away). */
export function FormMessage({ message }: { message: string }) {
  return (
    <p
      // biome-ignore lint/a11y/noAutofocus: the page was sent back with this message; it is read first
      autoFocus
      tabIndex={-1}
      data-testid="form-message"
      className="flex items-start gap-2 rounded-control border-2 border-destructive bg-destructive-soft/40 p-4 font-semibold text-foreground outline-none"
    >
      <InfoIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      {message}
    </p>
  );
}
