// Deletes in Gallery, Events and News keep the spec's "no confirmation" but offer Undo in the toast
// for 4 seconds (DECISIONS.md "Content"). The deleted item's snapshot waits in the database
// (undo_snapshot), so the Undo may reach any app process, under a random token a little longer than
// the toast shows (a slow phone's tap still counts), and only the person who deleted it can take it
// back, once, and only through its own list's Undo.
import { randomBytes } from "node:crypto";
import { db } from "../db/db.server";
import type { ContentKind } from "../db/schema";
import type { ContentSnapshot } from "./snapshot.server";

/** The toast offers Undo for 4 s; the snapshot is kept longer so a late tap is not refused. */
export const UNDO_KEEP_MS = 60_000;

/** Keeps a deleted item for Undo and returns the token the toast's Undo button sends back. */
export async function keepForUndo(
  snapshot: ContentSnapshot,
  actorId: string | null,
  now = Date.now(),
): Promise<string> {
  await db().deleteFrom("undo_snapshot").where("expires_at", "<=", now).execute();
  const token = randomBytes(16).toString("base64url");
  await db()
    .insertInto("undo_snapshot")
    .values({
      token,
      kind: snapshot.kind,
      actor_id: actorId,
      snapshot: JSON.stringify(snapshot),
      expires_at: now + UNDO_KEEP_MS,
    })
    .execute();
  return token;
}

/**
 * The snapshot for an Undo of `kind` by the same person within the time, taken so it restores
 * once. A token of another kind is left as it is: its own list's Undo can still use it.
 */
export async function takeForUndo(
  token: string,
  kind: ContentKind,
  actorId: string | null,
  now = Date.now(),
): Promise<ContentSnapshot | undefined> {
  // One statement: of two Undo taps racing on two processes, only one gets the row. A row that a
  // process still on the version before migration 009 wrote during a rolling restart has no kind
  // and is not taken.
  const taken = await db()
    .deleteFrom("undo_snapshot")
    .where("token", "=", token)
    .where("kind", "=", kind)
    .where("actor_id", actorId === null ? "is" : "=", actorId)
    .where("expires_at", ">", now)
    .returning("snapshot")
    .executeTakeFirst();
  return taken ? (JSON.parse(taken.snapshot) as ContentSnapshot) : undefined;
}

/** Said when Undo comes too late or twice. */
export const UNDO_EXPIRED_MESSAGE = "This item can no longer be restored.";
