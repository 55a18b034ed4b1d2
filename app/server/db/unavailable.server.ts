// Which failures mean "the database cannot be reached right now" (stopped, restarting, frozen,
// out of connections, or a dropped link) rather than a fault in one query. Pages answer those with
// their last good render or a 503, the admin says so plainly, and nothing needs a restart: the
// next query opens a new connection. This is the one list; everything else asks it.
import { data } from "react-router";

/** Node's socket errors when the server is gone or does not answer. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs: connection exceptions (class 08), the server shutting down, crashed or
 * still starting (57P01–57P03), a session closed for idling (57P05), no free connection (53300),
 * and a statement cancelled by statement_timeout (57014).
 */
const POSTGRES_CODES = new Set([
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  "57P05",
  "53300",
  "57014",
]);

/** node-postgres reports a lost or silent server in words only. */
const POSTGRES_CLIENT_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable|Connection ended unexpectedly/i;

/** SQLite's "busy" and "locked" (the primary code is the low byte): its busy timeout has passed. */
const SQLITE_BUSY_CODES = new Set([5, 6]);

type Failure = { code?: unknown; errcode?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** True when `error`, or an error it wraps (cause, AggregateError), says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const failure = error as Failure;
  if (typeof failure.code === "string") {
    if (NETWORK_CODES.has(failure.code) || POSTGRES_CODES.has(failure.code)) return true;
  }
  if (typeof failure.errcode === "number" && SQLITE_BUSY_CODES.has(failure.errcode & 0xff)) return true;
  if (typeof failure.message === "string" && POSTGRES_CLIENT_MESSAGES.test(failure.message)) return true;
  if (
    Array.isArray(failure.errors) &&
    failure.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(failure.cause, depth + 1);
}

/**
 * For a loader's guard: an unreachable database becomes a 503 that error boundaries recognise
 * (app/lib/outage.ts), in the document and in the admin's client-side navigations alike.
 */
export function rethrowDatabaseUnavailable(error: unknown): never {
  if (isDatabaseUnavailable(error)) {
    const answer = data(null, { status: 503 });
    unavailableAnswers.add(answer);
    throw answer;
  }
  throw error;
}

const unavailableAnswers = new WeakSet<object>();

/** True for the 503 that rethrowDatabaseUnavailable threw (an action may answer its form instead). */
export function isDatabaseUnavailableAnswer(thrown: unknown) {
  return typeof thrown === "object" && thrown !== null && unavailableAnswers.has(thrown);
}
