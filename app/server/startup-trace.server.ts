// Where start-up time goes: with LOG_LEVEL=debug each step of a start is logged with its duration,
// one line per step, then the total from the process's own start to listening (docs/operations.md,
// "Start-up trace"). Work still finishing after that (the first page) is logged as a step with its
// time since the process started. Nothing is timed unless the server's start began a trace, so
// commands and tests that call the same functions log nothing.
import type { NextFunction, Request, Response } from "express";
import { log } from "./log.server";

type Step = { step: string; ms: number };

let state: "off" | "recording" | "finished" = "off";
let steps: Step[] = [];

const rounded = (ms: number) => Math.round(ms * 10) / 10;

/** Starts tracing this process's start; the steps that follow count until `finishStartupTrace`. */
export function beginStartupTrace() {
  state = "recording";
  steps = [];
}

/** Logs a step timed elsewhere (server.ts times the steps before the app is loaded). */
export function recordStartupStep(step: string, ms: number) {
  if (state === "off") return;
  if (state === "recording") {
    steps.push({ step, ms: rounded(ms) });
    log("debug", "start-up step", { step, ms: rounded(ms) });
  } else {
    log("debug", "start-up step", { step, ms: rounded(ms), sinceStartMs: rounded(performance.now()) });
  }
}

/** Runs `work` as a step of the traced start (or simply runs it when no start is traced). */
export async function startupStep<T>(step: string, work: () => Promise<T> | T): Promise<T> {
  if (state === "off") return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    recordStartupStep(step, performance.now() - started);
  }
}

/** Logs the total, from the process's start (Node's time origin) to now, with every step. */
export function finishStartupTrace() {
  if (state !== "recording") return;
  state = "finished";
  log("debug", "start-up total", {
    ms: rounded(performance.now()),
    steps: Object.fromEntries(steps.map(({ step, ms }) => [step, ms])),
  });
  steps = [];
}

/** Times the first answered GET / of a traced start: the last step before a visitor sees the site. */
export function traceFirstHomePage() {
  let done = state === "off";
  return (req: Request, res: Response, next: NextFunction) => {
    if (!done && req.method === "GET" && req.path === "/") {
      done = true;
      const started = performance.now();
      res.once("finish", () =>
        recordStartupStep(`first GET / (${res.statusCode})`, performance.now() - started),
      );
    }
    next();
  };
}
