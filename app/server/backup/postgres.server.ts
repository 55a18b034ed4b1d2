// PostgreSQL: pg_dump makes the dump (custom format) inside a snapshot this module exports, and
// reads the tables' rows, the migrations and the media records in that very snapshot meanwhile,
// so the manifest describes exactly what the dump holds. pg_restore brings it back.
import pg from "pg";
import { BackupError } from "./backup-error.server";
import { RowChecksum } from "./checksum.server";
import { runPostgresTool } from "./postgres-tools.server";
import { type MediaRow, mediaFilePaths, type SnapshotContents } from "./snapshot.server";

/** Every value as PostgreSQL writes it as text, so checksums see exactly what is stored. */
const asText = { getTypeParser: () => (value: string) => value };
const FETCH_ROWS = 5_000;

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, types: asText });
  client.on("error", () => {}); // a dropped connection fails the query under way, which is enough
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to PostgreSQL: ${(error as Error).message}.`);
  }
  return client;
}

export async function postgresServerVersion(url: string): Promise<string> {
  const client = await connect(url);
  try {
    return String((await client.query("show server_version")).rows[0]?.server_version ?? "");
  } finally {
    await client.end();
  }
}

/** Dumps the database at `url` into `target` and describes the same snapshot. */
export async function snapshotPostgres(url: string, target: string): Promise<SnapshotContents> {
  const client = await connect(url);
  try {
    await client.query("begin isolation level repeatable read read only");
    await client.query("set local statement_timeout = 0");
    await client.query("set local idle_in_transaction_session_timeout = 0");
    const snapshot = String((await client.query("select pg_export_snapshot() as id")).rows[0].id);
    // pg_dump works in the exported snapshot; this transaction must stay open until it has begun,
    // and reads the same snapshot meanwhile.
    const [, contents] = await Promise.all([
      runPostgresTool("pg_dump", ["--format=custom", `--snapshot=${snapshot}`, `--file=${target}`], url),
      inspectWithin(client),
    ]);
    await client.query("commit");
    return contents;
  } finally {
    await client.end();
  }
}

/** Tables, row checksums, migrations and media files of the database at `url` as it is now. */
export async function inspectPostgres(url: string): Promise<SnapshotContents> {
  const client = await connect(url);
  try {
    await client.query("begin isolation level repeatable read read only");
    await client.query("set local statement_timeout = 0");
    const contents = await inspectWithin(client);
    await client.query("commit");
    return contents;
  } finally {
    await client.end();
  }
}

/** The names of the tables in the database's schemas (none: an empty database). */
export async function postgresTables(url: string): Promise<string[]> {
  const client = await connect(url);
  try {
    const result = await client.query(
      "select table_schema || '.' || table_name as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') order by 1",
    );
    return result.rows.map((row: { name: string }) => row.name);
  } finally {
    await client.end();
  }
}

export async function restorePostgres(dump: string, url: string) {
  await runPostgresTool(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", dump],
    url,
  );
}

async function inspectWithin(client: pg.Client): Promise<SnapshotContents> {
  const names = (
    await client.query(
      "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
    )
  ).rows.map((row: { name: string }) => row.name);
  const tables = [];
  for (const name of names) {
    const checksum = new RowChecksum();
    await client.query(`declare rows_of_table no scroll cursor for select * from ${quoted(name)}`);
    for (;;) {
      const batch = await client.query({ text: `fetch ${FETCH_ROWS} from rows_of_table`, rowMode: "array" });
      for (const row of batch.rows as unknown[][]) checksum.add(row);
      if (batch.rows.length < FETCH_ROWS) break;
    }
    await client.query("close rows_of_table");
    tables.push({ name, rows: checksum.rows, checksum: checksum.hex() });
  }
  const migrations = names.includes("kysely_migration")
    ? (await client.query("select name from kysely_migration order by name")).rows.map(
        (row: { name: string }) => row.name,
      )
    : [];
  const media = names.includes("media")
    ? ((await client.query("select id, storage_path, variants from media")).rows as MediaRow[])
    : [];
  return { tables, migrations, mediaFiles: mediaFilePaths(media) };
}

function quoted(name: string) {
  return `"${name.replaceAll('"', '""')}"`;
}
