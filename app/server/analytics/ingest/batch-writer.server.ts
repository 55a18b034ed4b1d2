// Group commit: items wait in memory a few milliseconds and are written together, so a burst of
// beacons becomes a few transactions instead of thousands. Each `add` settles only once the write
// holding its item has finished: an answered beacon is a stored beacon.

export type BatchWriter<T> = {
  /** Queues the item; resolves once it is written, rejects if its batch failed or the queue is full. */
  add(item: T): Promise<void>;
  /** Writes everything queued so far (and waits for the writes under way). */
  flush(): Promise<void>;
  /** Items waiting or being written. */
  pending(): number;
};

export type BatchWriterOptions<T> = {
  write: (items: T[]) => Promise<void>;
  /** The most items in one write. */
  maxBatch: number;
  /** A batch this full goes without waiting longer: under heavy load, batches form quickly anyway. */
  readyAt: number;
  /** How long the first item of a batch waits for company (bounds the writes per second when quiet). */
  maxWaitMs: number;
  /** Beyond this many waiting items, new ones are refused at once (the database is not keeping up). */
  maxQueued: number;
  /** How many writes may run at once; asked each time (a database with one connection: 1). */
  maxWrites?: () => number;
  /** Items with the same key are written in the order they came, never by two writes at once. */
  keyOf?: (item: T) => string;
};

export class QueueFullError extends Error {
  override name = "QueueFullError";
}

type Waiting<T> = { item: T; key: string; resolve: () => void; reject: (error: unknown) => void };

export function createBatchWriter<T>(options: BatchWriterOptions<T>): BatchWriter<T> {
  const queue: Waiting<T>[] = [];
  const writes = new Set<Promise<void>>();
  /** Keys held by writes under way, with how many of their items those writes hold. */
  const busyKeys = new Map<string, number>();
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;

  const canWrite = () => writes.size < (options.maxWrites?.() ?? 1);

  function schedule() {
    if (!canWrite()) return; // a write ending starts the next one
    if (queue.length >= options.readyAt) startWrites();
    else timer ??= setTimeout(startWrites, options.maxWaitMs);
  }

  function startWrites() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    do {
      if (!canWrite() || queue.length === 0) return;
      const batch = takeBatch();
      if (batch.length === 0) return; // every item waits for its key's write to end
      start(batch);
    } while (queue.length >= options.readyAt);
  }

  /** The oldest items whose keys no write holds, up to maxBatch; the others keep their places. */
  function takeBatch() {
    const batch: Waiting<T>[] = [];
    const held: Waiting<T>[] = [];
    for (const waiting of queue) {
      if (batch.length < options.maxBatch && !busyKeys.has(waiting.key)) batch.push(waiting);
      else held.push(waiting);
    }
    queue.length = 0;
    queue.push(...held);
    return batch;
  }

  function start(batch: Waiting<T>[]) {
    inFlight += batch.length;
    for (const { key } of batch) busyKeys.set(key, (busyKeys.get(key) ?? 0) + 1);
    const write = writeBatch(batch).finally(() => {
      writes.delete(write);
      inFlight -= batch.length;
      for (const { key } of batch) {
        const left = (busyKeys.get(key) ?? 1) - 1;
        if (left > 0) busyKeys.set(key, left);
        else busyKeys.delete(key);
      }
      // Items that came during the write have already waited: they go next, without a pause.
      if (queue.length > 0) startWrites();
    });
    writes.add(write);
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
        queue.push({ item, key: options.keyOf?.(item) ?? "", resolve, reject });
        schedule();
      });
    },
    async flush() {
      while (writes.size > 0 || queue.length > 0) {
        if (queue.length > 0) startWrites();
        await Promise.all(writes);
      }
    },
    pending: () => queue.length + inFlight,
  };
}
