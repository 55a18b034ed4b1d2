import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export type LabelProps = ComponentProps<"label"> & {
  /** Adds the required marker (*) after the text. */
  required?: boolean;
};

export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the caller passes htmlFor or wraps the control
    <label
      className={cn("text-sm leading-snug font-semibold text-foreground select-none", className)}
      {...props}
    >
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      )}
    </label>
  );
}
