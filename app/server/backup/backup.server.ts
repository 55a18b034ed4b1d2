// `npm run backup -- <folder>`: a consistent copy of the database and of the files its media
// records name, made while the server runs, with the same settings as the server.
//
// The database is snapshotted first, then the files it names are copied. Files are never rewritten
// under the same name (every upload gets a new one) and an upload stores its files before it writes
// its record, so every file the snapshot names is already there, with its final bytes. Only a
// delete can take one away between the snapshot and the copy (a media record is deleted first, its
// files right after): then the snapshot is taken again, keeping the files already copied, and after
// a few tries the backup fails and names the files, rather than keep a record without its file.
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import packageJson from "../../../package.json" with { type: "json" };
import type { Config } from "../config.server";
import type { FileStore } from "../storage/file-store.server";
import { BackupError } from "./backup-error.server";
import { sha256OfFile } from "./checksum.server";
import { copyFilesOut, fileSize, removeCopiedFile } from "./files.server";
import {
  DATABASE_FILES,
  FILES_FOLDER,
  type FileEntry,
  type Manifest,
  newManifestHeader,
  writeManifest,
} from "./manifest.server";
import { postgresServerVersion, snapshotPostgres } from "./postgres.server";
import { postgresToolVersion } from "./postgres-tools.server";
import type { SnapshotContents } from "./snapshot.server";
import { inspectSqlite, snapshotSqlite } from "./sqlite.server";

export const BACKUP_ATTEMPTS = 3;

export type BackupOptions = {
  /** The folder to write: missing or empty. */
  target: string;
  settings: Pick<Config, "database" | "storageDriver">;
  store: FileStore;
  attempts?: number;
};

export async function createBackup(options: BackupOptions): Promise<Manifest> {
  const started = performance.now();
  const createdAt = new Date().toISOString();
  const target = path.resolve(options.target);
  const createdFolder = await prepareTarget(target);
  const { database } = options.settings;
  const databaseFile = path.join(target, DATABASE_FILES[database.kind]);
  const filesFolder = path.join(target, FILES_FOLDER);
  try {
    const copied = new Map<string, FileEntry>();
    const attempts = options.attempts ?? BACKUP_ATTEMPTS;
    for (let attempt = 1; ; attempt++) {
      await rm(databaseFile, { force: true });
      const contents = await snapshot(database, databaseFile);
      const outcome = await copyFilesOut(options.store, contents.mediaFiles, filesFolder, copied);
      for (const entry of outcome.copied) copied.set(entry.path, entry);
      if (outcome.missing.length === 0) {
        // Files of an earlier attempt's snapshot that this one no longer names (deleted meanwhile).
        const named = new Set(contents.mediaFiles);
        for (const filePath of copied.keys())
          if (!named.has(filePath)) await removeCopiedFile(filesFolder, filePath);
        const manifest: Manifest = {
          ...newManifestHeader(),
          createdAt,
          app: { name: packageJson.name, version: packageJson.version },
          engine: database.kind,
          migrations: { latest: contents.migrations.at(-1) ?? null, applied: contents.migrations },
          database: {
            file: DATABASE_FILES[database.kind],
            bytes: await fileSize(databaseFile),
            sha256: await sha256OfFile(databaseFile),
            ...(database.kind === "postgres"
              ? {
                  serverVersion: await postgresServerVersion(database.url),
                  tool: await postgresToolVersion("pg_dump"),
                }
              : {}),
          },
          tables: contents.tables,
          storage: {
            driver: options.settings.storageDriver,
            files: outcome.copied.length,
            bytes: outcome.copied.reduce((sum, file) => sum + file.bytes, 0),
          },
          files: outcome.copied,
          attempts: attempt,
          durationMs: Math.round(performance.now() - started),
        };
        await writeManifest(target, manifest);
        return manifest;
      }
      if (attempt >= attempts) {
        const listed = outcome.missing.slice(0, 10).join(", ");
        throw new BackupError(
          `${outcome.missing.length} file(s) that media records name are missing from the file store (${listed}${outcome.missing.length > 10 ? ", …" : ""}), in ${attempts} snapshots in a row. A backup without them would restore records whose files are gone: check the store (STORAGE_DRIVER, DATA_DIR or the bucket). Nothing was kept.`,
        );
      }
    }
  } catch (error) {
    await emptyTarget(target, createdFolder);
    throw error;
  }
}

async function snapshot(database: Config["database"], file: string): Promise<SnapshotContents> {
  if (database.kind === "postgres") return snapshotPostgres(database.url, file);
  await snapshotSqlite(database.file, file);
  return inspectSqlite(file);
}

/** Creates the folder or accepts an empty one; true when it was created here. */
async function prepareTarget(target: string): Promise<boolean> {
  let entries: string[];
  try {
    entries = await readdir(target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") {
      await mkdir(target, { recursive: true });
      return true;
    }
    if (code === "ENOTDIR")
      throw new BackupError(`${target} is a file, not a folder: give a new or empty folder.`);
    throw new BackupError(`Cannot read the folder ${target}: ${(error as Error).message}.`);
  }
  if (entries.length > 0) {
    throw new BackupError(
      `${target} is not empty (${entries.length} entr${entries.length === 1 ? "y" : "ies"}): a backup goes into a new or empty folder, so it never mixes with or overwrites another. Nothing was written.`,
    );
  }
  return false;
}

/** After a failure: the folder as it was before (removed when this backup made it). */
async function emptyTarget(target: string, created: boolean) {
  if (created) {
    await rm(target, { recursive: true, force: true });
    return;
  }
  for (const entry of await readdir(target).catch(() => [] as string[]))
    await rm(path.join(target, entry), { recursive: true, force: true });
}
