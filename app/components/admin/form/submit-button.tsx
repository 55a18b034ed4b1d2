import { Loader2Icon } from "lucide-react";
import { Button, type ButtonProps } from "~/components/ui/button";

/**
 * A form's submit button, disabled while saving. It says `busyLabel` then if given, else shows a
 * spinner (and aria-busy) beside its label; `spinner` shows both.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  spinner = !busyLabel,
  disabled,
  size,
  ...button
}: Omit<ButtonProps, "type" | "children"> & {
  busy: boolean;
  label: string;
  busyLabel?: string;
  spinner?: boolean;
}) {
  const spinning = busy && spinner;
  return (
    <Button
      {...button}
      type="submit"
      size={size}
      disabled={busy || disabled}
      aria-busy={spinner ? busy || undefined : undefined}
    >
      {spinning ? (
        <Loader2Icon
          aria-hidden="true"
          className={
            size === "lg"
              ? "size-5 animate-spin motion-reduce:animate-none"
              : "animate-spin motion-reduce:animate-none"
          }
        />
      ) : null}
      {busy && busyLabel ? busyLabel : label}
    </Button>
  );
}
