// What /healthz reports: whether the database answers, and whether the places the site writes to
// can really take a write. A disk that is full or has turned read-only still answers every read
// (and a plain `select 1`), while every upload, enquiry and sign-in fails; only a real write shows
// it. The writes are small and made at most once per WRITE_CHECK_INTERVAL_MS. With uploads in S3, the
// uploads check writes to the bucket instead of the folder.
import { randomBytes } from "node:crypto";
import { open, rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { config, type S3Settings } from "../config.server";
import { db } from "../db/db.server";
import { isDatabaseUnavailable } from "../db/unavailable.server";
import { log } from "../log.server";

export type WriteState = "ok" | "full" | "read-only" | "not-writable" | "error";
export type DatabaseState = WriteState | "unreachable";
export type Health = { database: DatabaseState; disk: WriteState; uploads: WriteState };

export const WRITE_CHECK_INTERVAL_MS = 5_000;
const PROBE_BYTES = 4096;
/** /healthz answers quickly even when the bucket does not: a load balancer waits only so long. */
const BUCKET_PROBE_TIMEOUT_MS = 3_000;

/** What a failed write says, from the file system's error code or the database's. */
function writeState(error: unknown): WriteState {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  // SQLite's primary result codes: 8 read-only, 13 full; PostgreSQL's SQLSTATEs; errno names.
  const primary = typeof errcode === "number" ? errcode & 0xff : undefined;
  if (code === "ENOSPC" || code === "EDQUOT" || code === "53100" || primary === 13) return "full";
  if (code === "EROFS" || code === "25006" || primary === 8) return "read-only";
  if (code === "EACCES" || code === "EPERM") return "not-writable";
  return "error";
}

/** Writes, syncs and removes a small file in `folder`. */
async function probeFolder(folder: string): Promise<WriteState> {
  const file = path.join(folder, `.health-probe-${process.pid}-${randomBytes(4).toString("hex")}`);
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(file, "w");
    await handle.write(Buffer.alloc(PROBE_BYTES));
    await handle.sync();
    return "ok";
  } catch (error) {
    return writeState(error);
  } finally {
    await handle?.close().catch(() => {});
    await rm(file, { force: true }).catch(() => {});
  }
}

/** Uploads in S3: a tiny object written and deleted in the bucket, within BUCKET_PROBE_TIMEOUT_MS. */
async function probeBucket(settings: S3Settings): Promise<WriteState> {
  const s3 = await import("../storage/s3-file-store.server");
  try {
    await s3.probeS3Bucket(settings, BUCKET_PROBE_TIMEOUT_MS);
    return "ok";
  } catch (error) {
    log("error", "health check: the upload bucket refused a write", { error, bucket: settings.bucket });
    return s3.status(error) === 403 ? "not-writable" : "error";
  }
}

/**
 * A committed write that changes nothing: Kysely's migration lock row (present once the schema is
 * migrated, never read by the application) is rewritten with its own value.
 */
async function probeDatabaseWrite(): Promise<DatabaseState> {
  try {
    await sql`update kysely_migration_lock set is_locked = is_locked where id = ${"migration_lock"}`.execute(
      db(),
    );
    return "ok";
  } catch (error) {
    return isDatabaseUnavailable(error) ? "unreachable" : writeState(error);
  }
}

let lastWriteCheck: { at: number; result: Promise<Health> } | undefined;

/** The write checks, made again only when the last ones are older than the interval. */
function writeChecks(): Promise<Health> {
  const now = Date.now();
  if (lastWriteCheck && now - lastWriteCheck.at < WRITE_CHECK_INTERVAL_MS) return lastWriteCheck.result;
  const settings = config();
  const result = Promise.all([
    probeDatabaseWrite(),
    probeFolder(settings.dataDir),
    settings.s3 ? probeBucket(settings.s3) : probeFolder(settings.uploadsDir),
  ]).then(([database, disk, uploads]) => {
    const checks = { database, disk, uploads };
    if (!healthy(checks)) log("error", "health check: writes failing", checks);
    return checks;
  });
  lastWriteCheck = { at: now, result };
  return result;
}

/** Whether the database answers a read (asked every time), and the write checks (cached). */
export async function health(): Promise<Health> {
  const [reads, checks] = await Promise.all([
    sql`select 1`.execute(db()).then(
      () => true,
      (error: unknown) => {
        log("error", "health check: database unreachable", { error });
        return false;
      },
    ),
    writeChecks(),
  ]);
  return reads ? checks : { ...checks, database: "unreachable" };
}

export function healthy(report: Health) {
  return report.database === "ok" && report.disk === "ok" && report.uploads === "ok";
}
