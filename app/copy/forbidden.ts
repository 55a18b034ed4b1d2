// The page a signed-in user sees on an admin screen their role may not use (403, inside the admin).
import type { Role } from "./roles";

export const FORBIDDEN_HEADING = "You don't have access to this page";

const ROLE_PLURALS: Record<Role, string> = { admin: "admins", editor: "editors", viewer: "viewers" };

/** Which roles may use the screen, and whom to ask: "Only admins can use this page. …" */
export function forbiddenMessage(allowed: readonly Role[]): string {
  const names = allowed.map((role) => ROLE_PLURALS[role]);
  const who = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
  return `Only ${who} can use this page. If you need it, ask an administrator to change your role.`;
}

export const BACK_TO_DASHBOARD = { label: "Back to the dashboard", to: "/admin" } as const;
/** A viewer may use no admin screen, so the way back is the website. */
export const BACK_TO_WEBSITE = { label: "Back to the website", to: "/" } as const;
