// The "signed in here before" cookie (OWASP's device cookies; docs/decisions/020-device-cookies.md).
// A successful sign-in gives the browser a long-lived cookie naming the account (its opaque id, no
// name or email) and a random nonce, signed with a key derived from AUTH_SECRET. A later attempt
// for the same account that carries it is limited per cookie, not by the lockout strangers cause.
// Anything that is not a cookie made here, for this account, in the last year, counts as absent.
import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/** Not /admin/login: with its script the sign-in form posts to /admin/login.data, which that misses. */
export const DEVICE_COOKIE_PATH = "/admin";
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const COOKIE_NAME = "sign_in_device_";
/** Device cookies looked at in one request, at most: a browser holds one per account. */
const MAX_COOKIES_CHECKED = 20;
/** A clock a little ahead of another process's must not make its fresh cookie look forged. */
const CLOCK_SKEW_SECONDS = 5 * 60;

export type DeviceCookieKey = { secret: string; secure: boolean; now?: number };

/** The account a browser signed in to, and the nonce its failures are counted under. */
export type KnownDevice = { userId: string; nonce: string };

const VERSION = "v1";
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const VALUE_SHAPE = /^v1\.([A-Za-z0-9_-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * What every device cookie's name starts with: `__Secure-` when the site is https, where a browser
 * then refuses the name from a plain-http page.
 */
export function deviceCookiePrefix(secure: boolean) {
  return secure ? `__Secure-${COOKIE_NAME}` : COOKIE_NAME;
}

/**
 * One name per account, so that a computer shared by several staff keeps a cookie for each. The
 * value names the account and is signed; the name only keeps the cookies apart in the browser.
 */
export function deviceCookieName(userId: string, secure: boolean) {
  return `${deviceCookiePrefix(secure)}${createHash("sha256").update(userId).digest("base64url").slice(0, 12)}`;
}

const keys = new Map<string, Buffer>();

/** Its own key, so a value signed here can never pass for a session or a sign-in question. */
function signingKey(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", "school-website sign-in device cookie", 32));
    keys.set(secret, key);
  }
  return key;
}

function mac(secret: string, userId: string, issuedAt: number, nonce: string) {
  return createHmac("sha256", signingKey(secret))
    .update(`${VERSION}|${userId}|${issuedAt}|${nonce}`)
    .digest("base64url");
}

/**
 * The Set-Cookie header value giving this browser a new cookie for the account; undefined for an
 * id the cookie cannot carry (ours are UUIDs), which must not turn a good sign-in into an error.
 */
export function issueDeviceCookie(
  userId: string,
  { secret, secure, now = Date.now() }: DeviceCookieKey,
): string | undefined {
  if (!USER_ID.test(userId)) return undefined;
  const issuedAt = Math.floor(now / 1000);
  const nonce = randomBytes(16).toString("base64url");
  const value = `${VERSION}.${userId}.${issuedAt}.${nonce}.${mac(secret, userId, issuedAt, nonce)}`;
  return [
    `${deviceCookieName(userId, secure)}=${value}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

function verify(value: string, { secret, now = Date.now() }: DeviceCookieKey): KnownDevice | undefined {
  const shape = VALUE_SHAPE.exec(value);
  if (!shape) return undefined;
  const [, userId, issued, nonce, given] = shape as unknown as [string, string, string, string, string];
  const issuedAt = Number(issued);
  const age = Math.floor(now / 1000) - issuedAt;
  if (age > DEVICE_COOKIE_MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) return undefined;
  // Compared as text, as the sign-in question's token is: one value, one spelling.
  const expected = Buffer.from(mac(secret, userId, issuedAt, nonce));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return { userId, nonce };
}

/**
 * The browser's valid cookie for this account, if it sent one. Each device cookie is checked, by
 * its value, whatever its name; one for another account, or for no account, is no cookie.
 */
export function knownDevice(
  cookieHeader: string | null,
  userId: string | undefined,
  key: DeviceCookieKey,
): KnownDevice | undefined {
  if (!cookieHeader) return undefined;
  const prefix = deviceCookiePrefix(key.secure);
  let checked = 0;
  for (const part of cookieHeader.split(";")) {
    const pair = part.trim();
    const equals = pair.indexOf("=");
    if (!pair.startsWith(prefix) || equals < 0) continue;
    if (++checked > MAX_COOKIES_CHECKED) break;
    const device = verify(pair.slice(equals + 1), key);
    if (device && userId !== undefined && device.userId === userId) return device;
  }
  return undefined;
}
