import { KeyRoundIcon, UserPlusIcon, UserXIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { lazyDialog } from "~/components/admin/lazy-dialog";
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

const AddUser = lazyDialog({
  load: () => import("./add-user-dialog").then((chunk) => chunk.AddUserDialog),
  isOpen: ({ open }) => open,
  frame: () => ({ title: "Add user", className: "max-w-lg" }),
});

/** Add user, with its dialog (loaded when used: components/admin/lazy-dialog.tsx). */
export function AddUserDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}>
        <UserPlusIcon aria-hidden="true" />
        Add user
      </Button>
      <AddUser open={open} onClose={() => setOpen(false)} />
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
