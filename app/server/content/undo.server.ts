// Deletes in Gallery, Events and News keep the spec's "no confirmation" but offer Undo in the toast
// for 4 seconds (DECISIONS.md "Content"). The deleted item's snapshot waits here, in this process,
// under a random token a little longer than the toast shows (a slow phone's tap still counts), and
// only the person who deleted it can take it back, once.
import { randomBytes } from "node:crypto";
import type { ContentSnapshot } from "./snapshot.server";

/** The toast offers Undo for 4 s; the snapshot is kept longer so a late tap is not refused. */
export const UNDO_KEEP_MS = 60_000;
const MAX_KEPT = 1_000;

type Kept = { snapshot: ContentSnapshot; actorId: string | null; until: number };
const kept = new Map<string, Kept>();

function forgetExpired(now: number) {
  for (const [token, entry] of kept) if (entry.until <= now) kept.delete(token);
}

/** Keeps a deleted item for Undo and returns the token the toast's Undo button sends back. */
export function keepForUndo(snapshot: ContentSnapshot, actorId: string | null, now = Date.now()): string {
  forgetExpired(now);
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  const token = randomBytes(16).toString("base64url");
  kept.set(token, { snapshot, actorId, until: now + UNDO_KEEP_MS });
  return token;
}

/** The snapshot for an Undo by the same person within the time, taken so it restores once. */
export function takeForUndo(
  token: string,
  actorId: string | null,
  now = Date.now(),
): ContentSnapshot | undefined {
  const entry = kept.get(token);
  if (!entry || entry.until <= now || entry.actorId !== actorId) return undefined;
  kept.delete(token);
  return entry.snapshot;
}

/** Said when Undo comes too late or twice. */
export const UNDO_EXPIRED_MESSAGE = "This item can no longer be restored.";
