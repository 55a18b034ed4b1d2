import { RECENT_ACTIVITY_LIMIT } from "~/copy/limits";
import { db } from "./db/db.server";
import { instant } from "./db/values.server";
import type { Executor } from "./transaction.server";

/** Who is making a change: a signed-in user, or the system itself (id null). */
export type Actor = { id: string | null; name: string | null };
export const SYSTEM_ACTOR: Actor = { id: null, name: "System" };

export type AuditAction = "created" | "updated" | "deleted" | "restored" | "reordered" | "changed";

export type AuditInput = {
  actorId: string | null;
  actorName: string | null;
  action: AuditAction;
  entityType: string;
  entityId: string | null;
  summary: string;
};

export type AuditEntry = AuditInput & { id: number; createdAt: string };

/** Appends one line to the audit log; pass the transaction so it commits with the change. */
export async function recordAudit(entry: AuditInput, executor: Executor = db()) {
  await executor
    .insertInto("audit_log")
    .values({
      actor_id: entry.actorId,
      actor_name: entry.actorName,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      summary: entry.summary,
    })
    .execute();
}

/** The same, from an actor as the commands receive it. */
export function auditBy(
  actor: Actor,
  action: AuditAction,
  entityType: string,
  entityId: string | null,
  summary: string,
  executor: Executor = db(),
) {
  return recordAudit(
    { actorId: actor.id, actorName: actor.name, action, entityType, entityId, summary },
    executor,
  );
}

/** The newest entries first. */
export async function recentAudit(limit = RECENT_ACTIVITY_LIMIT): Promise<AuditEntry[]> {
  const rows = await db()
    .selectFrom("audit_log")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(Math.min(Math.max(Math.floor(limit), 1), 100))
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    actorId: row.actor_id,
    actorName: row.actor_name,
    action: row.action as AuditAction,
    entityType: row.entity_type,
    entityId: row.entity_id,
    summary: row.summary ?? "",
    createdAt: instant(row.created_at),
  }));
}
