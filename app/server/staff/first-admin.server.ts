import { type Config, config } from "../config.server";
import { db } from "../db/db.server";
import { DomainError } from "../domain-error.server";
import { log } from "../log.server";
import { createAccount, generatePassword } from "./accounts.server";

/**
 * On the very first start no admin exists: one is made from ADMIN_USERNAME / ADMIN_PASSWORD /
 * ADMIN_EMAIL, or with a random password printed once to the console.
 */
export async function ensureFirstAdmin(settings: Config = config()) {
  const existing = await db().selectFrom("user").select("id").where("role", "=", "admin").executeTakeFirst();
  if (existing) return undefined;
  const { username = "admin", email = "admin@example.org" } = settings.firstAdmin;
  const password = settings.firstAdmin.password ?? generatePassword();
  try {
    await createAccount({ name: "Administrator", username, email, role: "admin", password });
  } catch (error) {
    if (error instanceof DomainError)
      throw new Error(`Could not create the first admin account: ${error.message}`);
    throw error;
  }
  log("info", "first admin account created", { username });
  if (!settings.firstAdmin.password) {
    console.log(
      [
        "",
        "  First start: an admin account was created.",
        `    username: ${username}`,
        `    password: ${password}`,
        "  This password is shown only once. Sign in at /admin/login and change it in your profile.",
        "",
      ].join("\n"),
    );
  }
  return { username };
}
