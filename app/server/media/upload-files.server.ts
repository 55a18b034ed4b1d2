// The temporary files uploads are received into (app/server/http/receive-upload.server.ts), and
// the sweep that removes those a crash left behind.
import { randomBytes } from "node:crypto";
import { readdir, unlink } from "node:fs/promises";
import path from "node:path";

/**
 * The file names the local file store's sweep removes when a crash leaves them behind
 * (local-file-store.server.ts: `.<name>.<12 hex>.tmp`), in the uploads folder, whose dot files
 * the media route never serves.
 */
export function temporaryUploadPath(dir: string) {
  return path.join(dir, `.upload.${randomBytes(6).toString("hex")}.tmp`);
}

const leftoverName = /^\.upload\.[0-9a-f]{12}\.tmp$/;

/**
 * Removes upload files a crash left in `dir`. Run at start-up, before any request: the server is
 * one process, so none of them can belong to an upload still in flight. With S3 storage nothing
 * else would ever remove them (the media sweep looks in the bucket).
 */
export async function removeLeftoverUploads(dir: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0; // no folder yet: nothing was ever received
  }
  const leftovers = names.filter((name) => leftoverName.test(name));
  await Promise.all(leftovers.map((name) => unlink(path.join(dir, name)).catch(() => {})));
  return leftovers.length;
}
