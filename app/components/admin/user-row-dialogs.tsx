// A user row's Reset password and Disable questions, with Radix's dialog: a chunk fetched when the
// browser is idle after the list is drawn (user-dialogs.tsx draws their buttons until then).
import { type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
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
import type { UsersActionData } from "~/lib/schemas/users";
import { accountFetcherKey, DisableButton, ResetPasswordButton, type RowDialogProps } from "./user-dialogs";

function ConfirmDialog({
  trigger,
  defaultOpen,
  children,
}: {
  trigger: ReactNode;
  defaultOpen: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>{open ? children(() => setOpen(false)) : null}</DialogContent>
    </Dialog>
  );
}

/** Reset password: a new temporary password, shown once; the user is signed out everywhere. */
export function ResetPasswordDialog({ userId, name, defaultOpen = false }: RowDialogProps) {
  return (
    <ConfirmDialog defaultOpen={defaultOpen} trigger={<ResetPasswordButton name={name} />}>
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
export function DisableUserDialog({ userId, name, defaultOpen = false }: RowDialogProps) {
  return (
    <ConfirmDialog defaultOpen={defaultOpen} trigger={<DisableButton name={name} />}>
      {() => <DisableUserForm userId={userId} name={name} />}
    </ConfirmDialog>
  );
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
