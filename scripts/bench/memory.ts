// `npm run bench -- --only memory`: the server's resident memory (RSS) right after start on the demo
// data, and its peak and end during a mixed load (cached and freshly rendered public pages, beacons,
// one 12-megapixel upload a second), with the cached home page's rate measured in the same run; the
// build the issue started from (BASE_BUILD_DIR, else built now) and this checkout side by side,
// alternating (the two loads run at the same time). The load lasts five minutes unless `--duration <seconds>` is given. Loopback only.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import {
  type AppServer,
  FRESH_RENDER_COOKIE,
  type SpawnOptions,
  startAppServer,
  TEST_ADMIN,
} from "../../tests/support/app-server.ts";
import { signInCookie } from "../../tests/support/sign-in.ts";
import { LIGHTHOUSE_PAGES } from "../lighthouse.ts";
import { serverProcessSettings } from "../start.ts";
import { timedUpload, twelveMegapixelPhotos } from "../upload-photos.ts";
import { baseBuildOf } from "./build-commit.ts";
import type { Measurement, Options, Table } from "./types.ts";

type Result = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
type Request = { method?: string; path: string; headers?: Record<string, string>; body?: string };
const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: { setupRequest: (request: Request) => Request }[];
}) => Promise<Result>;

/** Where issue 27 started. */
const MEMORY_BASE_COMMIT = process.env.MEMORY_BASE ?? "6e15f2b";
const STARTS = 3;
const DEFAULT_LOAD_SECONDS = 300;
const LOAD_CONNECTIONS = 10;
const RATE_ROUNDS = 3;
const RATE_SECONDS = 5;
const RSS_SAMPLE_MS = 200;
/** Uploads still being processed when the next second comes are not joined by more than this. */
const UPLOADS_IN_FLIGHT = 2;
const USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";

/** The process settings `npm start` gave the server at the base commit (scripts/start.ts then). */
const BASE_PROCESS_SETTINGS = {
  env: { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" },
  nodeFlags: ["--max-semi-space-size=16"],
};

type Build = { label: string; spawn: SpawnOptions };

function builds(baseDir: string): Build[] {
  // Variables this checkout's start script sets and the base's did not are removed for the base.
  const added = Object.fromEntries(
    Object.keys(serverProcessSettings.env)
      .filter((name) => !(name in BASE_PROCESS_SETTINGS.env))
      .map((name) => [name, undefined]),
  );
  return [
    {
      label: "base",
      spawn: {
        env: { BUILD_DIR: baseDir, ...added, ...BASE_PROCESS_SETTINGS.env },
        nodeFlags: BASE_PROCESS_SETTINGS.nodeFlags,
      },
    },
    { label: "this checkout", spawn: {} },
  ];
}

function rssMb(server: AppServer) {
  try {
    const status = readFileSync(`/proc/${server.process.pid}/status`, "utf8");
    return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const whole = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : "n/a");
const withRange = (values: number[]) =>
  `${whole(median(values))} (${whole(Math.min(...values))}–${whole(Math.max(...values))})`;
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ");

/** Whether `--duration` was given: the load then lasts that long instead of five minutes. */
function loadSeconds(options: Options) {
  const given = process.argv.some((arg) => arg === "--duration" || arg.startsWith("--duration="));
  return given ? options.duration : DEFAULT_LOAD_SECONDS;
}

async function start(build: Build, extraEnv: Record<string, string> = {}) {
  return startAppServer({
    ...build.spawn,
    env: { LOG_LEVEL: "warn", ...build.spawn.env, ...extraEnv },
  });
}

/** RSS when /healthz first answers, and a second after the first GET / (its first render). */
async function restRss(build: Build) {
  const server = await start(build);
  try {
    const atHealthz = rssMb(server);
    await (await fetch(`${server.url}/`)).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return { atHealthz, afterHome: rssMb(server) };
  } finally {
    await server.stop();
  }
}

async function cachedHomeRate(server: AppServer, seconds: number) {
  const result = await autocannon({
    url: `${server.url}/`,
    connections: LOAD_CONNECTIONS,
    duration: seconds,
  });
  return result.requests.average;
}

let addressCount = 0;
/** A public IPv4 address, different each time (1.x–126.x), so beacons are located and not limited. */
function visitorAddress() {
  addressCount++;
  return `${1 + (addressCount % 126)}.${(addressCount >> 8) & 255}.${addressCount & 255}.${(addressCount * 7) & 255}`;
}

/** One request of the mix: half cached pages, a quarter rendered afresh, a quarter beacons. */
function mixedRequest(request: Request): Request {
  const page = LIGHTHOUSE_PAGES[Math.floor(Math.random() * LIGHTHOUSE_PAGES.length)]!;
  const roll = Math.random();
  const address = visitorAddress();
  if (roll < 0.5) return { ...request, method: "GET", path: page, headers: { "x-forwarded-for": address } };
  if (roll < 0.75) {
    return {
      ...request,
      method: "GET",
      path: page,
      headers: { cookie: FRESH_RENDER_COOKIE, "x-forwarded-for": address },
    };
  }
  return {
    ...request,
    method: "POST",
    path: "/api/track",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": USER_AGENT,
      "x-forwarded-for": address,
    },
    body: JSON.stringify({
      sessionId: `session_1764072000000_m${addressCount.toString(36).padStart(8, "0")}`,
      pageUrl: page,
      pageTitle: "Bench",
      timeSpent: 0,
    }),
  };
}

/** The photo with a JPEG comment of its own after the start marker: new bytes, the same picture. */
function distinctPhoto(photo: Buffer, n: number) {
  const text = Buffer.from(`memory bench ${n}`);
  const length = text.byteLength + 2;
  return Buffer.concat([
    photo.subarray(0, 2),
    Buffer.from([0xff, 0xfe, length >> 8, length & 255]),
    text,
    photo.subarray(2),
  ]);
}

type LoadRun = {
  peak: number;
  end: number;
  settled: number;
  requests: number;
  failures: number;
  uploads: number;
  uploadFailures: number;
};

/** The mixed load for `seconds`, RSS sampled throughout; then ten quiet seconds. */
async function mixedLoad(server: AppServer, photos: Buffer[], seconds: number): Promise<LoadRun> {
  const cookie = await signInCookie(server.url, TEST_ADMIN);
  let peak = rssMb(server);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server));
  }, RSS_SAMPLE_MS);
  let inFlight = 0;
  let uploads = 0;
  let uploadFailures = 0;
  const pending = new Set<Promise<void>>();
  const uploader = setInterval(() => {
    if (photos.length === 0 || inFlight >= UPLOADS_IN_FLIGHT) return;
    inFlight++;
    const n = uploads + uploadFailures + inFlight;
    const photo = distinctPhoto(photos[n % photos.length]!, n);
    const done = timedUpload(server.url, cookie, photo, `memory-bench-${n}.jpg`)
      .then(
        (result) => {
          if (result.ok) uploads++;
          else uploadFailures++;
        },
        () => {
          uploadFailures++;
        },
      )
      .finally(() => {
        inFlight--;
        pending.delete(done);
      });
    pending.add(done);
  }, 1_000);
  try {
    const result = await autocannon({
      url: server.url,
      connections: LOAD_CONNECTIONS,
      duration: seconds,
      requests: [{ setupRequest: mixedRequest }],
    });
    clearInterval(uploader);
    await Promise.all(pending);
    const end = rssMb(server);
    peak = Math.max(peak, end);
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    return {
      peak,
      end,
      settled: rssMb(server),
      requests: result.requests.total,
      failures: result.errors + result.timeouts,
      uploads,
      uploadFailures,
    };
  } finally {
    clearInterval(uploader);
    clearInterval(sampler);
  }
}

export const memoryMeasurement: Measurement = async (options) => {
  const seconds = loadSeconds(options);
  const base = baseBuildOf(MEMORY_BASE_COMMIT);
  const runs = builds(base.buildDir);
  const loadAtStart = loadAverage();
  try {
    // Starts alternate between the builds, so a busier moment of the machine falls on both.
    const rest = runs.map(() => ({ atHealthz: [] as number[], afterHome: [] as number[] }));
    for (let i = 0; i < STARTS; i++) {
      for (const [index, build] of runs.entries()) {
        const { atHealthz, afterHome } = await restRss(build);
        rest[index]!.atHealthz.push(atHealthz);
        rest[index]!.afterHome.push(afterHome);
      }
    }
    const loadAfterStarts = loadAverage();

    const photos = await twelveMegapixelPhotos(4);
    // Proxied, as in production: beacons from many public addresses are located (GeoIP loaded).
    const servers: AppServer[] = [];
    for (const build of runs) servers.push(await start(build, { TRUST_PROXY: "1" }));
    const rates = runs.map(() => [] as number[]);
    const loads: LoadRun[] = [];
    try {
      for (const server of servers) await cachedHomeRate(server, 1); // warm-up, not reported
      for (let round = 0; round < RATE_ROUNDS; round++) {
        for (const [index, server] of servers.entries()) {
          rates[index]!.push(await cachedHomeRate(server, RATE_SECONDS));
        }
      }
      // Both at once: the same moments of a shared machine fall on both builds.
      loads.push(...(await Promise.all(servers.map((server) => mixedLoad(server, photos, seconds)))));
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }

    const row = (label: string, cell: (index: number) => string) => [label, ...runs.map((_, i) => cell(i))];
    const tables: Table[] = [
      {
        title: `Server memory: at rest on the demo data (${STARTS} starts each, alternating) and under ${seconds} s of mixed load`,
        columns: ["measure", ...runs.map((build) => build.label)],
        rows: [
          row("RSS when /healthz first answers, MB, median (min–max)", (i) => withRange(rest[i]!.atHealthz)),
          row("RSS 1 s after the first GET /, MB, median (min–max)", (i) => withRange(rest[i]!.afterHome)),
          row(
            `cached GET / requests/s, ${LOAD_CONNECTIONS} connections, median of ${RATE_ROUNDS} × ${RATE_SECONDS} s (min–max)`,
            (i) => withRange(rates[i]!),
          ),
          row("RSS peak during the mixed load, MB", (i) => whole(loads[i]!.peak)),
          row("RSS at the end of the mixed load, MB", (i) => whole(loads[i]!.end)),
          row("RSS 10 s after the load, MB", (i) => whole(loads[i]!.settled)),
          row(
            "requests answered during the load (failed)",
            (i) => `${loads[i]!.requests} (${loads[i]!.failures})`,
          ),
          row(
            "uploads stored during the load (failed)",
            (i) => `${loads[i]!.uploads} (${loads[i]!.uploadFailures})`,
          ),
        ],
        notes: [
          `Budget (issue 27): at rest ≤ 200 MB, after five minutes of mixed load ≤ 350 MB.`,
          `Mixed load: autocannon at ${LOAD_CONNECTIONS} connections, as fast as answered: half the nine public pages from the render cache, a quarter of them rendered afresh, a quarter beacons from public addresses (TRUST_PROXY=1, so the GeoIP database is read); one 12-megapixel upload started each second while fewer than ${UPLOADS_IN_FLIGHT} are in progress. RSS sampled every ${RSS_SAMPLE_MS} ms from /proc; both builds are loaded at the same time, each by its own generator.`,
          `base: ${process.env.BASE_BUILD_DIR ? "BASE_BUILD_DIR" : `${MEMORY_BASE_COMMIT}, built now`}, run with the base commit's process settings (${BASE_PROCESS_SETTINGS.nodeFlags.join(" ")}, ${Object.entries(
            BASE_PROCESS_SETTINGS.env,
          )
            .map(([name, value]) => `${name}=${value}`)
            .join(" ")}).`,
          `Load average: ${loadAtStart} at the start, ${loadAfterStarts} after the starts, ${loadAverage()} at the end.`,
        ],
      },
    ];
    return tables;
  } finally {
    base.cleanUp();
  }
};
