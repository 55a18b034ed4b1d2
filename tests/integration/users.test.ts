import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { recentAudit } from "~/server/audit.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import {
  countAdmins,
  countUsers,
  LAST_ADMIN_MESSAGE,
  listUsers,
  setUserDisabled,
  setUserRole,
  userByEmail,
  userById,
  userByUsername,
} from "~/server/staff/users.server";
import { setupTestDatabase } from "../support/test-database";
import { ISO_INSTANT, insertUser } from "./helpers/staff";

setupTestDatabase();

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

async function sessionCount(userId: string) {
  const rows = await db().selectFrom("session").select("id").where("userId", "=", userId).execute();
  return rows.length;
}

/** Each test starts from no users at all, whichever ran before it. */
async function noUsers() {
  await db().deleteFrom("user").execute();
}

describe("users", () => {
  it("lists users newest first with the total, as plain values", async () => {
    await noUsers();
    await insertUser({ name: "Oldest Admin", role: "admin", createdAt: minutesAgo(30) });
    await insertUser({ name: "Middle Editor", createdAt: minutesAgo(20) });
    await insertUser({ name: "Newest Viewer", role: "viewer", createdAt: minutesAgo(10) });
    const { items, total } = await listUsers();
    expect(total).toBe(3);
    expect(items.map((u) => u.name)).toEqual(["Newest Viewer", "Middle Editor", "Oldest Admin"]);
    expect(typeof items[0]!.disabled).toBe("boolean");
    expect(items[0]!.createdAt).toMatch(ISO_INSTANT);
    expect((await listUsers({ limit: 1, offset: 2 })).items[0]!.name).toBe("Oldest Admin");
    expect(await countUsers()).toBe(3);
  });

  it("finds users by id, username and email", async () => {
    const user = await insertUser({ name: "Findable" });
    expect((await userById(user.id))?.name).toBe("Findable");
    expect((await userByUsername(user.username.toUpperCase()))?.id).toBe(user.id);
    expect((await userByEmail(` ${user.email.toUpperCase()} `))?.id).toBe(user.id);
    expect(await userById("nobody")).toBeUndefined();
  });

  it("changes a role at once and records who did it", async () => {
    await noUsers();
    const admin = await insertUser({ name: "Head Admin", role: "admin" });
    const user = await insertUser({ name: "Promoted" });
    expect(await countAdmins()).toBe(1);
    const updated = await setUserRole(user.id, "admin", admin);
    expect(updated.role).toBe("admin");
    expect(await countAdmins()).toBe(2);
    expect((await recentAudit(1))[0]).toMatchObject({
      actorId: admin.id,
      entityId: user.id,
      entityType: "user",
    });
    await expect(setUserRole(user.id, "owner" as "admin", admin)).rejects.toThrow(DomainError);
  });

  it("never demotes or disables the last enabled admin", async () => {
    await noUsers();
    const only = await insertUser({ name: "Only Admin", role: "admin" });
    const disabledAdmin = await insertUser({ name: "Disabled Admin", role: "admin", disabled: true });
    expect(await countAdmins()).toBe(1);
    await expect(setUserRole(only.id, "editor", only)).rejects.toThrow(
      new DomainError(LAST_ADMIN_MESSAGE, { status: 409 }),
    );
    await expect(setUserDisabled(only.id, true, only)).rejects.toThrow(LAST_ADMIN_MESSAGE);
    // An admin keeping the admin role is no change to guard.
    expect((await setUserRole(only.id, "admin", only)).role).toBe("admin");
    // A disabled admin may be demoted freely…
    expect((await setUserRole(disabledAdmin.id, "viewer", only)).role).toBe("viewer");
    // …and once a second admin is enabled, the first may step down.
    const second = await insertUser({ name: "Second Admin", role: "admin" });
    expect((await setUserRole(only.id, "editor", second)).role).toBe("editor");
    await expect(setUserDisabled(second.id, true, second)).rejects.toThrow(LAST_ADMIN_MESSAGE);
    expect(await countAdmins()).toBe(1);
  });

  it("disables a user, signs them out everywhere, and enables them again", async () => {
    const admin = await insertUser({ name: "Office Admin", role: "admin" });
    const editor = await insertUser({ name: "Leaving Editor" });
    const now = new Date();
    await db()
      .insertInto("session")
      .values({
        id: randomUUID(),
        token: randomUUID(),
        userId: editor.id,
        expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        ipAddress: null,
        userAgent: null,
      })
      .execute();
    expect(await sessionCount(editor.id)).toBe(1);
    const disabled = await setUserDisabled(editor.id, true, { id: admin.id, name: admin.name });
    expect(disabled.disabled).toBe(true);
    expect(await sessionCount(editor.id)).toBe(0);
    expect((await setUserDisabled(editor.id, false, { id: admin.id, name: admin.name })).disabled).toBe(
      false,
    );
  });

  it("refuses changes to a user that does not exist", async () => {
    await expect(setUserRole("missing", "editor", { id: null, name: "x" })).rejects.toThrow(DomainError);
    await expect(setUserDisabled("missing", true, { id: null, name: "x" })).rejects.toThrow(DomainError);
  });
});
