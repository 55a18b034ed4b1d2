// `npm run bench -- --only attacks`: issue 24's probes, the commit before the issue and this checkout
// side by side in one run. (1) Memory under 600 connections posting 2 MB to an admin form with a
// made-up session cookie; (2) a cached page (/gallery) alone and beside a flood of made-up addresses
// (/news/zz-<random>, 100 connections), three rounds alternating the builds. Loopback only.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type AppServer, startAppServer } from "../../tests/support/app-server.ts";
import { streamedPost } from "../../tests/support/stream-body.ts";
import { median, spread } from "../lighthouse.ts";
import { buildCommit } from "./build-commit.ts";
import type { Measurement, Table } from "./types.ts";

/** The last commit before issue 24's fixes. */
export const BEFORE_ISSUE_24_COMMIT = "b91fd8b";
const FORGED_POSTS = 600;
const FORGED_BODY_BYTES = 2 * 1024 * 1024;
const ROUNDS = 3;
const SECONDS = 10;
const FLOOD_CONNECTIONS = 100;
const PAGE_CONNECTIONS = 10;

type LoadResult = {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  timeouts: number;
};
const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: { setupRequest: (request: { path: string }) => { path: string } }[];
}) => Promise<LoadResult>;

function rssMb(server: AppServer) {
  const status = readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** One 2 MB form post with a made-up session cookie; resolves with the status, or how it ended. */
async function forgedPost(url: string, declare: boolean) {
  const outcome = await streamedPost({
    url: `${url}/admin/news`,
    bytes: FORGED_BODY_BYTES,
    declareLength: declare,
    headers: { cookie: "better-auth.session_token=garbage", origin: url },
  });
  return String(outcome);
}

async function forgedCookieMemory(server: AppServer) {
  const rest = rssMb(server);
  let peak = rest;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server));
  }, 50);
  const outcomes = await Promise.all(
    Array.from({ length: FORGED_POSTS }, (_, i) => forgedPost(server.url, i % 2 === 0)),
  );
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  const tally = new Map<string, number>();
  for (const outcome of outcomes) tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
  return { rest, peak, after30s: rssMb(server), tally };
}

async function cachedPageBesideFlood(server: AppServer) {
  const page = () =>
    autocannon({ url: `${server.url}/gallery`, connections: PAGE_CONNECTIONS, duration: SECONDS });
  await page(); // warm: the page is kept
  const alone = await page();
  let n = 0;
  const flood = autocannon({
    url: server.url,
    connections: FLOOD_CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/news/zz-${Date.now().toString(36)}-${n++}` }) }],
  });
  const beside = await page();
  const flooded = await flood;
  return { alone, beside, flooded };
}

export const attacksMeasurement: Measurement = async () => {
  const before = buildCommit(BEFORE_ISSUE_24_COMMIT);
  const builds = { before: before.buildDir, after: undefined } as const;
  const memory: string[][] = [];
  const rounds: Record<"before" | "after", Awaited<ReturnType<typeof cachedPageBesideFlood>>[]> = {
    before: [],
    after: [],
  };
  try {
    for (const side of ["before", "after"] as const) {
      const server = await startAppServer({ env: { LOG_LEVEL: "error", BUILD_DIR: builds[side] } });
      try {
        const { rest, peak, after30s, tally } = await forgedCookieMemory(server);
        memory.push([
          side,
          rest.toFixed(0),
          peak.toFixed(0),
          after30s.toFixed(0),
          [...tally].map(([outcome, count]) => `${outcome}×${count}`).join(", "),
        ]);
      } finally {
        await server.stop();
      }
    }
    const servers = {
      before: await startAppServer({ env: { LOG_LEVEL: "error", BUILD_DIR: builds.before } }),
      after: await startAppServer({ env: { LOG_LEVEL: "error" } }),
    };
    try {
      for (let round = 0; round < ROUNDS; round++) {
        for (const side of ["before", "after"] as const)
          rounds[side].push(await cachedPageBesideFlood(servers[side]));
      }
    } finally {
      await servers.before.stop();
      await servers.after.stop();
    }
  } finally {
    before.cleanUp();
  }
  const figure = (values: number[], digits = 0) =>
    `${median(values).toFixed(digits)} (${spread(values, digits)})`;
  const floodRows = (["before", "after"] as const).map((side) => {
    const runs = rounds[side];
    const floodStatuses = runs.map((run) => run.flooded.non2xx);
    return [
      side,
      figure(runs.map((run) => run.alone.requests.average)),
      figure(runs.map((run) => run.alone.latency.p99)),
      figure(runs.map((run) => run.beside.requests.average)),
      figure(runs.map((run) => run.beside.latency.p99)),
      figure(runs.map((run) => run.beside.timeouts)),
      figure(runs.map((run) => run.flooded.requests.average)),
      `${floodStatuses.join("/")} non-2xx`,
    ];
  });
  const tables: Table[] = [
    {
      title: `Memory under ${FORGED_POSTS} connections posting 2 MB to /admin/news with a made-up session cookie (MB RSS)`,
      columns: ["build", "at rest", "peak", "30 s after", "answers"],
      rows: memory,
      notes: [
        `Before: commit ${BEFORE_ISSUE_24_COMMIT}; after: this checkout. Half the posts declare their length, half are chunked. Each server fresh, demo content.`,
      ],
    },
    {
      title: `Cached /gallery alone and beside a flood of made-up addresses (${PAGE_CONNECTIONS} + ${FLOOD_CONNECTIONS} connections, ${SECONDS} s, median of ${ROUNDS} rounds, range)`,
      columns: [
        "build",
        "req/s alone",
        "p99 ms alone",
        "req/s beside flood",
        "p99 ms beside flood",
        "timeouts beside",
        "flood req/s",
        "flood answers",
      ],
      rows: floodRows,
      notes: [
        "The flood asks /news/zz-<random>: every address is new. Before, each took one of the three uncached-render places or was turned away 503; after, each is answered with the kept not-found page (404).",
        "Both servers run at once; the rounds alternate before, after, before…",
      ],
    },
  ];
  return tables;
};
