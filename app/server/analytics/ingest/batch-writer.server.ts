// Group commit: items wait in memory a few milliseconds and are written together, one write at a
// time, so a burst of beacons becomes a few transactions instead of thousands. Each `add` settles
// only once the write holding its item has finished: an answered beacon is a stored beacon.

export type BatchWriter<T> = {
  /** Queues the item; resolves once it is written, rejects if its batch failed or the queue is full. */
  add(item: T): Promise<void>;
  /** Writes everything queued so far (and waits for a write under way). */
  flush(): Promise<void>;
  /** Items waiting or being written. */
  pending(): number;
};

export type BatchWriterOptions<T> = {
  write: (items: T[]) => Promise<void>;
  /** The most items in one write. */
  maxBatch: number;
  /** How long the first item of a batch waits for company. */
  maxWaitMs: number;
  /** Beyond this many waiting items, new ones are refused at once (the database is not keeping up). */
  maxQueued: number;
};

export class QueueFullError extends Error {
  override name = "QueueFullError";
}

type Waiting<T> = { item: T; resolve: () => void; reject: (error: unknown) => void };

export function createBatchWriter<T>(options: BatchWriterOptions<T>): BatchWriter<T> {
  const queue: Waiting<T>[] = [];
  let writing: Promise<void> | undefined;
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;

  function schedule() {
    if (writing) return; // the write under way starts the next one when it ends
    if (queue.length >= options.maxBatch) {
      startWrite();
      return;
    }
    timer ??= setTimeout(startWrite, options.maxWaitMs);
  }

  function startWrite() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (writing || queue.length === 0) return;
    const batch = queue.splice(0, options.maxBatch);
    inFlight = batch.length;
    writing = writeBatch(batch).finally(() => {
      writing = undefined;
      inFlight = 0;
      // Items that came during the write have already waited: they go next, without a pause.
      if (queue.length > 0) startWrite();
    });
  }

  async function writeBatch(batch: Waiting<T>[]) {
    try {
      await options.write(batch.map((waiting) => waiting.item));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    for (const waiting of batch) waiting.resolve();
  }

  return {
    add(item) {
      if (queue.length >= options.maxQueued) return Promise.reject(new QueueFullError());
      return new Promise<void>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
    async flush() {
      while (writing || queue.length > 0) {
        if (!writing) startWrite();
        await writing;
      }
    },
    pending: () => queue.length + inFlight,
  };
}
