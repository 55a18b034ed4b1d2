import { DatabaseSync } from "node:sqlite";
import { NodeSqliteDialect } from "@better-auth/kysely-adapter/node-sqlite-dialect";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresDialect,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import pg from "pg";
import {
  invalidatePublicPages,
  publicPagesInvalidator,
  writesPublicTable,
} from "../cache/render-cache.server";
import { type Config, ConfigError } from "../config.server";
import type { Database } from "./schema";

export type Engine = "sqlite" | "postgres";
export type DB = Kysely<Database>;

export type OpenDatabase = { db: DB; engine: Engine; close: () => Promise<void> };

/**
 * PostgreSQL time limits: a server that is down, frozen or out of connections must not hold a
 * request for long (docs/decisions/011-database-outage-and-cache-keys.md). The server cancels a
 * statement itself after `statementMs`, keeping the connection; `queryMs` is the client's own
 * limit for a server that does not answer at all.
 */
export const POSTGRES_TIMEOUTS = { connectMs: 3_000, statementMs: 5_000, queryMs: 6_000 } as const;

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
    dialect: withParameters(
      withImmediateTransactions(withTransactionalDdl(new NodeSqliteDialect({ database: sqlite }))),
      toSqliteValue,
    ),
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
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
    keepAlive: true,
  });
  // A dropped idle connection must not take the process down.
  pool.on("error", () => {});
  // Nor one dropped while it runs a query (a server shutting down): that query fails, the pool
  // discards the connection, and the client's own "error" event must not go unheard.
  pool.on("connect", (client) => client.on("error", () => {}));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new ConfigError(`Cannot connect to PostgreSQL at ${redact(url)}: ${(error as Error).message}.`);
  }
  const db = new Kysely<Database>({
    dialect: withParameters(new PostgresDialect({ pool }), withoutNul),
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
 * SQLite runs schema changes inside transactions, which Kysely's SQLite adapters do not claim. Said
 * here, the migrator applies the pending migrations in one transaction: all or none, and one sync
 * to disk instead of one per statement (most of a first start's migrating time).
 */
function withTransactionalDdl(inner: Dialect): Dialect {
  return {
    createAdapter: () =>
      Object.create(inner.createAdapter(), { supportsTransactionalDdl: { get: () => true } }),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createDriver: () => inner.createDriver(),
  };
}

/**
 * Transactions that take SQLite's write lock when they begin (BEGIN IMMEDIATE), not at their first
 * write: a transaction that reads a count and then writes by it (seats taken, issue 29) cannot
 * have another process's write slip in between, and never fails upgrading its lock mid-way. In
 * this process there is one connection, so transactions run one at a time anyway.
 */
function withImmediateTransactions(inner: Dialect): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createDriver: () => {
      const driver = inner.createDriver();
      return {
        init: () => driver.init(),
        acquireConnection: () => driver.acquireConnection(),
        beginTransaction: async (connection) => {
          await connection.executeQuery(CompiledQuery.raw("begin immediate"));
        },
        commitTransaction: (connection) => driver.commitTransaction(connection),
        rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
        releaseConnection: (connection) => driver.releaseConnection(connection),
        destroy: () => driver.destroy(),
      };
    },
  };
}

/** A dialect whose every bound parameter passes through `map` first. */
function withParameters(inner: Dialect, map: (value: unknown) => unknown): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createDriver: () => wrapDriver(inner.createDriver(), map),
  };
}

/**
 * The driver with its parameters mapped, and one more duty: a transaction that wrote a table public
 * pages read empties the render cache again once it commits. The Kysely plugin empties it around
 * each statement, but on PostgreSQL a page drawn from another connection between the statement and
 * the commit still sees the old rows; without this it would be kept as if it were new.
 */
function wrapDriver(driver: Driver, map: (value: unknown) => unknown): Driver {
  const proxies = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const originals = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const inTransaction = new WeakSet<DatabaseConnection>();
  const wrotePublicTables = new WeakSet<DatabaseConnection>();
  const wrap = (connection: DatabaseConnection) => {
    let proxy = proxies.get(connection);
    if (!proxy) {
      proxy = {
        executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
          if (inTransaction.has(connection) && writesPublicTable(query.query))
            wrotePublicTables.add(connection);
          return connection.executeQuery<R>({ ...query, parameters: query.parameters.map(map) });
        },
        streamQuery: <R>(query: CompiledQuery, chunkSize: number) =>
          connection.streamQuery<R>({ ...query, parameters: query.parameters.map(map) }, chunkSize),
      };
      proxies.set(connection, proxy);
      originals.set(proxy, connection);
    }
    return proxy;
  };
  // The inner driver gets back its own connection object (pg's driver releases it by a private method).
  const unwrap = (connection: DatabaseConnection) => originals.get(connection) ?? connection;
  const endTransaction = (connection: DatabaseConnection) => {
    inTransaction.delete(connection);
    const wrote = wrotePublicTables.has(connection);
    wrotePublicTables.delete(connection);
    return wrote;
  };
  return {
    init: () => driver.init(),
    acquireConnection: async () => wrap(await driver.acquireConnection()),
    beginTransaction: async (connection, settings: TransactionSettings) => {
      await driver.beginTransaction(unwrap(connection), settings);
      inTransaction.add(unwrap(connection));
    },
    commitTransaction: async (connection) => {
      await driver.commitTransaction(unwrap(connection));
      if (endTransaction(unwrap(connection))) invalidatePublicPages();
    },
    rollbackTransaction: async (connection) => {
      endTransaction(unwrap(connection));
      await driver.rollbackTransaction(unwrap(connection));
    },
    savepoint: driver.savepoint
      ? (connection, name, compile) => driver.savepoint!(unwrap(connection), name, compile)
      : undefined,
    rollbackToSavepoint: driver.rollbackToSavepoint
      ? (connection, name, compile) => driver.rollbackToSavepoint!(unwrap(connection), name, compile)
      : undefined,
    releaseSavepoint: driver.releaseSavepoint
      ? (connection, name, compile) => driver.releaseSavepoint!(unwrap(connection), name, compile)
      : undefined,
    releaseConnection: (connection) => driver.releaseConnection(unwrap(connection)),
    destroy: () => driver.destroy(),
  };
}

/**
 * PostgreSQL refuses text holding a NUL character (and the request fails), while SQLite stores it.
 * No one types NUL; it only arrives from a crafted request. It is dropped from every bound string
 * on both engines, so they keep the same values and such a request never becomes a fault.
 */
function withoutNul(value: unknown): unknown {
  return typeof value === "string" && value.includes("\0") ? value.replaceAll("\0", "") : value;
}

/**
 * node:sqlite binds only numbers, strings, bigints, buffers and null. The application passes
 * booleans and Dates the same way on both engines, so they are turned into 1/0 and ISO text here.
 */
function toSqliteValue(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return withoutNul(value);
}
