// The orphan sweep: stored files that no media record points to. An upload stores its files first
// and writes its record last, so a crash in between leaves files without a record, never a record
// without files; this removes such files once they are older than a grace period, so an upload
// still on its way (files stored, record about to be written) is never touched.
import { MEDIA_CATEGORIES } from "~/copy/media";
import { db } from "../db/db.server";
import { createFileStore, type FileStore, type StoredFile } from "./file-store.server";

export const DEFAULT_SWEEP_GRACE_MS = 60 * 60 * 1000;

export type SweepOptions = {
  /** Only files last written longer ago than this are candidates. */
  graceMs: number;
  /** Report what would go, remove nothing. */
  dryRun?: boolean;
  store?: FileStore;
  now?: Date;
};

export type SweepResult = {
  /** Files without a record, removed (or, on a dry run, to be removed). */
  orphans: StoredFile[];
  /** Half-written files of a put() that never finished, removed likewise. */
  temporary: StoredFile[];
  /** Stored files that a media record names. */
  kept: number;
  dryRun: boolean;
};

/** The sweep would remove files while none of the recorded ones is there: the wrong store. */
export class SweepRefusedError extends Error {
  override name = "SweepRefusedError";
}

export async function sweepOrphanFiles(options: SweepOptions): Promise<SweepResult> {
  const store = options.store ?? createFileStore();
  const dryRun = options.dryRun ?? false;
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.graceMs);

  // Files first, records second, so a record written while the files are listed is still seen. An
  // upload whose record comes later still is what the grace period protects. A file written in the
  // very millisecond of the cutoff counts as old enough: with --grace 0 it is an orphan like the rest.
  const listed: StoredFile[] = [];
  for await (const file of store.list()) {
    if (inMediaFolder(file.path)) listed.push(file);
  }
  const referenced = await referencedPaths();

  const kept = listed.filter((file) => referenced.has(file.path)).length;
  const orphans = listed
    .filter((file) => !referenced.has(file.path) && file.modifiedAt <= cutoff)
    .sort(byPath);
  if (orphans.length > 0 && referenced.size > 0 && kept === 0) {
    throw new SweepRefusedError(
      `None of the ${referenced.size} files that media records name is in this file store, so it is probably not the store they were uploaded to (check STORAGE_DRIVER, DATA_DIR and the S3 settings). Nothing was removed.`,
    );
  }
  if (!dryRun) await store.removeMany(orphans.map((file) => file.path));
  const temporary = (await store.removeAbandonedTemporaryFiles(cutoff, { dryRun })).sort(byPath);
  return { orphans, temporary, kept, dryRun };
}

function byPath(a: StoredFile, b: StoredFile) {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/** Only the media folders: anything else in the bucket or folder is not the sweep's to judge. */
function inMediaFolder(filePath: string) {
  const folder = filePath.slice(0, filePath.indexOf("/"));
  return (MEDIA_CATEGORIES as readonly string[]).includes(folder);
}

/** Every path a media record names: its original and each variant. */
async function referencedPaths(): Promise<Set<string>> {
  const rows = await db().selectFrom("media").select(["id", "storage_path", "variants"]).execute();
  const paths = new Set<string>();
  for (const row of rows) {
    paths.add(row.storage_path);
    for (const variantPath of variantPaths(row.id, row.variants)) paths.add(variantPath);
  }
  return paths;
}

/**
 * The variants' paths, read strictly: a record whose variants cannot be read must stop the sweep,
 * or its files would look unreferenced and be removed.
 */
function variantPaths(id: string, value: unknown): string[] {
  let variants: unknown = value;
  try {
    if (typeof value === "string") variants = JSON.parse(value);
  } catch {
    variants = undefined;
  }
  const readable =
    Array.isArray(variants) &&
    variants.every((variant) => typeof (variant as { path?: unknown } | null)?.path === "string");
  if (!readable) {
    throw new SweepRefusedError(`The variants of media record ${id} cannot be read. Nothing was removed.`);
  }
  return (variants as { path: string }[]).map((variant) => variant.path);
}
