// What a backup reads from its database snapshot, the same on both engines: the tables with their
// rows and checksums, the migrations applied, and the stored files the media records name.
import { BackupError } from "./backup-error.server";
import type { TableSummary } from "./manifest.server";

export type SnapshotContents = {
  tables: TableSummary[];
  migrations: string[];
  /** Every stored file a media record names (its original and each variant), sorted. */
  mediaFiles: string[];
};

export type MediaRow = { id: string; storage_path: string; variants: unknown };

/** The files the media records name. A record whose variants cannot be read stops the backup. */
export function mediaFilePaths(rows: readonly MediaRow[]): string[] {
  const paths = new Set<string>();
  for (const row of rows) {
    paths.add(row.storage_path);
    for (const variant of variantPaths(row)) paths.add(variant);
  }
  return [...paths].sort();
}

function variantPaths(row: MediaRow): string[] {
  let variants: unknown = row.variants;
  try {
    if (typeof variants === "string") variants = JSON.parse(variants);
  } catch {
    variants = undefined;
  }
  if (
    !Array.isArray(variants) ||
    !variants.every((variant) => typeof (variant as { path?: unknown } | null)?.path === "string")
  ) {
    throw new BackupError(`The variants of media record ${row.id} cannot be read, so its files are unknown.`);
  }
  return (variants as { path: string }[]).map((variant) => variant.path);
}

/** How a restored database differs from the manifest's tables; empty when it holds the same rows. */
export function tableDifferences(
  expected: readonly TableSummary[],
  found: readonly TableSummary[],
): string[] {
  const problems: string[] = [];
  const foundByName = new Map(found.map((table) => [table.name, table]));
  for (const table of expected) {
    const restored = foundByName.get(table.name);
    if (!restored) problems.push(`table ${table.name} is missing`);
    else if (restored.rows !== table.rows)
      problems.push(`table ${table.name} has ${restored.rows} rows, the backup ${table.rows}`);
    else if (restored.checksum !== table.checksum)
      problems.push(`table ${table.name} has ${table.rows} rows as the backup, but other values`);
    foundByName.delete(table.name);
  }
  for (const extra of foundByName.keys()) problems.push(`table ${extra} is not in the backup`);
  return problems;
}
