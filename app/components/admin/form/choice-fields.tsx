// The kit's choices: a list to pick one from (a plain <select>), and a checkbox or switch with its
// label beside it. Each takes Conform's metadata of its field.
import type { ComponentProps, ReactNode } from "react";
import { NativeSelect } from "~/components/admin/native-select";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { type FieldFrameProps, type FieldMeta, frameProps, initialText } from "./field-meta";
import { useDraftShown, useDraftText, useDraftValue } from "./form-draft";

export type Choice = string | { value: string; label: string };

/** One of `options` (a value is its own label unless given one). */
export function SelectField({
  options,
  defaultValue,
  ...props
}: FieldFrameProps &
  Omit<ComponentProps<"select">, "id" | "name" | "lang" | "className" | "required" | "children"> & {
    options: readonly Choice[];
  }) {
  const { meta, label, hint, required, lang, className, ...select } = props;
  const controlled = select.value !== undefined;
  const start = useDraftText(meta, defaultValue ?? initialText(meta));
  return (
    <Field {...frameProps(props)}>
      {(control) => (
        <NativeSelect {...control} {...select} name={meta.name} defaultValue={controlled ? undefined : start}>
          {options.map((option) => {
            const { value, label: text } =
              typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </NativeSelect>
      )}
    </Field>
  );
}

type ToggleProps = {
  meta: FieldMeta;
  label: string;
  defaultChecked: boolean;
  /** A sentence under it, read out with it. */
  hint?: ReactNode;
};

/** A checkbox with its label to its right. */
export function CheckboxField(props: ToggleProps) {
  return <Toggle {...props} control={Checkbox} />;
}

/** An on/off switch with its label to its right. */
export function SwitchField(props: ToggleProps) {
  return <Toggle {...props} control={Switch} />;
}

function Toggle({
  meta,
  label,
  defaultChecked,
  hint,
  control: Control,
}: ToggleProps & { control: typeof Checkbox | typeof Switch }) {
  // A restored draft holds the field only if it was checked ("on"); not there, it was not.
  const drafted = useDraftValue(meta.name);
  const restoring = useDraftShown();
  const checked = restoring ? drafted !== undefined : defaultChecked;
  const hintId = `${meta.id}-description`;
  const row = (
    <div className="flex items-center gap-3">
      <Control
        id={meta.id}
        name={meta.name}
        defaultChecked={checked}
        aria-describedby={hint ? hintId : undefined}
      />
      <Label htmlFor={meta.id} className="cursor-pointer">
        {label}
      </Label>
    </div>
  );
  if (!hint) return row;
  return (
    <div className="grid gap-1.5">
      {row}
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
