import type { Readable } from "node:stream";

/**
 * Where uploaded files live. Paths are relative, lower-case and slash-separated
 * (`gallery/1732000000000-ab12cd.webp`); `url()` is the address the browser fetches.
 * Files are never overwritten: every upload gets a new name, so URLs can be cached.
 */
export type FileStore = {
  /** Stores the bytes; throws FileExistsError when the path is taken. */
  put(filePath: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or undefined when there is no such file. */
  get(filePath: string): Promise<Buffer | undefined>;
  /** The stored file as a stream with what an HTTP answer needs, or undefined when there is none. */
  stream(filePath: string): Promise<StoredFileStream | undefined>;
  /** Deletes the file; a missing file is not an error. */
  remove(filePath: string): Promise<void>;
  removeMany(filePaths: readonly string[]): Promise<void>;
  exists(filePath: string): Promise<boolean>;
  /** Every stored file, in no particular order; half-written (temporary) files are not listed. */
  list(): AsyncIterable<StoredFile>;
  /**
   * Removes temporary files that a crash in the middle of put() left behind, when last written
   * before `olderThan`; with `dryRun` only reports them. A store whose writes are all-or-nothing
   * (S3) has none.
   */
  removeAbandonedTemporaryFiles(olderThan: Date, options?: { dryRun?: boolean }): Promise<StoredFile[]>;
  url(filePath: string): string;
  /**
   * Stores files that already lie on this machine's disk (the demo pictures the build prepared):
   * hard links where the disk allows, else copies, then one sync per folder. Only the local store
   * has it; others take the bytes through put(). Throws FileExistsError when a path is taken.
   */
  putLocalFiles?(files: readonly { path: string; source: string }[]): Promise<void>;
};

export type StoredFile = { path: string; sizeBytes: number; modifiedAt: Date };

export type StoredFileStream = StoredFile & {
  body: Readable;
  contentType: string;
  cacheControl: string;
  etag?: string;
};

/** A path that is not a plain relative name inside the store: a programming error, never user input. */
export class InvalidStoragePathError extends Error {
  override name = "InvalidStoragePathError";
  constructor(filePath: string) {
    super(`Invalid storage path "${filePath}": use lower-case letters, digits, '.', '_', '-' and '/'.`);
  }
}

export class FileExistsError extends Error {
  override name = "FileExistsError";
  constructor(filePath: string) {
    super(`A stored file already exists at "${filePath}".`);
  }
}

const allowedPath = /^[a-z0-9._-]+(\/[a-z0-9._-]+)*$/;

export function isStoragePath(filePath: string) {
  return (
    filePath.length <= 255 &&
    allowedPath.test(filePath) &&
    filePath.split("/").every((segment) => !segment.startsWith("."))
  );
}

/**
 * Refuses anything that could leave the root or hide a file: absolute paths, `..`, empty
 * segments, and segments starting with a dot (temporary files are dot-named, and the media
 * route denies dot files).
 */
export function checkStoragePath(filePath: string): string {
  if (!isStoragePath(filePath)) throw new InvalidStoragePathError(filePath);
  return filePath;
}

/** Where browsers fetch a stored file: a public base address (bucket, CDN), or through the app. */
export function mediaUrl(filePath: string, publicBase?: string, publicPrefix = "/media") {
  return `${publicBase ?? publicPrefix}/${filePath}`;
}

const contentTypes: Record<string, string> = {
  avif: "image/avif",
  gif: "image/gif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/** The type a file is served with when the store keeps none of its own. */
export function contentTypeFor(filePath: string) {
  return contentTypes[filePath.slice(filePath.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}
