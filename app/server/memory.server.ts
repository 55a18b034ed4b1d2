// Start-up (compiling the server's modules, migrations, demo content) leaves the heap full of
// garbage: about 330 MB resident when the server starts listening, of which about 60 MB is live.
// V8 collects it only when allocation next demands it or after seconds of idleness (its memory
// reducer), and an ordinary collection keeps the freed pages for reuse. One collection that also
// hands the freed pages back to the system, done once before the server listens, leaves it at the
// size it needs (docs/operations.md, "Memory").
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

type CollectGarbage = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

/** Collects all garbage and returns the freed memory to the system; the time it took, in ms. */
export function releaseStartupGarbage(): number {
  const started = performance.now();
  // V8 gives `gc` only to contexts created while --expose-gc is set: a fresh context gets it, and
  // the flag is cleared again so that no other code finds it.
  setFlagsFromString("--expose-gc");
  let collect: CollectGarbage | undefined;
  try {
    collect = runInNewContext("gc") as CollectGarbage | undefined;
  } finally {
    setFlagsFromString("--no-expose-gc");
  }
  // "last-resort" is V8's collection for memory pressure: repeated until nothing more is freed,
  // with the emptied pages released instead of pooled.
  collect?.({ type: "major", execution: "sync", flavor: "last-resort" });
  return performance.now() - started;
}
