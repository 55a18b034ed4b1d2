import { describe, expect, it } from "vitest";
import { LOGIN_MAX_PER_ACCOUNT } from "~/copy/admin-login";
import { BACK_TO_DASHBOARD, BACK_TO_WEBSITE, FORBIDDEN_HEADING, forbiddenMessage } from "~/copy/forbidden";
import { config, setConfig } from "~/server/config.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import { createAccount, setPassword } from "~/server/staff/accounts.server";
import { getSessionUser, requireRole, requireStaff, resetAuth } from "~/server/staff/auth.server";
import { ensureFirstAdmin } from "~/server/staff/first-admin.server";
import { signInStaff } from "~/server/staff/sign-in.server";
import { setupTestDatabase } from "../support/test-database";

setupTestDatabase();

const ORIGIN = "http://localhost:3000";

let clientNumber = 0;

/**
 * Signs in the way the sign-in page does (its question already answered), each time from its own
 * address unless one is given, and answers as the page would: 200 with the session cookies, 401
 * for a refusal, 429 when limited.
 */
async function signIn(
  username: string,
  password: string,
  rememberMe = true,
  ip = `10.0.0.${++clientNumber}`,
) {
  const request = new Request(`${config().publicUrl}/admin/login`, {
    method: "POST",
    headers: { "x-school-client-ip": ip },
  });
  const result = await signInStaff(request, { login: username, password, rememberMe });
  if (result.ok) return { status: 200, headers: result.headers };
  const status = result.reason === "invalid" ? 401 : result.reason === "rate-limited" ? 429 : 500;
  return { status, headers: new Headers() };
}

function sessionCookie(response: { headers: Headers }) {
  return response.headers
    .getSetCookie()
    .find((c) => c.includes("session_token="))
    ?.split(";")[0];
}

function requestWith(cookie: string | undefined, method = "GET") {
  return new Request(`${ORIGIN}/admin`, { method, headers: cookie ? { cookie } : {} });
}

describe("auth", () => {
  it("creates the first admin once, from the configured values", async () => {
    const settings = {
      firstAdmin: { username: "principal", password: "first-admin-pass", email: "office@example.org" },
    };
    const { config } = await import("~/server/config.server");
    const created = await ensureFirstAdmin({ ...config(), ...settings });
    expect(created).toEqual({ username: "principal" });
    expect(await ensureFirstAdmin({ ...config(), ...settings })).toBeUndefined();
    const admins = await db()
      .selectFrom("user")
      .select(["username", "role"])
      .where("role", "=", "admin")
      .execute();
    expect(admins).toEqual([{ username: "principal", role: "admin" }]);
  });

  it("stores only a slow salted hash of the password", async () => {
    const row = await db()
      .selectFrom("account")
      .innerJoin("user", "user.id", "account.userId")
      .select("account.password")
      .where("user.username", "=", "principal")
      .executeTakeFirstOrThrow();
    expect(row.password).not.toContain("first-admin-pass");
    // Better Auth's scrypt format: hex salt, colon, hex key.
    expect(row.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  it("signs in with username and password and knows the role", async () => {
    const response = await signIn("principal", "first-admin-pass");
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie).toBeDefined();
    const setCookie = response.headers.getSetCookie().find((c) => c.includes("session_token="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=\d+/i);
    const user = await getSessionUser(requestWith(cookie));
    expect(user).toMatchObject({ username: "principal", role: "admin", email: "office@example.org" });
  });

  it("keeps the session to the browser session when remember me is off", async () => {
    const response = await signIn("principal", "first-admin-pass", false);
    const setCookie = response.headers.getSetCookie().find((c) => c.includes("session_token="))!;
    expect(setCookie).not.toMatch(/Max-Age/i);
    expect(setCookie).not.toMatch(/Expires/i);
  });

  it("refuses a wrong password without saying whether the account exists", async () => {
    const wrong = await signIn("principal", "not-the-password");
    const missing = await signIn("nobodyhere", "not-the-password");
    expect(wrong.status).toBe(401);
    expect(missing.status).toBe(401);
    expect([...wrong.headers]).toEqual([...missing.headers]);
  });

  it("refuses duplicate usernames and weak passwords with clear messages under their fields", async () => {
    const account = { name: "X", username: "xavier", email: "x@example.org", role: "editor" as const };
    const taken = await createAccount({ ...account, username: "principal", password: "long-enough-1" }).catch(
      (error: unknown) => error,
    );
    expect(taken).toBeInstanceOf(DomainError);
    expect(taken).toMatchObject({
      message: "That username is already taken.",
      field: "username",
      status: 409,
    });
    const weak = await createAccount({ ...account, password: "short" }).catch((error: unknown) => error);
    expect(weak).toBeInstanceOf(DomainError);
    expect(weak).toMatchObject({
      message: "A password needs at least 10 characters.",
      field: "password",
      status: 400,
    });
  });

  it("lets editors in, keeps viewers out, and refuses disabled accounts", async () => {
    await createAccount({
      name: "Eve Editor",
      username: "eve",
      email: "eve@example.org",
      role: "editor",
      password: "editor-pass-1",
    });
    await createAccount({
      name: "Vic Viewer",
      username: "vic",
      email: "vic@example.org",
      role: "viewer",
      password: "viewer-pass-1",
    });

    const editor = sessionCookie(await signIn("eve", "editor-pass-1"));
    expect((await requireStaff(requestWith(editor))).role).toBe("editor");
    // Issue 26: a page the role may not use is refused with the 403 page, not a redirect to /.
    await expect(requireRole(requestWith(editor), ["admin"])).rejects.toMatchObject({
      init: { status: 403 },
      data: { heading: FORBIDDEN_HEADING, message: forbiddenMessage(["admin"]), back: BACK_TO_DASHBOARD },
    });
    await expect(requireRole(requestWith(editor, "POST"), ["admin"])).rejects.toMatchObject({ status: 403 });

    const viewer = sessionCookie(await signIn("vic", "viewer-pass-1"));
    await expect(requireStaff(requestWith(viewer))).rejects.toMatchObject({
      init: { status: 403 },
      data: { heading: FORBIDDEN_HEADING, back: BACK_TO_WEBSITE },
    });

    const anonymous = await requireStaff(requestWith(undefined)).catch((r: Response) => r);
    expect((anonymous as Response).headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin");

    await db().updateTable("user").set({ disabled: true }).where("username", "=", "vic").execute();
    expect(await getSessionUser(requestWith(viewer))).toBeNull();
    expect((await signIn("vic", "viewer-pass-1")).status).not.toBe(200);
  });

  it("refuses a burst of wrong passwords for one account from any address, and not other accounts", async () => {
    await createAccount({
      name: "Wally Walker",
      username: "wally",
      email: "wally@example.org",
      role: "editor",
      password: "walker-pass-1",
    });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await signIn("wally", "wrong-password")).status);
    expect(statuses.slice(0, LOGIN_MAX_PER_ACCOUNT)).toEqual(Array(LOGIN_MAX_PER_ACCOUNT).fill(401));
    expect(statuses.slice(LOGIN_MAX_PER_ACCOUNT)).toEqual(Array(15 - LOGIN_MAX_PER_ACCOUNT).fill(429));
    // The right password is refused too while the account is limited, even by its email.
    expect((await signIn("wally", "walker-pass-1")).status).toBe(429);
    expect((await signIn("wally@example.org", "walker-pass-1")).status).toBe(429);
    expect((await signIn("principal", "first-admin-pass")).status).toBe(200);
  });

  it("a new password signs out every other session", async () => {
    const first = sessionCookie(await signIn("eve", "editor-pass-1"));
    const second = sessionCookie(await signIn("eve", "editor-pass-1"));
    const user = await getSessionUser(requestWith(first));
    const keep = second!.split("=")[1]!.split(".")[0]!;
    await setPassword(user!.id, "a-new-password-2", decodeURIComponent(keep));
    expect(await getSessionUser(requestWith(first))).toBeNull();
    expect(await getSessionUser(requestWith(second))).not.toBeNull();
    expect((await signIn("eve", "editor-pass-1")).status).toBe(401);
    expect((await signIn("eve", "a-new-password-2")).status).toBe(200);
  });

  it("marks the session cookie Secure when the site is served over HTTPS", async () => {
    const plain = config();
    const origin = "https://schools.example.org";
    setConfig({ ...plain, publicUrl: origin });
    resetAuth();
    try {
      const response = await signIn("principal", "first-admin-pass", true, "10.7.7.7");
      expect(response.status).toBe(200);
      const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token="))!;
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      setConfig(plain);
      resetAuth();
    }
  });
});
