// A user row's role select (Radix's), a chunk fetched when the browser is idle after the list is
// drawn (users-table.tsx draws its trigger until then).
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { isRole, ROLE_LABELS, ROLES } from "~/copy/roles";
import type { UsersActionData } from "~/lib/schemas/users";
import { roleSelectLabel, roleTriggerSize } from "./role-select-look";
import type { UserRow } from "./users-table";

/** The spec's dropdown: choosing a role applies it at once. */
export function RoleSelect({
  user,
  name,
  defaultOpen,
  autoFocus,
}: {
  user: UserRow;
  name: string;
  defaultOpen: boolean;
  /** Its stand-in had the keyboard's focus: the select takes it over. */
  autoFocus: boolean;
}) {
  const fetcher = useFetcher<UsersActionData>({ key: `role-${user.id}` });
  useActionToast(fetcher.data);
  const pending = fetcher.formData?.get("role");
  const value = typeof pending === "string" && isRole(pending) ? pending : user.role;
  return (
    <Select
      defaultOpen={defaultOpen}
      value={value}
      onValueChange={(role) => {
        if (role !== user.role) {
          void fetcher.submit({ intent: "change-role", userId: user.id, role }, { method: "post" });
        }
      }}
      disabled={fetcher.state !== "idle"}
    >
      <SelectTrigger className={roleTriggerSize} aria-label={roleSelectLabel(name)} autoFocus={autoFocus}>
        {/* Given as children, the label is in the server's HTML too, not only after hydration. */}
        <SelectValue>{ROLE_LABELS[value]}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {ROLE_LABELS[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
