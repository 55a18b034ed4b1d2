// The registrations screen's two dialogs (loaded when first used): cancel a registration with a
// reason, and add a registration taken by phone with the public form's fields and rules.
import { SelectField } from "~/components/admin/form/choice-fields";
import { DialogForm, FormMessage, FormParts, useDialogForm } from "~/components/admin/form/dialog-form";
import { DraftNotice } from "~/components/admin/form/draft-notice";
import { FormDialog } from "~/components/admin/form/form-dialog";
import { SubmitButton } from "~/components/admin/form/submit-button";
import { TextareaField, TextField } from "~/components/admin/form/text-fields";
import { NavigationGuard } from "~/components/admin/form/unsaved-guard";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFooter } from "~/components/ui/dialog";
import {
  ADD_REGISTRATION_DESCRIPTION,
  ADD_REGISTRATION_LABEL,
  ADD_REGISTRATION_SUBMIT,
  CANCEL_REASON_HINT,
  CANCEL_REASON_LABEL,
  CANCEL_SUBMIT,
  CANCEL_TITLE,
  cancelDescription,
  KEEP_REGISTRATION,
  REGISTRATION_FIELD_LABELS as LABELS,
} from "~/copy/admin-registrations";
import { SCHOOLS } from "~/copy/schools";
import { addRegistrationSchema, cancelRegistrationSchema } from "~/lib/schemas/admin-registrations";
import {
  CANCEL_REASON_MAX,
  REGISTRATION_CLASS_MAX,
  REGISTRATION_EMAIL_MAX,
  REGISTRATION_NAME_MAX,
  REGISTRATION_NOTE_MAX,
} from "~/lib/schemas/registration";
import type { RegistrationRowView } from "~/views/registrations";

export function CancelRegistrationDialog({
  row,
  onClose,
}: {
  row: RegistrationRowView | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={row !== null}
      onClose={onClose}
      title={CANCEL_TITLE}
      description={row ? cancelDescription(row.parentName, row.status === "waiting") : undefined}
      className="max-w-lg"
    >
      {row ? <CancelForm key={row.id} row={row} /> : null}
    </FormDialog>
  );
}

/**
 * DialogForm's parts with Keep beside the submit button: "Cancel" there would read as the
 * dialog's own purpose.
 */
function CancelForm({ row }: { row: RegistrationRowView }) {
  const state = useDialogForm({ id: `cancel-registration-${row.id}`, schema: cancelRegistrationSchema });
  const { fetcher, form, formProps, busy, uploads, draft, wait, leader } = state;
  return (
    <fetcher.Form ref={draft.formRef} method="post" {...formProps} className="grid gap-5">
      <input type="hidden" name="intent" value="cancel-registration" />
      <input type="hidden" name="registrationId" value={row.id} />
      <DraftNotice draft={draft} />
      <FormParts draft={draft} report={uploads.report} wait={wait}>
        <TextareaField
          meta={state.fields.reason}
          label={CANCEL_REASON_LABEL}
          hint={CANCEL_REASON_HINT}
          required
          rows={3}
          maxLength={CANCEL_REASON_MAX}
          controlled
        />
        <FormMessage form={form} />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {KEEP_REGISTRATION}
            </Button>
          </DialogClose>
          <SubmitButton busy={busy} label={CANCEL_SUBMIT} variant="destructive" />
        </DialogFooter>
      </FormParts>
      {leader ? <NavigationGuard /> : null}
    </fetcher.Form>
  );
}

export function AddRegistrationDialog({
  open,
  onClose,
  eventId,
  seatsMax,
}: {
  open: boolean;
  onClose: () => void;
  eventId: string;
  seatsMax: number;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={ADD_REGISTRATION_LABEL}
      description={ADD_REGISTRATION_DESCRIPTION}
      className="max-w-2xl"
    >
      <AddForm eventId={eventId} seatsMax={seatsMax} />
    </FormDialog>
  );
}

const SCHOOL_CHOICES = [
  { value: "", label: "Choose a school" },
  ...SCHOOLS.map((school) => ({ value: school.slug, label: school.name })),
];

function AddForm({ eventId, seatsMax }: { eventId: string; seatsMax: number }) {
  const state = useDialogForm({
    id: `add-registration-${eventId}`,
    schema: addRegistrationSchema(seatsMax),
    defaultValue: { seats: "1" },
  });
  const { fields } = state;
  const seats = Array.from({ length: seatsMax }, (_, index) => String(index + 1));
  return (
    <DialogForm state={state} intent="add-registration" submitLabel={ADD_REGISTRATION_SUBMIT}>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField
          meta={fields.parentName}
          label={LABELS.parentName}
          required
          maxLength={REGISTRATION_NAME_MAX}
          autoComplete="off"
        />
        <TextField
          meta={fields.phone}
          label={LABELS.phone}
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <TextField
          meta={fields.email}
          label={LABELS.email}
          type="email"
          maxLength={REGISTRATION_EMAIL_MAX}
          autoComplete="off"
        />
        <SelectField meta={fields.school} label={LABELS.school} required options={SCHOOL_CHOICES} />
        <TextField
          meta={fields.childName}
          label={LABELS.childName}
          required
          maxLength={REGISTRATION_NAME_MAX}
          autoComplete="off"
        />
        <TextField
          meta={fields.childClass}
          label={LABELS.childClass}
          required
          maxLength={REGISTRATION_CLASS_MAX}
          autoComplete="off"
        />
        <SelectField meta={fields.seats} label={LABELS.seats} options={seats} />
      </div>
      <TextareaField
        meta={fields.note}
        label={LABELS.note}
        rows={2}
        maxLength={REGISTRATION_NOTE_MAX}
        controlled
      />
    </DialogForm>
  );
}
