import { ChevronDownIcon } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { RoleBadge } from "~/components/admin/role-badge";
import { accountFetcherKey, DisableUserDialog, ResetPasswordDialog } from "~/components/admin/user-dialogs";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { UNNAMED_USER } from "~/copy/admin-pages";
import { ROLE_LABELS, type Role } from "~/copy/roles";
import { lazyModule, useLazyControl } from "~/lib/lazy-module";
import type { UsersActionData } from "~/lib/schemas/users";
import { roleSelectLabel, roleTriggerClasses } from "./role-select-look";

export { AddUserDialog } from "~/components/admin/user-dialogs";

export type UserRow = {
  id: string;
  name: string;
  email: string;
  username: string | null;
  image: string | null;
  role: Role;
  disabled: boolean;
  joined: string;
  joinedAt: string;
};

type UsersTableProps = { users: UserRow[]; canManage: boolean; currentUserId: string };

/** Shows the disable/enable toasts: the row's button is replaced as soon as the change lands. */
function AccountToast({ userId }: { userId: string }) {
  useActionToast(useFetcher<UsersActionData>({ key: accountFetcherKey(userId) }).data);
  return null;
}

export function UsersTable(props: UsersTableProps) {
  return (
    <>
      {props.canManage ? props.users.map((user) => <AccountToast key={user.id} userId={user.id} />) : null}
      <div className="hidden md:block">
        <UsersWideTable {...props} />
      </div>
      <UsersList {...props} />
    </>
  );
}

/** Phones: one card per user, so nothing hides behind a sideways scroll. */
function UsersList({ users, canManage, currentUserId }: UsersTableProps) {
  return (
    <ul className="divide-y divide-border md:hidden" aria-label="Users">
      {users.map((user) => {
        const name = user.name.trim() || UNNAMED_USER;
        const isSelf = user.id === currentUserId;
        return (
          <li key={user.id} className="grid gap-3 p-4" data-user-card={user.username ?? user.email}>
            <div className="flex items-start gap-3">
              <Avatar name={name} src={user.image} className="size-10" />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium">
                  {name}
                  {isSelf ? <span className="text-muted-foreground"> (you)</span> : null}
                </span>
                <span className="text-sm break-all text-muted-foreground">{user.email}</span>
                <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <RoleBadge role={user.role} />
                  {user.disabled ? <Badge variant="outline">Disabled</Badge> : null}
                  <span>
                    Joined <time dateTime={user.joinedAt}>{user.joined}</time>
                  </span>
                </span>
              </div>
            </div>
            {canManage ? (
              <div className="flex flex-wrap items-center gap-2">
                <RoleSelect user={user} name={name} />
                <ResetPasswordDialog userId={user.id} name={name} />
                {user.disabled ? (
                  <EnableButton userId={user.id} name={name} />
                ) : isSelf ? null : (
                  <DisableUserDialog userId={user.id} name={name} />
                )}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function UsersWideTable({ users, canManage, currentUserId }: UsersTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="pl-6">User</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Joined</TableHead>
          {canManage ? (
            <>
              <TableHead>Change role</TableHead>
              <TableHead className="pr-6">Account</TableHead>
            </>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <UserTableRow key={user.id} user={user} canManage={canManage} isSelf={user.id === currentUserId} />
        ))}
      </TableBody>
    </Table>
  );
}

function UserTableRow({ user, canManage, isSelf }: { user: UserRow; canManage: boolean; isSelf: boolean }) {
  const name = user.name.trim() || UNNAMED_USER;
  return (
    <TableRow data-user={user.username ?? user.email}>
      <TableCell className="pl-6">
        <div className="flex items-center gap-3">
          <Avatar name={name} src={user.image} className="size-9" />
          <div className="grid min-w-0">
            <span className="font-medium whitespace-nowrap">
              {name}
              {isSelf ? <span className="text-muted-foreground"> (you)</span> : null}
            </span>
            {user.username ? <span className="text-xs text-muted-foreground">@{user.username}</span> : null}
          </div>
        </div>
      </TableCell>
      <TableCell>{user.email}</TableCell>
      <TableCell>
        <span className="flex flex-wrap gap-1.5">
          <RoleBadge role={user.role} />
          {user.disabled ? <Badge variant="outline">Disabled</Badge> : null}
        </span>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={user.joinedAt}>{user.joined}</time>
      </TableCell>
      {canManage ? (
        <>
          <TableCell>
            <RoleSelect user={user} name={name} />
          </TableCell>
          <TableCell className="pr-6">
            <div className="flex flex-wrap gap-2">
              <ResetPasswordDialog userId={user.id} name={name} />
              {user.disabled ? (
                <EnableButton userId={user.id} name={name} />
              ) : isSelf ? null : (
                <DisableUserDialog userId={user.id} name={name} />
              )}
            </div>
          </TableCell>
        </>
      ) : null}
    </TableRow>
  );
}

/** Radix's select (role-select.tsx), fetched when the browser is idle after the list is drawn. */
const roleSelect = lazyModule(() => import("./role-select"));

/**
 * The spec's dropdown: choosing a role applies it at once. Until its chunk has come, its trigger is
 * drawn as it will look; pressed meanwhile, it opens as soon as it comes.
 */
function RoleSelect({ user, name }: { user: UserRow; name: string }) {
  const { module, pressed, standIn } = useLazyControl(roleSelect);
  // Focused when its code comes (fetched at idle), the stand-in is replaced: the select must take
  // the focus over, or the next key (Enter) goes nowhere.
  const [focused, setFocused] = useState(false);
  if (module) return <module.RoleSelect user={user} name={name} defaultOpen={pressed} autoFocus={focused} />;
  return (
    <button
      type="button"
      role="combobox"
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      aria-expanded={false}
      aria-label={roleSelectLabel(name)}
      {...standIn}
      className={roleTriggerClasses}
    >
      <span>{ROLE_LABELS[user.role]}</span>
      <ChevronDownIcon aria-hidden="true" className="size-4 shrink-0 opacity-70" />
    </button>
  );
}

function EnableButton({ userId, name }: { userId: string; name: string }) {
  const fetcher = useFetcher<UsersActionData>({ key: accountFetcherKey(userId) });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="enable" />
      <input type="hidden" name="userId" value={userId} />
      <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
        Enable<span className="sr-only"> {name}</span>
      </Button>
    </fetcher.Form>
  );
}
