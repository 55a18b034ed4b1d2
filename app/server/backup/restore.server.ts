// `npm run restore -- <folder>`: a backup brought back into an empty DATA_DIR (SQLite) or an empty
// PostgreSQL database, and an empty file store, with the same settings as the server. It never
// overwrites: a target holding a database or stored files is refused before anything is written.
// Everything restored is checked against the manifest: each file's checksum, and each table's rows
// and their checksum. On SQLite the database file is put in place only once it has passed.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.server";
import { migrations as knownMigrations } from "../db/migrations";
import type { FileStore } from "../storage/file-store.server";
import { BackupError } from "./backup-error.server";
import { sha256OfFile } from "./checksum.server";
import { filesNotMatching, firstStoredFile, putFilesBack } from "./files.server";
import { FILES_FOLDER, type Manifest, readManifest } from "./manifest.server";
import { inspectPostgres, postgresTables, restorePostgres } from "./postgres.server";
import { tableDifferences } from "./snapshot.server";
import { inspectSqlite } from "./sqlite.server";

export type RestoreOptions = {
  source: string;
  settings: Pick<Config, "database" | "dataDir">;
  store: FileStore;
};

export type RestoreResult = { manifest: Manifest; databasePlace: string };

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const source = path.resolve(options.source);
  const manifest = await readManifest(source);
  const { database } = options.settings;
  if (manifest.engine !== database.kind) {
    throw new BackupError(
      `This backup is of a ${engineName(manifest.engine)} database and the configuration names ${engineName(database.kind)} (${database.kind === "postgres" ? "DATABASE_URL is set" : "DATABASE_URL is not set"}): a backup is restored into the engine it was made from.`,
    );
  }
  const unknown = manifest.migrations.applied.filter((name) => !(name in knownMigrations));
  if (unknown.length > 0) {
    throw new BackupError(
      `This backup was made by a newer version of the website (migration ${unknown.join(", ")} is unknown here): restore it with that version or a later one.`,
    );
  }
  const dump = path.join(source, manifest.database.file);
  if (!existsSync(dump)) throw new BackupError(`${dump} is missing: the backup is incomplete.`);
  if ((await sha256OfFile(dump)) !== manifest.database.sha256)
    throw new BackupError(`${dump} does not match its checksum in the manifest: the backup is damaged.`);

  await refuseUnlessEmpty(database, options.store);

  const restoredFiles: string[] = [];
  let temporaryDatabase: string | undefined;
  try {
    await putFilesBack(options.store, manifest.files, path.join(source, FILES_FOLDER), restoredFiles);
    const wrongFiles = await filesNotMatching(options.store, manifest.files);
    if (wrongFiles.length > 0)
      throw new BackupError(
        `Restored files read back with other bytes: ${wrongFiles.slice(0, 10).join(", ")}.`,
      );

    if (database.kind === "sqlite") {
      temporaryDatabase = path.join(
        path.dirname(database.file),
        `.${path.basename(database.file)}.${randomBytes(6).toString("hex")}.restoring`,
      );
      await copyFile(dump, temporaryDatabase);
      checkTables(manifest, inspectSqlite(temporaryDatabase).tables);
      await rename(temporaryDatabase, database.file);
      temporaryDatabase = undefined;
      return { manifest, databasePlace: database.file };
    }
    await restorePostgres(dump, database.url);
    checkTables(manifest, (await inspectPostgres(database.url)).tables, {
      after: "The database now holds what was restored: empty it (drop and create it) before trying again.",
    });
    return { manifest, databasePlace: redacted(database.url) };
  } catch (error) {
    if (temporaryDatabase) await rm(temporaryDatabase, { force: true });
    await options.store.removeMany(restoredFiles).catch(() => {});
    throw error;
  }
}

function checkTables(manifest: Manifest, found: Manifest["tables"], note: { after?: string } = {}) {
  const problems = tableDifferences(manifest.tables, found);
  if (problems.length > 0)
    throw new BackupError(
      `The restored database does not match the backup's manifest: ${problems.slice(0, 5).join("; ")}.${note.after ? ` ${note.after}` : ""}`,
    );
}

/** Nothing is written unless both the database and the file store are empty. */
async function refuseUnlessEmpty(database: Config["database"], store: FileStore) {
  if (database.kind === "sqlite") {
    const present = ["", "-wal", "-shm", "-journal"]
      .map((suffix) => `${database.file}${suffix}`)
      .find((file) => existsSync(file));
    if (present)
      throw new BackupError(
        `${present} exists: a restore goes into an empty DATA_DIR and never overwrites a database. Stop the server, and give DATA_DIR a new folder (or move the old one away). Nothing was changed.`,
      );
  } else {
    const tables = await postgresTables(database.url);
    if (tables.length > 0)
      throw new BackupError(
        `The PostgreSQL database at ${redacted(database.url)} is not empty (${tables.length} table${tables.length === 1 ? "" : "s"}, such as ${tables[0]}): a restore goes into an empty database and never overwrites one. Create a new database (createdb) and point DATABASE_URL at it. Nothing was changed.`,
      );
  }
  const stored = await firstStoredFile(store);
  if (stored)
    throw new BackupError(
      `The file store already holds files (such as ${stored}): a restore goes into an empty store and never overwrites uploads. Nothing was changed.`,
    );
}

function engineName(kind: "sqlite" | "postgres") {
  return kind === "sqlite" ? "SQLite" : "PostgreSQL";
}

function redacted(url: string) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
}
