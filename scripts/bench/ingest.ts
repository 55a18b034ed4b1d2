// `npm run bench -- --only ingest`: POST /api/track at N connections on SQLite and on PostgreSQL
// (a throw-away cluster), every acknowledged beacon looked for in the database afterwards, and the
// home page's rate alone and while beacons keep coming. Loopback only: the varied client addresses
// are X-Forwarded-For text (TRUST_PROXY=1), so the per-address limit sees many visitors.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { type AppServer, projectRoot, startAppServer } from "../../tests/support/app-server.ts";
import type { Measurement, Options, Table } from "./types.ts";

type Engine = "sqlite" | "postgres";
type Result = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
type Context = { sessionId?: string; address?: string };
type Step = {
  method: "POST" | "GET";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: Step, context: Context) => Step;
  onResponse?: (status: number, body: string, context: Context) => void;
};
const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  url: string;
  connections: number;
  duration: number;
  overallRate?: number;
  requests?: Step[];
}) => Promise<Result>;

const ROUNDS = 3;
/** Beacons per second beside the home page's load: a very busy school day is a few per second. */
const BACKGROUND_RATE = 200;
const USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
// First octets of addresses outside private, loopback, carrier-NAT and multicast ranges.
const PUBLIC_FIRST_OCTETS = [...range(1, 126), ...range(128, 223)].filter(
  (octet) => ![10, 100, 169, 172, 192, 198, 203].includes(octet),
);

/** Resident memory of the server in MB (Linux). */
function rssMb(server: AppServer) {
  const status = readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}

function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** What the load was told was stored, to be found in the database afterwards. */
type Ledger = { views: Set<string>; seconds: Map<string, number>; refused: Map<number, number> };

let visitors = 0;
function newVisitor(context: Context) {
  visitors++;
  context.sessionId = `session_1764072000000_b${visitors.toString(36).padStart(8, "0")}`;
  const octet = PUBLIC_FIRST_OCTETS[visitors % PUBLIC_FIRST_OCTETS.length]!;
  context.address = `${octet}.${(visitors >> 8) & 255}.${visitors & 255}.${(visitors * 7) & 255}`;
}

/**
 * Each connection is one visitor after another: a view of /, its time, a view of /schools, its
 * time. A connection waits for each answer, so a time report always follows its committed view.
 */
function beaconSteps(ledger: Ledger): Step[] {
  const beacon = (pageUrl: string, timeSpent: number, first = false): Step => ({
    method: "POST",
    path: "/api/track",
    setupRequest: (request, context) => {
      if (first || !context.sessionId) newVisitor(context);
      return {
        ...request,
        headers: {
          "content-type": "text/plain;charset=UTF-8",
          "user-agent": USER_AGENT,
          "x-forwarded-for": context.address!,
        },
        body: JSON.stringify({ sessionId: context.sessionId, pageUrl, pageTitle: "Bench", timeSpent }),
      };
    },
    onResponse: (status, _body, context) => {
      const key = `${context.sessionId} ${pageUrl}`;
      if (status !== 204) ledger.refused.set(status, (ledger.refused.get(status) ?? 0) + 1);
      else if (timeSpent === 0) ledger.views.add(key);
      else ledger.seconds.set(key, (ledger.seconds.get(key) ?? 0) + timeSpent);
    },
  });
  return [beacon("/", 0, true), beacon("/", 5), beacon("/schools", 0), beacon("/schools", 12)];
}

function newLedger(): Ledger {
  return { views: new Set(), seconds: new Map(), refused: new Map() };
}

async function storedViews(engine: Engine, server: AppServer, url?: string) {
  const sql = "select session_id, page_url, time_spent from page_view";
  type Row = { session_id: string; page_url: string; time_spent: number };
  let rows: Row[];
  if (engine === "postgres") {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    rows = (await client.query<Row>(sql)).rows;
    await client.end();
  } else {
    const database = new DatabaseSync(path.join(server.dataDir, "school.db"), { readOnly: true });
    rows = database.prepare(sql).all() as Row[];
    database.close();
  }
  return new Map(rows.map((row) => [`${row.session_id} ${row.page_url}`, Number(row.time_spent)]));
}

/** Acknowledged views missing from the database, and acknowledged seconds not added. */
function losses(ledger: Ledger, stored: Map<string, number>) {
  let views = 0;
  let timeReports = 0;
  for (const key of ledger.views) if (!stored.has(key)) views++;
  for (const [key, seconds] of ledger.seconds) if ((stored.get(key) ?? 0) < seconds) timeReports++;
  return { views, timeReports };
}

const spread = (values: number[], digits = 0) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `${median.toFixed(digits)} (${sorted[0]!.toFixed(digits)}–${sorted.at(-1)!.toFixed(digits)})`;
};

async function measureEngine(engine: Engine, options: Options) {
  let cluster: { dir: string; url: string } | undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-bench-ingest-"));
  try {
    const env: Record<string, string> = { LOG_LEVEL: "warn", TRUST_PROXY: "1" };
    if (engine === "postgres") {
      const [dir, , url] = execFileSync("bash", ["scripts/postgres-cluster.sh", "start"], {
        cwd: projectRoot,
        encoding: "utf8",
      })
        .trim()
        .split(/\s+/);
      cluster = { dir: dir!, url: url! };
      env.DATABASE_URL = url!;
    }
    const server = await startAppServer({ dataDir, env, pollIntervalMs: 5, timeoutMs: 180_000 });
    try {
      const ingest = (ledger: Ledger, duration: number, overallRate?: number) =>
        autocannon({
          url: server.url,
          connections: options.connections,
          duration,
          overallRate,
          requests: beaconSteps(ledger),
        });
      const home = (duration: number) =>
        autocannon({ url: `${server.url}/`, connections: options.connections, duration });
      if ((await fetch(`${server.url}/`)).status !== 200) throw new Error("GET / did not answer 200.");
      const idleRss = rssMb(server);
      const ledger = newLedger();
      await ingest(ledger, 1); // warm-up: the GeoIP file is read, the statements are prepared
      await home(1);
      const flatOut = await ingest(ledger, options.duration);
      const loadedRss = rssMb(server);
      const alone: number[] = [];
      const beside: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        alone.push((await home(options.duration)).requests.average);
        const background = ingest(ledger, options.duration + 1, BACKGROUND_RATE);
        beside.push((await home(options.duration)).requests.average);
        await background;
      }
      const lost = losses(ledger, await storedViews(engine, server, cluster?.url));
      return { engine, flatOut, ledger, lost, alone, beside, idleRss, loadedRss };
    } finally {
      await server.stop();
    }
  } finally {
    if (cluster)
      execFileSync("bash", ["scripts/postgres-cluster.sh", "stop", cluster.dir], { cwd: projectRoot });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const ingestMeasurement: Measurement = async (options) => {
  const runs = [];
  for (const engine of ["sqlite", "postgres"] as const) runs.push(await measureEngine(engine, options));
  const ingestTable: Table = {
    title: `Ingest: POST /api/track (${options.connections} connections, ${options.duration} s, SQLite and PostgreSQL)`,
    columns: [
      "engine",
      "beacons/s",
      "p50 ms",
      "p99 ms",
      "errors",
      "acknowledged",
      "lost",
      "RSS MB idle → loaded",
    ],
    rows: runs.map(({ engine, flatOut, ledger, lost, idleRss, loadedRss }) => [
      engine,
      flatOut.requests.average.toFixed(0),
      flatOut.latency.p50.toFixed(1),
      flatOut.latency.p99.toFixed(1),
      String(flatOut.errors + flatOut.timeouts + flatOut.non2xx),
      `${ledger.views.size} views, ${ledger.seconds.size} time reports`,
      `${lost.views + lost.timeReports}`,
      `${idleRss.toFixed(0)} → ${loadedRss.toFixed(0)}`,
    ]),
    notes: [
      "Target ≥ 2,000 beacons/s with nothing lost. Each connection is a visitor after another: a view, its time, a second view, its time; each beacon is answered (204) only once its batch has committed.",
      "RSS idle is after start-up and one page, before any beacon (the GeoIP file is read on the first); loaded is right after the flat-out load.",
      "acknowledged counts every 204 of the whole run (warm-up, flat-out load and the background load below); lost = acknowledged views not in page_view plus acknowledged time reports not added to their view, counted while the server still ran.",
      ...runs
        .filter((run) => run.ledger.refused.size > 0)
        .map(
          (run) =>
            `${run.engine}: refused ${[...run.ledger.refused].map(([s, n]) => `${n}× ${s}`).join(", ")}.`,
        ),
    ],
  };
  const pageTable: Table = {
    title: `GET / alone and while beacons come (${options.connections} connections each, ${ROUNDS} rounds of ${options.duration} s)`,
    columns: ["engine", "GET / alone, req/s", `GET / with ${BACKGROUND_RATE} beacons/s, req/s`, "ratio %"],
    rows: runs.map(({ engine, alone, beside }) => [
      engine,
      spread(alone),
      spread(beside),
      spread(
        beside.map((rate, i) => (rate / alone[i]!) * 100),
        1,
      ),
    ]),
    notes: [
      "Medians of the rounds (lowest–highest); the ratio is taken round by round. Target: at least 90 %.",
      `The beacons arrive at a steady ${BACKGROUND_RATE}/s (some 6,000 open tabs at one heartbeat per 30 s), from the same load generator.`,
    ],
  };
  return [ingestTable, pageTable];
};
