// A ceiling on the memory all request bodies being read may hold together. Each body is limited on
// its own (request-body.server.ts), but many at once — slow senders, or a flood of large forms —
// would still add up; past the ceiling a request is answered "busy, try again" before a byte of its
// body is kept. A buffered body counts twice (the bytes read, then the Request's own copy of them
// while its action runs); a streamed upload counts its read-ahead only, its file going to disk.

/** What all bodies being read or handled may hold at once, unless REQUEST_BODY_MEMORY_MB says otherwise. */
export const BODY_MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;
/** What a streamed upload holds in memory at a time (the stream's read-ahead and the parser's). */
export const STREAMED_BODY_RESERVE_BYTES = 256 * 1024;

export type BodyBudget = {
  /** Takes `bytes` from the budget; the release gives them back (once). Undefined when it would pass the ceiling. */
  reserve: (bytes: number) => (() => void) | undefined;
  reserved: () => number;
  /** The ceiling from now on (set once at start from the configuration). */
  setTotal: (bytes: number) => void;
};

export function bodyBudget(total = BODY_MEMORY_BUDGET_BYTES): BodyBudget {
  let reserved = 0;
  return {
    reserved: () => reserved,
    setTotal(bytes) {
      total = bytes;
    },
    reserve(bytes) {
      if (reserved + bytes > total) return undefined;
      reserved += bytes;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        reserved -= bytes;
      };
    },
  };
}

/**
 * The memory a buffered body of at most `limit` bytes takes: twice its declared length, or twice
 * the limit when none is declared. One declared over the limit is refused unread: nothing.
 */
export function bufferedReserve(limit: number, declaredLength: string | undefined) {
  const declared = Number(declaredLength);
  if (declaredLength === undefined || !Number.isFinite(declared) || declared < 0) return 2 * limit;
  return declared > limit ? 0 : 2 * declared;
}

/** The process's one budget, shared by every route that reads a body. */
export const requestBodies = bodyBudget();
