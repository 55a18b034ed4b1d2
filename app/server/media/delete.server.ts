// Deleting a media file: the record first, then the stored files.
//
// The spec removes the stored file first and the record after it. We do the opposite (as
// ARCHITECTURE.md says): the record goes, in one transaction with the items that showed the file
// and the audit entry, and only after that commits are the original and its variants removed. A
// crash or a failing store in between leaves files that no record points to, which the orphan sweep
// (`npm run media:sweep`) removes later; the other order could leave a record, shown in the library
// and on the website, pointing at nothing.
import { NEW_USE_MESSAGE } from "~/copy/admin-media";
import { type Actor, auditBy } from "../audit.server";
import { db } from "../db/db.server";
import { DomainError } from "../domain-error.server";
import { log } from "../log.server";
import type { FileStore } from "../storage/file-store.server";
import { removeImageFiles } from "../storage/image-pipeline.server";
import { type MediaFile, toMediaFile } from "./media.server";
import { type MediaUse, removeMediaFromItems, usesOfMedia } from "./usage.server";

export type DeletedMedia = {
  file: MediaFile;
  /** The places that showed the file and show no picture now. */
  uses: MediaUse[];
  /** False when the stored files could not be removed (they wait for the orphan sweep). */
  filesRemoved: boolean;
};

/** Thrown to roll back a delete that found no file. */
const NOTHING_DELETED = Symbol("nothing deleted");

/**
 * Deletes the file's record and takes it out of every item that used it, then removes the stored
 * files. `listedUses` is how many uses the person was shown before confirming: when the file is
 * used in more places now, nothing is deleted (409) and they decide again. Undefined when the file
 * was already gone.
 */
export async function deleteMediaFile(
  id: string,
  actor: Actor,
  options: { listedUses: number; store?: FileStore },
): Promise<DeletedMedia | undefined> {
  const deleted = await db()
    .transaction()
    .execute(async (trx) => {
      // Deleting first holds the row, so a second delete of the same file waits for this one.
      const row = await trx.deleteFrom("media").where("id", "=", id).returningAll().executeTakeFirst();
      // Rolled back: on PostgreSQL even a delete of no row fires the public tables' statement
      // trigger, which would empty every server's render cache for nothing.
      if (!row) throw NOTHING_DELETED;
      const file = toMediaFile(row);
      const uses = await usesOfMedia(file, trx);
      if (uses.length > options.listedUses) throw new DomainError(NEW_USE_MESSAGE, { status: 409 });
      await removeMediaFromItems(file, actor, trx);
      const where = uses.length > 0 ? `; removed from ${uses.length} place(s)` : "";
      await auditBy(actor, "deleted", "media", id, `Deleted "${file.originalName}"${where}`, trx);
      return { file, uses };
    })
    .catch((error: unknown) => {
      if (error === NOTHING_DELETED) return undefined;
      throw error;
    });
  if (!deleted) return undefined;
  let filesRemoved = true;
  try {
    await removeImageFiles(deleted.file, options.store);
  } catch (error) {
    filesRemoved = false;
    log("error", "media: stored files not removed; the orphan sweep will remove them", {
      error,
      storagePath: deleted.file.storagePath,
    });
  }
  return { ...deleted, filesRemoved };
}
