// The admin sign-in form, shared by the page and its action (spec §5 Admin sign-in).
import { z } from "zod";

import { LOGIN_INTENT } from "~/lib/sign-in-intents";

export { LOGIN_INTENT, SIGN_OUT_INTENT } from "~/lib/sign-in-intents";

const required = (message: string) => z.string({ message }).trim().min(1, message);

export const loginSchema = z.object({
  intent: z.literal(LOGIN_INTENT),
  login: required("Please enter your username or email.").pipe(
    z.string().max(254, "That username or email is too long."),
  ),
  password: z
    .string({ message: "Please enter your password." })
    .min(1, "Please enter your password.")
    .max(128, "That password is too long."),
  answer: required("Please answer the security question.").pipe(z.string().max(6)),
  challenge: z.string({ message: "The security question is missing." }).min(1).max(500),
  rememberMe: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
  redirectTo: z.string().max(500).optional(),
});

/**
 * Where to go after signing in: only a local path inside the admin panel (never the sign-in page
 * itself, another host, or a protocol-relative URL); otherwise the dashboard.
 */
export function safeAdminRedirect(value: string | null | undefined, fallback = "/admin"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  let url: URL;
  try {
    url = new URL(value, "http://local.invalid");
  } catch {
    return fallback;
  }
  if (url.host !== "local.invalid") return fallback;
  const path = url.pathname;
  if (path !== "/admin" && !path.startsWith("/admin/")) return fallback;
  if (path === "/admin/login" || path.startsWith("/admin/login/")) return fallback;
  return `${path}${url.search}${url.hash}`;
}
