// User Management forms, checked in the browser and again by the action. Every form names its
// purpose in an `intent` field.
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { ROLES } from "~/copy/roles";

export const USER_INTENTS = ["change-role", "add-user", "reset-password", "disable", "enable"] as const;
export type UserIntent = (typeof USER_INTENTS)[number];

const userId = z.string().trim().min(1, "Choose a user.").max(100);
const role = z.enum(ROLES, { error: "Choose a role: Viewer, Editor or Admin." });

export const changeRoleSchema = z.object({
  intent: z.literal("change-role"),
  userId,
  role,
});

export const addUserSchema = z.object({
  intent: z.literal("add-user"),
  name: z
    .string({ error: "Enter the person's name." })
    .trim()
    .min(1, "Enter the person's name.")
    .max(100, "The name is too long."),
  username: z
    .string({ error: "Choose a username." })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_.]{3,30}$/, "A username has 3 to 30 letters, digits, dots or underscores."),
  email: z
    .string({ error: "Enter an email address." })
    .trim()
    .toLowerCase()
    .pipe(z.email("Enter a valid email address.")),
  role: role.default("editor"),
});

/** Reset password, disable and enable name only the user. */
export const userActionSchema = z.object({
  intent: z.enum(["reset-password", "disable", "enable"]),
  userId,
});

/** What the User Management action answers; the page stays put and shows it. */
export type UsersActionData = {
  intent: UserIntent | null;
  toast?: { type: "success" | "error" | "info"; title: string; description?: string };
  result?: SubmissionResult<string[]>;
  /** A temporary password, shown once. */
  issued?: { name: string; username: string; password: string };
};
