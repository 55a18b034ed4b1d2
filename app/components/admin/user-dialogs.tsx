import { KeyRoundIcon, UserPlusIcon, UserXIcon } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { SelectField } from "~/components/admin/form/choice-fields";
import { DialogForm, useDialogForm } from "~/components/admin/form/dialog-form";
import { FormDialog } from "~/components/admin/form/form-dialog";
import { TextField } from "~/components/admin/form/text-fields";
import { TemporaryPassword } from "~/components/admin/temporary-password";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from "~/copy/roles";
import { addUserSchema, type UsersActionData } from "~/lib/schemas/users";

type Issued = NonNullable<UsersActionData["issued"]>;

/** Add user: name, username, email and role; the temporary password is shown once afterwards. */
export function AddUserDialog() {
  const [open, setOpen] = useState(false);
  // The dialog stays open after a save: it then shows the temporary password once.
  const [issued, setIssued] = useState<Issued | null>(null);
  return (
    <FormDialog
      open={open}
      onClose={() => {
        setOpen(false);
        setIssued(null);
      }}
      trigger={
        <Button onClick={() => setOpen(true)}>
          <UserPlusIcon aria-hidden="true" />
          Add user
        </Button>
      }
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

function ConfirmDialog({
  trigger,
  children,
}: {
  trigger: ReactNode;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>{open ? children(() => setOpen(false)) : null}</DialogContent>
    </Dialog>
  );
}

/** Reset password: a new temporary password, shown once; the user is signed out everywhere. */
export function ResetPasswordDialog({ userId, name }: { userId: string; name: string }) {
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" size="sm">
          <KeyRoundIcon aria-hidden="true" />
          Reset password<span className="sr-only"> for {name}</span>
        </Button>
      }
    >
      {(close) => <ResetPasswordForm userId={userId} name={name} onDone={close} />}
    </ConfirmDialog>
  );
}

function ResetPasswordForm({ userId, name, onDone }: { userId: string; name: string; onDone: () => void }) {
  const fetcher = useFetcher<UsersActionData>();
  useActionToast(fetcher.data);
  const issued = fetcher.data?.issued;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{issued ? "New temporary password" : `Reset ${name}'s password?`}</DialogTitle>
        <DialogDescription>
          {issued
            ? `Give ${name} this password. They have been signed out on every device.`
            : `${name} will be signed out on every device and will need the new temporary password to sign in.`}
        </DialogDescription>
      </DialogHeader>
      {issued ? (
        <>
          <TemporaryPassword username={issued.username} password={issued.password} />
          <DialogFooter>
            <Button type="button" onClick={onDone}>
              Done
            </Button>
          </DialogFooter>
        </>
      ) : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="reset-password" />
          <input type="hidden" name="userId" value={userId} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              Reset password
            </Button>
          </DialogFooter>
        </fetcher.Form>
      )}
    </>
  );
}

/** Disable: the user is signed out and cannot sign in until enabled again. */
export function DisableUserDialog({ userId, name }: { userId: string; name: string }) {
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" size="sm">
          <UserXIcon aria-hidden="true" />
          Disable<span className="sr-only"> {name}</span>
        </Button>
      }
    >
      {() => <DisableUserForm userId={userId} name={name} />}
    </ConfirmDialog>
  );
}

/** The fetcher key of a user's disable/enable form, shared so its toast outlives the button. */
export function accountFetcherKey(userId: string) {
  return `account-${userId}`;
}

function DisableUserForm({ userId, name }: { userId: string; name: string }) {
  // Once the change lands the row shows Enable instead, closing this dialog; the toast is shown
  // by the table (AccountToast), which stays.
  const fetcher = useFetcher<UsersActionData>({ key: accountFetcherKey(userId) });
  return (
    <>
      <DialogHeader>
        <DialogTitle>Disable {name}?</DialogTitle>
        <DialogDescription>
          {name} will be signed out at once and cannot sign in until an admin enables the account again.
        </DialogDescription>
      </DialogHeader>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="disable" />
        <input type="hidden" name="userId" value={userId} />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={fetcher.state !== "idle"}>
            Disable account
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </>
  );
}
