// Signing in from a browser that signed in before (docs/decisions/020-device-cookies.md), on each
// engine's limiter: strangers guessing lock the account for browsers new to it, not for the browsers
// its owner uses; such a browser has a limit of its own; a forged cookie is no cookie.
import { describe, expect, it } from "vitest";
import { LOGIN_MAX_PER_ACCOUNT, LOGIN_MAX_PER_DEVICE } from "~/copy/admin-login";
import { SYSTEM_ACTOR } from "~/server/audit.server";
import { config, setConfig } from "~/server/config.server";
import { createAccount } from "~/server/staff/accounts.server";
import { resetAuth } from "~/server/staff/auth.server";
import { deviceCookiePrefix, issueDeviceCookie } from "~/server/staff/device-cookie.server";
import { type SignInResult, signInStaff } from "~/server/staff/sign-in.server";
import { runUserCommand } from "~/server/staff/user-command.server";
import { resetStaffPassword } from "~/server/staff/user-management.server";
import { setupTestDatabase, testEngine } from "../support/test-database";

setupTestDatabase();

const PASSWORD = "device-test-password-1";
let clientNumber = 0;
/** Each attempt from its own address unless one is given, as from many machines. */
const newAddress = () => `10.1.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`;

type Outcome = { status: 200 | 401 | 429 | 500; result: SignInResult; deviceCookie?: string };

async function attempt(
  login: string,
  password: string,
  { cookie, ip = newAddress() }: { cookie?: string; ip?: string } = {},
): Promise<Outcome> {
  const headers: Record<string, string> = { "x-school-client-ip": ip };
  if (cookie) headers.cookie = cookie;
  const request = new Request(`${config().publicUrl}/admin/login`, { method: "POST", headers });
  const result = await signInStaff(request, { login, password, rememberMe: false });
  if (result.ok) {
    const set = result.headers.getSetCookie().find((c) => /^(__Secure-)?sign_in_device_/.test(c));
    return { status: 200, result, deviceCookie: set?.split(";")[0] };
  }
  const status = result.reason === "invalid" ? 401 : result.reason === "rate-limited" ? 429 : 500;
  return { status, result };
}

const limitOf = (outcome: Outcome) =>
  !outcome.result.ok && outcome.result.reason === "rate-limited" ? outcome.result.limit : undefined;

let accountNumber = 0;
/** A fresh account (limits are per account), and the cookie of one browser that signed in to it. */
async function accountWithBrowser() {
  const username = `device${++accountNumber}`;
  const { id } = await createAccount({
    name: `Device Test ${accountNumber}`,
    username,
    email: `${username}@example.org`,
    role: "admin",
    password: PASSWORD,
  });
  const first = await attempt(username, PASSWORD);
  expect(first.status).toBe(200);
  expect(first.deviceCookie).toBeDefined();
  return { id, username, email: `${username}@example.org`, cookie: first.deviceCookie! };
}

/** Wrong passwords from as many addresses, none with a cookie: a stranger's guessing. */
async function strangerGuesses(login: string, times = LOGIN_MAX_PER_ACCOUNT) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await attempt(login, `wrong-guess-${i}`)).status);
  return statuses;
}

// Each test checks 10 to 20 passwords, each a deliberately slow scrypt: on a busy 2-core machine
// (load 20) that alone took 30 s for one of them.
describe(`sign-in from a browser that signed in before (${testEngine()})`, { timeout: 90_000 }, () => {
  it("sets the cookie on each sign-in, a new one each time, httpOnly, Lax, for /admin, for a year", async () => {
    const { username, cookie } = await accountWithBrowser();
    const again = await attempt(username, PASSWORD, { cookie });
    expect(again.deviceCookie).toBeDefined();
    expect(again.deviceCookie).not.toBe(cookie);
    const set = again.result.ok
      ? again.result.headers.getSetCookie().find((c) => c.startsWith(deviceCookiePrefix(false)))
      : undefined;
    expect(set).toMatch(/; Path=\/admin; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
  });

  it("the issue's sequence: ten wrong passwords from ten addresses lock out new browsers, not the owner's", async () => {
    const { username, email, cookie } = await accountWithBrowser();
    expect(await strangerGuesses(username)).toEqual(Array(LOGIN_MAX_PER_ACCOUNT).fill(401));

    const stranger = await attempt(username, PASSWORD);
    expect(stranger.status).toBe(429);
    expect(limitOf(stranger)).toBe("account");
    const owner = await attempt(username, PASSWORD, { cookie });
    expect(owner.status).toBe(200);
    // A shared office computer: a colleague's cookie, made later, sits beside the owner's.
    const colleague = await accountWithBrowser();
    expect(colleague.cookie.split("=")[0]).not.toBe(cookie.split("=")[0]);
    const shared = `${colleague.cookie}; ${cookie}`;
    expect((await attempt(username, PASSWORD, { cookie: shared })).status).toBe(200);
    // By email too: the cookie is for the account, not the name typed.
    expect((await attempt(email, PASSWORD, { cookie })).status).toBe(200);
    // The owner's sign-in does not unlock the account for strangers.
    expect((await attempt(username, PASSWORD)).status).toBe(429);
  });

  it("a browser that signed in before has its own limit, apart from the account's", async () => {
    const { username, cookie } = await accountWithBrowser();
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_MAX_PER_DEVICE; i++)
      statuses.push((await attempt(username, `typo-${i}`, { cookie })).status);
    expect(statuses).toEqual(Array(LOGIN_MAX_PER_DEVICE).fill(401));

    const locked = await attempt(username, PASSWORD, { cookie });
    expect(locked.status).toBe(429);
    expect(limitOf(locked)).toBe("browser");
    expect(
      locked.result.ok === false &&
        locked.result.reason === "rate-limited" &&
        locked.result.retryAfterSeconds,
    ).toBeGreaterThan(0);
    // Its typos were not counted against the account: another browser signs in.
    const elsewhere = await attempt(username, PASSWORD);
    expect(elsewhere.status).toBe(200);
    // And that browser's new cookie is not the locked one.
    expect((await attempt(username, PASSWORD, { cookie: elsewhere.deviceCookie })).status).toBe(200);
  });

  it("a forged, changed, garbled or another account's cookie counts as no cookie", async () => {
    const { username, cookie } = await accountWithBrowser();
    const other = await accountWithBrowser();
    const [name, value] = cookie.split("=") as [string, string];
    const parts = value.split(".");
    const mac = parts[4]!;
    const forged = [
      `${name}=${[...parts.slice(0, 4), `${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`].join(".")}`,
      `${name}=${[parts[0], other.id, ...parts.slice(2)].join(".")}`,
      `${name}=${issueDeviceCookie(parts[1]!, { secret: "not-this-sites-secret-0123456789", secure: false })!.split(";")[0]!.split("=")[1]}`,
      `${name}=not-a-cookie`,
      `${name}=${"%".repeat(300)}`,
      other.cookie,
    ];
    // Each is a stranger: its wrong password counts towards the account's lockout…
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_MAX_PER_ACCOUNT; i++)
      statuses.push((await attempt(username, `wrong-${i}`, { cookie: forged[i % forged.length] })).status);
    expect(statuses).toEqual(Array(LOGIN_MAX_PER_ACCOUNT).fill(401));
    // …and, locked out, it is refused as one, right password or not.
    for (const fake of forged) {
      const refused = await attempt(username, PASSWORD, { cookie: fake });
      expect(refused.status, fake).toBe(429);
      expect(limitOf(refused), fake).toBe("account");
    }
    expect((await attempt(username, PASSWORD, { cookie })).status).toBe(200);
  });

  it("says nothing about whether an account exists, with or without a cookie", async () => {
    const { cookie } = await accountWithBrowser();
    const unknown = await attempt("nobody-at-all", "wrong-guess-1", { cookie });
    const bare = await attempt("nobody-else", "wrong-guess-1");
    expect(unknown.status).toBe(401);
    expect(bare.status).toBe(401);
    expect(unknown.result).toEqual(bare.result);
    // A cookie naming an account, sent with an unknown name, is counted as a stranger's try.
    await strangerGuesses("nobody-at-all", LOGIN_MAX_PER_ACCOUNT - 1);
    const locked = await attempt("nobody-at-all", "wrong-guess-2", { cookie });
    expect(limitOf(locked)).toBe("account");
  });

  it("a password reset by an admin, or by the shell command, ends the account's lockout", async () => {
    const { id, username } = await accountWithBrowser();
    await strangerGuesses(username);
    expect((await attempt(username, PASSWORD)).status).toBe(429);
    const { temporaryPassword } = await resetStaffPassword(id, SYSTEM_ACTOR);
    expect((await attempt(username, temporaryPassword)).status).toBe(200);

    await strangerGuesses(username);
    const command = await runUserCommand(["reset-password", "--username", username, "--password", PASSWORD]);
    expect(command.ok).toBe(true);
    // Here in the app's process; run from the shell on SQLite it cannot reach the app's memory
    // (docs/operations.md).
    expect((await attempt(username, PASSWORD)).status).toBe(200);
  });

  it("marks the cookie Secure, with its prefix, when the site is served over HTTPS", async () => {
    const { username, cookie: plainCookie } = await accountWithBrowser();
    const plain = config();
    setConfig({ ...plain, publicUrl: "https://schools.example.org" });
    resetAuth();
    try {
      const outcome = await attempt(username, PASSWORD);
      const set = outcome.result.ok
        ? outcome.result.headers.getSetCookie().find((c) => /^(__Secure-)?sign_in_device_/.test(c))
        : undefined;
      expect(set).toMatch(/^__Secure-sign_in_device_[A-Za-z0-9_-]{12}=.*; Secure$/);
      await strangerGuesses(username);
      expect((await attempt(username, PASSWORD, { cookie: set!.split(";")[0] })).status).toBe(200);
      // The name without the prefix, which a plain-http page could have set, is not read.
      expect((await attempt(username, PASSWORD, { cookie: plainCookie })).status).toBe(429);
    } finally {
      setConfig(plain);
      resetAuth();
    }
  });
});
