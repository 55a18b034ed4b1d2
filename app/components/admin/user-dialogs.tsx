import { KeyRoundIcon, UserPlusIcon, UserXIcon } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { lazyDialog } from "~/components/admin/lazy-dialog";
import { Button } from "~/components/ui/button";
import { lazyModule, useLazyControl } from "~/lib/lazy-module";

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

/** The fetcher key of a user's disable/enable form, shared so its toast outlives the button. */
export function accountFetcherKey(userId: string) {
  return `account-${userId}`;
}

export type RowDialogProps = { userId: string; name: string; defaultOpen?: boolean };

export function ResetPasswordButton({ name, ...props }: { name: string } & ComponentProps<typeof Button>) {
  return (
    <Button type="button" variant="outline" size="sm" {...props}>
      <KeyRoundIcon aria-hidden="true" />
      Reset password<span className="sr-only"> for {name}</span>
    </Button>
  );
}

export function DisableButton({ name, ...props }: { name: string } & ComponentProps<typeof Button>) {
  return (
    <Button type="button" variant="outline" size="sm" {...props}>
      <UserXIcon aria-hidden="true" />
      Disable<span className="sr-only"> {name}</span>
    </Button>
  );
}

/** The row's questions (user-row-dialogs.tsx), fetched when the browser is idle after the list. */
const rowDialogs = lazyModule(() => import("./user-row-dialogs"));

/** Reset password: a new temporary password, shown once; the user is signed out everywhere. */
export function ResetPasswordDialog({ userId, name }: RowDialogProps) {
  const { module, pressed, standIn } = useLazyControl(rowDialogs);
  if (module) return <module.ResetPasswordDialog userId={userId} name={name} defaultOpen={pressed} />;
  return <ResetPasswordButton name={name} aria-haspopup="dialog" {...standIn} />;
}

/** Disable: the user is signed out and cannot sign in until enabled again. */
export function DisableUserDialog({ userId, name }: RowDialogProps) {
  const { module, pressed, standIn } = useLazyControl(rowDialogs);
  if (module) return <module.DisableUserDialog userId={userId} name={name} defaultOpen={pressed} />;
  return <DisableButton name={name} aria-haspopup="dialog" {...standIn} />;
}
