// Sessions that should no longer open the admin panel: one past its expiry, one revoked (deleted by
// an admin's reset or a disable), a disabled user's session the database still holds, and a
// signed-in admin demoted to editor or viewer. Each is refused on its very next request, a page and
// an action alike, and the refused action writes nothing. (Password changes signing out the other
// sessions: admin-profile.test.ts; who may do what: authorization-matrix.test.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../support/app-server";
import { queryDatabase, storedUser, writeDatabase } from "../support/database-file";
import { setupAppServer } from "../support/server-and-browser";
import { createStaff } from "../support/server-data";
import { staffCookie } from "./helpers/staff-session";

const server = setupAppServer();
const PASSWORD = "access-password-123";
let adminCookie = "";

const STAFF = {
  expired: { username: "access_expired", role: "editor" },
  reset: { username: "access_reset", role: "editor" },
  disabled: { username: "access_disabled", role: "editor" },
  flagged: { username: "access_flagged", role: "admin" },
  demoted: { username: "access_demoted", role: "admin" },
  viewer: { username: "access_viewer", role: "editor" },
} as const;

beforeAll(async () => {
  // One process makes them all (each createStaff call starts one).
  await createStaff(
    server(),
    Object.values(STAFF).map(({ username, role }) => ({
      username,
      role,
      name: `Access ${username}`,
      password: PASSWORD,
    })),
  );
  adminCookie = await staffCookie(server(), TEST_ADMIN);
});

/** A GET as the holder of the cookie: the status and where a redirect leads. */
async function visit(path: string, cookie: string) {
  const response = await fetch(`${server().url}${path}`, { headers: { cookie }, redirect: "manual" });
  await response.arrayBuffer();
  return {
    status: response.status,
    location: new URL(response.headers.get("location") ?? "/x", server().url).pathname,
  };
}

/** A form post as the holder of the cookie. */
async function submit(path: string, cookie: string, fields: Record<string, string>) {
  const response = await fetch(`${server().url}${path}`, {
    method: "POST",
    headers: { cookie, origin: server().url },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    location: new URL(response.headers.get("location") ?? "/x", server().url).pathname,
  };
}

/** A staff member with a live session: their row and their session cookie. */
async function liveStaffSession({ username }: { username: string }) {
  const cookie = await staffCookie(server(), { username, password: PASSWORD });
  expect((await visit("/admin", cookie)).status, `${username} signed in`).toBe(200);
  return { user: storedUser(server(), username)!, cookie };
}

/** A change of the person's own name: what a refused session must not be able to do. */
const renameSelf = (name: string, email: string) => ({ intent: "update-profile", name, email });

/** Refused as signed out: pages go to the sign-in page, and the action changes nothing. */
async function expectSignedOut(username: string, cookie: string) {
  const nameBefore = storedUser(server(), username)!.name;
  const page = await visit("/admin", cookie);
  expect(page.status, `${username}: GET /admin`).toBe(302);
  expect(page.location).toBe("/admin/login");
  const action = await submit(
    "/admin/profile",
    cookie,
    renameSelf("Renamed after the end", storedUser(server(), username)!.email),
  );
  expect([302, 401, 403], `${username}: POST /admin/profile answered ${action.status}`).toContain(
    action.status,
  );
  if (action.status === 302) expect(action.location).toBe("/admin/login");
  expect(storedUser(server(), username)!.name).toBe(nameBefore);
}

describe("sessions that have ended", () => {
  it("sets no cached session cookie, so the database decides every request", () => {
    // Better Auth's cookie cache (a session_data cookie) would keep a revoked session alive
    // until that cookie expired; signing in sets the session token only.
    expect(adminCookie).toContain("session_token");
    expect(adminCookie).not.toContain("session_data");
  });

  it("refuses a session past its expiry on the next request", async () => {
    const { user, cookie } = await liveStaffSession(STAFF.expired);
    // A profile change works while the session lasts, so a refusal below is the expiry's doing.
    expect(
      (await submit("/admin/profile", cookie, renameSelf("Still Valid", user.email))).status,
    ).toBeLessThan(400);
    expect(storedUser(server(), user.username)!.name).toBe("Still Valid");

    const [session] = queryDatabase<{ expiresAt: string | number }>(
      server(),
      'select "expiresAt" from "session" where "userId" = ?',
      user.id,
    );
    const expireAt = (moment: number) =>
      writeDatabase(
        server(),
        'update "session" set "expiresAt" = ? where "userId" = ?',
        typeof session!.expiresAt === "number" ? moment : new Date(moment).toISOString(),
        user.id,
      );
    // Written the way the application writes it: a moment ahead keeps the session working…
    expireAt(Date.now() + 60 * 60_000);
    expect((await visit("/admin", cookie)).status).toBe(200);
    // …and a moment past ends it.
    expireAt(Date.now() - 60_000);
    await expectSignedOut(user.username, cookie);
  });

  it("refuses a session revoked by an admin's password reset on the next request", async () => {
    const { user, cookie } = await liveStaffSession(STAFF.reset);
    const reset = await submit("/admin/users", adminCookie, { intent: "reset-password", userId: user.id });
    expect(reset.status).toBe(200);
    expect(queryDatabase(server(), 'select id from "session" where "userId" = ?', user.id)).toEqual([]);
    await expectSignedOut(user.username, cookie);
  });

  it("refuses a session revoked by disabling the account on the next request", async () => {
    const { user, cookie } = await liveStaffSession(STAFF.disabled);
    const disable = await submit("/admin/users", adminCookie, { intent: "disable", userId: user.id });
    expect(disable.status).toBe(200);
    await expectSignedOut(user.username, cookie);
  });

  it("refuses a disabled user's session that is still stored (the flag is read on every request)", async () => {
    const { user, cookie } = await liveStaffSession(STAFF.flagged);
    // Disabled behind the application's back: the session row stays, only the flag says no.
    writeDatabase(server(), 'update "user" set disabled = 1 where id = ?', user.id);
    expect(queryDatabase(server(), 'select id from "session" where "userId" = ?', user.id)).toHaveLength(1);
    await expectSignedOut(user.username, cookie);
    const settings = await submit("/admin/settings", cookie, {
      intent: "save-settings",
      officeAddress: "Taken over",
    });
    expect([302, 401, 403]).toContain(settings.status);
  });
});

describe("a role changed while signed in", () => {
  it("takes an admin's rights away on the next request once demoted to editor", async () => {
    const { user, cookie } = await liveStaffSession(STAFF.demoted);
    expect((await visit("/admin/settings", cookie)).status).toBe(200);
    expect((await visit("/admin/users", cookie)).status).toBe(200);

    const demote = await submit("/admin/users", adminCookie, {
      intent: "change-role",
      userId: user.id,
      role: "editor",
    });
    expect(demote.status).toBe(200);
    expect(storedUser(server(), user.username)!.role).toBe("editor");

    // Admin-only pages and actions are refused at once; the editor's own work goes on.
    // Issue 26: refused with the 403 page inside the admin, no longer sent to the public home page.
    const settings = await visit("/admin/settings", cookie);
    expect(settings.status).toBe(403);
    const addressBefore = queryDatabase(server(), "select * from site_setting order by 1");
    expect(
      (
        await submit("/admin/settings", cookie, {
          intent: "save-settings",
          officeAddress: "Changed by a former admin",
        })
      ).status,
    ).toBe(403);
    expect(queryDatabase(server(), "select * from site_setting order by 1")).toEqual(addressBefore);
    const promote = await submit("/admin/users", cookie, {
      intent: "change-role",
      userId: user.id,
      role: "admin",
    });
    expect(promote.status).toBe(403);
    expect(storedUser(server(), user.username)!.role).toBe("editor");
    expect((await visit("/admin", cookie)).status).toBe(200);
  });

  it("shuts a demoted editor out of the admin panel on the next request once made a viewer", async () => {
    const { user, cookie } = await liveStaffSession(STAFF.viewer);
    const demote = await submit("/admin/users", adminCookie, {
      intent: "change-role",
      userId: user.id,
      role: "viewer",
    });
    expect(demote.status).toBe(200);
    const home = await visit("/admin", cookie);
    expect(home.status).toBe(403);
    const subscribersBefore = queryDatabase(server(), "select * from newsletter_subscriber order by 1");
    expect(
      (await submit("/admin/newsletter", cookie, { intent: "remove", email: "nobody@example.org" })).status,
    ).toBe(403);
    expect(queryDatabase(server(), "select * from newsletter_subscriber order by 1")).toEqual(
      subscribersBefore,
    );
  });
});
