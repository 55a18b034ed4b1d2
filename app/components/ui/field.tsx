import { Slot } from "radix-ui";
import { type ReactElement, type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";
import { Label } from "./label";

/** The attributes that tie a control to its label, hint and error message. */
export type FieldControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
};

export type FieldProps = {
  label: ReactNode;
  /** The control's id; generated when absent. Pass Conform's `field.id` to keep its wiring. */
  id?: string;
  /** One message or several (Conform gives a list); any message marks the control invalid. */
  error?: string | string[] | null;
  errorId?: string;
  description?: ReactNode;
  descriptionId?: string;
  /** Marks the label with * and the control with aria-required. */
  required?: boolean;
  className?: string;
  /**
   * The control. An element (Input, Textarea, Checkbox…) receives the attributes directly; for a
   * composite such as Select, pass a function and spread its argument on the SelectTrigger.
   */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
};

/** A label, a control, an optional hint and the error message, wired for screen readers. */
export function Field(props: FieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const errorId = props.errorId ?? `${id}-error`;
  const descriptionId = props.descriptionId ?? `${id}-description`;
  const errors = (Array.isArray(props.error) ? props.error : [props.error]).filter(
    (message): message is string => Boolean(message),
  );
  const invalid = errors.length > 0;
  const describedBy = [props.description ? descriptionId : null, invalid ? errorId : null]
    .filter(Boolean)
    .join(" ");
  const control: FieldControlProps = {
    id,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "aria-required": props.required ? true : undefined,
  };

  return (
    <div className={cn("grid gap-1.5", props.className)}>
      <Label htmlFor={id} required={props.required}>
        {props.label}
      </Label>
      {typeof props.children === "function" ? (
        props.children(control)
      ) : (
        <Slot.Root {...control}>{props.children}</Slot.Root>
      )}
      {props.description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {props.description}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
