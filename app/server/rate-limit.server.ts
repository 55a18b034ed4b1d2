// Fixed-window rate limits: sign-in attempts per account and address, public form posts per
// address, password checks per account. On PostgreSQL the windows live in the database
// (rate_limit_window), so every app process in front of it counts the same attempts: one atomic
// upsert per attempt. On SQLite (one process) they live in this process's memory. (Better Auth's
// own limiter plays no part: its HTTP endpoints are not served, and the api calls skip it.)
import { isIPv4, isIPv6 } from "node:net";
import { sql } from "kysely";
import { db } from "./db/db.server";
import { sharedByProcesses } from "./db/dialect.server";
import { log } from "./log.server";

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one attempt for the key and says whether it is within the limit. */
  hit(key: string, now?: number): Promise<RateLimitResult>;
  /** Forgets a key (for example after a successful sign-in). */
  reset(key: string): Promise<void>;
};

type Limit = { windowMs: number; max: number };

const MAX_KEYS = 50_000;
export const CLIENT_IP_HEADER = "x-school-client-ip";

function result(count: number, windowEndsAt: number, max: number, now: number): RateLimitResult {
  const allowed = count <= max;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((windowEndsAt - now) / 1000) };
}

/** Counts in this process only (SQLite's one process, tests, and limits that may be per process). */
export function createRateLimiter({ windowMs, max }: Limit): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    async hit(key, now = Date.now()) {
      let window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        if (windows.size >= MAX_KEYS) prune(now);
        window = { startedAt: now, count: 0 };
        windows.set(key, window);
      }
      window.count++;
      return result(window.count, window.startedAt + windowMs, max, now);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
  function prune(now: number) {
    for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
    // Still full of live windows: drop the oldest rather than grow without bound.
    if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!);
  }
}

const PRUNE_EVERY_MS = 5 * 60_000;
let prunedAt = 0;

/**
 * Counts in the database, shared by every process using it. `name` keeps one limit's keys apart
 * from another's. The upsert starts a new window when the stored one has ended, else adds one, and
 * answers the count in one statement, so two processes never both see the same count.
 */
export function createDatabaseRateLimiter({ name, windowMs, max }: Limit & { name: string }): RateLimiter {
  return {
    async hit(key, now = Date.now()) {
      pruneEnded(now);
      const expired = sql`rate_limit_window.expires_at <= ${now}`;
      const { rows } = await sql<{ expires_at: number | string; hits: number }>`
        insert into rate_limit_window (limit_key, started_at, expires_at, hits)
        values (${`${name}:${key}`}, ${now}, ${now + windowMs}, 1)
        on conflict (limit_key) do update set
          started_at = case when ${expired} then excluded.started_at else rate_limit_window.started_at end,
          expires_at = case when ${expired} then excluded.expires_at else rate_limit_window.expires_at end,
          hits = case when ${expired} then 1 else rate_limit_window.hits + 1 end
        returning expires_at, hits`.execute(db());
      const row = rows[0]!;
      return result(Number(row.hits), Number(row.expires_at), max, now);
    },
    async reset(key) {
      await db().deleteFrom("rate_limit_window").where("limit_key", "=", `${name}:${key}`).execute();
    },
  };
}

/** Now and then, drops the windows that have ended (any limit's), without holding up the attempt. */
function pruneEnded(now: number) {
  if (now - prunedAt < PRUNE_EVERY_MS) return;
  prunedAt = now;
  db()
    .deleteFrom("rate_limit_window")
    .where("expires_at", "<=", now)
    .execute()
    .catch((error) => log("warn", "rate limits: ended windows not pruned", { error }));
}

/**
 * A limit shared by every app process: in the database on PostgreSQL, in memory on SQLite. When
 * the database cannot count (unreachable, timed out), this process's own count stands in, so an
 * attempt is still limited and never fails for want of a counter.
 */
export function createSharedRateLimiter(limit: Limit & { name: string }): RateLimiter {
  const local = createRateLimiter(limit);
  const shared = createDatabaseRateLimiter(limit);
  return {
    async hit(key, now = Date.now()) {
      if (!sharedByProcesses()) return local.hit(key, now);
      try {
        return await shared.hit(key, now);
      } catch (error) {
        log("warn", "rate limits: database count failed, counting in this process", { error });
        return local.hit(key, now);
      }
    },
    async reset(key) {
      await local.reset(key);
      if (sharedByProcesses()) await shared.reset(key).catch(() => {});
    },
  };
}

/** The client address the HTTP layer put on the request (see http/app.server.ts). */
export function clientAddress(request: Request) {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** The visitor a per-address limit counts the request against (see addressGroup). */
export function clientAddressGroup(request: Request) {
  return addressGroup(clientAddress(request));
}

/**
 * What a per-address limit counts as one visitor: an IPv4 address, or the /64 network of an IPv6
 * address. A phone, a home or an office is handed a whole /64 and may pick any address in it, so
 * counting IPv6 addresses one by one would let one visitor pass as millions. An IPv4 address
 * written as IPv6 (::ffff:1.2.3.4) counts as itself. Anything else is its own group, as it came.
 */
export function addressGroup(address: string): string {
  const bare = address.replace(/%.*$/, "");
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare.toLowerCase());
  const mapped = groups.slice(0, 6).join(":") === "0:0:0:0:0:ffff";
  if (mapped) {
    const [high, low] = [Number.parseInt(groups[6]!, 16), Number.parseInt(groups[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address;
  // A dotted IPv4 tail (::ffff:1.2.3.4) stands for the last two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const front = head ? head.split(":") : [];
  const back = rest ? rest.split(":") : [];
  const middle = rest === undefined ? [] : Array(8 - front.length - back.length).fill("0");
  return [...front, ...middle, ...back].map((group) => Number.parseInt(group, 16).toString(16));
}
