// One time limit for work made of several waits (a count, a lookup, a write), so that the sum of
// their own limits (the pool's: 3 s to connect, 6 s per query) never becomes the caller's wait.
// A step that has begun is not torn down when the limit passes (a query already sent cannot be
// taken back), but it is no longer waited for, and no step begins after it: what runs on ends by
// the pool's own limits.

/** The reason a deadline's signal gives: the time allowed for the whole work has passed. */
export class DeadlinePassed extends Error {
  constructor(ms: number) {
    super(`The time allowed (${ms} ms) has passed.`);
    this.name = "DeadlinePassed";
  }
}

export function isDeadlinePassed(error: unknown): error is DeadlinePassed {
  return error instanceof DeadlinePassed;
}

export type Deadline = {
  /** Aborts, with a DeadlinePassed, once the time is up. */
  readonly signal: AbortSignal;
  /** The work is over: the timer is no longer needed. */
  end(): void;
};

export function deadlineIn(ms: number): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DeadlinePassed(ms)), ms);
  timer.unref?.();
  return { signal: controller.signal, end: () => clearTimeout(timer) };
}

/**
 * Starts `step` unless `signal` has already fired, and stops waiting for it when `signal` fires
 * (rejecting with the signal's reason). Without a signal, simply runs it.
 */
export function beforeDeadline<T>(signal: AbortSignal | undefined, step: () => Promise<T>): Promise<T> {
  if (!signal) return step();
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const giveUp = () => reject(signal.reason);
    signal.addEventListener("abort", giveUp, { once: true });
    const settled = () => signal.removeEventListener("abort", giveUp);
    // After the deadline the promise is already settled: a late answer or failure is dropped here.
    Promise.resolve().then(step).then(resolve, reject).finally(settled);
  });
}
