// Everything the application does differently on SQLite and PostgreSQL, in one place, as small named
// functions the domain code calls without asking which engine it runs on. How values are stored and
// read back is decision 004 (values.server.ts, migrations/column-types.ts); this is the behaviour.
//
// SQLite is one process with one connection: write transactions run one at a time, so rows never
// need locking and nothing is shared with another process. PostgreSQL serves several app processes
// and runs transactions side by side: rows are locked where two writes could both pass a check, and
// what processes must agree on (rate limits, the render cache's generation, one-time work) lives
// in the database.
import { type RawBuilder, type SelectQueryBuilder, sql } from "kysely";
import type { Executor } from "../transaction.server";
import { engine } from "./db.server";
import type { Database } from "./schema";
import { json } from "./values.server";

function onPostgres() {
  return engine() === "postgres";
}

/**
 * True when several app processes may share the database (PostgreSQL), so what they must agree on
 * is kept in it; false on SQLite, and while no database is open (start-up, some tests).
 */
export function sharedByProcesses(): boolean {
  try {
    return onPostgres();
  } catch {
    return false;
  }
}

/** How many write transactions may run at once, up to `wanted`: SQLite has one connection. */
export function concurrentWrites(wanted: number): number {
  return onPostgres() ? wanted : 1;
}

/** The query with its rows locked until the transaction ends (SELECT … FOR UPDATE on PostgreSQL). */
export function lockForUpdate<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
): SelectQueryBuilder<Database, TB, O> {
  return onPostgres() ? query.forUpdate() : query;
}

/** Locks one row by its id until the transaction ends: a second writer waits, then reads it anew. */
export async function lockRow(trx: Executor, table: "content", id: string): Promise<void> {
  if (onPostgres()) await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(trx);
}

/**
 * Locks an event's row, which holds its seats taken, until the transaction ends: two registrations
 * for the last seats take them one after the other (SELECT … FOR UPDATE on PostgreSQL; on SQLite
 * the transaction began with BEGIN IMMEDIATE and holds the write lock already).
 */
export async function lockEventSeats(trx: Executor, eventId: string): Promise<void> {
  if (onPostgres())
    await sql`select content_id from event where content_id = ${eventId} for update`.execute(trx);
}

/**
 * Keeps other writers off the table until the transaction ends (SHARE ROW EXCLUSIVE on PostgreSQL),
 * while readers go on reading.
 */
export async function lockTableForWrites(trx: Executor, table: "slide" | "gallery_item"): Promise<void> {
  if (onPostgres()) await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx);
}

/** An instant (ISO text) as a value in a VALUES list: PostgreSQL types the list from its text. */
export function instantValue(value: string): RawBuilder<unknown> {
  return onPostgres() ? sql`cast(${value} as timestamptz)` : sql`${value}`;
}

/**
 * A JSON column's value: PostgreSQL hands jsonb back parsed (a JSON string is already the string),
 * SQLite hands back the JSON text, which still needs parsing.
 */
export function jsonValue(value: unknown): unknown {
  return onPostgres() ? value : json<unknown>(value, undefined);
}

/** A time zone without daylight saving: its name (for PostgreSQL) and its offset (for SQLite). */
export type FixedTimeZone = { name: string; utcOffsetMs: number };

/** The local day ('yyyy-MM-dd') of an instant column in the zone. */
export function dayBucket(column: string, zone: FixedTimeZone): RawBuilder<string> {
  return localTimeText(column, zone, { postgres: "YYYY-MM-DD", sqlite: "%Y-%m-%d" });
}

/** The local hour ('yyyy-MM-ddTHH') of an instant column in the zone. */
export function hourBucket(column: string, zone: FixedTimeZone): RawBuilder<string> {
  return localTimeText(column, zone, { postgres: 'YYYY-MM-DD"T"HH24', sqlite: "%Y-%m-%dT%H" });
}

function localTimeText(
  column: string,
  zone: FixedTimeZone,
  format: { postgres: string; sqlite: string },
): RawBuilder<string> {
  const ref = sql.ref(column);
  if (onPostgres())
    return sql<string>`to_char(${ref} at time zone ${sql.lit(zone.name)}, ${sql.lit(format.postgres)})`;
  const shift = `+${zone.utcOffsetMs / 60_000} minutes`;
  return sql<string>`strftime(${sql.lit(format.sqlite)}, ${ref}, ${sql.lit(shift)})`;
}
