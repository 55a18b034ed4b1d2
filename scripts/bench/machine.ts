// What the measurements say about the machine they ran on: its load, and busy CPU loops beside a
// measurement (a cheap phone is a busy CPU).
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** The load average over 1, 5 and 15 minutes, as /proc/loadavg gives it. */
export const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

/** `count` shell loops that keep a core each busy until killed. */
export function busyLoops(count: number): ChildProcess[] {
  return Array.from({ length: count }, () =>
    spawn("bash", ["-c", "while :; do :; done"], { stdio: "ignore" }),
  );
}
