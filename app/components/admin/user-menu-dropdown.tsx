import { LogOutIcon, UserRoundIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSubmit } from "react-router";
import { RoleBadge } from "~/components/admin/role-badge";
import { Avatar } from "~/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { PROFILE_LINK_LABEL, SIGN_OUT_LABEL } from "~/copy/admin-navigation";
import { SIGN_OUT_INTENT } from "~/lib/sign-in-intents";
import { type MenuUser, USER_MENU_TRIGGER_CLASSES } from "./user-menu";

/**
 * The avatar menu: who is signed in, their role, the Profile link and Sign Out (a POST). Loaded by
 * user-menu.tsx, open at once when it was loaded by a press on the button, and given the focus the
 * button had.
 */
export function UserMenuDropdown({
  user,
  name,
  defaultOpen,
  focusTrigger,
}: {
  user: MenuUser;
  name: string;
  defaultOpen: boolean;
  focusTrigger: boolean;
}) {
  const submit = useSubmit();
  const trigger = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it replaces the button
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, []);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        ref={trigger}
        aria-label={`Account menu for ${name}`}
        className={USER_MENU_TRIGGER_CLASSES}
      >
        <Avatar name={name} src={user.image} className="size-9" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-1 px-2.5 py-2">
          <span className="truncate text-sm font-semibold" data-testid="user-menu-name">
            {name}
          </span>
          {user.email ? (
            <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          ) : null}
          <span className="mt-1">
            <RoleBadge role={user.role} />
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/admin/profile">
            <UserRoundIcon aria-hidden="true" />
            {PROFILE_LINK_LABEL}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          variant="destructive"
          onSelect={() =>
            void submit({ intent: SIGN_OUT_INTENT }, { method: "post", action: "/admin/login" })
          }
        >
          <LogOutIcon aria-hidden="true" />
          {SIGN_OUT_LABEL}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
