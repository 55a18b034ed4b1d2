// SQLite: the snapshot is made with SQLite's online backup API while the server keeps writing. The
// live file is never copied as a file: with WAL, recent commits live in school.db-wal until a
// checkpoint, and a copy of school.db alone (or of both, taken at different moments) loses them.
import { existsSync } from "node:fs";
import { backup, DatabaseSync } from "node:sqlite";
import { BackupError } from "./backup-error.server";
import { RowChecksum } from "./checksum.server";
import { type MediaRow, mediaFilePaths, type SnapshotContents } from "./snapshot.server";

/**
 * Pages copied per step. SQLite restarts a backup whose source another connection (the server)
 * writes between two steps, so under steady writes a small step might never finish: one step
 * copies the whole database inside a single read transaction, which in WAL mode blocks no writer.
 */
const ALL_PAGES_AT_ONCE = 2 ** 31 - 1;

/** Copies the live database at `liveFile` into `target` as one consistent snapshot. */
export async function snapshotSqlite(liveFile: string, target: string): Promise<void> {
  if (!existsSync(liveFile)) {
    throw new BackupError(`There is no database at ${liveFile}: check DATA_DIR (the server's setting).`);
  }
  const live = new DatabaseSync(liveFile, { timeout: 5_000 });
  try {
    await backup(live, target, { rate: ALL_PAGES_AT_ONCE });
  } finally {
    live.close();
  }
  // The copy carries the live file's WAL mode; a backup is one self-contained file instead. The
  // server turns WAL on again when it opens a restored copy.
  const copy = new DatabaseSync(target);
  try {
    copy.exec("PRAGMA journal_mode = DELETE");
  } finally {
    copy.close();
  }
}

/** Tables, row checksums, migrations and media files of a database file (a snapshot or a restored copy). */
export function inspectSqlite(file: string): SnapshotContents {
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    const names = (
      database
        .prepare(
          "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
        )
        .all() as { name: string }[]
    ).map((row) => row.name);
    const tables = names.map((name) => {
      const checksum = new RowChecksum();
      const statement = database.prepare(`select * from ${quoted(name)}`);
      statement.setReturnArrays(true);
      for (const row of statement.iterate()) checksum.add(row as unknown as unknown[]);
      return { name, rows: checksum.rows, checksum: checksum.hex() };
    });
    const migrations = names.includes("kysely_migration")
      ? (database.prepare("select name from kysely_migration order by name").all() as { name: string }[]).map(
          (row) => row.name,
        )
      : [];
    const media = names.includes("media")
      ? (database.prepare("select id, storage_path, variants from media").all() as MediaRow[])
      : [];
    return { tables, migrations, mediaFiles: mediaFilePaths(media) };
  } finally {
    database.close();
  }
}

function quoted(name: string) {
  return `"${name.replaceAll('"', '""')}"`;
}
