import type { Config } from "../config.server";
import { startupStep } from "../startup-trace.server";
import { type DB, type Engine, type OpenDatabase, openDatabase } from "./connection.server";
import { migrateToLatest } from "./migrate.server";

export type { DB, Engine };

let current: OpenDatabase | undefined;

/** Opens the database and migrates it. Called once at start-up (and by tests and commands). */
export async function initDatabase(database: Config["database"]) {
  if (current) return current;
  const opened = await startupStep("database opened", () => openDatabase(database));
  try {
    await startupStep("migrations", () => migrateToLatest(opened.db));
  } catch (error) {
    await opened.close();
    throw error;
  }
  current = opened;
  return opened;
}

/** The open database. Domain modules call this; it throws if start-up has not opened one. */
export function db(): DB {
  if (!current) throw new Error("The database is not open yet.");
  return current.db;
}

export function engine(): Engine {
  if (!current) throw new Error("The database is not open yet.");
  return current.engine;
}

export async function closeDatabase() {
  const closing = current;
  current = undefined;
  await closing?.close();
}
