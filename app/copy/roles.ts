import type { Role } from "~/server/db/schema";
import { everyValueOf } from "./every-value";

export type { Role };

export const ROLES = everyValueOf<Role>()(["admin", "editor", "viewer"]);
export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", editor: "Editor", viewer: "Viewer" };
/** What each role may do, one line each (DECISIONS: server-side permissions), beside the role choice. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: "everything, including users, roles and site settings.",
  editor: "all content, schools, media, enquiries and analytics; sees the user list, not settings.",
  viewer: "can sign in, but may not use the admin panel.",
};
/** Roles that may enter the admin panel. */
export const STAFF_ROLES = ["admin", "editor"] as const satisfies readonly Role[];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
