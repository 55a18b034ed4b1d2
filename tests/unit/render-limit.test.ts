import { describe, expect, it } from "vitest";
import { renderSlots } from "~/server/cache/render-limit.server";

describe("render slots", () => {
  it("let `limit` renders run, queue the next ones in order, and turn the rest away", async () => {
    const slots = renderSlots(2, 2, 60_000);
    const first = await slots.acquire();
    const second = await slots.acquire();
    expect(first && second).toBeTruthy();
    const order: string[] = [];
    const third = slots.acquire().then((release) => {
      order.push("third");
      return release;
    });
    const fourth = slots.acquire().then((release) => {
      order.push("fourth");
      return release;
    });
    expect(await slots.acquire()).toBeUndefined();
    expect([slots.active(), slots.waiting()]).toEqual([2, 2]);

    first!();
    first!(); // a second release of the same turn frees nothing more
    expect(await third).toBeTypeOf("function");
    expect(slots.waiting()).toBe(1);
    second!();
    (await fourth)!();
    expect(order).toEqual(["third", "fourth"]);
    expect([slots.active(), slots.waiting()]).toEqual([1, 0]);
  });

  it("turn away a request that waited too long or whose visitor left", async () => {
    const slots = renderSlots(1, 5, 20);
    const running = await slots.acquire();
    expect(await slots.acquire()).toBeUndefined();
    const gone = new AbortController();
    const leaving = slots.acquire(gone.signal);
    gone.abort();
    expect(await leaving).toBeUndefined();
    expect(slots.waiting()).toBe(0);
    running!();
    expect(slots.active()).toBe(0);
    expect(await slots.acquire()).toBeTypeOf("function");
  });

  it("let one holder take only its share of the places, running or waiting, and count them back", async () => {
    const slots = renderSlots(2, 10, 60_000, 3);
    const flood = await Promise.all([slots.acquire(undefined, "a"), slots.acquire(undefined, "a")]);
    const queued = slots.acquire(undefined, "a");
    expect(slots.heldBy("a")).toBe(3);
    // A fourth from the same holder is turned away at once, though the queue has room.
    expect(await slots.acquire(undefined, "a")).toBeUndefined();
    const other = slots.acquire(undefined, "b");
    expect([slots.waiting(), slots.heldBy("b")]).toEqual([2, 1]);
    flood[0]!();
    const third = await queued;
    expect(third).toBeTypeOf("function");
    expect(slots.heldBy("a")).toBe(2);
    // Leaving the queue gives the place back too.
    const gone = new AbortController();
    const leaving = slots.acquire(gone.signal, "a");
    expect(slots.heldBy("a")).toBe(3);
    gone.abort();
    expect(await leaving).toBeUndefined();
    expect(slots.heldBy("a")).toBe(2);
    flood[1]!();
    (await other)!();
    third!();
    expect([slots.active(), slots.waiting(), slots.heldBy("a"), slots.heldBy("b")]).toEqual([0, 0, 0, 0]);
  });
});
