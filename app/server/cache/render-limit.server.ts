// How many public pages are drawn at once when the render cache cannot answer. Drawing a page
// costs database reads and tens of milliseconds of the one thread that also serves every cached
// page; a flood of distinct misses drawn all at once made cached pages wait seconds. A few renders
// run, a few more wait their turn briefly, and the rest are turned away (a last good render, or 503).

/** Renders in progress at once. */
export const UNCACHED_RENDER_LIMIT = 3;
/** Requests that may wait for a free render. */
export const RENDER_QUEUE_LIMIT = 24;
/** How long one may wait before it is turned away. */
export const RENDER_QUEUE_WAIT_MS = 5_000;

export type ReleaseRender = () => void;

export type RenderSlots = {
  /** A turn to render (call the release when the answer is sent), or undefined when turned away. */
  acquire: (signal?: AbortSignal) => Promise<ReleaseRender | undefined>;
  active: () => number;
  waiting: () => number;
};

export function renderSlots(
  limit = UNCACHED_RENDER_LIMIT,
  queueLimit = RENDER_QUEUE_LIMIT,
  maxWaitMs = RENDER_QUEUE_WAIT_MS,
): RenderSlots {
  let active = 0;
  const queue: ((granted: boolean) => boolean)[] = [];

  // A turn is always handed over on a later turn of the event loop: requests that arrived in the
  // meantime, answered from memory, go first instead of waiting behind a chain of renders.
  function release() {
    const next = queue.shift();
    if (!next) {
      active--;
      return;
    }
    // The turn passes straight to the next in line (`active` stays), or on if it has left.
    setImmediate(() => {
      if (!next(true)) release();
    });
  }

  function turn(): ReleaseRender {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  }

  return {
    active: () => active,
    waiting: () => queue.length,
    acquire(signal) {
      if (active < limit) {
        active++;
        return new Promise((resolve) => setImmediate(() => resolve(turn())));
      }
      if (queue.length >= queueLimit || signal?.aborted) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        let settled = false;
        const settle = (granted: boolean) => {
          if (settled) return false;
          settled = true;
          clearTimeout(timer);
          signal?.removeEventListener("abort", leave);
          resolve(granted ? turn() : undefined);
          return true;
        };
        const leave = () => {
          const index = queue.indexOf(settle);
          if (index >= 0) queue.splice(index, 1);
          settle(false);
        };
        const timer = setTimeout(leave, maxWaitMs);
        signal?.addEventListener("abort", leave, { once: true });
        queue.push(settle);
      });
    },
  };
}
