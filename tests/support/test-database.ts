// A fresh, migrated database for one integration test file, on the engine the project run chose.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type Config, readConfig, setConfig } from "~/server/config.server";
import { closeDatabase, initDatabase } from "~/server/db/db.server";

export type TestDatabase = { engine: "sqlite" | "postgres"; dataDir: string; config: Config };

export function testEngine(): "sqlite" | "postgres" {
  return process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "sqlite";
}

/** Opens a new empty database before the file's tests and removes it afterwards. */
export function setupTestDatabase(): TestDatabase {
  const state = {} as TestDatabase;
  let dropPostgres: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "school-test-"));
    const env: NodeJS.ProcessEnv = {
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      SEED_DEMO_CONTENT: "false",
    };
    if (testEngine() === "postgres") {
      const serverUrl = process.env.TEST_DATABASE_URL;
      if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set: run the suite through `npm test`.");
      const name = `school_test_${randomBytes(6).toString("hex")}`;
      await adminQuery(serverUrl, `create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      dropPostgres = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    }
    const config = readConfig(env);
    setConfig(config);
    await initDatabase(config.database);
    Object.assign(state, { engine: testEngine(), dataDir, config });
  });

  afterAll(async () => {
    await closeDatabase();
    await dropPostgres?.();
    if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
  });

  return state;
}

/** One statement on a PostgreSQL server as its admin (creating or dropping a test database). */
export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
