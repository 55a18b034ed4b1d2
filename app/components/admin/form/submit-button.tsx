import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useUploadWaitFor } from "./uploads";

/** What a save pressed during an upload says until the picture is there (issue 26). */
export function waitingForPictureLabel(percent: number) {
  return `Waiting for picture… ${percent}%`;
}

/**
 * A form's submit button, disabled while saving. It says `busyLabel` then if given, else shows a
 * spinner (and aria-busy) beside its label; `spinner` shows both. Pressed while a picture of its
 * form uploads, it says so with the upload's progress until the form saves itself.
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
  const [element, setElement] = useState<HTMLButtonElement | null>(null);
  const wait = useUploadWaitFor(element);
  const spinning = (busy && spinner) || wait !== null;
  return (
    <Button
      {...button}
      ref={setElement}
      type="submit"
      size={size}
      disabled={busy || disabled}
      aria-busy={spinner || wait ? busy || wait !== null || undefined : undefined}
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
      {wait ? waitingForPictureLabel(wait.percent) : busy && busyLabel ? busyLabel : label}
    </Button>
  );
}
