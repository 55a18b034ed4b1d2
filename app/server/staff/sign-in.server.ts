// Staff sign-in and sign-out on the server (spec §2 Admin login, §5, §8; DECISIONS.md "Accounts
// and roles"). Attempts are limited per address, and per account, except that a browser which signed
// in to the account before is limited on its own (docs/decisions/020-device-cookies.md), so a stranger
// guessing cannot lock the staff out. Every failure answers the same message, so nobody learns
// whether an account exists.
import { isAPIError } from "better-auth/api";
import {
  LOGIN_MAX_PER_ACCOUNT,
  LOGIN_MAX_PER_ADDRESS,
  LOGIN_MAX_PER_DEVICE,
  LOGIN_WINDOW_MS,
} from "~/copy/admin-login";
import { config } from "../config.server";
import type { Role } from "../db/schema";
import { log } from "../log.server";
import { clientAddress, clientAddressGroup, createSharedRateLimiter } from "../rate-limit.server";
import { findUserIdByLogin } from "./accounts.server";
import { auth } from "./auth.server";
import { type DeviceCookieKey, issueDeviceCookie, knownDevice } from "./device-cookie.server";

/** Attempts for an account from browsers that never signed in to it (strangers among them). */
const perAccount = createSharedRateLimiter({
  name: "sign-in-account",
  windowMs: LOGIN_WINDOW_MS,
  max: LOGIN_MAX_PER_ACCOUNT,
});
const perAddress = createSharedRateLimiter({
  name: "sign-in-address",
  windowMs: LOGIN_WINDOW_MS,
  max: LOGIN_MAX_PER_ADDRESS,
});
/** Attempts from one browser that signed in to the account before, by its cookie's nonce. */
const perDevice = createSharedRateLimiter({
  name: "sign-in-device",
  windowMs: LOGIN_WINDOW_MS,
  max: LOGIN_MAX_PER_DEVICE,
});

/** Which limit refused: this address's, the account's for new browsers, or this browser's own. */
export type SignInLimit = "address" | "account" | "browser";

export type SignInResult =
  | { ok: true; headers: Headers; role: Role }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate-limited"; limit: SignInLimit; retryAfterSeconds: number }
  | { ok: false; reason: "unexpected" };

type Attempt = { kind: "username"; username: string } | { kind: "email"; email: string };

/**
 * How a typed login is tried: an email as an email; a username as a username, or — when no user
 * has it and ADMIN_EMAIL_DOMAIN is set — as `name@domain` (the spec's rule, kept as a fallback).
 */
export async function resolveLogin(login: string): Promise<{ attempt: Attempt; userId: string | undefined }> {
  const typed = login.trim().toLowerCase();
  if (typed.includes("@"))
    return { attempt: { kind: "email", email: typed }, userId: await findUserIdByLogin(typed) };
  const userId = await findUserIdByLogin(typed);
  const domain = config().adminEmailDomain;
  if (!userId && domain) {
    const email = `${typed}@${domain.toLowerCase()}`;
    return { attempt: { kind: "email", email }, userId: await findUserIdByLogin(email) };
  }
  return { attempt: { kind: "username", username: typed }, userId };
}

function deviceCookieKey(): DeviceCookieKey {
  const settings = config();
  return { secret: settings.authSecret, secure: settings.publicUrl.startsWith("https://") };
}

/**
 * Lets the account be signed in to from new browsers again (after an admin resets its password).
 * On SQLite the count lives in the app's memory, so only the app's own process can lift it.
 */
export async function liftAccountLockout(userId: string) {
  await perAccount.reset(`user:${userId}`);
}

export async function signInStaff(
  request: Request,
  { login, password, rememberMe }: { login: string; password: string; rememberMe: boolean },
): Promise<SignInResult> {
  const address = await perAddress.hit(clientAddressGroup(request));
  if (!address.allowed)
    return {
      ok: false,
      reason: "rate-limited",
      limit: "address",
      retryAfterSeconds: address.retryAfterSeconds,
    };

  let resolved: Awaited<ReturnType<typeof resolveLogin>>;
  try {
    resolved = await resolveLogin(login);
  } catch (error) {
    log("error", "sign-in lookup failed", { error });
    return { ok: false, reason: "unexpected" };
  }
  // A cookie for another account, or for none, counts as no cookie: it says nothing about this one.
  const device = knownDevice(request.headers.get("cookie"), resolved.userId, deviceCookieKey());
  // Keyed by the account when it exists (so username and email count together), else by the text.
  const accountKey = resolved.userId ? `user:${resolved.userId}` : `login:${login.trim().toLowerCase()}`;
  const limited = device ? await perDevice.hit(device.nonce) : await perAccount.hit(accountKey);
  if (!limited.allowed) {
    log(
      "warn",
      device
        ? "sign-in refused: too many attempts from one browser that signed in before"
        : "sign-in refused: too many attempts for one account",
      { address: clientAddress(request) },
    );
    const limit = device ? "browser" : "account";
    return { ok: false, reason: "rate-limited", limit, retryAfterSeconds: limited.retryAfterSeconds };
  }

  try {
    const { attempt } = resolved;
    const result =
      attempt.kind === "email"
        ? await auth().api.signInEmail({
            body: { email: attempt.email, password, rememberMe },
            headers: request.headers,
            returnHeaders: true,
          })
        : await auth().api.signInUsername({
            body: { username: attempt.username, password, rememberMe },
            headers: request.headers,
            returnHeaders: true,
          });
    // A browser's success clears its own count only: the lockout strangers caused stays for them.
    if (device) await perDevice.reset(device.nonce);
    else await perAccount.reset(accountKey);
    const user = result.response?.user as { id?: string; role?: string } | undefined;
    const role: Role = user?.role === "admin" || user?.role === "editor" ? user.role : "viewer";
    const userId = user?.id ?? resolved.userId;
    // A fresh cookie (new nonce, another year) on every sign-in.
    const deviceCookie = userId ? issueDeviceCookie(userId, deviceCookieKey()) : undefined;
    if (deviceCookie) result.headers.append("Set-Cookie", deviceCookie);
    return { ok: true, headers: result.headers, role };
  } catch (error) {
    if (isAPIError(error) && error.statusCode >= 400 && error.statusCode < 500) {
      return { ok: false, reason: "invalid" };
    }
    // A disabled account's session is refused by a hook; that too must look like a wrong password.
    if (isAPIError(error) && /session/i.test(error.message)) return { ok: false, reason: "invalid" };
    log("error", "sign-in failed unexpectedly", { error });
    return { ok: false, reason: "unexpected" };
  }
}

/** Ends the request's session; the headers clear the session cookies. */
export async function signOutStaff(
  request: Request,
): Promise<{ ok: true; headers: Headers } | { ok: false }> {
  try {
    const result = await auth().api.signOut({ headers: request.headers, returnHeaders: true });
    return { ok: true, headers: result.headers };
  } catch (error) {
    // No session to end is not a failure: the visitor is signed out either way.
    if (isAPIError(error) && [400, 401, 403, 404].includes(error.statusCode)) {
      return { ok: true, headers: new Headers() };
    }
    log("error", "sign-out failed", { error });
    return { ok: false };
  }
}
