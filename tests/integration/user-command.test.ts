import { describe, expect, it } from "vitest";
import { db } from "~/server/db/db.server";
import { runUserCommand } from "~/server/staff/user-command.server";
import { setupTestDatabase } from "../support/test-database";

setupTestDatabase();

describe("bin/user.ts command", () => {
  it("creates a user with a generated password shown once", async () => {
    const result = await runUserCommand([
      "create",
      "--username",
      "meena",
      "--email",
      "meena@example.org",
      "--role",
      "editor",
    ]);
    expect(result.ok).toBe(true);
    expect(result.lines[0]).toBe('Created editor "meena".');
    expect(result.lines[1]).toMatch(/^Password \(shown once\): \S{16}$/);
    const user = await db()
      .selectFrom("user")
      .select(["role", "name"])
      .where("username", "=", "meena")
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ role: "editor", name: "meena" });
  });

  it("resets a password by username or email and refuses unknown users", async () => {
    const before = await db().selectFrom("account").select("password").executeTakeFirstOrThrow();
    const result = await runUserCommand([
      "reset-password",
      "--username",
      "MEENA@example.org",
      "--password",
      "brand-new-pass",
    ]);
    expect(result).toEqual({
      ok: true,
      lines: ['Password reset for "MEENA@example.org"; their sessions were signed out.'],
    });
    const after = await db().selectFrom("account").select("password").executeTakeFirstOrThrow();
    expect(after.password).not.toBe(before.password);
    expect(await runUserCommand(["reset-password", "--username", "ghost"])).toEqual({
      ok: false,
      lines: ['No user is called "ghost".'],
    });
  });

  it("explains bad input instead of failing", async () => {
    expect((await runUserCommand(["create", "--username", "x"])).lines[0]).toBe(
      "create needs --username and --email.",
    );
    expect(
      (await runUserCommand(["create", "--username", "ravi", "--email", "r@example.org", "--role", "owner"]))
        .lines,
    ).toEqual(['Unknown role "owner": use admin, editor or viewer.']);
    expect(
      (await runUserCommand(["create", "--username", "meena", "--email", "m2@example.org"])).lines,
    ).toEqual(["That username is already taken."]);
    expect((await runUserCommand(["frobnicate"])).ok).toBe(false);
    expect((await runUserCommand(["create", "--bogus"])).ok).toBe(false);
  });
});
