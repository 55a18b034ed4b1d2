// In-memory fixed-window rate limits for this one process: sign-in attempts per account, public
// form posts per address. (Better Auth's own limiter also guards its endpoints per address.)

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one attempt for the key and says whether it is within the limit. */
  hit(key: string, now?: number): RateLimitResult;
  /** Forgets a key (for example after a successful sign-in). */
  reset(key: string): void;
};

const MAX_KEYS = 50_000;
export const CLIENT_IP_HEADER = "x-school-client-ip";

export function createRateLimiter({ windowMs, max }: { windowMs: number; max: number }): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    hit(key, now = Date.now()) {
      let window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        if (windows.size >= MAX_KEYS) prune(now);
        window = { startedAt: now, count: 0 };
        windows.set(key, window);
      }
      window.count++;
      const allowed = window.count <= max;
      return {
        allowed,
        retryAfterSeconds: allowed ? 0 : Math.ceil((window.startedAt + windowMs - now) / 1000),
      };
    },
    reset(key) {
      windows.delete(key);
    },
  };
  function prune(now: number) {
    for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
    // Still full of live windows: drop the oldest rather than grow without bound.
    if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!);
  }
}

/** The client address the HTTP layer put on the request (see http/app.server.ts). */
export function clientAddress(request: Request) {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
