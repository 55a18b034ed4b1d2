// Users for domain tests, inserted straight into the `user` table (no password, no session).
import { randomUUID } from "node:crypto";
import type { Actor } from "~/server/audit.server";
import { db } from "~/server/db/db.server";
import type { Role } from "~/server/db/schema";

export async function insertUser(
  options: { name?: string; role?: Role; disabled?: boolean; createdAt?: string } = {},
): Promise<Actor & { id: string; name: string; email: string; username: string }> {
  const id = randomUUID();
  const name = options.name ?? "Meena Editor";
  const username = `user_${id.slice(0, 8)}`;
  const email = `${username}@example.org`;
  const createdAt = options.createdAt ?? new Date().toISOString();
  await db()
    .insertInto("user")
    .values({
      id,
      name,
      email,
      emailVerified: true,
      image: null,
      createdAt,
      updatedAt: createdAt,
      username,
      displayUsername: username,
      role: options.role ?? "editor",
      disabled: options.disabled ?? false,
    })
    .execute();
  return { id, name, email, username };
}

export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
