import type { Kysely } from "kysely";
import { db } from "./db/db.server";
import type { Database } from "./db/schema";

/** The database or an open transaction on it; commands accept either. */
export type Executor = Kysely<Database>;

/** Runs the work in the caller's transaction when there is one, else in a new one. */
export function inTransaction<T>(work: (trx: Executor) => Promise<T>, executor: Executor = db()): Promise<T> {
  return executor.isTransaction ? work(executor) : executor.transaction().execute(work);
}
