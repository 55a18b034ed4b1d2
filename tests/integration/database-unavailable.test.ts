// Real failures, told apart: a database that cannot be reached (a 503 and the last good page) from
// a fault in one query (a 500), on each engine, and the time limits a PostgreSQL pool runs with.

import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { POSTGRES_TIMEOUTS } from "~/server/db/connection.server";
import { db } from "~/server/db/db.server";
import { isDatabaseUnavailable } from "~/server/db/unavailable.server";
import { freePort } from "../support/app-server";
import { setupTestDatabase, testEngine } from "../support/test-database";

const database = setupTestDatabase();

async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected the work to fail");
}

describe("an unreachable database", () => {
  it("is a refused connection, also when wrapped as a cause", async () => {
    const client = new pg.Client({
      host: "127.0.0.1",
      port: await freePort(),
      connectionTimeoutMillis: 2000,
    });
    const refused = await failure(() => client.connect());
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed to get session", { cause: refused }))).toBe(true);
  });

  it("is not a fault in the query itself", async () => {
    expect(isDatabaseUnavailable(await failure(() => sql`select * from no_such_table`.execute(db())))).toBe(
      false,
    );
    const duplicate = await failure(() =>
      db()
        .insertInto("site_setting")
        .values([
          { key: "twice", value: '"a"', updated_at: new Date().toISOString(), updated_by: null },
          { key: "twice", value: '"b"', updated_at: new Date().toISOString(), updated_by: null },
        ])
        .execute(),
    );
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(new Error("Something else"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

// Each engine's own ways of being unreachable; the file runs once per engine, so both are covered.
const engineFailures = testEngine() === "postgres" ? postgresFailures : sqliteFailures;
describe(`${testEngine()}`, engineFailures);

function postgresFailures() {
  it("cancels a statement after POSTGRES_TIMEOUTS.statementMs, and that counts as unreachable", async () => {
    const seconds = POSTGRES_TIMEOUTS.statementMs / 1000 + 2;
    const started = Date.now();
    const cancelled = await failure(() => sql`select pg_sleep(${seconds})`.execute(db()));
    expect(Date.now() - started).toBeLessThan(seconds * 1000);
    expect((cancelled as { code?: string }).code).toBe("57014");
    expect(isDatabaseUnavailable(cancelled)).toBe(true);
    // The connection is still good.
    expect((await sql<{ one: number }>`select 1 as one`.execute(db())).rows).toEqual([{ one: 1 }]);
  });

  it("counts a connection ended by the server (admin shutdown) as unreachable", async () => {
    const terminated = await failure(() => sql`select pg_terminate_backend(pg_backend_pid())`.execute(db()));
    expect(isDatabaseUnavailable(terminated)).toBe(true);
    // The query right after may still meet the dying connection (and fail as unreachable, without
    // an uncaught error); the pool then drops it and the next one gets a new connection.
    let answer: unknown;
    for (let attempt = 0; attempt < 3 && answer === undefined; attempt++) {
      try {
        answer = (await sql<{ one: number }>`select 1 as one`.execute(db())).rows;
      } catch (error) {
        expect(isDatabaseUnavailable(error)).toBe(true);
      }
    }
    expect(answer).toEqual([{ one: 1 }]);
  });
}

function sqliteFailures() {
  it("counts a database held locked beyond its busy timeout as unreachable", async () => {
    const other = new DatabaseSync(path.join(database.dataDir, "school.db"));
    other.exec("begin immediate");
    try {
      const busy = await failure(() =>
        db()
          .insertInto("site_setting")
          .values({ key: "locked", value: '"a"', updated_at: new Date().toISOString(), updated_by: null })
          .execute(),
      );
      expect(isDatabaseUnavailable(busy)).toBe(true);
    } finally {
      other.exec("rollback");
      other.close();
    }
  });
}
