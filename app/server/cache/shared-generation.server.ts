// Several app processes on one PostgreSQL database each keep their own render cache. A trigger
// bumps public_cache_generation in the same transaction as every write to a table public pages
// read (migration 008), so before answering from its cache a process reads that one row: when the
// generation moved since it last looked, another process wrote, and its pages are dropped. The read
// starts after the request arrived, so a change committed before the request is always seen: "the
// next request" is exact, not "within a second". SQLite is one process and reads nothing.
import { sql } from "kysely";
import { db } from "../db/db.server";
import { sharedByProcesses } from "../db/dialect.server";
import { log } from "../log.server";
import { invalidatePublicPages } from "./render-cache.server";

/** How long a request waits for the generation before it answers from the cache as it stands. */
const READ_WAIT_MS = 1_000;
/**
 * After a failed read, requests stop waiting for this long (the database is down or frozen). They
 * do not wait either while a read has been under way for longer than READ_WAIT_MS.
 */
const QUIET_AFTER_FAILURE_MS = 2_000;

let seen: string | undefined;
let running: Promise<void> | undefined;
let runningSince = 0;
let queued: Promise<void> | undefined;
let failedAt = Number.NEGATIVE_INFINITY;

/**
 * Drops this process's cached pages when another process has written public content since it last
 * looked. Concurrent requests share reads: a request that finds a read under way (it may have
 * started before the request came in) waits for the next one, which starts after it.
 */
export async function catchUpWithOtherProcesses(): Promise<void> {
  if (!sharedByProcesses()) return;
  const now = Date.now();
  if (now - failedAt < QUIET_AFTER_FAILURE_MS) return;
  if (running && now - runningSince > READ_WAIT_MS) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, READ_WAIT_MS);
  });
  await Promise.race([nextRead(), waited]);
  clearTimeout(timer);
}

function nextRead(): Promise<void> {
  if (!running) {
    runningSince = Date.now();
    running = readGeneration().finally(() => {
      running = undefined;
    });
    return running;
  }
  queued ??= running.then(() => {
    queued = undefined;
    return nextRead();
  });
  return queued;
}

async function readGeneration() {
  try {
    const { rows } = await sql<{ generation: string | number }>`
      select generation from public_cache_generation where id = 1`.execute(db());
    const generation = String(rows[0]?.generation);
    // The first read too: pages may have been kept while the database could not be read.
    if (generation !== seen) invalidatePublicPages();
    seen = generation;
  } catch (error) {
    // The last generation seen stays: the next read that succeeds compares with it.
    failedAt = Date.now();
    log("warn", "render cache: other processes' writes could not be checked", { error });
  }
}
