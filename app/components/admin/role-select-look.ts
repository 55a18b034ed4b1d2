// How a user row's role select looks and is named, the same before its chunk has come
// (users-table.tsx) and after (role-select.tsx).
import { controlClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";

export const roleTriggerSize = "h-9 w-32 text-sm";

/** SelectTrigger's own classes (ui/select.tsx) at the row's size. */
export const roleTriggerClasses = cn(
  controlClasses,
  "flex h-11 cursor-pointer items-center justify-between gap-2 py-2 text-left [&>span]:truncate",
  roleTriggerSize,
);

export function roleSelectLabel(name: string) {
  return `Role for ${name}`;
}
