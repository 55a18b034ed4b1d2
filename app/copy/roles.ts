import type { Role } from "~/server/db/schema";
import { everyValueOf } from "./every-value";

export type { Role };

export const ROLES = everyValueOf<Role>()(["admin", "editor", "viewer"]);
export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", editor: "Editor", viewer: "Viewer" };
/** Roles that may enter the admin panel. */
export const STAFF_ROLES = ["admin", "editor"] as const satisfies readonly Role[];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
