// Bad input everywhere: every route of app/routes.ts gets malformed requests (tests/support/fuzz-cases.ts
// builds them from the route list), signed in as the admin so that the actions are really reached,
// and signed out, on SQLite and on PostgreSQL. Every answer is below 500 — a 4xx with a message, or
// a redirect — no answer shows a stack trace, the server logs no error and stays up, and since
// every case must be refused, no table row and no uploaded file changes.
import { execFile } from "node:child_process";
import { connect } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWSLETTER_EMAIL_FIELD } from "~/copy/newsletter";
import { UNKNOWN_INTENT_MESSAGE } from "~/server/http/intents.server";
import { type AppServer, projectRoot, startAppServer, TEST_ADMIN } from "../support/app-server";
import { ACTIONS, type FuzzCase, fuzzPlan, type RecordIds, realRecordCases } from "../support/fuzz-cases";
import { dispatchedIntentCount, listedRoutes } from "../support/route-list";
import { firstValues, stateChanges, storedState } from "../support/table-snapshot";
import { staffCookie } from "./helpers/staff-session";

const routes = listedRoutes();
const plan = fuzzPlan(routes);
/** Requests in flight at once. */
const CONCURRENCY = 8;
const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** A line of a stack trace (" at fn (file.js:1:2)"), which no answer may show. */
const STACK_LINE = /\n\s+at [^\n]*:\d+:\d+/;

const clusterScript = path.join(projectRoot, "scripts/postgres-cluster.sh");
const cluster = async (...args: string[]) =>
  (await promisify(execFile)("bash", [clusterScript, ...args], { encoding: "utf8" })).stdout.trim();
// Started at once, while the SQLite server starts.
const clusterStarted = cluster("start").then((line) => line.split(" "));
clusterStarted.catch(() => {});

afterAll(async () => {
  const [dir] = await clusterStarted.catch(() => []);
  if (dir) await cluster("stop", dir);
});

describe("the fuzz plan", () => {
  it("has cases for every route with an action, and for every intent each action dispatches", () => {
    expect(plan.actionRoutesWithoutCases, "routes with an action missing from ACTIONS").toEqual([]);
    expect(plan.staleActions, "ACTIONS entries for modules without an action").toEqual([]);
    for (const route of routes.filter((entry) => entry.hasAction)) {
      const dispatched = dispatchedIntentCount(route.file);
      const action = ACTIONS[route.file];
      if (dispatched === undefined) expect(action?.kind, route.file).not.toBe("intents");
      else
        expect(action?.kind === "intents" ? action.intents.length : undefined, route.file).toBe(dispatched);
    }
    expect(routes.filter((route) => route.hasAction).length).toBeGreaterThanOrEqual(20);
  });
});

type Outcome = { status: number | "closed"; text: string };

/** A distinct client address per request, so that per-address limits do not hide the actions. */
function clientAddress(index: number) {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

async function send(server: AppServer, fuzz: FuzzCase, adminCookie: string, index: number): Promise<Outcome> {
  const headers: Record<string, string> = {
    "user-agent": BROWSER_AGENT,
    origin: server.url,
    "x-forwarded-for": clientAddress(index),
    ...fuzz.headers,
  };
  if (fuzz.persona === "admin")
    headers.cookie = [adminCookie, fuzz.headers.cookie].filter(Boolean).join("; ");
  try {
    const response = await fetch(`${server.url}${fuzz.path}`, {
      method: fuzz.method,
      headers,
      // A Buffer is a Uint8Array, which fetch sends as it is; the DOM typings only miss the shared-memory case.
      body: fuzz.body as Uint8Array<ArrayBuffer> | undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(60_000),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    // After its 413 the server may close the connection while the client is still sending.
    if (fuzz.oversized) return { status: "closed", text: "" };
    throw new Error(`${fuzz.label}: ${(error as Error).message}`, { cause: error });
  }
}

/** What is wrong with an answer ("" when nothing is). */
function problemWith(fuzz: FuzzCase, { status, text }: Outcome): string {
  if (status === "closed") return "";
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  if (STACK_LINE.test(text)) return `showed a stack trace: ${text.slice(0, 300)}`;
  // 431 comes from Node's HTTP parser (a request line and headers over 16 KB), before the app.
  if (status >= 400 && status !== 431 && text.trim() === "") return `answered ${status} without a message`;
  if (fuzz.expectUnknownIntent && (status !== 400 || !text.includes(UNKNOWN_INTENT_MESSAGE)))
    return `answered ${status} without the unknown-intent message: ${text.slice(0, 200)}`;
  if (fuzz.expectKnownIntent && text.includes(UNKNOWN_INTENT_MESSAGE))
    return "was refused as an unknown intent: ACTIONS names an intent the action does not know";
  return "";
}

/** Runs the cases `CONCURRENCY` at a time; resolves with each one's problem, and the statuses seen. */
async function runAll(server: AppServer, cases: FuzzCase[], adminCookie: string) {
  const problems: string[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const fuzz = cases[index]!;
      const outcome = await send(server, fuzz, adminCookie, index);
      statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
      const problem = problemWith(fuzz, outcome);
      if (problem) problems.push(`${fuzz.label} ${problem}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { problems, statuses };
}

/** Malformed HTTP that fetch cannot send, on a raw socket: the answer's status line, or "" if none. */
function rawExchange(port: number, bytes: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    const done = () => {
      socket.destroy();
      resolve(received.split("\r\n")[0] ?? "");
    };
    socket.setTimeout(15_000, done);
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n")) done();
    });
    socket.on("error", done);
    socket.on("close", done);
    socket.end(bytes);
  });
}

const RAW_REQUESTS: [string, Buffer][] = [
  ["negative length", Buffer.from("POST /admin/login HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n")],
  [
    "length and chunked",
    Buffer.from(
      "POST /api/enquiries HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    ),
  ],
  [
    "broken chunk",
    Buffer.from(
      "POST /news HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nemail\r\n",
    ),
  ],
  ["NUL in the path", Buffer.from("GET /\0admin HTTP/1.1\r\nHost: x\r\n\r\n")],
  ["NUL in a header", Buffer.from("GET / HTTP/1.1\r\nHost: x\r\nX-Fuzz: a\0b\r\n\r\n")],
  [
    "invalid UTF-8 in the path",
    Buffer.concat([
      Buffer.from("GET /news/"),
      Buffer.from([0xff, 0xc0, 0x80]),
      Buffer.from(" HTTP/1.1\r\nHost: x\r\n\r\n"),
    ]),
  ],
  ["no request line", Buffer.from("\r\n\r\nGARBAGE\r\n\r\n")],
  [
    "body cut short",
    Buffer.from(
      'POST /api/enquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"kind":',
    ),
  ],
];

/** A stored record of each kind the admin forms change (the demo content has them all). */
const RECORD_QUERIES: Record<keyof RecordIds, string> = {
  itemId: "select content_id from gallery_item order by content_id limit 1",
  eventId: "select content_id from event order by content_id limit 1",
  articleId: "select content_id from news order by content_id limit 1",
  slideId: "select content_id from slide order by content_id limit 1",
  mediaId: "select id from media order by id limit 1",
  userId: `select id from "user" where username = '${TEST_ADMIN.username}'`,
  slug: "select content.slug from school join content on content.id = school.content_id order by 1 limit 1",
};

type Engine = "sqlite" | "postgres";
type EngineServer = { server: AppServer; databaseUrl?: string; adminCookie: string };

async function startEngine(engine: Engine): Promise<EngineServer> {
  const databaseUrl = engine === "postgres" ? (await clusterStarted)[2] : undefined;
  const server = await startAppServer({ env: { TRUST_PROXY: "true", DATABASE_URL: databaseUrl } });
  return { server, databaseUrl, adminCookie: await staffCookie(server, TEST_ADMIN) };
}

// The two engines' servers run side by side: each is one thread, so two use the machine's two cores.
const engines: Partial<Record<Engine, EngineServer>> = {};
beforeAll(async () => {
  const [sqlite, postgres] = await Promise.allSettled([startEngine("sqlite"), startEngine("postgres")]);
  if (sqlite.status === "fulfilled") engines.sqlite = sqlite.value;
  if (postgres.status === "fulfilled") engines.postgres = postgres.value;
  for (const started of [sqlite, postgres]) if (started.status === "rejected") throw started.reason;
});
afterAll(async () => {
  await Promise.all(Object.values(engines).map((engine) => engine.server.stop()));
});

describe.concurrent("malformed requests", () => {
  for (const engine of ["sqlite", "postgres"] as const) {
    it(`on ${engine}: are answered below 500 with a message, log no error, leave the server up, and store nothing`, async () => {
      const { server: app, databaseUrl, adminCookie } = engines[engine]!;
      const started = Date.now();
      const ids = await firstValues(app, databaseUrl, RECORD_QUERIES);
      expect(Object.keys(ids).sort(), "records the real-record cases name").toEqual(
        Object.keys(RECORD_QUERIES).sort(),
      );
      const cases = [...plan.cases, ...realRecordCases(routes, ids)];
      const before = await storedState(app, databaseUrl);
      const { problems, statuses } = await runAll(app, cases, adminCookie);
      const raw = await Promise.all(RAW_REQUESTS.map(([, bytes]) => rawExchange(app.port, bytes)));
      for (const [index, line] of raw.entries()) {
        if (line !== "" && !/^HTTP\/1\.[01] [1-4]\d\d\b/.test(line))
          problems.push(`raw ${RAW_REQUESTS[index]![0]} answered ${line}`);
      }
      const after = await storedState(app, databaseUrl);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const endpoints = new Set(cases.map((fuzz) => fuzz.endpoint)).size;
      const routesCovered = new Set(cases.map((fuzz) => fuzz.endpoint.split(" ")[1])).size;
      console.log(
        `fuzz on ${engine}: ${cases.length + RAW_REQUESTS.length} cases (${RAW_REQUESTS.length} raw HTTP) on ${endpoints} endpoints (${routesCovered} routes, every intent) in ${seconds} s; statuses ${JSON.stringify(statuses)}`,
      );

      expect(problems.slice(0, 40), `${problems.length} answers were wrong`).toEqual([]);
      expect(statuses["431"], "the over-long query strings").toBeGreaterThan(0);
      // Refused attempts are what a rate limit counts (on PostgreSQL its windows are rows).
      expect(stateChanges(before, after, ["rate_limit_window"]), "what the refused requests changed").toEqual(
        [],
      );
      expect(app.process.exitCode).toBeNull();
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
      // The admin stayed signed in throughout, so the admin's cases reached the actions.
      const adminHome = await fetch(`${app.url}/admin`, {
        headers: { cookie: adminCookie },
        redirect: "manual",
      });
      expect(adminHome.status).toBe(200);
      expect(app.output()).not.toMatch(/"level":"error"/);

      // The comparison sees a change: one accepted sign-up shows up as its table's change.
      expect(Object.keys(before.tables).length, "tables in the snapshot").toBeGreaterThanOrEqual(15);
      const signUp = await fetch(`${app.url}/news`, {
        method: "POST",
        headers: { origin: app.url, "x-forwarded-for": "10.255.255.254" },
        body: new URLSearchParams({ [NEWSLETTER_EMAIL_FIELD]: `fuzz-control-${engine}@example.org` }),
        redirect: "manual",
      });
      expect(signUp.status).toBe(303);
      const changed = stateChanges(after, await storedState(app, databaseUrl), ["rate_limit_window"]);
      expect(changed.map((line) => line.split(":")[0])).toEqual(["table newsletter_subscriber"]);
    }, 240_000);
  }
});
