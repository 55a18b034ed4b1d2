// Work that several app processes on one PostgreSQL database must not do at the same moment, such
// as start-up's first admin and demo content: each would find the database empty and add its own.
// A PostgreSQL advisory lock, held on one connection of the pool while the work runs on others,
// lets one process do it while the others wait and then find it done. SQLite is one process.
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { db } from "./db.server";
import { sharedByProcesses } from "./dialect.server";

/** How often a waiting process asks again (a blocking lock would run into statement_timeout). */
const RETRY_MS = 200;
const GIVE_UP_MS = 10 * 60_000;

/** Runs `work` while no other process runs work under the same name. */
export async function oneProcessAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!sharedByProcesses()) return work();
  return db()
    .connection()
    .execute(async (connection) => {
      const started = Date.now();
      for (;;) {
        const { rows } = await sql<{ locked: boolean }>`
          select pg_try_advisory_lock(hashtext(${name})) as locked`.execute(connection);
        if (rows[0]?.locked) break;
        if (Date.now() - started > GIVE_UP_MS)
          throw new Error(`Another process has held the "${name}" lock for over 10 minutes.`);
        await sleep(RETRY_MS);
      }
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(connection);
      }
    });
}
