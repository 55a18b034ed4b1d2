// What User Management does beyond users.server.ts: creating a staff account with a temporary
// password, resetting a password, and disabling or enabling an account. The temporary password
// is returned once, to be shown to the admin, and never stored in clear.

import { type Actor, auditBy } from "../audit.server";
import type { Role } from "../db/schema";
import { DomainError, goneError } from "../domain-error.server";
import { createAccount, generatePassword, setPassword } from "./accounts.server";
import { liftAccountLockout } from "./sign-in.server";
import { type StaffUser, setUserDisabled, USER_GONE_MESSAGE, userById } from "./users.server";

export type NewStaffUser = { name: string; username: string; email: string; role: Role };

export type IssuedPassword = { user: StaffUser; temporaryPassword: string };

/** Creates the account with a temporary password that the admin passes on. */
export async function addStaffUser(input: NewStaffUser, actor: Actor): Promise<IssuedPassword> {
  const temporaryPassword = generatePassword();
  const created = await createAccount({ ...input, password: temporaryPassword });
  await auditBy(actor, "created", "user", created.id, `Added ${input.name} as ${input.role}`);
  const user = await userById(created.id);
  if (!user) throw new Error("The new account could not be read back.");
  return { user, temporaryPassword };
}

/**
 * Gives the user a new temporary password and signs them out everywhere. A lockout of the account
 * (wrong passwords from browsers new to it) ends too: the new password is the one that counts now,
 * and the sign-in page tells a locked-out person to ask for this.
 */
export async function resetStaffPassword(userId: string, actor: Actor): Promise<IssuedPassword> {
  const user = await userById(userId);
  if (!user) throw goneError(USER_GONE_MESSAGE);
  const temporaryPassword = generatePassword();
  await setPassword(userId, temporaryPassword);
  await liftAccountLockout(userId);
  await auditBy(actor, "changed", "user", userId, `Reset ${user.name}'s password`);
  return { user, temporaryPassword };
}

export const SELF_DISABLE_MESSAGE = "You cannot disable your own account.";

/** Disables or enables an account; nobody disables themselves, and the last admin stays. */
export async function setStaffUserDisabled(userId: string, disabled: boolean, actor: Actor) {
  if (disabled && actor.id === userId) throw new DomainError(SELF_DISABLE_MESSAGE, { status: 409 });
  return setUserDisabled(userId, disabled, actor);
}
