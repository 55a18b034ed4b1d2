// Flash toasts: an action redirects with a message in a short-lived signed cookie; the root
// loader reads it once, clears it, and the browser shows it (root.tsx).
import { randomUUID } from "node:crypto";
import { createCookie } from "react-router";
import { z } from "zod";
import { config } from "../config.server";
import { redirect } from "./redirect.server";

export const TOAST_COOKIE_NAME = "flash_toast";
/** A flash that is never read (the redirect was not followed) expires on its own. */
const TOAST_COOKIE_MAX_AGE_S = 60;

const flashToastSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.enum(["success", "error", "info"]),
  title: z.string().min(1).max(200),
  description: z.string().max(1000).optional(),
});

export type FlashToast = z.infer<typeof flashToastSchema>;
export type FlashToastInput = Omit<FlashToast, "id"> & { id?: string };

function toastCookie() {
  const settings = config();
  return createCookie(TOAST_COOKIE_NAME, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: settings.publicUrl.startsWith("https://"),
    maxAge: TOAST_COOKIE_MAX_AGE_S,
    secrets: [settings.authSecret],
  });
}

/** The Set-Cookie headers that carry a toast to the next page the browser loads. */
export async function createToastHeaders(toast: FlashToastInput): Promise<Headers> {
  const payload = flashToastSchema.parse({ ...toast, id: toast.id ?? randomUUID() });
  return new Headers({ "Set-Cookie": await toastCookie().serialize(payload) });
}

/** Redirects and shows `toast` on the page redirected to. */
export async function redirectWithToast(url: string, toast: FlashToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  for (const cookie of (await createToastHeaders(toast)).getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect(url, { ...init, headers });
}

/** True when the request carries a flash toast, so a shared page cache must not answer it. */
export function hasToastCookie(request: Request) {
  const cookieHeader = request.headers.get("Cookie");
  return cookieHeader !== null && new RegExp(`(?:^|;\\s*)${TOAST_COOKIE_NAME}=`).test(cookieHeader);
}

/**
 * Reads the flash toast, if any, and returns headers that clear it. A missing, expired, tampered
 * or malformed cookie gives no toast and never an error.
 */
export async function getToast(request: Request): Promise<{ toast: FlashToast | null; headers: Headers }> {
  const headers = new Headers();
  if (!hasToastCookie(request)) return { toast: null, headers };
  const cookie = toastCookie();
  const raw: unknown = await cookie.parse(request.headers.get("Cookie")).catch(() => null);
  const parsed = flashToastSchema.safeParse(raw);
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0, expires: new Date(0) }));
  return { toast: parsed.success ? parsed.data : null, headers };
}
