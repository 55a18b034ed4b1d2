// Starts the production server (`node server.ts` on the pinned Node 24) for end-to-end tests and
// benchmarks: a free loopback port, a temporary DATA_DIR, a clean environment with the memory
// settings `npm start` gives the server, and a wait until /healthz answers. Uses node: built-ins
// and scripts/start.ts only, so scripts/bench.ts can import it under plain Node.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverProcessSettings } from "../../scripts/start.ts";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The pinned Node binary (the `node` npm package), whatever Node runs the caller. */
export const pinnedNode = path.join(projectRoot, "node_modules/.bin/node");

/** The first admin created on an empty database; e2e tests sign in with it. */
export const TEST_ADMIN = {
  username: "testadmin",
  password: "test-admin-password-123",
  email: "testadmin@example.org",
} as const;

export type ServerEnv = Record<string, string | undefined>;

export type SpawnOptions = {
  /** Extra or overriding variables; `undefined` removes a default. */
  env?: ServerEnv;
  /** Use this DATA_DIR (kept afterwards) instead of a new temporary one (removed on stop/kill). */
  dataDir?: string;
  /** Node's flags instead of those `npm start` gives the server (scripts/start.ts). */
  nodeFlags?: readonly string[];
  /**
   * Another checkout whose server.ts and build/ run instead of this one's (benchmarks compare the
   * commit an issue started from); it shares this checkout's pinned Node.
   */
  checkout?: string;
};

export type ServerExit = { code: number | null; signal: NodeJS.Signals | null };

export type SpawnedServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server wrote so far, stdout and stderr interleaved in arrival order. */
  output: () => string;
  stdout: () => string;
  stderr: () => string;
  /** Settles when the process has exited. */
  exited: Promise<ServerExit>;
};

export type AppServer = SpawnedServer & {
  /** SIGTERM, then waits for the exit (SIGKILL after `timeoutMs`). */
  stop: (timeoutMs?: number) => Promise<ServerExit>;
  /** SIGKILL, then waits for the exit. */
  kill: () => Promise<ServerExit>;
};

/** A TCP port that is free on the loopback interface right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Spawns `node server.ts` without waiting for it; for tests that expect start-up to fail. */
export async function spawnAppServer(
  options: SpawnOptions = {},
): Promise<SpawnedServer & { ownsDataDir: boolean }> {
  if (!existsSync(pinnedNode)) throw new Error(`${pinnedNode} is missing: run npm install first.`);
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "school-e2e-"));
  const port = await freePort();
  const env: Record<string, string> = {};
  const base: ServerEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    LANG: process.env.LANG,
    BUILD_DIR: process.env.BUILD_DIR,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ...serverProcessSettings.env,
    ...options.env,
  };
  for (const [key, value] of Object.entries(base)) if (value !== undefined) env[key] = value;

  const nodeFlags = options.nodeFlags ?? serverProcessSettings.nodeFlags;
  const child = spawn(pinnedNode, [...nodeFlags, "server.ts"], {
    cwd: options.checkout ?? projectRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once("exit", () => {
      for (const leftover of running) leftover.kill("SIGKILL");
    });
  }
  let all = "";
  let out = "";
  let err = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    out += chunk;
    all += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    err += chunk;
    all += chunk;
  });
  const exited = new Promise<ServerExit>((resolve) => {
    // "close" waits for the output pipes to drain, so output() is complete once this settles.
    child.once("close", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
    child.once("error", (error) => {
      running.delete(child);
      all += `\n[spawn error] ${error.message}\n`;
      resolve({ code: null, signal: null });
    });
  });
  return {
    url: `http://127.0.0.1:${env.PORT}`,
    port: Number(env.PORT),
    dataDir,
    ownsDataDir,
    process: child,
    output: () => all,
    stdout: () => out,
    stderr: () => err,
    exited,
  };
}

/** What server.ts prints when it listens (its console line, not a log line). */
const READY_LINE = "School website ready on";

/** Starts the production server and resolves once GET /healthz answers 200. */
export async function startAppServer(
  options: SpawnOptions & { timeoutMs?: number; pollIntervalMs?: number } = {},
): Promise<AppServer> {
  const server = await spawnAppServer(options);
  const cleanup = () => {
    if (server.ownsDataDir) rmSync(server.dataDir, { recursive: true, force: true });
  };
  const waitExit = async (signal: NodeJS.Signals, timeoutMs: number) => {
    if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill(signal);
    const timer = setTimeout(() => server.process.kill("SIGKILL"), timeoutMs);
    const result = await server.exited;
    clearTimeout(timer);
    cleanup();
    return result;
  };
  const app: AppServer = {
    ...server,
    stop: (timeoutMs = 15_000) => waitExit("SIGTERM", timeoutMs),
    kill: () => waitExit("SIGKILL", 5_000),
  };

  const timeoutMs = options.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  let exitedEarly: ServerExit | undefined;
  void server.exited.then((result) => {
    exitedEarly = result;
  });
  // server.ts prints this line once it listens, whatever LOG_LEVEL says: the wait ends then rather
  // than at the next poll (a poll that finds nothing listening is retried after the interval).
  let listening = false;
  let wakeOnListening: () => void = () => {};
  const onOutput = () => {
    if (listening || !server.stdout().includes(READY_LINE)) return;
    listening = true;
    wakeOnListening();
  };
  server.process.stdout?.on("data", onOutput);
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (exitedEarly) {
      cleanup();
      throw new Error(
        `The server exited during start-up (code ${exitedEarly.code}, signal ${exitedEarly.signal}). Its output:\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return app;
      lastProblem = `GET /healthz answered ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.pollIntervalMs ?? 100);
      wakeOnListening = listening
        ? () => {}
        : () => {
            clearTimeout(timer);
            resolve();
          };
    });
  }
  await app.kill();
  throw new Error(
    `The server did not answer GET /healthz within ${timeoutMs / 1000} s (${lastProblem}). Its output:\n${server.output()}`,
  );
}

export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * A plain HTTP GET that neither adds nor decodes anything (unlike fetch, which always asks for
 * and unpacks compression), so tests see exactly what the server sent.
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: "GET", headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

/**
 * A cookie the render cache never answers (nor limits, as it does anonymous misses): a request that
 * carries it is drawn afresh by React Router, as a signed-in or just-redirected visitor's is.
 */
export const FRESH_RENDER_COOKIE = "flash_toast=none";
