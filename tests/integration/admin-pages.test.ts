// The server logic behind User Management and Profile Settings: adding a user with a temporary
// password, resetting it, disabling (never oneself, never the last admin), editing one's own
// profile and changing one's own password while keeping the current session.
import { describe, expect, it } from "vitest";
import { CURRENT_PASSWORD_WRONG } from "~/copy/admin-pages";
import { recentAudit } from "~/server/audit.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import { createAccount } from "~/server/staff/accounts.server";
import {
  changeOwnPassword,
  EMAIL_TAKEN,
  isCurrentPassword,
  updateOwnProfile,
} from "~/server/staff/profile.server";
import {
  addStaffUser,
  resetStaffPassword,
  SELF_DISABLE_MESSAGE,
  setStaffUserDisabled,
} from "~/server/staff/user-management.server";
import { LAST_ADMIN_MESSAGE, userById } from "~/server/staff/users.server";
import { setupTestDatabase } from "../support/test-database";

setupTestDatabase();

let counter = 0;
async function account(role: "admin" | "editor" = "editor", password = "first-pass-1234") {
  const username = `staff_${++counter}`;
  const created = await createAccount({
    name: `Staff ${counter}`,
    username,
    email: `${username}@example.org`,
    role,
    password,
  });
  return { id: created.id, name: `Staff ${counter}`, username, password };
}

async function addSession(userId: string, token: string) {
  const now = new Date().toISOString();
  await db()
    .insertInto("session")
    .values({
      id: token,
      token,
      userId,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      createdAt: now,
      updatedAt: now,
      ipAddress: null,
      userAgent: null,
    })
    .execute();
}

async function sessionTokens(userId: string) {
  const rows = await db().selectFrom("session").select("token").where("userId", "=", userId).execute();
  return rows.map((row) => row.token).sort();
}

describe("user management commands", () => {
  it("adds a user with a temporary password that is stored only as a hash", async () => {
    const admin = await account("admin");
    const { user, temporaryPassword } = await addStaffUser(
      { name: "Lakshmi", username: "lakshmi", email: "lakshmi@example.org", role: "editor" },
      admin,
    );
    expect(user).toMatchObject({ name: "Lakshmi", username: "lakshmi", role: "editor", disabled: false });
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(10);
    expect(await isCurrentPassword(user.id, temporaryPassword)).toBe(true);
    const stored = await db()
      .selectFrom("account")
      .select("password")
      .where("userId", "=", user.id)
      .executeTakeFirst();
    expect(stored?.password).not.toContain(temporaryPassword);
    expect((await recentAudit(1))[0]).toMatchObject({
      actorId: admin.id,
      action: "created",
      entityId: user.id,
    });
  });

  it("refuses a taken username or email with a message for the admin", async () => {
    const admin = await account("admin");
    await expect(
      addStaffUser(
        { name: "Copy", username: admin.username, email: "copy@example.org", role: "editor" },
        admin,
      ),
    ).rejects.toThrow(new DomainError("That username is already taken.", { field: "username", status: 409 }));
  });

  it("resets a password and signs the user out everywhere", async () => {
    const admin = await account("admin");
    const staff = await account();
    await addSession(staff.id, `reset-${staff.id}`);
    const { temporaryPassword } = await resetStaffPassword(staff.id, admin);
    expect(await isCurrentPassword(staff.id, staff.password)).toBe(false);
    expect(await isCurrentPassword(staff.id, temporaryPassword)).toBe(true);
    expect(await sessionTokens(staff.id)).toEqual([]);
    await expect(resetStaffPassword("nobody", admin)).rejects.toBeInstanceOf(DomainError);
  });

  it("disables and enables others, never oneself", async () => {
    const admin = await account("admin");
    const staff = await account();
    expect((await setStaffUserDisabled(staff.id, true, admin)).disabled).toBe(true);
    expect((await setStaffUserDisabled(staff.id, false, admin)).disabled).toBe(false);
    await expect(setStaffUserDisabled(admin.id, true, admin)).rejects.toThrow(SELF_DISABLE_MESSAGE);
  });

  it("never disables the last enabled admin", async () => {
    // Disable every admin but one, then try the last through another account.
    const admins = await db().selectFrom("user").select("id").where("role", "=", "admin").execute();
    const keeper = await account("admin");
    const staff = await account();
    for (const other of admins) await setStaffUserDisabled(other.id, true, keeper);
    await expect(setStaffUserDisabled(keeper.id, true, staff)).rejects.toThrow(LAST_ADMIN_MESSAGE);
    expect((await userById(keeper.id))?.disabled).toBe(false);
  });
});

describe("own profile", () => {
  it("saves name, email and avatar, refusing an email another account uses", async () => {
    const me = await account();
    const other = await account();
    const updated = await updateOwnProfile(
      me.id,
      { name: " Priya Raman ", email: "Priya@Example.org", image: "https://example.org/p.jpg" },
      me,
    );
    expect(updated).toMatchObject({
      name: "Priya Raman",
      email: "priya@example.org",
      image: "https://example.org/p.jpg",
    });
    await expect(
      updateOwnProfile(me.id, { name: "Priya", email: `${other.username}@example.org`, image: null }, me),
    ).rejects.toThrow(EMAIL_TAKEN);
    expect((await userById(me.id))?.email).toBe("priya@example.org");
  });

  it("changes the password after checking the current one, keeping only this session", async () => {
    const me = await account();
    await addSession(me.id, `here-${me.id}`);
    await addSession(me.id, `elsewhere-${me.id}`);
    await expect(
      changeOwnPassword(me.id, "wrong-password-1", "next-pass-12345", `here-${me.id}`, me),
    ).rejects.toThrow(CURRENT_PASSWORD_WRONG);
    expect(await sessionTokens(me.id)).toHaveLength(2);
    await changeOwnPassword(me.id, me.password, "next-pass-12345", `here-${me.id}`, me);
    expect(await isCurrentPassword(me.id, "next-pass-12345")).toBe(true);
    expect(await sessionTokens(me.id)).toEqual([`here-${me.id}`]);
    await expect(
      changeOwnPassword(me.id, "next-pass-12345", "short", `here-${me.id}`, me),
    ).rejects.toBeInstanceOf(DomainError);
  });
});
