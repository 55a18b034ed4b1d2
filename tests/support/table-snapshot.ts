// What a server has stored, reduced to a row count and a hash per table (SQLite file or PostgreSQL
// database) and a list of the files under DATA_DIR/uploads, so that a test can show that a run of
// refused requests changed nothing at all, and name what changed when it did.
import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";

export type StoredState = {
  tables: Record<string, { rows: number; hash: string }>;
  /** Each file under uploads/, with its size. */
  files: Record<string, number>;
};

function summary(rows: unknown[]) {
  const lines = rows.map((row) =>
    JSON.stringify(row, (_key, value) => (typeof value === "bigint" ? String(value) : value)),
  );
  lines.sort();
  return { rows: rows.length, hash: createHash("sha256").update(lines.join("\n")).digest("hex") };
}

function sqliteTables(dataDir: string) {
  const database = new DatabaseSync(path.join(dataDir, "school.db"), { readOnly: true });
  try {
    database.exec("pragma busy_timeout = 5000");
    const names = database
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all()
      .map((row) => String(row.name));
    return Object.fromEntries(
      names.map((name) => [name, summary(database.prepare(`select * from "${name}"`).all())]),
    );
  } finally {
    database.close();
  }
}

async function postgresTables(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: names } = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    const tables: StoredState["tables"] = {};
    for (const { name } of names)
      tables[name] = summary((await client.query(`select * from "${name}"`)).rows);
    return tables;
  } finally {
    await client.end();
  }
}

function filesUnder(root: string) {
  const files: Record<string, number> = {};
  const walk = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry);
      const stats = statSync(full, { throwIfNoEntry: false });
      if (stats?.isDirectory()) walk(full);
      else if (stats) files[path.relative(root, full)] = stats.size;
    }
  };
  walk(root);
  return files;
}

/** The stored state of a server on its DATA_DIR, and on PostgreSQL when given its URL. */
export async function storedState(place: { dataDir: string }, databaseUrl?: string): Promise<StoredState> {
  return {
    tables: databaseUrl ? await postgresTables(databaseUrl) : sqliteTables(place.dataDir),
    files: filesUnder(path.join(place.dataDir, "uploads")),
  };
}

/** What differs between two states, one line each ([] when nothing does), leaving out `ignoredTables`. */
export function stateChanges(
  before: StoredState,
  after: StoredState,
  ignoredTables: string[] = [],
): string[] {
  const changes: string[] = [];
  for (const name of new Set([...Object.keys(before.tables), ...Object.keys(after.tables)])) {
    if (ignoredTables.includes(name)) continue;
    const was = before.tables[name];
    const is = after.tables[name];
    if (was?.hash !== is?.hash)
      changes.push(`table ${name}: ${was?.rows ?? "none"} rows → ${is?.rows ?? "none"}, contents changed`);
  }
  for (const file of new Set([...Object.keys(before.files), ...Object.keys(after.files)])) {
    if (before.files[file] !== after.files[file])
      changes.push(
        `file uploads/${file}: ${before.files[file] ?? "absent"} → ${after.files[file] ?? "absent"} bytes`,
      );
  }
  return changes;
}

/** The first row's value of each query, on the server's SQLite file or PostgreSQL database. */
export async function firstValues<Key extends string>(
  place: { dataDir: string },
  databaseUrl: string | undefined,
  queries: Record<Key, string>,
): Promise<Partial<Record<Key, string>>> {
  const values: Partial<Record<Key, string>> = {};
  const keys = Object.keys(queries) as Key[];
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const key of keys) {
        const row = (await client.query(queries[key])).rows[0];
        if (row) values[key] = String(Object.values(row)[0]);
      }
    } finally {
      await client.end();
    }
    return values;
  }
  const database = new DatabaseSync(path.join(place.dataDir, "school.db"), { readOnly: true });
  try {
    for (const key of keys) {
      const row = database.prepare(queries[key]).get();
      if (row) values[key] = String(Object.values(row)[0]);
    }
  } finally {
    database.close();
  }
  return values;
}
