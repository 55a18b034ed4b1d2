// How many public pages are drawn at once when the render cache cannot answer. Drawing a page
// costs database reads and tens of milliseconds of the one thread that also serves every cached
// page; a flood of distinct misses drawn all at once made cached pages wait seconds. A few renders
// run, a few more wait their turn briefly, and the rest are turned away (a last good render, or 503).
// One visitor address may hold only a few of these places, running or waiting, so that a single
// address flooding uncached addresses cannot keep every other visitor's page from being drawn.

/** Renders in progress at once. */
export const UNCACHED_RENDER_LIMIT = 3;
/** Requests that may wait for a free render. */
export const RENDER_QUEUE_LIMIT = 24;
/** How long one may wait before it is turned away. */
export const RENDER_QUEUE_WAIT_MS = 5_000;
/** Places (running or waiting) one visitor address may hold at once. */
export const RENDER_PLACES_PER_ADDRESS = 4;

export type ReleaseRender = () => void;

export type RenderSlots = {
  /**
   * A turn to render (call the release when the answer is sent), or undefined when turned away:
   * the queue is full, the wait passed, the signal aborted, or `holder` already has its share.
   */
  acquire: (signal?: AbortSignal, holder?: string) => Promise<ReleaseRender | undefined>;
  active: () => number;
  waiting: () => number;
  /** Places `holder` holds now, running or waiting. */
  heldBy: (holder: string) => number;
};

export function renderSlots(
  limit = UNCACHED_RENDER_LIMIT,
  queueLimit = RENDER_QUEUE_LIMIT,
  maxWaitMs = RENDER_QUEUE_WAIT_MS,
  perHolderLimit = RENDER_PLACES_PER_ADDRESS,
): RenderSlots {
  let active = 0;
  const queue: ((granted: boolean) => boolean)[] = [];
  const held = new Map<string, number>();

  function hold(holder: string | undefined) {
    if (holder !== undefined) held.set(holder, (held.get(holder) ?? 0) + 1);
  }
  function letGo(holder: string | undefined) {
    if (holder === undefined) return;
    const count = (held.get(holder) ?? 1) - 1;
    if (count > 0) held.set(holder, count);
    else held.delete(holder);
  }

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

  function turn(holder: string | undefined): ReleaseRender {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      letGo(holder);
      release();
    };
  }

  return {
    active: () => active,
    waiting: () => queue.length,
    heldBy: (holder) => held.get(holder) ?? 0,
    acquire(signal, holder) {
      if (signal?.aborted) return Promise.resolve(undefined);
      if (holder !== undefined && (held.get(holder) ?? 0) >= perHolderLimit)
        return Promise.resolve(undefined);
      if (active < limit) {
        active++;
        hold(holder);
        return new Promise((resolve) => setImmediate(() => resolve(turn(holder))));
      }
      if (queue.length >= queueLimit) return Promise.resolve(undefined);
      hold(holder);
      return new Promise((resolve) => {
        let settled = false;
        const settle = (granted: boolean) => {
          if (settled) return false;
          settled = true;
          clearTimeout(timer);
          signal?.removeEventListener("abort", leave);
          if (!granted) letGo(holder);
          resolve(granted ? turn(holder) : undefined);
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
