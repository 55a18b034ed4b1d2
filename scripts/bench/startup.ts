// `npm run bench -- --only startup`: spawn → first 200 of GET / (and of /healthz, and the moment the
// server says it listens), on an empty DATA_DIR (migrations, first admin, demo content) and again on
// the data it left. The commit issue 27 started from and this checkout run alternately in one run,
// each in its own checkout (its own server.ts and build): BASE_BUILD_DIR names a ready build of it
// (its checkout is the folder above), else the commit is built now. Loopback only.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type SpawnedServer, spawnAppServer } from "../../tests/support/app-server.ts";
import { buildCommit } from "./build-commit.ts";
import type { Measurement } from "./types.ts";

/** Where issue 27 ("a start under two seconds") started. */
const STARTUP_BASE_COMMIT = process.env.STARTUP_BASE ?? "6e15f2b";
const RUNS = 3;
const POLL_MS = 5;
const GIVE_UP_MS = 120_000;

type Start = { listeningMs: number; healthzMs: number; homeMs: number; rssMb?: number };

function baseCheckout() {
  const dir = process.env.BASE_BUILD_DIR;
  if (dir) {
    const checkout = path.dirname(path.resolve(dir));
    if (!existsSync(path.join(checkout, "server.ts"))) throw new Error(`${checkout} has no server.ts.`);
    return { checkout, cleanUp: () => {} };
  }
  const built = buildCommit(STARTUP_BASE_COMMIT);
  return { checkout: path.dirname(built.buildDir), cleanUp: built.cleanUp };
}

/** Milliseconds from `spawned` until `url` first answers 200 (connection refused: asked again). */
async function firstOk(url: string, spawned: number, server: SpawnedServer) {
  while (performance.now() - spawned < GIVE_UP_MS) {
    if (server.process.exitCode !== null) throw new Error(`The server exited:\n${server.output()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - spawned;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${url} gave no 200 within ${GIVE_UP_MS / 1000} s:\n${server.output()}`);
}

function rssMb(pid: number | undefined) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function timedStart(checkout: string | undefined, dataDir: string): Promise<Start> {
  const spawned = performance.now();
  const server = await spawnAppServer({
    dataDir,
    checkout,
    // The base runs its own build (its checkout's build/), whatever BUILD_DIR this run has.
    env: { LOG_LEVEL: "warn", ...(checkout ? { BUILD_DIR: undefined } : {}) },
  });
  try {
    let listeningMs = Number.NaN;
    const listening = new Promise<void>((resolve) => {
      server.process.stdout?.on("data", () => {
        if (Number.isNaN(listeningMs) && server.stdout().includes("ready on")) {
          listeningMs = performance.now() - spawned;
          resolve();
        }
      });
    });
    const [homeMs, healthzMs] = await Promise.all([
      firstOk(`${server.url}/`, spawned, server),
      firstOk(`${server.url}/healthz`, spawned, server),
      listening,
    ]);
    return { listeningMs, healthzMs, homeMs, rssMb: rssMb(server.process.pid) };
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const spread = (values: number[]) =>
  `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

export const startupMeasurement: Measurement = async () => {
  const base = baseCheckout();
  const builds = [
    { label: `base ${STARTUP_BASE_COMMIT}`, checkout: base.checkout },
    { label: "this checkout", checkout: undefined },
  ];
  const results = builds.map(() => ({ empty: [] as Start[], existing: [] as Start[] }));
  const loads: number[] = [];
  try {
    // One unmeasured start each: the operating system's file cache holds both builds afterwards.
    for (const build of builds) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-bench-"));
      await timedStart(build.checkout, dataDir).finally(() =>
        rmSync(dataDir, { recursive: true, force: true }),
      );
    }
    for (let run = 0; run < RUNS; run++) {
      for (const [index, build] of builds.entries()) {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-bench-"));
        try {
          loads.push(os.loadavg()[0]!);
          results[index]!.empty.push(await timedStart(build.checkout, dataDir));
          results[index]!.existing.push(await timedStart(build.checkout, dataDir));
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      }
    }
  } finally {
    base.cleanUp();
  }
  const rows: string[][] = [];
  for (const kind of ["empty", "existing"] as const) {
    for (const [index, build] of builds.entries()) {
      const starts = results[index]![kind];
      rows.push([
        `${kind === "empty" ? "empty DATA_DIR" : "existing data"}, ${build.label}`,
        spread(starts.map((start) => start.homeMs)),
        spread(starts.map((start) => start.healthzMs)),
        spread(starts.map((start) => start.listeningMs)),
        kind === "empty" ? `${Math.round(median(starts.flatMap((start) => start.rssMb ?? [])))}` : "",
      ]);
    }
    const ratio =
      median(results[1]![kind].map((start) => start.homeMs)) /
      median(results[0]![kind].map((start) => start.homeMs));
    rows.push([
      `${kind === "empty" ? "empty DATA_DIR" : "existing data"}: this / base`,
      `×${ratio.toFixed(2)}`,
      "",
      "",
      "",
    ]);
  }
  return [
    {
      title: "Start-up: spawn → first 200 (ms, median of 3 with range; base and this checkout alternately)",
      columns: ["start", "GET /", "GET /healthz", "listening", "RSS after GET / (MB)"],
      rows,
      notes: [
        `Load average (1 min) at each start: ${loads.map((load) => load.toFixed(1)).join(" ")}.`,
        "Budget (issue 27, quiet machine): GET / within 1500 ms on an empty DATA_DIR, 1000 ms on existing data.",
      ],
    },
  ];
};
