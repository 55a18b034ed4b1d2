import { randomBytes } from "node:crypto";
import { link, mkdir, open, readFile, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { config } from "../config.server";

/**
 * Where uploaded files live. Paths are relative, lower-case and slash-separated
 * (`gallery/1732000000000-ab12cd.webp`); `url()` is the address the browser fetches.
 * Files are never overwritten: every upload gets a new name, so URLs can be cached forever.
 */
export type FileStore = {
  /** Stores the bytes; throws FileExistsError when the path is taken. */
  put(filePath: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or undefined when there is no such file. */
  get(filePath: string): Promise<Buffer | undefined>;
  /** Deletes the file; a missing file is not an error. */
  remove(filePath: string): Promise<void>;
  removeMany(filePaths: readonly string[]): Promise<void>;
  exists(filePath: string): Promise<boolean>;
  url(filePath: string): string;
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

/**
 * Refuses anything that could leave the root or hide a file: absolute paths, `..`, empty
 * segments, and segments starting with a dot (temporary files are dot-named, and the media
 * route denies dot files).
 */
export function checkStoragePath(filePath: string): string {
  const fine =
    filePath.length <= 255 &&
    allowedPath.test(filePath) &&
    filePath.split("/").every((segment) => !segment.startsWith("."));
  if (!fine) throw new InvalidStoragePathError(filePath);
  return filePath;
}

/** The store chosen by configuration (STORAGE_DRIVER). */
export function createFileStore(): FileStore {
  const settings = config();
  const driver = settings.storageDriver;
  switch (driver) {
    case "local":
      return createLocalFileStore(settings.uploadsDir);
    // An S3-compatible driver adds its case here, returning the same FileStore type with
    // url() pointing at the bucket's public address; nothing else in the app changes.
    default:
      throw new Error(`Unknown storage driver: ${driver satisfies never}`);
  }
}

/** Files under `rootDir`, served by the HTTP server at `${publicPrefix}/<path>`. */
export function createLocalFileStore(rootDir: string, publicPrefix = "/media"): FileStore {
  const root = path.resolve(rootDir);

  function resolve(filePath: string) {
    const full = path.resolve(root, checkStoragePath(filePath));
    if (!full.startsWith(root + path.sep)) throw new InvalidStoragePathError(filePath);
    return full;
  }

  async function remove(filePath: string) {
    try {
      await unlink(resolve(filePath));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  return {
    async put(filePath, bytes) {
      const target = resolve(filePath);
      const dir = path.dirname(target);
      await mkdir(dir, { recursive: true });
      const temp = path.join(dir, `.${path.basename(target)}.${randomBytes(6).toString("hex")}.tmp`);
      try {
        const handle = await open(temp, "wx", 0o644);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        // link() publishes the complete file atomically like rename(), but fails when the
        // target exists instead of replacing it: that is the "no overwrite" rule, race-free.
        await link(temp, target);
      } catch (error) {
        if (isCode(error, "EEXIST")) throw new FileExistsError(filePath);
        throw error;
      } finally {
        await unlink(temp).catch(() => {});
      }
      await syncDir(dir);
    },

    async get(filePath) {
      try {
        return await readFile(resolve(filePath));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    remove,

    async removeMany(filePaths) {
      await Promise.all(filePaths.map((filePath) => remove(filePath)));
    },

    async exists(filePath) {
      try {
        return (await stat(resolve(filePath))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    url(filePath) {
      return `${publicPrefix}/${checkStoragePath(filePath)}`;
    },
  };
}

/** Makes the new directory entry durable too, so a power cut cannot lose a stored file. */
async function syncDir(dir: string) {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } catch {
    // Some file systems do not allow syncing a directory; the file itself is synced.
  } finally {
    await handle.close();
  }
}

function isCode(error: unknown, code: string) {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

function isMissing(error: unknown) {
  return isCode(error, "ENOENT") || isCode(error, "ENOTDIR");
}
