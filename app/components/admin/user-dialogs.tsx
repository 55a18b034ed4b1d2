import { getFormProps } from "@conform-to/react";
import { KeyRoundIcon, UserPlusIcon, UserXIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { useDialogForm } from "~/components/admin/form-dialog";
import { NativeSelect } from "~/components/admin/native-select";
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
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { ROLE_LABELS, ROLES } from "~/copy/roles";
import { addUserSchema, type UsersActionData } from "~/lib/schemas/users";

/** Add user: name, username, email and role; the temporary password is shown once afterwards. */
export function AddUserDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlusIcon aria-hidden="true" />
          Add user
        </Button>
      </DialogTrigger>
      <DialogContent>{open ? <AddUserForm onDone={() => setOpen(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function AddUserForm({ onDone }: { onDone: () => void }) {
  // The dialog stays open after a save: it then shows the temporary password once.
  const { fetcher, form, fields, busy } = useDialogForm({
    id: "add-user",
    schema: addUserSchema,
    defaultValue: { role: "editor" },
    onSaved: () => {},
  });
  const issued = (fetcher.data as UsersActionData | undefined)?.issued;
  if (issued) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>User added</DialogTitle>
          <DialogDescription>
            Give {issued.name} these details. They can change the password on their Profile page after signing
            in.
          </DialogDescription>
        </DialogHeader>
        <TemporaryPassword username={issued.username} password={issued.password} />
        <DialogFooter>
          <Button type="button" onClick={onDone}>
            Done
          </Button>
        </DialogFooter>
      </>
    );
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>Add user</DialogTitle>
        <DialogDescription>
          A temporary password is made for the new account and shown once.
        </DialogDescription>
      </DialogHeader>
      <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-4">
        <input type="hidden" name="intent" value="add-user" />
        <Field
          label="Full Name"
          id={fields.name.id}
          errorId={fields.name.errorId}
          error={fields.name.errors}
          required
        >
          <Input name={fields.name.name} defaultValue={fields.name.initialValue} autoComplete="off" />
        </Field>
        <Field
          label="Username"
          id={fields.username.id}
          errorId={fields.username.errorId}
          error={fields.username.errors}
          description="3 to 30 letters, digits, dots or underscores. Used to sign in."
          required
        >
          <Input
            name={fields.username.name}
            defaultValue={fields.username.initialValue}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        </Field>
        <Field
          label="Email"
          id={fields.email.id}
          errorId={fields.email.errorId}
          error={fields.email.errors}
          required
        >
          <Input
            type="email"
            name={fields.email.name}
            defaultValue={fields.email.initialValue}
            autoComplete="off"
          />
        </Field>
        <Field label="Role" id={fields.role.id} errorId={fields.role.errorId} error={fields.role.errors}>
          <NativeSelect name={fields.role.name} defaultValue={fields.role.initialValue ?? "editor"}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {form.errors?.length ? (
          <p id={form.errorId} role="alert" className="text-sm font-medium text-destructive">
            {form.errors.join(" ")}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={busy}>
            {busy ? "Adding…" : "Add user"}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </>
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
