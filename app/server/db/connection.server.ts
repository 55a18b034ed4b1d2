import { DatabaseSync } from "node:sqlite";
import { NodeSqliteDialect } from "@better-auth/kysely-adapter/node-sqlite-dialect";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresDialect,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import pg from "pg";
import { publicPagesInvalidator } from "../cache.server";
import { type Config, ConfigError } from "../config.server";
import type { Database } from "./schema";

export type Engine = "sqlite" | "postgres";
export type DB = Kysely<Database>;

export type OpenDatabase = { db: DB; engine: Engine; close: () => Promise<void> };

/** Opens the configured database; SQLite unless DATABASE_URL points at PostgreSQL. */
export async function openDatabase(database: Config["database"]): Promise<OpenDatabase> {
  if (database.kind === "postgres") return openPostgres(database.url);
  return openSqlite(database.file);
}

function openSqlite(file: string): OpenDatabase {
  let sqlite: DatabaseSync;
  try {
    sqlite = new DatabaseSync(file, { timeout: 5000 });
    sqlite.exec("PRAGMA journal_mode = WAL");
    sqlite.exec("PRAGMA synchronous = FULL");
    sqlite.exec("PRAGMA foreign_keys = ON");
    sqlite.exec("PRAGMA busy_timeout = 5000");
  } catch (error) {
    throw new ConfigError(`Cannot open the SQLite database at ${file}: ${(error as Error).message}.`);
  }
  const db = new Kysely<Database>({
    dialect: sqliteValues(new NodeSqliteDialect({ database: sqlite })),
    plugins: [publicPagesInvalidator],
  });
  return {
    db,
    engine: "sqlite",
    close: async () => {
      await db.destroy();
    },
  };
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A dropped idle connection must not take the process down.
  pool.on("error", () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new ConfigError(`Cannot connect to PostgreSQL at ${redact(url)}: ${(error as Error).message}.`);
  }
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [publicPagesInvalidator],
  });
  return {
    db,
    engine: "postgres",
    close: async () => {
      await db.destroy();
    },
  };
}

function redact(url: string) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
}

/**
 * node:sqlite binds only numbers, strings, bigints, buffers and null. The application passes
 * booleans and Dates the same way on both engines, so they are turned into 1/0 and ISO text here.
 */
function sqliteValues(inner: Dialect): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createDriver: () => wrapDriver(inner.createDriver()),
  };
}

function wrapDriver(driver: Driver): Driver {
  const wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const wrap = (connection: DatabaseConnection) => {
    let proxy = wrapped.get(connection);
    if (!proxy) {
      proxy = {
        executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> =>
          connection.executeQuery<R>({ ...query, parameters: query.parameters.map(toSqliteValue) }),
        streamQuery: <R>(query: CompiledQuery, chunkSize: number) =>
          connection.streamQuery<R>({ ...query, parameters: query.parameters.map(toSqliteValue) }, chunkSize),
      };
      wrapped.set(connection, proxy);
    }
    return proxy;
  };
  return {
    init: () => driver.init(),
    acquireConnection: async () => wrap(await driver.acquireConnection()),
    beginTransaction: (connection: DatabaseConnection, settings: TransactionSettings) =>
      driver.beginTransaction(unwrap(connection), settings),
    commitTransaction: (connection: DatabaseConnection) => driver.commitTransaction(unwrap(connection)),
    rollbackTransaction: (connection: DatabaseConnection) => driver.rollbackTransaction(unwrap(connection)),
    releaseConnection: (connection: DatabaseConnection) => driver.releaseConnection(unwrap(connection)),
    destroy: () => driver.destroy(),
  };
  function unwrap(connection: DatabaseConnection): DatabaseConnection {
    // The inner driver ignores which connection object it gets (one connection, guarded by a mutex).
    return connection;
  }
}

function toSqliteValue(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}
