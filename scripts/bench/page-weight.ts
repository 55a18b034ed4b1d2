// `npm run bench -- --only pageweight` (issue 27): what the public pages send and what an uncached
// render of /events costs, the commit the issue started from (BASE_BUILD_DIR, else built now) and
// this checkout side by side in one run. HTML bytes (raw and gzip) per page, then `/events` rendered
// without the render cache (the bench cookie makes every request a miss) at 10 connections, the two
// servers alternating round by round; medians with their range, and the load average.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { type AppServer, startAppServer } from "../../tests/support/app-server.ts";
import { baseBuild } from "./admin-scripts.ts";
import { loadAverage } from "./machine.ts";
import type { Measurement, Table } from "./types.ts";

const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<{
  requests: { average: number; total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}>;

export const WEIGHED_PAGES = ["/", "/ta", "/events", "/ta/events", "/gallery", "/news"] as const;
/** A cookie the render cache does not serve (see the `lists` measurement): every request renders. */
const UNCACHED_COOKIE = "flash_toast=bench";
const CONNECTIONS = 10;
const ROUNDS = 3;
const SIDES = ["before", "after"] as const;

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const range = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** CPU time (user + system) a process has used, in ms, from /proc/PID/stat (Linux, 100 ticks a second). */
function cpuMs(pid: number | undefined) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function html(server: AppServer, page: string) {
  const text = await (await fetch(`${server.url}${page}`, { headers: { cookie: UNCACHED_COOKIE } })).text();
  return { raw: Buffer.byteLength(text), gzip: gzipSync(text).length };
}

export const pageWeightMeasurement: Measurement = async (options) => {
  const base = baseBuild();
  const servers: Partial<Record<(typeof SIDES)[number], AppServer>> = {};
  try {
    servers.before = await startAppServer({ env: { LOG_LEVEL: "warn", BUILD_DIR: base.buildDir } });
    servers.after = await startAppServer({ env: { LOG_LEVEL: "warn" } });
    const bytesRows: string[][] = [];
    for (const page of WEIGHED_PAGES) {
      const before = await html(servers.before, page);
      const after = await html(servers.after, page);
      bytesRows.push([page, kb(before.raw), kb(after.raw), kb(before.gzip), kb(after.gzip)]);
    }
    const rates = { before: [] as number[], after: [] as number[] };
    const p99 = { before: [] as number[], after: [] as number[] };
    const cpuPerRequest = { before: [] as number[], after: [] as number[] };
    const loads: string[] = [];
    const hammer = (side: (typeof SIDES)[number], duration: number) =>
      autocannon({
        url: `${servers[side]!.url}/events`,
        connections: CONNECTIONS,
        duration,
        headers: { cookie: UNCACHED_COOKIE },
      });
    for (const side of SIDES) await hammer(side, 2); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of SIDES) {
        const cpuBefore = cpuMs(servers[side]!.process.pid);
        const result = await hammer(side, options.duration);
        if (result.non2xx + result.errors > 0) throw new Error(`${side}: /events answered errors`);
        cpuPerRequest[side].push((cpuMs(servers[side]!.process.pid) - cpuBefore) / result.requests.total);
        rates[side].push(result.requests.average);
        p99[side].push(result.latency.p99);
      }
      loads.push(loadAverage());
    }
    const bytesTable: Table = {
      title: "Public pages' HTML, the issue's start (before) and this checkout (after), KB",
      columns: ["page", "raw before", "raw after", "gzip before", "gzip after"],
      rows: bytesRows,
      notes: ["Fresh demo data on each server; gzip level 6 (Node's default), as the server compresses."],
    };
    const rateTable: Table = {
      title: `Uncached /events, ${CONNECTIONS} connections, ${options.duration} s per run, median of ${ROUNDS} (range), before and after alternating`,
      columns: ["build", "req/s", "p99 ms", "server CPU ms per request"],
      rows: SIDES.map((side) => [
        side,
        `${median(rates[side]).toFixed(0)} (${range(rates[side])})`,
        `${median(p99[side]).toFixed(0)} (${range(p99[side])})`,
        `${median(cpuPerRequest[side]).toFixed(2)} (${Math.min(...cpuPerRequest[side]).toFixed(2)}–${Math.max(...cpuPerRequest[side]).toFixed(2)})`,
      ]),
      notes: [
        `Load average after each round: ${loads.join("; ")}.`,
        "CPU ms per request: the server process's user + system time over the run / requests answered; it depends less on what else the machine runs than req/s does.",
      ],
    };
    return [bytesTable, rateTable];
  } finally {
    await servers.before?.stop();
    await servers.after?.stop();
    base.cleanUp();
  }
};
