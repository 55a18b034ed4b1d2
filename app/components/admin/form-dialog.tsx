// The admin's one dialog-form pattern (spec §4: "Dialogs open for create or edit and reset on
// cancel or save"). The form lives inside the dialog only while it is open, so every opening
// starts from the item's saved values; it posts with a fetcher, so the page stays put and its list
// refreshes; the server's field errors land next to their fields, the first one focused; the
// submit button is disabled while saving; a save the action marks `saved` closes the dialog.
import { type FormMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Loader2Icon } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { useActionToast } from "~/components/admin/action-toast";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import type { ActionToast } from "~/views/action-toast";

/** What an admin action answers to a dialog's post (IntentReply, plus whether it saved). */
export type DialogFormReply = {
  intent: string;
  result?: SubmissionResult<string[]>;
  toast?: ActionToast;
  saved?: boolean;
};

export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** The form, mounted only while the dialog is open. */
  children: ReactNode;
  className?: string;
}) {
  // Whatever opened the dialog (an Edit button) gets the focus back when it closes; Radix does this
  // only for its own trigger, and these dialogs are opened from state.
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== "undefined") {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={className ?? "max-w-2xl"}
        onOpenAutoFocus={(event) => {
          // Radix would also select the first field's text, so that a first keystroke replaced it.
          event.preventDefault();
          firstField(event.currentTarget as HTMLElement)?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}

/** Conform wired to a fetcher for a dialog's form; see the top of this file. */
export function useDialogForm<Schema extends z.ZodType>({
  id,
  schema,
  defaultValue,
  onSaved,
}: {
  id: string;
  schema: Schema;
  defaultValue?: Record<string, unknown>;
  onSaved: () => void;
}) {
  const fetcher = useFetcher<DialogFormReply>();
  useActionToast(fetcher.data);
  const idle = fetcher.state === "idle";
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>>({
    id,
    lastResult: idle ? fetcher.data?.result : undefined,
    constraint: getZodConstraint(schema),
    // Checked on submit, then again as the person types. Not on leaving a field: a message appearing
    // then moves the buttons below it, and the click that left the field would miss Save.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: defaultValue as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const reply = idle ? fetcher.data : undefined;
  const conformProps = getFormProps(form);
  /** The form's props, whose submit also focuses the first field refused in the browser. */
  const formProps = {
    ...conformProps,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      conformProps.onSubmit(event);
      // Conform checks a field on leaving it by a submit of its own (its "__intent__" button); that
      // one must not pull focus back, or Tab could never leave an emptied field.
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (event.defaultPrevented && submitter?.getAttribute("name") !== CONFORM_INTENT)
        requestAnimationFrame(() => focusFirstInvalid(form.id));
    },
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new reply closes the dialog
  useEffect(() => {
    if (reply?.saved) onSaved();
    else if (reply?.result) focusFirstInvalid(form.id);
  }, [reply]);
  return { fetcher, form, fields, formProps, busy: !idle };
}

/** The name of the button Conform submits with when it checks one field. */
const CONFORM_INTENT = "__intent__";

function firstField(container: HTMLElement) {
  return container.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([disabled]):not([tabindex="-1"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])',
  );
}

function focusFirstInvalid(formId: string) {
  const first = document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [aria-invalid="true"]`);
  first?.focus();
}

/** The form's own message (not about one field), shown above the buttons. */
export function FormMessage({ form }: { form: Pick<FormMetadata, "errors" | "errorId"> }) {
  if (!form.errors?.length) return null;
  return (
    <p id={form.errorId} role="alert" className="text-sm font-medium text-destructive">
      {form.errors.join(" ")}
    </p>
  );
}

/** Cancel and the submit button (disabled, with a spinner, while saving). */
export function FormDialogFooter({ busy, submitLabel }: { busy: boolean; submitLabel: string }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : null}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
