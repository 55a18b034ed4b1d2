// The shell side of backups (bin/backup.ts, bin/restore.ts): arguments in, readable lines out. They
// read the configuration as the server does (config.server.ts: DATA_DIR, DATABASE_URL, the storage
// settings) but never open the database through the application, which would migrate it.
import { parseArgs } from "node:util";
import { formatFileSize } from "~/lib/file-size";
import { ConfigError, config } from "../config.server";
import { createFileStore, type FileStore } from "../storage/file-store.server";
import { createBackup } from "./backup.server";
import { BackupError } from "./backup-error.server";
import type { Manifest } from "./manifest.server";
import { restoreBackup } from "./restore.server";

export type CommandResult = { ok: boolean; lines: string[] };

export const BACKUP_USAGE = `Usage:
  npm run backup -- <folder>
Copies the database and the stored files its media records name into <folder> (new or empty),
consistently, while the site keeps serving: SQLite through its online backup API, PostgreSQL with
pg_dump. Uses the server's settings (DATA_DIR, DATABASE_URL, STORAGE_DRIVER and S3_*). Writes
<folder>/manifest.json last: versions, row counts and checksums per table, every file's sha256.`;

export const RESTORE_USAGE = `Usage:
  npm run restore -- <folder>
Brings the backup in <folder> back into an empty DATA_DIR (SQLite) or an empty PostgreSQL database
(DATABASE_URL) and an empty file store, then checks every table and file against the manifest. It
refuses a target that holds a database or files. Stop the server first, start it afterwards.`;

function folderArgument(argv: string[], usage: string): { folder?: string; result?: CommandResult } {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { help: { type: "boolean", default: false } },
      allowPositionals: true,
    });
    if (values.help) return { result: { ok: true, lines: [usage] } };
    if (positionals.length !== 1)
      return { result: { ok: false, lines: ["Give exactly one folder.", usage] } };
    return { folder: positionals[0] };
  } catch (error) {
    return { result: { ok: false, lines: [(error as Error).message, usage] } };
  }
}

export async function runBackupCommand(
  argv: string[],
  options: { store?: FileStore } = {},
): Promise<CommandResult> {
  const { folder, result } = folderArgument(argv, BACKUP_USAGE);
  if (!folder) return result!;
  return explained(async () => {
    const settings = config();
    const manifest = await createBackup({
      target: folder,
      settings,
      store: options.store ?? createFileStore(),
    });
    return [
      `Backed up the ${databaseSummary(manifest)} and ${filesSummary(manifest)} to ${folder} in ${seconds(manifest.durationMs)}.`,
      ...(manifest.attempts > 1
        ? [`Files were deleted while it ran, so the snapshot was taken ${manifest.attempts} times.`]
        : []),
      `Version ${manifest.app.version}, migration ${manifest.migrations.latest ?? "none"}; details in ${folder}/manifest.json.`,
    ];
  });
}

export async function runRestoreCommand(
  argv: string[],
  options: { store?: FileStore } = {},
): Promise<CommandResult> {
  const { folder, result } = folderArgument(argv, RESTORE_USAGE);
  if (!folder) return result!;
  return explained(async () => {
    const settings = config();
    const started = performance.now();
    const { manifest, databasePlace } = await restoreBackup({
      source: folder,
      settings,
      store: options.store ?? createFileStore(),
    });
    return [
      `Restored the ${databaseSummary(manifest)} into ${databasePlace}: every table's row count and checksum match the manifest.`,
      `Restored ${filesSummary(manifest)} into the ${settings.storageDriver === "s3" ? `bucket ${settings.s3?.bucket}` : `folder ${settings.uploadsDir}`}: every sha256 matches.`,
      `The backup was made ${manifest.createdAt} by version ${manifest.app.version} at migration ${manifest.migrations.latest ?? "none"}; done in ${seconds(performance.now() - started)}.`,
      "Sessions need the same auth secret as before (AUTH_SECRET, or DATA_DIR/auth-secret, which a backup does not hold); without it staff sign in again.",
    ];
  });
}

async function explained(work: () => Promise<string[]>): Promise<CommandResult> {
  try {
    return { ok: true, lines: await work() };
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError)
      return { ok: false, lines: [error.message] };
    throw error;
  }
}

function databaseSummary(manifest: Manifest) {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const engine = manifest.engine === "sqlite" ? "SQLite" : "PostgreSQL";
  return `${engine} database (${manifest.tables.length} tables, ${rows.toLocaleString("en")} rows, ${formatFileSize(manifest.database.bytes)} ${manifest.engine === "sqlite" ? "file" : "dump"})`;
}

function filesSummary(manifest: Manifest) {
  const count = manifest.files.length;
  return `${count.toLocaleString("en")} stored file${count === 1 ? "" : "s"} (${formatFileSize(manifest.storage.bytes)})`;
}

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** What bin/backup.ts and bin/restore.ts do around a command: print its lines and set the exit code. */
export async function runShellCommand(command: (argv: string[]) => Promise<CommandResult>) {
  try {
    const result = await command(process.argv.slice(2));
    for (const line of result.lines) (result.ok ? console.log : console.error)(line);
    process.exitCode = result.ok ? 0 : 1;
  } catch (error) {
    console.error(`Failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
