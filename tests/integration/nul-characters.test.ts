// A NUL character is never typed, only crafted. PostgreSQL refuses text holding one (the request
// used to fail with a fault) while SQLite stores it; on both engines it is now dropped from every
// form field read and every value the application binds, so the same posts succeed and store the
// same text.
import { describe, expect, it } from "vitest";
import { action as profileAction } from "~/routes/admin/profile";
import { action as settingsAction } from "~/routes/admin/settings";
import { config } from "~/server/config.server";
import { db } from "~/server/db/db.server";
import { recordEnquiry } from "~/server/enquiries/enquiries.server";
import { siteSettings } from "~/server/settings/settings.server";
import { createAccount, findUserIdByLogin } from "~/server/staff/accounts.server";
import { ensureFirstAdmin } from "~/server/staff/first-admin.server";
import { signInStaff } from "~/server/staff/sign-in.server";
import { setupTestDatabase } from "../support/test-database";

setupTestDatabase();

const NUL = "\u0000";

async function admin() {
  await ensureFirstAdmin({
    ...config(),
    firstAdmin: { username: "principal", password: "first-admin-pass", email: "office@example.org" },
  });
  return findUserIdByLogin("principal");
}

describe("NUL characters in what people send", () => {
  it("are dropped from an enquiry, which is stored", async () => {
    await recordEnquiry({
      kind: "contact",
      schoolSlug: null,
      name: `Lak${NUL}shmi`,
      phone: `98765${NUL}43210`,
      email: null,
      message: `Please call${NUL} us`,
    });
    const row = await db()
      .selectFrom("enquiry")
      .select(["name", "phone", "message"])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Lakshmi", phone: "9876543210", message: "Please call us" });
  });

  it("are dropped from the site settings and profile forms, which save", async () => {
    await admin();
    const signedIn = await signInStaff(
      new Request(`${config().publicUrl}/admin/login`, { headers: { "x-school-client-ip": "10.1.2.4" } }),
      { login: "principal", password: "first-admin-pass", rememberMe: false },
    );
    if (!signedIn.ok) throw new Error("the admin could not sign in");
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const post = (path: string, fields: Record<string, string>) =>
      new Request(`${config().publicUrl}${path}`, {
        method: "POST",
        headers: { cookie },
        body: new URLSearchParams(fields),
      });
    const args = (request: Request) => ({ request, params: {}, context: {} }) as never;

    const settings = await settingsAction(
      args(
        post("/admin/settings", {
          intent: "save-settings",
          officeAddress: `1 Temple${NUL} Street`,
          admissionsYear: `2025${NUL}-26`,
        }),
      ),
    );
    expect((settings as Response).status).toBe(302);
    expect((await siteSettings()).officeAddress).toBe("1 Temple Street");
    expect((await siteSettings()).admissionsYear).toBe("2025-26");

    const profile = await profileAction(
      args(
        post("/admin/profile", {
          intent: "update-profile",
          name: `Prin${NUL}cipal`,
          email: `office${NUL}@example.org`,
        }),
      ),
    );
    expect((profile as Response).status).toBe(302);
    const row = await db()
      .selectFrom("user")
      .select(["name", "email"])
      .where("username", "=", "principal")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Principal", email: "office@example.org" });
  });

  it("are dropped from a new account, and a sign-in with one is refused, not a fault", async () => {
    const created = await createAccount({
      name: `Nila${NUL} Editor`,
      username: "nila",
      email: "nila@example.org",
      role: "editor",
      password: "editor-pass-1",
    });
    const row = await db()
      .selectFrom("user")
      .select("name")
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("Nila Editor");

    const request = new Request(`${config().publicUrl}/admin/login`, {
      method: "POST",
      headers: { "x-school-client-ip": "10.1.2.3" },
    });
    for (const login of [`ni${NUL}la`, `nila@example.org${NUL}`, NUL]) {
      const result = await signInStaff(request, {
        login,
        password: `editor${NUL}-pass-1`,
        rememberMe: false,
      });
      expect(result, JSON.stringify(login)).toEqual({ ok: false, reason: "invalid" });
    }
  });
});
