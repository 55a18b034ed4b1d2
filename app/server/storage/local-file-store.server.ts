import { randomBytes } from "node:crypto";
import type { Dirent } from "node:fs";
import { link, mkdir, open, readdir, readFile, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { cacheControlFor } from "./cache-control.server";
import {
  checkStoragePath,
  contentTypeFor,
  FileExistsError,
  type FileStore,
  InvalidStoragePathError,
  isStoragePath,
  mediaUrl,
  type StoredFile,
} from "./file-store-types.server";

/**
 * What put() and the health check leave behind when the process dies mid-write: put()'s
 * `.<name>.<12 hex>.tmp` and the probe's `.health-probe-…`. Other dot files are not ours to remove.
 */
const temporaryName = /^\.(?:.+\.[0-9a-f]{12}\.tmp|health-probe-.+)$/;

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

  /** Regular files under the root (dot-named folders skipped), with their paths relative to it. */
  async function* walk(): AsyncGenerator<{ relative: string; name: string; full: string }> {
    const pending = [root];
    while (pending.length > 0) {
      const dir = pending.pop()!;
      let entries: Dirent[];
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) continue; // the folder went away while we looked (or never existed)
        throw error;
      }
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory() && !entry.name.startsWith(".")) pending.push(full);
        else if (entry.isFile()) {
          yield { relative: path.relative(root, full).split(path.sep).join("/"), name: entry.name, full };
        }
      }
    }
  }

  async function described(full: string, relative: string): Promise<StoredFile | undefined> {
    try {
      const info = await stat(full);
      return { path: relative, sizeBytes: info.size, modifiedAt: info.mtime };
    } catch (error) {
      if (isMissing(error)) return undefined; // removed since it was listed
      throw error;
    }
  }

  const store: FileStore = {
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

    async putLocalFiles(files) {
      const folders = new Set<string>();
      for (const file of files) {
        const target = resolve(file.path);
        await mkdir(path.dirname(target), { recursive: true });
        try {
          // The source is never written again (a build replaces its folder, never a file), so the
          // two names can share one copy of the bytes.
          await link(file.source, target);
          folders.add(path.dirname(target));
        } catch (error) {
          if (isCode(error, "EEXIST")) throw new FileExistsError(file.path);
          // Another disk (EXDEV) or a refused link: an ordinary write, synced by put() itself.
          await store.put(file.path, await readFile(file.source), contentTypeFor(file.path));
        }
      }
      for (const folder of folders) await syncDir(folder);
    },

    async get(filePath) {
      try {
        return await readFile(resolve(filePath));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async stream(filePath) {
      const full = resolve(filePath);
      const handle = await open(full, "r").catch((error: unknown) => {
        if (isMissing(error) || isCode(error, "EISDIR")) return undefined;
        throw error;
      });
      if (!handle) return undefined;
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return undefined;
      }
      return {
        path: filePath,
        sizeBytes: info.size,
        modifiedAt: info.mtime,
        // The stream owns the open file: reading what was opened, even if it is removed meanwhile.
        body: handle.createReadStream(),
        contentType: contentTypeFor(filePath),
        cacheControl: cacheControlFor(filePath),
      };
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

    async *list() {
      for await (const file of walk()) {
        // Names no record can hold (temporary files, stray files of other shapes) are not listed.
        if (!isStoragePath(file.relative)) continue;
        const found = await described(file.full, file.relative);
        if (found) yield found;
      }
    },

    async removeAbandonedTemporaryFiles(olderThan, options = {}) {
      const abandoned: StoredFile[] = [];
      for await (const file of walk()) {
        if (!temporaryName.test(file.name)) continue;
        const found = await described(file.full, file.relative);
        if (!found || found.modifiedAt >= olderThan) continue;
        if (!options.dryRun) await unlink(file.full).catch(() => {});
        abandoned.push(found);
      }
      return abandoned;
    },

    url(filePath) {
      return mediaUrl(checkStoragePath(filePath), undefined, publicPrefix);
    },
  };
  return store;
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
