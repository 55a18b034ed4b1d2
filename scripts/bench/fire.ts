// `npm run bench -- --only fire`: the site under fire. 200 connections for 60 s against the
// production server (SQLite, demo content) mixing public pages in both languages, pictures from the
// media store, tracking beacons and enquiries, while an editor saves a news article every second
// through the admin action; then two more 60 s runs on the same server, to see whether its memory
// settles. Loopback only. Each visitor request carries an address of its own as X-Forwarded-For
// text with TRUST_PROXY=1 (the server behind one proxy, as in production), so the per-address
// limits of the beacon and enquiry endpoints see many visitors; a 429 would still be counted apart.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type AppServer, startAppServer, TEST_ADMIN } from "../../tests/support/app-server.ts";
import { signInCookie } from "../../tests/support/sign-in.ts";
import type { Measurement, Table } from "./types.ts";

const CONNECTIONS = 200;
const RUN_SECONDS = 60;
// The first run warms up (the GeoIP file, caches, the heap's growth); the next two show whether
// memory has settled.
const RUNS = 3;
const EDITOR_SAVE_EVERY_MS = 1_000;
const USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";

type Kind = "page" | "media" | "beacon" | "enquiry";
/** Out of 20 requests: the mix a busy public site sees (pictures and beacons follow each page). */
const MIX: Kind[] = [
  ...Array<Kind>(9).fill("page"),
  ...Array<Kind>(6).fill("media"),
  ...Array<Kind>(4).fill("beacon"),
  "enquiry",
];

type Tally = { latencies: number[]; statuses: Map<number, number>; socketErrors: number };
type Run = {
  seconds: number;
  tallies: Record<Kind, Tally>;
  saves: { ok: number; failed: string[]; latencies: number[] };
};

function rssMb(server: AppServer) {
  const status = readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** What the demo content offers: its public pages and its pictures' variants. */
function targets(dataDir: string) {
  const database = new DatabaseSync(path.join(dataDir, "school.db"), { readOnly: true });
  try {
    const slugs = (
      database.prepare("select slug from content where kind = 'school_info' order by slug").all() as {
        slug: string;
      }[]
    ).map((row) => row.slug);
    const media = (database.prepare("select variants from media").all() as { variants: string }[]).flatMap(
      (row) => (JSON.parse(row.variants) as { url: string; format: string }[]).map((variant) => variant.url),
    );
    const english = [
      "/",
      "/gallery",
      "/events",
      "/news",
      "/about",
      ...slugs.map((slug) => `/schools/${slug}`),
    ];
    const pages = [...english, ...english.map((page) => (page === "/" ? "/ta" : `/ta${page}`))];
    return { pages, media };
  } finally {
    database.close();
  }
}

let visitors = 0;
/** A public address per visitor request (not in a private, loopback or documentation range). */
function nextAddress() {
  visitors++;
  return `${11 + (visitors % 100)}.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

function send(
  agent: Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent, method: options.method ?? "GET", headers: options.headers },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** One request of the given kind, as a visitor's browser would send it. */
function visit(agent: Agent, base: string, kind: Kind, site: ReturnType<typeof targets>, n: number) {
  const address = nextAddress();
  const pick = <T>(list: T[]) => list[n % list.length]!;
  switch (kind) {
    case "page":
      return send(agent, `${base}${pick(site.pages)}`, {
        headers: { "x-forwarded-for": address, "user-agent": USER_AGENT, "accept-encoding": "br, gzip" },
      });
    case "media":
      return send(agent, `${base}${pick(site.media)}`, { headers: { "x-forwarded-for": address } });
    case "beacon":
      return send(agent, `${base}/api/track`, {
        method: "POST",
        headers: {
          "content-type": "text/plain;charset=UTF-8",
          "user-agent": USER_AGENT,
          "x-forwarded-for": address,
        },
        body: JSON.stringify({
          sessionId: `session_1764072000000_f${n.toString(36).padStart(8, "0")}`,
          pageUrl: pick(site.pages),
          pageTitle: "Fire",
          timeSpent: 0,
        }),
      });
    case "enquiry":
      return send(agent, `${base}/api/enquiries`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ kind: "contact", name: "A parent", message: `Fire enquiry ${n}` }),
      });
  }
}

/** The editor: a news article saved through the admin action every second until `until`. */
async function editor(server: AppServer, cookie: string, until: number, run: number) {
  const saves = { ok: 0, failed: [] as string[], latencies: [] as number[] };
  let next = Date.now();
  for (let n = 1; Date.now() < until; n++) {
    const sent = performance.now();
    const response = await fetch(`${server.url}/admin/news`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: server.url },
      body: new URLSearchParams({
        intent: "create-article",
        title: `Under fire ${run}.${n}`,
        excerpt: "Saved while the site is busy.",
        status: "published",
      }),
    }).catch((error: Error) => error);
    if (response instanceof Error) saves.failed.push(response.message);
    else {
      await response.arrayBuffer();
      saves.latencies.push(performance.now() - sent);
      if (response.status === 200) saves.ok++;
      else saves.failed.push(String(response.status));
    }
    next += EDITOR_SAVE_EVERY_MS;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }
  return saves;
}

async function fire(
  server: AppServer,
  site: ReturnType<typeof targets>,
  cookie: string,
  run: number,
): Promise<Run> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const tally = (): Tally => ({ latencies: [], statuses: new Map(), socketErrors: 0 });
  const tallies: Record<Kind, Tally> = { page: tally(), media: tally(), beacon: tally(), enquiry: tally() };
  const started = performance.now();
  const until = Date.now() + RUN_SECONDS * 1000;
  let count = 0;
  const connection = async (slot: number) => {
    while (Date.now() < until) {
      const n = count++;
      const kind = MIX[(n * 7 + slot) % MIX.length]!;
      const tally = tallies[kind];
      const sent = performance.now();
      try {
        const status = await visit(agent, server.url, kind, site, n);
        tally.latencies.push(performance.now() - sent);
        tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      } catch {
        tally.socketErrors++;
      }
    }
  };
  const [saves] = await Promise.all([
    editor(server, cookie, until, run),
    ...Array.from({ length: CONNECTIONS }, (_, slot) => connection(slot)),
  ]);
  agent.destroy();
  return { seconds: (performance.now() - started) / 1000, tallies, saves };
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

function percentile(sorted: number[], p: number) {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
    : Number.NaN;
}

const isError = (status: number) => status < 200 || (status >= 400 && status !== 429);

function runRows(run: Run, label: string) {
  return (Object.entries(run.tallies) as [Kind, Tally][]).map(([kind, tally]) => {
    const latencies = sorted(tally.latencies);
    const statuses = [...tally.statuses.entries()];
    const errors = statuses.filter(([status]) => isError(status)).reduce((sum, [, n]) => sum + n, 0);
    return [
      `${label}: ${kind}`,
      String(latencies.length + tally.socketErrors),
      (latencies.length / run.seconds).toFixed(0),
      percentile(latencies, 50).toFixed(1),
      percentile(latencies, 95).toFixed(1),
      percentile(latencies, 99).toFixed(1),
      String(errors + tally.socketErrors),
      String(tally.statuses.get(429) ?? 0),
      statuses
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(" "),
    ];
  });
}

export const fireMeasurement: Measurement = async () => {
  const loadBefore = os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-bench-fire-"));
  const server = await startAppServer({
    dataDir,
    env: { LOG_LEVEL: "warn", TRUST_PROXY: "1" },
    timeoutMs: 180_000,
  });
  try {
    const site = targets(dataDir);
    const cookie = await signInCookie(server.url, TEST_ADMIN);
    const rss = [rssMb(server)];
    const runs: Run[] = [];
    for (let run = 1; run <= RUNS; run++) {
      runs.push(await fire(server, site, cookie, run));
      rss.push(rssMb(server));
    }
    const total = (run: Run) =>
      Object.values(run.tallies).reduce((sum, tally) => sum + tally.latencies.length, 0) / run.seconds;
    const table: Table = {
      title: `Under fire: ${CONNECTIONS} connections, ${RUN_SECONDS} s × ${RUNS} runs (SQLite, demo content), pages + media + beacons + enquiries, an editor saving every second`,
      columns: ["run: kind", "requests", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors", "429", "statuses"],
      rows: runs.flatMap((run, i) => runRows(run, `run ${i + 1}`)),
      notes: [
        ...runs.map(
          (run, i) =>
            `Run ${i + 1}: ${total(run).toFixed(0)} requests/s in all; editor saves answered 200: ${run.saves.ok} (p50 ${percentile(sorted(run.saves.latencies), 50).toFixed(0)} ms, slowest ${Math.max(...run.saves.latencies).toFixed(0)} ms; the next save waits for the answer), failed: ${run.saves.failed.length ? run.saves.failed.join(", ") : "none"}.`,
        ),
        `Server RSS: ${rss.map((mb) => `${mb.toFixed(0)} MB`).join(" → ")} (idle after start, then after each run).`,
        `Mix per 20 requests: 9 pages (${site.pages.length} English and Tamil pages in turn), 6 pictures (${site.media.length} variants of the demo content), 4 beacons, 1 enquiry; every request from an address of its own (X-Forwarded-For, TRUST_PROXY=1). Errors: a socket error or a status outside 2xx/3xx other than 429.`,
        `The load generator (one Node process, keep-alive, ${CONNECTIONS} sockets) shares the machine's cores with the server. Load average before and after: ${loadBefore} → ${os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(" ")}.`,
      ],
    };
    return [table];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
