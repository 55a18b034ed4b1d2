// The loop each app process runs for an outbox (the office's e-mail, the pushes): a pass sends what
// is due, then it sleeps until the next row is due, this process writes one (wake), or `pollMs` has
// passed — rows written or retried by another process are found then.
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { log } from "../log.server";

/** After the database failed to answer: the next look. */
const DATABASE_RETRY_MS = 10_000;

export type SenderLoop = {
  /** A row was just written by this process: the next pass starts now. */
  wake: () => void;
  /** Ends the loop, waiting at most `stopWaitMs` for the pass under way. */
  stop: () => Promise<void>;
};

export type SenderLoopOptions = {
  /** Named in the log when the outbox cannot be read. */
  what: string;
  pass: (claimer: string, stopping: () => boolean) => Promise<unknown>;
  nextDueAt: () => Promise<Date | undefined>;
  pollMs: number;
  /** How long the message being sent is waited for on shutdown; its claim runs out otherwise. */
  stopWaitMs: number;
};

/** A name no other process's sender has: whose claim a row is under. */
export function claimerName() {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

export function startSenderLoop({
  what,
  pass,
  nextDueAt,
  pollMs,
  stopWaitMs,
}: SenderLoopOptions): SenderLoop {
  const claimer = claimerName();
  let stopped = false;
  let woken = false;
  let wakeSleep: () => void = () => {};

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopped) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeSleep = () => {};
        woken = false;
        resolve();
      }
      wakeSleep = done;
    });

  const loop = (async () => {
    while (!stopped) {
      let wait = pollMs;
      try {
        await pass(claimer, () => stopped);
        const next = await nextDueAt();
        if (next) wait = Math.min(pollMs, Math.max(0, next.getTime() - Date.now()));
      } catch (error) {
        if (!stopped) log("warn", `${what} could not read its outbox`, { error });
        wait = DATABASE_RETRY_MS;
      }
      await sleep(wait);
    }
  })();

  return {
    wake: () => {
      woken = true;
      wakeSleep();
    },
    stop: async () => {
      stopped = true;
      wakeSleep();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([loop, new Promise((resolve) => (timer = setTimeout(resolve, stopWaitMs)))]);
      clearTimeout(timer);
    },
  };
}
