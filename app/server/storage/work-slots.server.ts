// A fixed number of slots for heavy work in this process: a job takes a free slot or waits, in
// order, for one to come free. Waiting costs nothing but the job's own memory.

export type SlotsState = { active: number; waiting: number };

export type WorkSlots = {
  run<T>(job: () => Promise<T>): Promise<T>;
  state(): SlotsState;
  /** Called after every change of `state()`; returns the unsubscribe function. */
  watch(listener: (state: SlotsState) => void): () => void;
};

export function createWorkSlots(size: number): WorkSlots {
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`Work slots need a size of at least 1, not ${size}.`);
  let active = 0;
  const queue: (() => void)[] = [];
  const listeners = new Set<(state: SlotsState) => void>();
  const state = () => ({ active, waiting: queue.length });
  const changed = () => {
    for (const listener of listeners) listener(state());
  };

  function take(): Promise<void> {
    if (active < size) {
      active++;
      changed();
      return Promise.resolve();
    }
    const turn = new Promise<void>((resolve) => queue.push(resolve));
    changed();
    return turn;
  }

  function release() {
    // The slot passes straight to the next job, so `active` never drops and rises in between.
    const next = queue.shift();
    if (next) next();
    else active--;
    changed();
  }

  return {
    async run(job) {
      await take();
      try {
        return await job();
      } finally {
        release();
      }
    },
    state,
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
