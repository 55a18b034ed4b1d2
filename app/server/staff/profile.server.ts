// A signed-in staff member's own profile: name, email and avatar, and their password.
import { CURRENT_PASSWORD_WRONG } from "~/copy/admin-pages";
import { type Actor, auditBy } from "../audit.server";
import { db } from "../db/db.server";
import { nowIso } from "../db/values.server";
import { DomainError, goneError, isUniqueViolation } from "../domain-error.server";
import { PASSWORD_MIN_LENGTH, setPassword } from "./accounts.server";
import { auth } from "./auth.server";
import { type StaffUser, USER_GONE_MESSAGE, userById } from "./users.server";

export { PASSWORD_MIN_LENGTH };

export const EMAIL_TAKEN = "Another account already uses that email address.";

export type ProfileChanges = { name: string; email: string; image: string | null };

/** Saves the person's own name, email and avatar URL. */
export async function updateOwnProfile(
  userId: string,
  changes: ProfileChanges,
  actor: Actor,
): Promise<StaffUser> {
  const email = changes.email.trim().toLowerCase();
  const clash = await db()
    .selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .where("id", "!=", userId)
    .executeTakeFirst();
  if (clash) throw new DomainError(EMAIL_TAKEN, { field: "email", status: 409 });
  try {
    const updated = await db()
      .updateTable("user")
      .set({ name: changes.name.trim(), email, image: changes.image, updatedAt: nowIso() })
      .where("id", "=", userId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw goneError(USER_GONE_MESSAGE);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(EMAIL_TAKEN, { field: "email", status: 409 });
    throw error;
  }
  await auditBy(actor, "updated", "user", userId, `${changes.name.trim()} updated their profile`);
  const user = await userById(userId);
  if (!user) throw goneError(USER_GONE_MESSAGE);
  return user;
}

/** True when `password` is the user's current password (checked against its slow hash). */
export async function isCurrentPassword(userId: string, password: string): Promise<boolean> {
  const account = await db()
    .selectFrom("account")
    .select("password")
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  if (!account?.password) return false;
  const context = await auth().$context;
  return context.password.verify({ hash: account.password, password });
}

/**
 * Changes the person's own password after checking the current one, and signs them out on every
 * other device; the session `keepSessionToken` (the one making the change) stays signed in.
 */
export async function changeOwnPassword(
  userId: string,
  currentPassword: string,
  newPassword: string,
  keepSessionToken: string,
  actor: Actor,
) {
  if (!(await isCurrentPassword(userId, currentPassword)))
    throw new DomainError(CURRENT_PASSWORD_WRONG, { field: "currentPassword" });
  try {
    await setPassword(userId, newPassword, keepSessionToken);
  } catch (error) {
    // The rule broken is about the new password the person typed.
    if (error instanceof DomainError && error.field === "password")
      throw new DomainError(error.message, { field: "newPassword" });
    throw error;
  }
  await auditBy(actor, "changed", "user", userId, `${actor.name ?? "A user"} changed their password`);
}
