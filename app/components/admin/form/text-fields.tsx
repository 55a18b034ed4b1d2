// The kit's text controls: each takes Conform's metadata of its field and draws label, control,
// hint and error, wired for screen readers by ui/field (ids, aria-invalid, aria-describedby).
import { type ChangeEvent, type ComponentProps, useState } from "react";
import { CountedField } from "~/components/admin/content/counted-field";
import { RichTextField } from "~/components/admin/content/rich-text-field";
import { DatePicker, type DatePickerProps } from "~/components/admin/date-picker";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { type FieldFrameProps, frameProps, initialText } from "./field-meta";
import { useDraftText } from "./form-draft";

type Own = "id" | "name" | "lang" | "className" | "required" | "children";

/** Appends ids (a hint shared by two fields) to the ones the field gives its control. */
function withDescribedBy(own: string | undefined, extra: string | undefined) {
  return [own, extra].filter(Boolean).join(" ") || undefined;
}

/** A one-line input (text, email, tel, time, a number typed as text…). */
export function TextField({
  controlClassName,
  describedBy,
  defaultValue,
  ...props
}: FieldFrameProps &
  Omit<ComponentProps<"input">, Own> & { controlClassName?: string; describedBy?: string }) {
  const { meta, label, hint, required, lang, className, ...input } = props;
  const controlled = input.value !== undefined;
  const start = useDraftText(meta, defaultValue ?? initialText(meta));
  return (
    <Field {...frameProps(props)}>
      {(control) => (
        <Input
          {...control}
          aria-describedby={withDescribedBy(control["aria-describedby"], describedBy)}
          {...input}
          lang={lang}
          name={meta.name}
          defaultValue={controlled ? undefined : start}
          className={controlClassName}
        />
      )}
    </Field>
  );
}

/**
 * A text of several lines. `controlled` keeps its text in React state: React rewrites an
 * uncontrolled textarea's text on every render, and a render while Tab moves the focus (Conform
 * checking the field just left) makes a dialog's focus trap pull the focus back to the dialog.
 */
export function TextareaField({
  controlClassName,
  defaultValue,
  controlled = false,
  ...props
}: FieldFrameProps &
  Omit<ComponentProps<"textarea">, Own | "value"> & { controlClassName?: string; controlled?: boolean }) {
  const { meta, label, hint, required, lang, className, onChange, ...textarea } = props;
  const start = useDraftText(meta, defaultValue ?? initialText(meta));
  const [text, setText] = useState(() => String(start ?? ""));
  const value = controlled
    ? {
        value: text,
        onChange: (change: ChangeEvent<HTMLTextAreaElement>) => {
          setText(change.target.value);
          onChange?.(change);
        },
      }
    : { defaultValue: start, onChange };
  return (
    <Field {...frameProps(props)}>
      <Textarea {...textarea} {...value} lang={lang} name={meta.name} className={controlClassName} />
    </Field>
  );
}

/** A calendar date (the admin's date picker), with an optional shared hint's id. */
export function DateField({
  describedBy,
  ...props
}: FieldFrameProps &
  Omit<DatePickerProps, "id" | "name" | "label" | "className"> & { describedBy?: string }) {
  const { meta, label, hint, required, lang, className, ...picker } = props;
  const start = useDraftText(meta, picker.defaultValue);
  return (
    <Field {...frameProps(props)}>
      {(control) => (
        <DatePicker
          {...control}
          aria-describedby={withDescribedBy(control["aria-describedby"], describedBy)}
          {...picker}
          defaultValue={start}
          name={meta.name}
          label={label}
        />
      )}
    </Field>
  );
}

/** A text with a live count of its characters against `max`. */
export function CountedTextField({
  meta,
  label,
  hint,
  lang,
  max,
  multiline,
}: FieldFrameProps & { max: number; multiline?: boolean }) {
  const start = useDraftText(meta, initialText(meta));
  return (
    <CountedField
      label={label}
      id={meta.id}
      name={meta.name}
      errorId={meta.errorId}
      errors={meta.errors}
      max={max}
      defaultValue={start}
      description={typeof hint === "string" ? hint : undefined}
      multiline={multiline}
      lang={lang}
    />
  );
}

/** Rich text (the content editor), its saved HTML given as `defaultValue`. */
export function RichTextFormField({
  meta,
  label,
  hint,
  lang,
  className,
  defaultValue,
}: FieldFrameProps & { defaultValue?: string | null }) {
  const start = useDraftText(meta, defaultValue ?? initialText(meta));
  return (
    <RichTextField
      label={label}
      name={meta.name}
      defaultValue={start}
      description={typeof hint === "string" ? hint : undefined}
      error={meta.errors}
      className={className}
      lang={lang}
    />
  );
}
