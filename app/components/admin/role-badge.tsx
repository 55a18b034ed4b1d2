import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { isRole, ROLE_LABELS, type Role } from "~/copy/roles";

/** The spec's badge colours: admin destructive, editor default, viewer secondary. */
const ROLE_VARIANTS: Record<Role, BadgeVariant> = {
  admin: "destructive",
  editor: "default",
  viewer: "secondary",
};

/** A role as a badge; anything unknown is shown as a viewer. */
export function RoleBadge({ role }: { role: string }) {
  const known: Role = isRole(role) ? role : "viewer";
  return <Badge variant={ROLE_VARIANTS[known]}>{ROLE_LABELS[known]}</Badge>;
}
