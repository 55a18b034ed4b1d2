// Profile Settings forms: the profile itself and a password change. The password rule's length
// comes from the server (accounts.server.ts) through the loader, so it is written once.
import { z } from "zod";

export const profileSchema = z.object({
  intent: z.literal("update-profile"),
  name: z
    .string({ error: "Enter your full name." })
    .trim()
    .min(1, "Enter your full name.")
    .max(100, "The name is too long."),
  email: z
    .string({ error: "Enter your email address." })
    .trim()
    .toLowerCase()
    .pipe(z.email("Enter a valid email address.")),
  image: z
    .union(
      [
        z.url({ protocol: /^https?$/ }),
        // A picture uploaded here: a path under /media/ on this site.
        z
          .string()
          .regex(/^\/media\/[\w./-]+$/)
          .refine((path) => !path.includes("..")),
      ],
      { error: "The avatar URL must be a web address starting with https://." },
    )
    .pipe(z.string().max(2000, "The avatar URL is too long."))
    .optional(),
});

export type PasswordRule = { minLength: number; username: string | null };

export function passwordChangeSchema({ minLength, username }: PasswordRule) {
  return z
    .object({
      intent: z.literal("change-password"),
      currentPassword: z
        .string({ error: "Enter your current password." })
        .min(1, "Enter your current password."),
      newPassword: z
        .string({ error: "Enter a new password." })
        .min(minLength, `A password needs at least ${minLength} characters.`)
        .max(128, "A password can have at most 128 characters.")
        .refine((value) => !username || value.trim().toLowerCase() !== username.toLowerCase(), {
          error: "Your password must not be the same as your username.",
        }),
      confirmPassword: z
        .string({ error: "Type the new password again." })
        .min(1, "Type the new password again."),
    })
    .refine((value) => value.newPassword === value.confirmPassword, {
      path: ["confirmPassword"],
      error: "The two new passwords are not the same.",
    })
    .refine((value) => value.newPassword !== value.currentPassword, {
      path: ["newPassword"],
      error: "Choose a password different from your current one.",
    });
}
