// The stored files of a backup: copied out of the file store (local disk or S3, through the same
// interface the server uses) into the backup folder, and put back into an empty store.
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { MEDIA_CATEGORIES } from "~/copy/media";
import { checkStoragePath, contentTypeFor, type FileStore } from "../storage/file-store-types.server";
import { BackupError } from "./backup-error.server";
import { sha256Of } from "./checksum.server";
import { FILES_FOLDER, type FileEntry } from "./manifest.server";

const COPIES_AT_ONCE = 4;

export type CopyOutcome = { copied: FileEntry[]; missing: string[] };

/**
 * Copies each file into `folder` (its storage path below it), skipping those already copied by an
 * earlier attempt (stored files are never rewritten under the same name). A file the store no
 * longer has is reported as missing, not copied.
 */
export async function copyFilesOut(
  store: FileStore,
  paths: readonly string[],
  folder: string,
  alreadyCopied: ReadonlyMap<string, FileEntry>,
): Promise<CopyOutcome> {
  const copied: FileEntry[] = [];
  const missing: string[] = [];
  await inBatches(paths, async (filePath) => {
    const earlier = alreadyCopied.get(filePath);
    if (earlier) {
      copied.push(earlier);
      return;
    }
    const entry = await copyOut(store, filePath, folder);
    if (entry) copied.push(entry);
    else missing.push(filePath);
  });
  return { copied: copied.sort(byPath), missing: missing.sort() };
}

async function copyOut(store: FileStore, filePath: string, folder: string): Promise<FileEntry | undefined> {
  const target = inFolder(folder, filePath);
  const found = await store.stream(filePath);
  if (!found) return undefined;
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString("hex")}.part`;
  const hash = createHash("sha256");
  let bytes = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(found.body, hashing, createWriteStream(temporary, { flags: "wx" }));
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { path: filePath, bytes, sha256: hash.digest("hex") };
}

/** Puts the backup's files into the store, each checked against the manifest first. */
export async function putFilesBack(
  store: FileStore,
  files: readonly FileEntry[],
  folder: string,
  restored: string[],
): Promise<void> {
  await inBatches(files, async (file) => {
    const bytes = await readFile(inFolder(folder, file.path)).catch(() => undefined);
    if (!bytes)
      throw new BackupError(`The backup has no ${FILES_FOLDER}/${file.path}, which its manifest lists.`);
    if (sha256Of(bytes) !== file.sha256 || bytes.length !== file.bytes)
      throw new BackupError(
        `${FILES_FOLDER}/${file.path} in the backup does not match its checksum: it is damaged.`,
      );
    await store.put(file.path, bytes, contentTypeFor(file.path));
    restored.push(file.path);
  });
}

/** Reads every restored file back from the store; the paths whose bytes differ from the manifest. */
export async function filesNotMatching(store: FileStore, files: readonly FileEntry[]): Promise<string[]> {
  const wrong: string[] = [];
  await inBatches(files, async (file) => {
    const bytes = await store.get(file.path);
    if (!bytes || sha256Of(bytes) !== file.sha256) wrong.push(file.path);
  });
  return wrong.sort();
}

/** A file in a media folder of the store, if there is any (an empty store has none). */
export async function firstStoredFile(store: FileStore): Promise<string | undefined> {
  for await (const file of store.list()) {
    const folder = file.path.slice(0, file.path.indexOf("/"));
    if ((MEDIA_CATEGORIES as readonly string[]).includes(folder)) return file.path;
  }
  return undefined;
}

export async function removeCopiedFile(folder: string, filePath: string) {
  await rm(inFolder(folder, filePath), { force: true });
}

export async function fileSize(file: string) {
  return (await stat(file)).size;
}

/** A storage path below a folder; a path that would leave it is refused (a forged manifest). */
function inFolder(folder: string, filePath: string) {
  return path.join(folder, ...checkStoragePath(filePath).split("/"));
}

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(COPIES_AT_ONCE, items.length) }, worker));
}

function byPath(a: FileEntry, b: FileEntry) {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
