// Group commit for POST /api/track: what goes into one write, when it goes, and that nobody is
// told "stored" before the write holding their item has finished.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBatchWriter, QueueFullError } from "~/server/analytics/ingest/batch-writer.server";

type Item = { key: string; n: number };

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A writer whose writes wait until the test finishes them, one by one. */
function controlledWriter(options: { maxWrites?: number; keyed?: boolean } = {}) {
  const writes: { items: Item[]; done: ReturnType<typeof deferred> }[] = [];
  const writer = createBatchWriter<Item>({
    maxBatch: 4,
    readyAt: 3,
    maxWaitMs: 20,
    maxQueued: 10,
    maxWrites: () => options.maxWrites ?? 1,
    keyOf: options.keyed ? (item) => item.key : undefined,
    write: (items) => {
      const done = deferred();
      writes.push({ items, done });
      return done.promise;
    },
  });
  return { writer, writes };
}

const items = (key: string, ...ns: number[]) => ns.map((n) => ({ key, n }));
const numbers = (written: Item[]) => written.map((item) => item.n);

/** Lets every settled promise run its callbacks. */
async function settle() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the ingest's batch writer", () => {
  it("waits for company, writes together, and answers only once the write has finished", async () => {
    const { writer, writes } = controlledWriter();
    const answered: number[] = [];
    for (const item of items("a", 1, 2)) void writer.add(item).then(() => answered.push(item.n));
    await vi.advanceTimersByTimeAsync(19);
    expect(writes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes.map((write) => numbers(write.items))).toEqual([[1, 2]]);
    expect(writer.pending()).toBe(2);
    await settle();
    expect(answered).toEqual([]);
    writes[0]!.done.resolve();
    await settle();
    expect(answered).toEqual([1, 2]);
    expect(writer.pending()).toBe(0);
  });

  it("writes at once when enough items wait, at most maxBatch at a time, the rest right after", async () => {
    const { writer, writes } = controlledWriter();
    const added = items("a", 1, 2, 3, 4, 5, 6).map((item) => writer.add(item));
    expect(writes.map((write) => numbers(write.items))).toEqual([[1, 2, 3]]);
    writes[0]!.done.resolve();
    await settle();
    // The three that came during the first write go next without waiting for the timer.
    expect(writes.map((write) => numbers(write.items))).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    writes[1]!.done.resolve();
    await Promise.all(added);
  });

  it("refuses every item of a failed write and carries on with the next", async () => {
    const { writer, writes } = controlledWriter();
    const first = items("a", 1, 2, 3).map((item) => writer.add(item));
    const second = writer.add({ key: "a", n: 4 });
    writes[0]!.done.reject(new Error("disk full"));
    for (const result of await Promise.allSettled(first)) expect(result.status).toBe("rejected");
    await settle();
    expect(numbers(writes[1]!.items)).toEqual([4]);
    writes[1]!.done.resolve();
    await expect(second).resolves.toBeUndefined();
  });

  it("refuses at once when too many items wait", async () => {
    const { writer, writes } = controlledWriter();
    const accepted = Array.from({ length: 13 }, (_, n) => writer.add({ key: "a", n }));
    // Three are being written; ten wait: the queue is full.
    expect(writes).toHaveLength(1);
    await expect(writer.add({ key: "a", n: 99 })).rejects.toBeInstanceOf(QueueFullError);
    for (const write of writes) write.done.resolve();
    while (writer.pending() > 0) {
      await settle();
      for (const write of writes) write.done.resolve();
    }
    await Promise.all(accepted);
  });

  it("runs writes side by side but never two holding the same key, keeping each key's order", async () => {
    const { writer, writes } = controlledWriter({ maxWrites: 2, keyed: true });
    const added = [
      ...items("a", 1, 2),
      { key: "b", n: 3 },
      ...items("a", 4),
      ...items("c", 5, 6),
      ...items("a", 7),
    ].map((item) => writer.add(item));
    // 1, 2, 3 went first; 4 and 7 wait for key a while 5 and 6 go beside it.
    expect(writes.map((write) => numbers(write.items))).toEqual([
      [1, 2, 3],
      [5, 6],
    ]);
    writes[1]!.done.resolve();
    await settle();
    expect(writes).toHaveLength(2);
    writes[0]!.done.resolve();
    await settle();
    expect(numbers(writes[2]!.items)).toEqual([4, 7]);
    writes[2]!.done.resolve();
    await Promise.all(added);
  });

  it("flush writes what waits without waiting for the timer", async () => {
    const written: number[][] = [];
    const writer = createBatchWriter<Item>({
      maxBatch: 2,
      readyAt: 100,
      maxWaitMs: 60_000,
      maxQueued: 100,
      write: async (batch) => {
        written.push(numbers(batch));
      },
    });
    const added = items("a", 1, 2, 3).map((item) => writer.add(item));
    await writer.flush();
    expect(written).toEqual([[1, 2], [3]]);
    await Promise.all(added);
    expect(writer.pending()).toBe(0);
  });
});
