// A Conform form that posts with a fetcher (the page stays put and its list refreshes): the
// server's field errors land next to their fields, the first one focused; the submit button is
// disabled while saving; a save the action marks `saved` closes the FormDialog around it.
import { type FormMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Fragment, type ReactNode, useEffect } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { useFetcherToast } from "~/components/admin/action-toast";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFooter } from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import type { ActionToast } from "~/views/action-toast";
import { focusFirstInvalid } from "../dialog-focus";
import { DraftNotice } from "./draft-notice";
import { useFormDialog } from "./form-dialog";
import { DraftValuesProvider, type FormDraft, useFormDraft } from "./form-draft";
import { submitProps } from "./form-props";
import { SubmitButton } from "./submit-button";
import { NavigationGuard, useUnsavedGuard } from "./unsaved-guard";
import { UploadsProvider, type UploadWait, useUploadsInProgress, useUploadWait } from "./uploads";

/** What an admin action answers to a dialog's post (IntentReply, plus whether it saved). */
export type DialogFormReply = {
  intent: string;
  result?: SubmissionResult<string[]>;
  toast?: ActionToast;
  saved?: boolean;
};

/**
 * Conform wired to a fetcher. A save closes the FormDialog around the form (`closeOnSave: false`
 * keeps it open, to show what the save made); `onSaved` runs after a save either way.
 */
export function useDialogForm<Schema extends z.ZodType>({
  id,
  schema,
  defaultValue,
  closeOnSave = true,
  onSaved,
}: {
  id: string;
  schema: Schema;
  defaultValue?: Record<string, unknown>;
  closeOnSave?: boolean;
  onSaved?: () => void;
}) {
  const dialog = useFormDialog();
  const fetcher = useFetcher<DialogFormReply>();
  useFetcherToast(fetcher);
  const uploads = useUploadsInProgress();
  const draft = useFormDraft(id);
  const { hold, wait } = useUploadWait(uploads, draft.formRef);
  const { guarded, leader } = useUnsavedGuard({
    isDirty: draft.isDirty,
    discard: draft.forget,
    submitting: false,
  });
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new reply closes the dialog
  useEffect(() => {
    // Read from the fetcher when it settles (useFetcherToast says why).
    const reply = fetcher.state === "idle" ? fetcher.data : undefined;
    if (reply) guarded.submitting = false;
    if (reply?.saved) {
      draft.markSaved();
      onSaved?.();
      if (closeOnSave) dialog?.requestClose("saved");
    } else if (reply?.result) focusFirstInvalid(form.id);
  }, [fetcher.state, fetcher.data]);
  if (dialog) dialog.status.current = { formId: form.id, isDirty: draft.isDirty, discard: draft.forget };
  const formProps = submitProps(form, {
    hold,
    onPost: () => {
      guarded.submitting = true;
      // Kept until the reply says it saved: a post that fails on the way leaves the draft behind.
      draft.flush();
    },
  });
  return { fetcher, form, fields, formProps, busy: !idle, uploads, draft, wait, leader };
}

/** What DialogForm needs of useDialogForm's answer. */
export type DialogFormState = Pick<
  ReturnType<typeof useDialogForm>,
  "fetcher" | "formProps" | "busy" | "uploads" | "draft" | "wait" | "leader"
> & {
  form: Pick<FormMetadata, "errors" | "errorId">;
};

/**
 * The form element: its `intent` and the hidden values that name the item, the fields, the form's
 * own message, Cancel and the submit button.
 */
export function DialogForm({
  state,
  intent,
  hidden,
  submitLabel,
  busyLabel,
  className,
  children,
}: {
  state: DialogFormState;
  intent: string;
  /** Values posted as they are (the item's id, the updatedAt it was loaded with). */
  hidden?: Record<string, string> | null;
  submitLabel: string;
  /** Said by the submit button while saving, instead of a spinner. */
  busyLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  const { fetcher, form, formProps, busy, uploads, draft, wait, leader } = state;
  return (
    <fetcher.Form ref={draft.formRef} method="post" {...formProps} className={cn("grid gap-5", className)}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <DraftNotice draft={draft} />
      <FormParts draft={draft} report={uploads.report} wait={wait}>
        {children}
        <FormMessage form={form} />
        <FormFooter busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} />
      </FormParts>
      {leader ? <NavigationGuard /> : null}
    </fetcher.Form>
  );
}

/**
 * What a kit form gives its fields: the restored draft's values (drawn again, by a new key, when a
 * draft is restored or thrown away), and the uploads' reports and wait.
 */
export function FormParts({
  draft,
  report,
  wait,
  children,
}: {
  draft: Pick<FormDraft, "restored" | "generation">;
  report: ReturnType<typeof useUploadsInProgress>["report"];
  wait: UploadWait;
  children: ReactNode;
}) {
  return (
    <DraftValuesProvider value={draft.restored?.values ?? null}>
      <UploadsProvider report={report} wait={wait}>
        <Fragment key={draft.generation}>{children}</Fragment>
      </UploadsProvider>
    </DraftValuesProvider>
  );
}

/** The form's own message (not about one field), shown above the buttons. */
export function FormMessage({
  form,
  className = "text-sm font-medium text-destructive",
}: {
  form: Pick<FormMetadata, "errors" | "errorId">;
  className?: string;
}) {
  if (!form.errors?.length) return null;
  return (
    <p id={form.errorId} role="alert" className={className}>
      {form.errors.join(" ")}
    </p>
  );
}

/** Cancel and the submit button (disabled, with a spinner or `busyLabel`, while saving). */
export function FormFooter({
  busy,
  submitLabel,
  busyLabel,
}: {
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <SubmitButton busy={busy} label={submitLabel} busyLabel={busyLabel} />
    </DialogFooter>
  );
}
