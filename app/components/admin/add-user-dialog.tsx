// Add user: name, username, email and role; the temporary password is shown once afterwards
// (loaded when used: user-dialogs.tsx).
import { useEffect, useState } from "react";
import { SelectField } from "~/components/admin/form/choice-fields";
import { DialogForm, useDialogForm } from "~/components/admin/form/dialog-form";
import { FormDialog } from "~/components/admin/form/form-dialog";
import { TextField } from "~/components/admin/form/text-fields";
import { TemporaryPassword } from "~/components/admin/temporary-password";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFooter } from "~/components/ui/dialog";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from "~/copy/roles";
import { addUserSchema, type UsersActionData } from "~/lib/schemas/users";

type Issued = NonNullable<UsersActionData["issued"]>;

/** Add user: name, username, email and role; the temporary password is shown once afterwards. */
export function AddUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The dialog stays open after a save: it then shows the temporary password once.
  const [issued, setIssued] = useState<Issued | null>(null);
  return (
    <FormDialog
      open={open}
      onClose={() => {
        onClose();
        setIssued(null);
      }}
      title={issued ? "User added" : "Add user"}
      description={
        issued
          ? `Give ${issued.name} these details. They can change the password on their Profile page after signing in.`
          : "A temporary password is made for the new account and shown once."
      }
      className="max-w-lg"
    >
      {issued ? <IssuedPassword issued={issued} /> : <AddUserForm onIssued={setIssued} />}
    </FormDialog>
  );
}

function IssuedPassword({ issued }: { issued: Issued }) {
  return (
    <>
      <TemporaryPassword username={issued.username} password={issued.password} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button">Done</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

function AddUserForm({ onIssued }: { onIssued: (issued: Issued) => void }) {
  const state = useDialogForm({ id: "add-user", schema: addUserSchema, defaultValue: { role: "editor" } });
  const { fields } = state;
  const issued = (state.fetcher.data as UsersActionData | undefined)?.issued;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new password matters
  useEffect(() => {
    if (issued) onIssued(issued);
  }, [issued]);
  return (
    <DialogForm state={state} intent="add-user" submitLabel="Add user" busyLabel="Adding…" className="gap-4">
      <TextField meta={fields.name} label="Full Name" required autoComplete="off" />
      <TextField
        meta={fields.username}
        label="Username"
        hint="3 to 30 letters, digits, dots or underscores. Used to sign in."
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField meta={fields.email} label="Email" type="email" required autoComplete="off" />
      <SelectField
        meta={fields.role}
        label="Role"
        options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
        hint={ROLES.map((role) => (
          <span key={role} className="block" data-role-description={role}>
            <span className="font-semibold text-foreground">{ROLE_LABELS[role]}</span>:{" "}
            {ROLE_DESCRIPTIONS[role]}
          </span>
        ))}
      />
    </DialogForm>
  );
}
