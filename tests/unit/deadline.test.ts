// One deadline for several waits: a step is waited for until the deadline and no longer, no step
// starts after it, and a step that fails after it is nobody's unhandled rejection.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { beforeDeadline, DeadlinePassed, deadlineIn, isDeadlinePassed } from "~/server/deadline.server";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<never>(() => {});

describe("a deadline", () => {
  it("gives a step's answer when it comes in time", async () => {
    const deadline = deadlineIn(1_000);
    await expect(beforeDeadline(deadline.signal, async () => "saved")).resolves.toBe("saved");
    await expect(
      beforeDeadline(deadline.signal, async () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    deadline.end();
  });

  it("stops waiting for every step at one moment, however many came before", async () => {
    const deadline = deadlineIn(1_000);
    const first = beforeDeadline(deadline.signal, () => new Promise((resolve) => setTimeout(resolve, 600)));
    await vi.advanceTimersByTimeAsync(600);
    await first;
    // The second step has only what is left of the second: 400 ms, not its own full second.
    const second = beforeDeadline(deadline.signal, never);
    const outcome = second.then(
      () => "answered",
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(399);
    expect(await Promise.race([outcome, Promise.resolve("waiting")])).toBe("waiting");
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(DeadlinePassed);
    expect(isDeadlinePassed(error)).toBe(true);
  });

  it("starts no step once it has passed", async () => {
    const deadline = deadlineIn(100);
    await vi.advanceTimersByTimeAsync(100);
    const step = vi.fn(async () => "written");
    await expect(beforeDeadline(deadline.signal, step)).rejects.toBeInstanceOf(DeadlinePassed);
    expect(step).not.toHaveBeenCalled();
  });

  it("drops the failure of a step that ends after it", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const deadline = deadlineIn(100);
      const late = beforeDeadline(
        deadline.signal,
        () => new Promise((_, reject) => setTimeout(() => reject(new Error("Query read timeout")), 6_000)),
      );
      const given = expect(late).rejects.toBeInstanceOf(DeadlinePassed);
      await vi.advanceTimersByTimeAsync(100);
      await given;
      await vi.advanceTimersByTimeAsync(6_000);
      await vi.runAllTimersAsync();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  it("never fires once ended", async () => {
    const deadline = deadlineIn(100);
    deadline.end();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(deadline.signal.aborted).toBe(false);
  });
});
