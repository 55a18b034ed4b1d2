import { clsx } from "clsx";
import type { ComponentProps, ReactNode } from "react";
import { controlClasses } from "~/components/ui/control-classes";
import type { EnquiryFormText } from "~/copy/enquiry-copy";

/** The attributes that tie a control to its label and its message. */
export type ControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
};

/**
 * A label (with * when required), the control and the field's message, wired for screen readers
 * as ui/field.tsx wires them, but light enough for an island: the id comes from the caller (no
 * useId) and there is no tailwind-merge.
 */
export function FormField({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm leading-snug font-semibold text-foreground select-none">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
        "aria-required": required ? true : undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextInput({ type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={clsx(controlClasses, "h-11 py-2")} {...props} />;
}

export function TextArea({ rows = 4, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={clsx(controlClasses, "min-h-20 py-2.5")} {...props} />;
}

/** A native select: light, works with every phone's own picker and with the keyboard. */
export function NativeSelect(props: ComponentProps<"select">) {
  return <select className={clsx(controlClasses, "h-11 cursor-pointer py-2 pr-8")} {...props} />;
}

type TextFieldProps = ComponentProps<"input"> & { id: string; label: string; error?: string };
/** A field whose label and placeholder come from the form's words (the page's language). */
type WordedFieldProps = Omit<TextFieldProps, "label"> & { text: EnquiryFormText };

/** A labelled text input with its message. */
export function TextField({ id, label, required, error, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} required={required} error={error}>
      {(control) => <TextInput {...control} {...input} required={required} />}
    </FormField>
  );
}

/** The Phone field every enquiry form has. */
export function PhoneField({ text, ...props }: WordedFieldProps) {
  return (
    <TextField
      label={text.labels.phone}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder={text.placeholders.phone}
      {...props}
    />
  );
}

/** The Email field every enquiry form has (never required). */
export function EmailField({ text, ...props }: WordedFieldProps) {
  return (
    <TextField
      label={text.labels.email}
      type="email"
      autoComplete="email"
      placeholder={text.placeholders.email}
      {...props}
    />
  );
}

/** The Your Name field of the visit and message forms. */
export function NameField({ text, ...props }: WordedFieldProps) {
  return (
    <TextField label={text.labels.name} autoComplete="name" placeholder={text.placeholders.name} {...props} />
  );
}
