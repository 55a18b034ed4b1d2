// `npm run bench`: measures the production server on this machine and records the results in
// docs/benchmarks.md (a dated section per run, newest first). Benchmarks measure; tests assert.
// Everything stays on the loopback interface.
//
//   npm run bench                      all measurements, 10 s of load per target
//   npm run bench -- --duration 3      shorter load runs
//   npm run bench -- --no-record       print only, leave docs/benchmarks.md alone
//   npm run bench -- --only lighthouse some of the measurements (startup, load, querymix, lists,
//                                      adminlists, uploads, ingest, analytics, lighthouse,
//                                      islands, islandsvsscript, languages, fire, backup, attacks,
//                                      adminscripts, clerkjobs, pageweight, memory, pagetexts,
//                                      registration, outbox, notices)
//
// Each measurement is a function returning a table (see `measurements` below); add new ones there.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { type AppServer, startAppServer, TEST_ADMIN } from "../tests/support/app-server.ts";
import { signInCookie } from "../tests/support/sign-in.ts";
import { ingestMeasurement } from "./bench/ingest.ts";
import type { Measurement, Options, Table } from "./bench/types.ts";
import { CHROMIUM_PATH, LIGHTHOUSE_PAGES, runLighthouse } from "./lighthouse.ts";
import { ensureFreshBuild, projectRoot, serverProcessSettings } from "./start.ts";
import { timedUpload, twelveMegapixelPhotos } from "./upload-photos.ts";

// autocannon ships no types; this is the part of its result used here.
type LoadResult = {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  totalCompletedRequests: number;
};
const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  url: string;
  connections: number;
  duration: number;
  /** Requests per second over all connections, instead of as fast as the server answers. */
  overallRate?: number;
  headers?: Record<string, string>;
  requests?: { setupRequest: (request: { path: string }) => { path: string } }[];
}) => Promise<LoadResult> & { stop: () => void };

const STATIC_FILE = "bench-static.html";
const staticPath = path.join(projectRoot, process.env.BUILD_DIR ?? "build", "client", STATIC_FILE);

// --- helpers ------------------------------------------------------------------------------------

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Resident memory of a process in MB, from /proc/PID/status (Linux). */
function rssMb(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

const fmt = (value: number | undefined, digits = 0) =>
  value === undefined || Number.isNaN(value) ? "n/a" : value.toFixed(digits);

async function startServer(dataDir?: string) {
  const spawned = performance.now();
  const server = await startAppServer({ dataDir, pollIntervalMs: 5, env: { LOG_LEVEL: "warn" } });
  return { server, startMs: performance.now() - spawned };
}

async function load(server: AppServer, route: string, options: Options, duration = options.duration) {
  return autocannon({ url: `${server.url}${route}`, connections: options.connections, duration });
}

// --- measurements -------------------------------------------------------------------------------

/** Requests per second and latency at N connections: the home page, a static file of the same size, /healthz. */
const httpLoad: Measurement = async (options) => {
  const { server } = await startServer();
  try {
    const home = await fetch(`${server.url}/`);
    const html = await home.text();
    if (home.status !== 200) throw new Error(`GET / answered ${home.status}; cannot benchmark it.`);
    // A static file as large as the page, to compare rendering with plain file serving.
    writeFileSync(staticPath, html);
    const targets = [
      { label: "GET / (home page, from the render cache)", route: "/" },
      { label: `GET /${STATIC_FILE} (static, same size)`, route: `/${STATIC_FILE}` },
      { label: "GET /healthz", route: "/healthz" },
    ];
    const rows: string[][] = [];
    const rates: Record<string, number> = {};
    for (const target of targets) {
      await load(server, target.route, options, 1); // warm-up, not reported
      const result = await load(server, target.route, options);
      rates[target.route] = result.requests.average;
      const failures = result.errors + result.timeouts + result.non2xx;
      rows.push([
        target.label,
        fmt(result.requests.average),
        fmt(result.latency.p50),
        fmt(result.latency.p99),
        String(failures),
        fmt(result.throughput.average / 1024, 0),
      ]);
    }
    const ratio = (rates["/"] ?? 0) / (rates[`/${STATIC_FILE}`] || Number.NaN);
    return [
      {
        title: `HTTP load (${options.connections} connections, ${options.duration} s each, ${Buffer.byteLength(html)} bytes of HTML)`,
        columns: ["target", "requests/s", "p50 ms", "p99 ms", "errors", "KB/s"],
        rows,
        notes: [
          `Page / static ratio: ${fmt(ratio * 100, 1)} % (home page requests/s relative to the static file, same run).`,
          `Memory (RSS) after the load: ${fmt(rssMb(server.process.pid), 1)} MB.`,
          "Load generator and server share this machine; compare ratios rather than absolute numbers.",
        ],
      },
    ];
  } finally {
    rmSync(staticPath, { force: true });
    await server.stop();
  }
};

/** Lighthouse mobile (default simulated throttling) on the key public pages, with Debian's Chromium.
 * It varies from run to run on a shared machine: each page is measured this often. */
const LIGHTHOUSE_RUNS = 3;
const lighthouseScores: Measurement = async () => {
  if (!existsSync(CHROMIUM_PATH)) {
    return [
      {
        title: "Lighthouse",
        columns: ["page"],
        rows: [],
        notes: [`Skipped: no Chromium at ${CHROMIUM_PATH}.`],
      },
    ];
  }
  const { server } = await startServer();
  try {
    const rows: string[][] = [];
    const failures: string[] = [];
    for (const page of LIGHTHOUSE_PAGES) {
      await fetch(`${server.url}${page}`); // fill the render cache, as for any visitor after the first
      const runs = [];
      // A run Lighthouse itself reports as failed scores nothing: it is noted and run again.
      for (let attempt = 0; runs.length < LIGHTHOUSE_RUNS && attempt < LIGHTHOUSE_RUNS + 2; attempt++) {
        const run = await runLighthouse(`${server.url}${page}`);
        if (run.runtimeError)
          failures.push(`${page}: a run failed with ${run.runtimeError} and was repeated.`);
        else runs.push(run);
      }
      if (runs.length === 0) {
        rows.push([page, "failed", "", "", "", "", "", "", "", "", ""]);
        continue;
      }
      // The run with the median performance score stands for the page, all its figures together.
      const result = runs.toSorted((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
      rows.push([
        page,
        String(result.performance),
        runs.map((run) => run.performance).join("/"),
        String(result.accessibility),
        String(result.bestPractices),
        String(result.seo),
        fmt(result.cls, 3),
        fmt(result.lcpMs),
        fmt(result.tbtMs),
        fmt(result.scriptKbGzip, 1),
        fmt(result.totalKb, 1),
      ]);
    }
    return [
      {
        title: `Lighthouse (mobile, simulated slow 4G, Debian Chromium, median of ${LIGHTHOUSE_RUNS} runs)`,
        columns: [
          "page",
          "perf",
          "perf runs",
          "a11y",
          "best pr.",
          "SEO",
          "CLS",
          "LCP ms",
          "TBT ms",
          "JS KB",
          "total KB",
        ],
        rows,
        notes: [
          "The row is the run with the median performance score; 'perf runs' lists every run's score.",
          "JS KB and total KB are bytes transferred (compressed) as Lighthouse saw them.",
          ...failures,
        ],
      },
    ];
  } finally {
    await server.stop();
  }
};

/**
 * Lists at scale: /gallery and /news rendered on every request with the demo content, then with
 * 500 more gallery items and 500 more news articles (scripts/bulk-content.ts), in one run on one
 * data folder. The render cache ignores query parameters a page does not read (decision 011), so
 * the requests carry a flash-toast cookie instead, which the cache never answers.
 */
const LIST_PAGES = ["/gallery", "/news"];
const BULK_ITEMS = 500;
/**
 * The budget a list page keeps whatever the amount of content: rendered without the cache, its
 * slowest 1% still answer within 250 ms at 10 connections on this 2-core machine, and its HTML stays
 * under 30 KB gzipped (a few seconds on slow 3G). Lists are paginated or capped to keep it.
 */
const LIST_BUDGET = { p99Ms: 250, gzipKb: 30 };
/** A flash-toast cookie (unsigned, so it shows nothing): the render cache never answers such a request. */
const UNCACHED_COOKIE = "flash_toast=bench";
const listsAtScale: Measurement = async (options) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-bench-lists-"));
  const connections = 10;
  const rendered = async (server: AppServer, route: string) =>
    autocannon({
      url: `${server.url}${route}`,
      connections,
      duration: options.duration,
      headers: { cookie: UNCACHED_COOKIE },
    });
  const measure = async (label: string) => {
    const { server } = await startServer(dataDir);
    try {
      const results: Record<string, { load: LoadResult; bytes: number; gzipBytes: number }> = {};
      for (const route of LIST_PAGES) {
        const html = await (
          await fetch(`${server.url}${route}`, { headers: { cookie: UNCACHED_COOKIE } })
        ).text();
        await rendered(server, route); // warm-up
        results[route] = {
          load: await rendered(server, route),
          bytes: Buffer.byteLength(html),
          gzipBytes: gzipSync(html).length,
        };
      }
      return { label, results };
    } finally {
      await server.stop();
    }
  };
  try {
    const demo = await measure("demo content");
    const bulk = spawnSync(
      path.join(projectRoot, "node_modules/.bin/node"),
      [
        "--import",
        "tsx",
        "scripts/bulk-content.ts",
        "--gallery",
        String(BULK_ITEMS),
        "--news",
        String(BULK_ITEMS),
      ],
      { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" }, encoding: "utf8" },
    );
    if (bulk.status !== 0) throw new Error(`scripts/bulk-content.ts failed: ${bulk.stderr}`);
    const scaled = await measure(`+${BULK_ITEMS} gallery items, +${BULK_ITEMS} news`);
    const rows: string[][] = [];
    for (const route of LIST_PAGES) {
      for (const run of [demo, scaled]) {
        const { load: result, bytes, gzipBytes } = run.results[route]!;
        const withinBudget =
          result.latency.p99 <= LIST_BUDGET.p99Ms && gzipBytes / 1024 <= LIST_BUDGET.gzipKb;
        rows.push([
          `${route} (${run.label})`,
          fmt(result.requests.average),
          fmt(result.latency.p50),
          fmt(result.latency.p99),
          String(result.errors + result.timeouts + result.non2xx),
          fmt(bytes / 1024, 1),
          fmt(gzipBytes / 1024, 1),
          withinBudget ? "yes" : "NO",
        ]);
      }
    }
    const ratio = (route: string) =>
      fmt(
        (scaled.results[route]!.load.requests.average / demo.results[route]!.load.requests.average) * 100,
        1,
      );
    return [
      {
        title: `Lists at scale (rendered on every request, ${connections} connections, ${options.duration} s each)`,
        columns: ["page", "requests/s", "p50 ms", "p99 ms", "errors", "HTML KB", "gzip KB", "in budget"],
        rows,
        notes: [
          `Budget: p99 ≤ ${LIST_BUDGET.p99Ms} ms rendered without the cache, HTML ≤ ${LIST_BUDGET.gzipKb} KB gzipped.`,
          ...LIST_PAGES.map(
            (route) => `${route}: ${ratio(route)} % of the demo-content rate with ${BULK_ITEMS} more items.`,
          ),
        ],
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/**
 * Query strings against the render cache (issue 10, finding 7): the home page alone, and a mix
 * where one request in five carries a cache-buster (`?nocache=<random>`), as a careless link or a
 * crawler sends. Alternating rounds in one run; medians and the spread (lowest–highest).
 */
const QUERY_MIX_ROUNDS = 3;
const QUERY_MIX_BUSTED_SHARE = 0.2;
const queryStringMix: Measurement = async (options) => {
  const { server } = await startServer();
  try {
    if ((await fetch(`${server.url}/`)).status !== 200) throw new Error("GET / did not answer 200.");
    const plain = (duration = options.duration) => load(server, "/", options, duration);
    const mixed = (duration = options.duration) =>
      autocannon({
        url: `${server.url}/`,
        connections: options.connections,
        duration,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: Math.random() < QUERY_MIX_BUSTED_SHARE ? `/?nocache=${Math.random()}` : "/",
            }),
          },
        ],
      });
    await plain(1); // warm-up, not reported
    await mixed(1);
    const runs: Record<"plain" | "mixed", LoadResult[]> = { plain: [], mixed: [] };
    for (let round = 0; round < QUERY_MIX_ROUNDS; round++) {
      runs.plain.push(await plain());
      runs.mixed.push(await mixed());
    }
    const spread = (values: number[]) =>
      `${fmt(median(values))} (${fmt(Math.min(...values))}–${fmt(Math.max(...values))})`;
    const row = (label: string, results: LoadResult[]) => [
      label,
      spread(results.map((result) => result.requests.average)),
      spread(results.map((result) => result.latency.p99)),
      String(results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0)),
    ];
    return [
      {
        title: `Query strings and the render cache (${options.connections} connections, ${QUERY_MIX_ROUNDS} rounds of ${options.duration} s each)`,
        columns: ["target", "requests/s median (min–max)", "p99 ms median (min–max)", "errors"],
        rows: [
          row("GET /", runs.plain),
          row(`GET / with ${QUERY_MIX_BUSTED_SHARE * 100} % ?nocache=<random>`, runs.mixed),
        ],
        notes: [
          "Rounds alternate between the two targets; errors counts failures and non-2xx answers over all rounds.",
        ],
      },
    ];
  } finally {
    await server.stop();
  }
};

/**
 * The admin's lists with 1,000 items of each kind (issue 13's target: p95 under 150 ms on SQLite):
 * each list's data request, signed in as the first admin, one after another as a person clicks.
 */
const ADMIN_LIST_ITEMS = 1_000;
const ADMIN_LIST_TARGET_P95_MS = 150;
const ADMIN_LISTS = [
  "/admin/gallery",
  "/admin/gallery?page=10",
  "/admin/events",
  "/admin/news",
  "/admin/news?page=20",
  "/admin/content",
  "/admin/content?type=news&page=10",
];
const ADMIN_LIST_REQUESTS = 40;
const adminListsAtScale: Measurement = async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-bench-admin-"));
  try {
    // The demo content first (its pictures are reused), then the bulk items.
    const { server: seeding } = await startServer(dataDir);
    await seeding.stop();
    const count = String(ADMIN_LIST_ITEMS);
    const bulk = spawnSync(
      path.join(projectRoot, "node_modules/.bin/node"),
      ["--import", "tsx", "scripts/bulk-content.ts", "--gallery", count, "--news", count, "--events", count],
      { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" }, encoding: "utf8" },
    );
    if (bulk.status !== 0) throw new Error(`scripts/bulk-content.ts failed: ${bulk.stderr}`);
    const { server } = await startServer(dataDir);
    try {
      const cookie = await signInCookie(server.url, {
        username: TEST_ADMIN.username,
        password: TEST_ADMIN.password,
      });
      const rows: string[][] = [];
      for (const list of ADMIN_LISTS) {
        const [pathname, query = ""] = list.split("?");
        const url = `${server.url}${pathname}.data${query ? `?${query}` : ""}`;
        const times: number[] = [];
        for (let i = 0; i < ADMIN_LIST_REQUESTS + 3; i++) {
          const started = performance.now();
          const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${list} answered ${response.status}`);
          if (i >= 3) times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const p95 = times[Math.ceil(times.length * 0.95) - 1]!;
        rows.push([
          list,
          fmt(median(times), 1),
          fmt(p95, 1),
          fmt(times.at(-1), 1),
          p95 < ADMIN_LIST_TARGET_P95_MS ? "yes" : "NO",
        ]);
      }
      return [
        {
          title: `Admin lists with ${ADMIN_LIST_ITEMS.toLocaleString("en-IN")} gallery items, events and news articles each (SQLite)`,
          columns: [
            "list (data request)",
            "p50 ms",
            "p95 ms",
            "max ms",
            `p95 < ${ADMIN_LIST_TARGET_P95_MS} ms`,
          ],
          rows,
          notes: [
            `${ADMIN_LIST_REQUESTS} requests per list one after another, after 3 warm-ups, signed in as an admin; the time includes the session check.`,
          ],
        },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/**
 * Uploads of 12-megapixel photos (4000×3000 JPEG, ~3.1 MB, the size of a phone photo) through
 * POST /admin/uploads, signed in, on the demo content: one at a time (the time until the server
 * says "stored" is the image pipeline's work: the re-encoded original and ten AVIF/WebP
 * variants), then 10 at once, as a Media Library drop sends them, while visitors request `/` at a
 * steady rate; the same rate without uploads is the comparison. The server's memory is sampled
 * all along. All of it twice: with the memory settings `npm start` gives the server
 * (serverProcessSettings in scripts/start.ts: glibc's arenas and mmap threshold, V8's young
 * generation), and with glibc's and Node's defaults for comparison.
 */
const UPLOAD_SINGLE_RUNS = 5;
const UPLOAD_BATCH = 10;
const UPLOAD_ROUNDS = 3;
const UPLOAD_TARGETS = { rssMb: 400, homeP99Ms: 300 };
/** Visitors on `/` while photos upload: a steady 50 requests/s over 10 connections. */
const VISITOR_LOAD = { connections: 10, overallRate: 50 };
const RSS_SAMPLE_MS = 20;
const ALLOCATORS = [
  { label: "as npm start runs it", env: {}, nodeFlags: undefined },
  {
    label: "glibc and Node defaults",
    env: Object.fromEntries(Object.keys(serverProcessSettings.env).map((name) => [name, undefined])),
    nodeFlags: [],
  },
] as const;

/** How app/server/media/upload.server.ts limits the work, as the server was built, for the report. */
function imageWorkLimits() {
  const source = readFileSync(path.join(projectRoot, "app/server/media/upload.server.ts"), "utf8");
  const constant = (name: string) => new RegExp(`${name} = (\\d+)`).exec(source)?.[1] ?? "?";
  return `IMAGE_PROCESSING_SLOTS = ${constant("IMAGE_PROCESSING_SLOTS")}, IMAGE_ENCODES_AT_ONCE = ${constant("IMAGE_ENCODES_AT_ONCE")}`;
}

/** The highest resident memory of a process seen until `stop()` is called. */
function sampleRss(pid: number | undefined) {
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid) ?? 0);
  }, RSS_SAMPLE_MS);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid) ?? 0);
  };
}

type UploadRound = {
  quietP50: number;
  quietP99: number;
  busyP50: number;
  busyP99: number;
  batchS: number;
  rssBefore: number;
  rssPeak: number;
  failures: number;
};

/** One server with the given allocator settings: the single uploads, then the rounds. */
async function uploadRuns(
  photos: Buffer[],
  { env, nodeFlags }: (typeof ALLOCATORS)[number],
  options: Options,
) {
  // Started without the start-up measurement's rapid polling, which itself grows the heap.
  const server = await startAppServer({ env: { LOG_LEVEL: "warn", ...env }, nodeFlags });
  const pid = server.process.pid;
  try {
    const cookie = await signInCookie(server.url, {
      username: TEST_ADMIN.username,
      password: TEST_ADMIN.password,
    });
    await fetch(`${server.url}/`); // the home page in the render cache, as after any first visitor
    const rssIdle = rssMb(pid) ?? Number.NaN;
    let next = 0;
    const upload = () => {
      const index = next++;
      return timedUpload(server.url, cookie, photos[index]!, `bench-photo-${index + 1}.jpg`);
    };
    const single: { storedMs: number; doneMs: number }[] = [];
    for (let i = 0; i < UPLOAD_SINGLE_RUNS; i++) single.push(await upload());

    const visitors = (duration: number) => autocannon({ url: `${server.url}/`, ...VISITOR_LOAD, duration });
    const rounds: UploadRound[] = [];
    for (let round = 0; round < UPLOAD_ROUNDS; round++) {
      const quiet = await visitors(options.duration);
      const rssBefore = rssMb(pid) ?? Number.NaN;
      const stopSampling = sampleRss(pid);
      const busy = visitors(3600);
      const started = performance.now();
      const batch = await Promise.all(Array.from({ length: UPLOAD_BATCH }, upload));
      const batchS = (performance.now() - started) / 1000;
      busy.stop();
      const during = await busy;
      const rssPeak = stopSampling();
      if (batch.some((result) => !result.ok)) throw new Error("an upload of the batch failed");
      rounds.push({
        quietP50: quiet.latency.p50,
        quietP99: quiet.latency.p99,
        busyP50: during.latency.p50,
        busyP99: during.latency.p99,
        batchS,
        rssBefore,
        rssPeak,
        failures:
          quiet.errors + quiet.timeouts + quiet.non2xx + during.errors + during.timeouts + during.non2xx,
      });
    }
    return { rssIdle, single, rounds };
  } finally {
    await server.stop();
  }
}

const spread = (values: number[], digits = 0) =>
  `${fmt(Math.min(...values), digits)}–${fmt(Math.max(...values), digits)}`;

const uploadsMeasurement: Measurement = async (options) => {
  const loadBefore = os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ");
  const perServer = UPLOAD_SINGLE_RUNS + UPLOAD_BATCH * UPLOAD_ROUNDS;
  const photos = await twelveMegapixelPhotos(perServer);
  const photoMb = median(photos.map((photo) => photo.byteLength)) / (1024 * 1024);
  const runs: Awaited<ReturnType<typeof uploadRuns>>[] = [];
  // The same photos for each server: each starts on an empty library, so nothing is a repeat.
  for (const allocator of ALLOCATORS) runs.push(await uploadRuns(photos, allocator, options));

  const cells = (values: number[], digits = 0, unit = "") => [
    `${fmt(median(values), digits)}${unit}`,
    `${spread(values, digits)}${unit}`,
  ];
  const perAllocator = (pick: (run: (typeof runs)[number]) => number[], digits = 0, unit = "") =>
    runs.flatMap((run) => cells(pick(run), digits, unit));
  const met = (pick: (run: (typeof runs)[number]) => number[], target: number) =>
    runs.map((run) => (median(pick(run)) < target ? "yes" : "NO")).join(" / ");
  const rounds = (pick: (round: UploadRound) => number) => (run: (typeof runs)[number]) =>
    run.rounds.map(pick);
  const header = ["measure", ...ALLOCATORS.flatMap((a) => [a.label, "min–max"])];
  return [
    {
      title: `Uploads: one 12-megapixel photo (4000×3000 JPEG, ${fmt(photoMb, 1)} MB) at a time, ${UPLOAD_SINGLE_RUNS} runs`,
      columns: header,
      rows: [
        [
          "sent → 'stored' (original + 10 AVIF/WebP variants written)",
          ...perAllocator((run) => run.single.map((r) => r.storedMs / 1000), 2, " s"),
        ],
        [
          "sent → answer (record saved)",
          ...perAllocator((run) => run.single.map((r) => r.doneMs / 1000), 2, " s"),
        ],
      ],
      notes: [
        "Over loopback: sending 3 MB takes milliseconds, so 'stored' is the image pipeline's time.",
        `Work limits: ${imageWorkLimits()}.`,
      ],
    },
    {
      title: `Uploads: ${UPLOAD_BATCH} such photos at once while visitors load \`/\`, ${UPLOAD_ROUNDS} rounds (medians)`,
      columns: [...header, "target", "met"],
      rows: [
        [
          "all 10 stored and recorded",
          ...perAllocator(
            rounds((r) => r.batchS),
            1,
            " s",
          ),
          "",
          "",
        ],
        ["server RSS idle, before any upload (MB)", ...runs.flatMap((run) => [fmt(run.rssIdle), ""]), "", ""],
        ["server RSS before the batch (MB)", ...perAllocator(rounds((r) => r.rssBefore)), "", ""],
        [
          "server RSS peak during the batch (MB)",
          ...perAllocator(rounds((r) => r.rssPeak)),
          `< ${UPLOAD_TARGETS.rssMb}`,
          met(
            rounds((r) => r.rssPeak),
            UPLOAD_TARGETS.rssMb,
          ),
        ],
        ["GET / p50 ms, no uploads", ...perAllocator(rounds((r) => r.quietP50)), "", ""],
        ["GET / p99 ms, no uploads", ...perAllocator(rounds((r) => r.quietP99)), "", ""],
        ["GET / p50 ms, during the uploads", ...perAllocator(rounds((r) => r.busyP50)), "", ""],
        [
          "GET / p99 ms, during the uploads",
          ...perAllocator(rounds((r) => r.busyP99)),
          `< ${UPLOAD_TARGETS.homeP99Ms}`,
          met(
            rounds((r) => r.busyP99),
            UPLOAD_TARGETS.homeP99Ms,
          ),
        ],
      ],
      notes: [
        `Visitors: autocannon at ${VISITOR_LOAD.overallRate} requests/s over ${VISITOR_LOAD.connections} connections, ${options.duration} s without uploads, then for as long as the batch takes. Failed requests: ${runs.reduce((sum, run) => sum + run.rounds.reduce((s, r) => s + r.failures, 0), 0)}.`,
        `RSS sampled every ${RSS_SAMPLE_MS} ms from /proc; the server, the load generator and the uploading client share this machine.`,
        `Load average of the machine before and after: ${loadBefore} → ${os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(" ")}.`,
      ],
    },
  ];
};

/** Every measurement by name, in the order they run (`--only name,name` picks some). */
const measurements: Record<string, Measurement> = {
  startup: (options) => import("./bench/startup.ts").then((m) => m.startupMeasurement(options)),
  load: httpLoad,
  querymix: queryStringMix,
  lists: listsAtScale,
  adminlists: adminListsAtScale,
  uploads: uploadsMeasurement,
  ingest: ingestMeasurement,
  analytics: (options) => import("./bench/analytics.ts").then((m) => m.analyticsMeasurement(options)),
  lighthouse: lighthouseScores,
  islands: (options) => import("./bench/islands.ts").then((m) => m.islandsMeasurement(options)),
  islandsvsscript: (options) =>
    import("./bench/islands-vs-script.ts").then((m) => m.islandsVsScriptMeasurement(options)),
  languages: (options) => import("./bench/languages.ts").then((m) => m.languagesMeasurement(options)),
  fire: (options) => import("./bench/fire.ts").then((m) => m.fireMeasurement(options)),
  backup: (options) => import("./bench/backup.ts").then((m) => m.backupMeasurement(options)),
  attacks: (options) => import("./bench/attacks.ts").then((m) => m.attacksMeasurement(options)),
  clerkjobs: (options) => import("./bench/clerk-jobs.ts").then((m) => m.clerkJobsMeasurement(options)),
  pageweight: (options) => import("./bench/page-weight.ts").then((m) => m.pageWeightMeasurement(options)),
  adminscripts: (options) =>
    import("./bench/admin-scripts.ts").then((m) => m.adminScriptsMeasurement(options)),
  memory: (options) => import("./bench/memory.ts").then((m) => m.memoryMeasurement(options)),
  pagetexts: (options) => import("./bench/page-texts.ts").then((m) => m.pageTextsMeasurement(options)),
  registration: (options) =>
    import("./bench/registration.ts").then((m) => m.registrationMeasurement(options)),
  outbox: (options) => import("./bench/outbox.ts").then((m) => m.outboxMeasurement(options)),
  notices: (options) => import("./bench/notices.ts").then((m) => m.noticesMeasurement(options)),
};

// --- report ---------------------------------------------------------------------------------------

function machineFacts() {
  let commit = "unknown";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: projectRoot,
      encoding: "utf8",
    }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], {
      cwd: projectRoot,
      encoding: "utf8",
    }).trim();
    if (dirty) commit += " (with uncommitted changes)";
  } catch {
    // not a git checkout
  }
  return [
    `nproc: ${os.availableParallelism()} (${os.cpus()[0]?.model.trim() ?? "unknown CPU"})`,
    `memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB`,
    `Node ${process.version}, ${os.type()} ${os.release()} (${os.arch()})`,
    `commit: ${commit}`,
  ];
}

function textTable(table: Table) {
  const widths = table.columns.map((column, i) =>
    Math.max(column.length, ...table.rows.map((row) => (row[i] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  return [
    table.title,
    line(table.columns),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...table.rows.map(line),
    ...(table.notes ?? []),
  ].join("\n");
}

function markdownTable(table: Table) {
  // Aligned the way the project's formatter (Biome) lays out Markdown tables.
  const widths = table.columns.map((column, i) =>
    Math.max(3, column.length, ...table.rows.map((row) => (row[i] ?? "").length)),
  );
  const cell = (text: string, i: number) => (i === 0 ? text.padEnd(widths[i]!) : text.padStart(widths[i]!));
  const row = (cells: string[]) => `| ${cells.map(cell).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`;
  return [
    `### ${table.title}`,
    "",
    row(table.columns),
    rule,
    ...table.rows.map(row),
    ...(table.notes?.length ? ["", ...table.notes.map((note) => `- ${note}`)] : []),
  ].join("\n");
}

const MARKER = "<!-- bench:runs (npm run bench inserts each run below this line, newest first) -->";

function record(tables: Table[], facts: string[], started: Date) {
  const file = path.join(projectRoot, "docs/benchmarks.md");
  const intro = [
    "# Benchmarks",
    "",
    "Results of `npm run bench` (scripts/bench.ts): start-up time and memory of the production server, and",
    "HTTP load with autocannon against the home page, a static file of the same size and `/healthz`, all",
    "on the loopback interface. Benchmarks measure; tests assert behaviour. Numbers from different machines",
    "are not comparable; the page/static ratio of one run is the figure to watch.",
    "",
    MARKER,
    "",
  ].join("\n");
  const existing = existsSync(file) ? readFileSync(file, "utf8") : "";
  const base = existing.includes(MARKER) ? existing : `${intro}${existing ? `\n${existing}` : ""}`;
  const stamp = `${started.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const section = [
    `## ${stamp}`,
    "",
    ...facts.map((fact) => `- ${fact}`),
    "",
    ...tables.flatMap((table) => [markdownTable(table), ""]),
  ].join("\n");
  const at = base.indexOf(MARKER) + MARKER.length;
  const next = `${base.slice(0, at)}\n\n${section}${base.slice(at).replace(/^\n+/, "\n")}`;
  writeFileSync(file, `${next.trimEnd()}\n`);
  // Leave the file as the formatter wants it, so that `npm run lint` stays green.
  spawnSync(path.join(projectRoot, "node_modules/.bin/biome"), ["format", "--write", file], {
    stdio: "ignore",
  });
  return file;
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "50" },
      "no-record": { type: "boolean", default: false },
      only: { type: "string" },
    },
  });
  const names = values.only ? values.only.split(",").map((name) => name.trim()) : Object.keys(measurements);
  const unknown = names.filter((name) => !measurements[name]);
  if (unknown.length > 0)
    throw new Error(
      `Unknown measurement ${unknown.join(", ")}; choose from ${Object.keys(measurements).join(", ")}.`,
    );
  const options: Options = { duration: Number(values.duration), connections: Number(values.connections) };
  if (!(options.duration > 0) || !(options.connections > 0)) {
    throw new Error("--duration and --connections expect positive numbers.");
  }
  process.chdir(projectRoot);
  ensureFreshBuild();

  const started = new Date();
  const facts = machineFacts();
  console.log(`Benchmarks on ${facts.join("; ")}\n`);
  const tables: Table[] = [];
  for (const name of names) {
    for (const table of await measurements[name]!(options)) {
      tables.push(table);
      console.log(`${textTable(table)}\n`);
    }
  }
  if (!values["no-record"])
    console.log(`Recorded in ${path.relative(projectRoot, record(tables, facts, started))}.`);
}

// Ctrl-C: the servers are stopped by app-server.ts's exit hook; remove the temporary static file.
process.once("SIGINT", () => {
  rmSync(staticPath, { force: true });
  process.exit(130);
});

try {
  await main();
} catch (error) {
  rmSync(staticPath, { force: true });
  console.error(`Benchmark failed: ${(error as Error).message}`);
  process.exit(1);
}
