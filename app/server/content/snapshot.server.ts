// Deleting a content item together with its per-kind row, keeping a snapshot so that the
// admin's Undo can put both back exactly as they were.
import type { ContentKind } from "../db/schema";
import { DomainError, isUniqueViolation } from "../domain-error.server";
import type { Executor } from "../transaction.server";

/** The table that holds each kind's own columns; kinds without one use only `content`. */
export const PER_KIND_TABLES = {
  homepage_slide: "slide",
  gallery: "gallery_item",
  event: "event",
  news: "news",
  school_info: "school",
} as const satisfies Partial<Record<ContentKind, string>>;

type PerKindTable = (typeof PER_KIND_TABLES)[keyof typeof PER_KIND_TABLES];

/**
 * Rows of other tables that belong to an item and go and come back with it: an event's
 * registrations (issue 29), by the column that names the item.
 */
const DEPENDENT_ROWS = {
  event: { table: "event_registration", column: "event_id" },
} as const satisfies Partial<Record<ContentKind, { table: string; column: string }>>;

function dependentRowsOf(kind: ContentKind) {
  return (DEPENDENT_ROWS as Partial<Record<ContentKind, (typeof DEPENDENT_ROWS)["event"]>>)[kind];
}

export function perKindTable(kind: ContentKind): PerKindTable | undefined {
  return (PER_KIND_TABLES as Partial<Record<ContentKind, PerKindTable>>)[kind];
}

export type StoredValue = string | number | boolean | null;
type StoredRow = Record<string, StoredValue>;

/** A deleted item as plain JSON-safe values; restoring it needs the same database engine. */
export type ContentSnapshot = {
  kind: ContentKind;
  title: string;
  content: StoredRow;
  perKind: StoredRow | null;
  /** The item's dependent rows (an event's registrations); absent in snapshots taken before. */
  dependents?: StoredRow[];
};

function stored(row: Record<string, unknown>): StoredRow {
  const out: StoredRow = {};
  for (const [column, value] of Object.entries(row)) {
    if (value === null || value === undefined) out[column] = null;
    else if (value instanceof Date) out[column] = value.toISOString();
    else if (typeof value === "bigint") out[column] = Number(value);
    // PostgreSQL hands jsonb back parsed; it goes back in as JSON text.
    else if (typeof value === "object") out[column] = JSON.stringify(value);
    else out[column] = value as string | number | boolean;
  }
  return out;
}

/** Deletes the per-kind row and then the content row; undefined when there was nothing to delete. */
export async function deleteContentRecord(
  trx: Executor,
  id: string,
  kind?: ContentKind,
): Promise<ContentSnapshot | undefined> {
  let query = trx.selectFrom("content").selectAll().where("id", "=", id);
  if (kind) query = query.where("kind", "=", kind);
  const content = await query.executeTakeFirst();
  if (!content) return undefined;
  const dependentRows = dependentRowsOf(content.kind);
  let dependents: StoredRow[] | undefined;
  if (dependentRows) {
    const rows = await trx
      .selectFrom(dependentRows.table)
      .selectAll()
      .where(dependentRows.column, "=", id)
      .execute();
    dependents = rows.map((row) => stored(row));
    await trx.deleteFrom(dependentRows.table).where(dependentRows.column, "=", id).execute();
  }
  const table = perKindTable(content.kind);
  let perKind: StoredRow | null = null;
  if (table) {
    const row = await trx.selectFrom(table).selectAll().where("content_id", "=", id).executeTakeFirst();
    if (row) perKind = stored(row);
    await trx.deleteFrom(table).where("content_id", "=", id).execute();
  }
  await trx.deleteFrom("content").where("id", "=", id).execute();
  return { kind: content.kind, title: content.title, content: stored(content), perKind, dependents };
}

/** Puts a deleted item back under its old id, unless its slug has been taken meanwhile. */
export async function restoreContentRecord(trx: Executor, snapshot: ContentSnapshot) {
  try {
    // The rows were read from these same tables, so their columns match.
    await trx
      .insertInto("content")
      .values(snapshot.content as never)
      .execute();
    const table = perKindTable(snapshot.kind);
    if (table && snapshot.perKind)
      await trx
        .insertInto(table)
        .values(snapshot.perKind as never)
        .execute();
    const dependentRows = dependentRowsOf(snapshot.kind);
    if (dependentRows && snapshot.dependents?.length)
      await trx
        .insertInto(dependentRows.table)
        .values(snapshot.dependents as never)
        .execute();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError(`"${snapshot.title}" cannot be restored: its slug or id is in use again.`, {
        status: 409,
      });
    throw error;
  }
}
