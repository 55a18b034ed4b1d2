// Creating staff accounts and setting passwords. Public sign-up is off, so accounts are made
// here: by the first-start bootstrap, by admins in User Management, and by bin/user.ts.
import { randomBytes, randomUUID } from "node:crypto";
import { z } from "zod";
import { db } from "../db/db.server";
import type { Role } from "../db/schema";
import { nowIso } from "../db/values.server";
import { DomainError } from "../domain-error.server";
import { auth } from "./auth.server";

export const PASSWORD_MIN_LENGTH = 10;

/** The first problem the schema found, as a refusal under the field it is about. */
function refusalOf(error: z.ZodError, field?: string) {
  const issue = error.issues[0]!;
  return new DomainError(issue.message, { field: field ?? (issue.path[0] as string | undefined) });
}

export const newAccountSchema = z.object({
  name: z.string().trim().min(1, "Enter the person's name.").max(100, "The name is too long."),
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_.]{3,30}$/, "A username has 3 to 30 letters, digits, dots or underscores."),
  email: z.email("Enter a valid email address.").trim().toLowerCase(),
  role: z.enum(["admin", "editor", "viewer"]),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `A password needs at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(128, "A password can have at most 128 characters."),
});

export type NewAccount = z.input<typeof newAccountSchema>;

/** A readable random password for a temporary or first-start account. */
export function generatePassword() {
  return randomBytes(12).toString("base64url");
}

async function hashPassword(password: string) {
  const context = await auth().$context;
  return context.password.hash(password);
}

/** Creates a user with a password-based account in one transaction. */
export async function createAccount(
  input: NewAccount,
): Promise<{ id: string; username: string; role: Role }> {
  const parsed = newAccountSchema.safeParse(input);
  if (!parsed.success) throw refusalOf(parsed.error);
  const account = parsed.data;
  const clash = await db()
    .selectFrom("user")
    .select(["username", "email"])
    .where((eb) => eb.or([eb("username", "=", account.username), eb("email", "=", account.email)]))
    .executeTakeFirst();
  if (clash) {
    throw clash.username === account.username
      ? new DomainError("That username is already taken.", { field: "username", status: 409 })
      : new DomainError("An account with that email address already exists.", {
          field: "email",
          status: 409,
        });
  }
  const passwordHash = await hashPassword(account.password);
  const id = randomUUID();
  const now = nowIso();
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto("user")
        .values({
          id,
          name: account.name,
          email: account.email,
          emailVerified: true,
          image: null,
          createdAt: now,
          updatedAt: now,
          username: account.username,
          displayUsername: account.username,
          role: account.role,
          disabled: false,
        })
        .execute();
      await trx
        .insertInto("account")
        .values({
          id: randomUUID(),
          accountId: id,
          providerId: "credential",
          userId: id,
          accessToken: null,
          refreshToken: null,
          idToken: null,
          accessTokenExpiresAt: null,
          refreshTokenExpiresAt: null,
          scope: null,
          password: passwordHash,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    });
  return { id, username: account.username, role: account.role };
}

/** Sets a new password and signs the user out everywhere (optionally keeping one session). */
export async function setPassword(userId: string, password: string, keepSessionToken?: string) {
  const checked = newAccountSchema.shape.password.safeParse(password);
  if (!checked.success) throw refusalOf(checked.error, "password");
  const passwordHash = await hashPassword(password);
  await db()
    .transaction()
    .execute(async (trx) => {
      const updated = await trx
        .updateTable("account")
        .set({ password: passwordHash, updatedAt: nowIso() })
        .where("userId", "=", userId)
        .where("providerId", "=", "credential")
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        throw new DomainError("That account has no password sign-in.", { status: 409 });
      let sessions = trx.deleteFrom("session").where("userId", "=", userId);
      if (keepSessionToken) sessions = sessions.where("token", "!=", keepSessionToken);
      await sessions.execute();
    });
}

export async function findUserIdByLogin(login: string) {
  const key = login.trim().toLowerCase();
  const row = await db()
    .selectFrom("user")
    .select("id")
    .where((eb) => eb.or([eb("username", "=", key), eb("email", "=", key)]))
    .executeTakeFirst();
  return row?.id;
}
