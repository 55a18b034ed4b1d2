// The backup's manifest.json: what the folder holds and what a restore must find again. It is
// written last, so a folder without one is a backup that did not finish.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { BackupError } from "./backup-error.server";

export const MANIFEST_FILE = "manifest.json";
/** The database inside a backup folder, per engine. */
export const DATABASE_FILES = { sqlite: "database.sqlite", postgres: "database.pgdump" } as const;
/** Stored files keep their storage paths under this folder. */
export const FILES_FOLDER = "files";

const MANIFEST_FORMAT = "school-website-backup";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  app: z.object({ name: z.string(), version: z.string() }),
  engine: z.enum(["sqlite", "postgres"]),
  /** The last migration applied in the backed-up database, and all of them in order. */
  migrations: z.object({ latest: z.string().nullable(), applied: z.array(z.string()) }),
  database: z.object({
    file: z.string(),
    bytes: z.number().int().nonnegative(),
    sha256,
    /** PostgreSQL: the server's version and the pg_dump that made the dump. */
    serverVersion: z.string().optional(),
    tool: z.string().optional(),
  }),
  /** Every table: its rows, and a checksum of their values that does not depend on their order. */
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().nonnegative(), checksum: z.string() })),
  storage: z.object({ driver: z.enum(["local", "s3"]), files: z.number().int(), bytes: z.number().int() }),
  files: z.array(z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256 })),
  /** How many times the snapshot was taken: more than one when a file was deleted meanwhile. */
  attempts: z.number().int().positive(),
  durationMs: z.number().nonnegative(),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableSummary = Manifest["tables"][number];
export type FileEntry = Manifest["files"][number];

export function newManifestHeader() {
  return { format: MANIFEST_FORMAT, formatVersion: 1 } as const;
}

export async function writeManifest(folder: string, manifest: Manifest) {
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The folder's manifest, checked; a clear BackupError when it is missing or not ours. */
export async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new BackupError(
      `${file} is missing: ${folder} is not a finished backup (a backup writes its manifest last).`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(`${file} is not valid JSON: the backup is damaged.`);
  }
  const checked = manifestSchema.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new BackupError(
      `${file} is not a backup manifest this version reads (${issue.path.join(".") || "manifest"}: ${issue.message}).`,
    );
  }
  return checked.data;
}
