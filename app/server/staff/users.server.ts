// Staff accounts as User Management sees them. Creating accounts and passwords belongs to
// accounts.server.ts (Better Auth); this module reads users and changes role and access.
import type { Selectable } from "kysely";
import { isRole } from "~/copy/roles";
import { type Actor, auditBy } from "../audit.server";
import { db } from "../db/db.server";
import { lockForUpdate } from "../db/dialect.server";
import type { Role, UserTable } from "../db/schema";
import { bool, instant, nowIso } from "../db/values.server";
import { DomainError, goneError } from "../domain-error.server";
import { type Paged, type PageRequest, page } from "../paging.server";
import { type Executor, inTransaction } from "../transaction.server";

export type StaffUser = {
  id: string;
  name: string;
  email: string;
  username: string | null;
  image: string | null;
  role: Role;
  disabled: boolean;
  createdAt: string;
};

export const USER_GONE_MESSAGE = "This user no longer exists.";
export const LAST_ADMIN_MESSAGE =
  "There must always be at least one active admin. Make another user an admin first.";

function toStaffUser(row: Selectable<UserTable>): StaffUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    image: row.image,
    role: isRole(row.role) ? row.role : "viewer",
    disabled: bool(row.disabled),
    createdAt: instant(row.createdAt),
  };
}

/** Users newest first, with the total count shown above the table. */
export async function listUsers(request: PageRequest = {}): Promise<Paged<StaffUser>> {
  const { limit, offset } = page(request);
  const [rows, total] = await Promise.all([
    db()
      .selectFrom("user")
      .selectAll()
      .orderBy("createdAt", "desc")
      .orderBy("id", "asc")
      .limit(limit)
      .offset(offset)
      .execute(),
    db()
      .selectFrom("user")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toStaffUser), total: Number(total.count) };
}

/** The dashboard's Users card. */
export async function countUsers(): Promise<number> {
  const { count } = await db()
    .selectFrom("user")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function userById(id: string): Promise<StaffUser | undefined> {
  const row = await db().selectFrom("user").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toStaffUser(row);
}

export async function userByUsername(username: string): Promise<StaffUser | undefined> {
  const row = await db()
    .selectFrom("user")
    .selectAll()
    .where("username", "=", username.trim().toLowerCase())
    .executeTakeFirst();
  return row && toStaffUser(row);
}

export async function userByEmail(email: string): Promise<StaffUser | undefined> {
  const row = await db()
    .selectFrom("user")
    .selectAll()
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row && toStaffUser(row);
}

/** Admins who can still sign in. */
export async function countAdmins(executor: Executor = db()): Promise<number> {
  const { count } = await executor
    .selectFrom("user")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("role", "=", "admin")
    .where("disabled", "=", false)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Loads the user and, when the change would take away an enabled admin, refuses it if no other
 * enabled admin remains. On PostgreSQL the admins' rows are locked so two such changes made at
 * once cannot both pass; SQLite runs one write transaction at a time anyway.
 */
async function guardedUser(trx: Executor, userId: string, removesAdmin: (user: StaffUser) => boolean) {
  const row = await trx.selectFrom("user").selectAll().where("id", "=", userId).executeTakeFirst();
  if (!row) throw goneError(USER_GONE_MESSAGE);
  const user = toStaffUser(row);
  if (user.role === "admin" && !user.disabled && removesAdmin(user)) {
    const admins = lockForUpdate(
      trx.selectFrom("user").select("id").where("role", "=", "admin").where("disabled", "=", false),
    );
    const others = (await admins.execute()).filter((admin) => admin.id !== userId);
    if (others.length === 0) throw new DomainError(LAST_ADMIN_MESSAGE, { status: 409 });
  }
  return user;
}

/** Changes a user's role at once; the last enabled admin keeps theirs. */
export async function setUserRole(userId: string, role: Role, actor: Actor): Promise<StaffUser> {
  if (!isRole(role)) throw new DomainError("Choose a role: Viewer, Editor or Admin.", { field: "role" });
  return inTransaction(async (trx) => {
    const user = await guardedUser(trx, userId, () => role !== "admin");
    const row = await trx
      .updateTable("user")
      .set({ role, updatedAt: nowIso() })
      .where("id", "=", userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditBy(actor, "changed", "user", userId, `Changed ${user.name}'s role to ${role}`, trx);
    return toStaffUser(row);
  });
}

/** Disables a user (signing them out everywhere) or enables them again; the last enabled admin stays. */
export async function setUserDisabled(userId: string, disabled: boolean, actor: Actor): Promise<StaffUser> {
  return inTransaction(async (trx) => {
    const user = await guardedUser(trx, userId, () => disabled);
    const row = await trx
      .updateTable("user")
      .set({ disabled, updatedAt: nowIso() })
      .where("id", "=", userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (disabled) await trx.deleteFrom("session").where("userId", "=", userId).execute();
    const what = disabled ? "Disabled" : "Enabled";
    await auditBy(actor, "changed", "user", userId, `${what} ${user.name}'s account`, trx);
    return toStaffUser(row);
  });
}
