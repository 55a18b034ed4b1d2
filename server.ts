// HTTP entry. Runs on the project's pinned Node 24, which strips TypeScript types itself.
// It owns what sits in front of the application: logging, security headers, compression,
// static assets and graceful shutdown. The application (React Router, auth, database, media)
// lives in the server bundle built from app/server/http/app.server.ts.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";

// Node's own start up to here: the runtime, this file and its imports (express, compression).
const nodeStartMs = performance.now();

type StartupStep = { step: string; ms: number };
type AppRuntime = {
  handler: express.Handler;
  config: { port: number; host: string; trustProxyHops: number; publicUrl: string };
  log: (level: "info" | "warn" | "error", message: string, fields?: Record<string, unknown>) => void;
  /** Sets the Content-Security-Policy, with a fresh nonce, on a response. */
  contentSecurityPolicy: express.RequestHandler;
  shutdown: () => Promise<void>;
  /** The start-up trace (LOG_LEVEL=debug): the step to listening, then the total. */
  startupTrace?: { step: (step: string, ms: number) => void; finish: () => void };
};
type AppModule = { startApp: (options: { earlierSteps: StartupStep[] }) => Promise<AppRuntime> };

const development = process.argv.includes("--dev");
// Express and React show stack traces outside production; a started server is production.
process.env.NODE_ENV ??= development ? "development" : "production";
const SHUTDOWN_GRACE_MS = 10_000;
// Where `react-router build` wrote the app (BUILD_DIR lets parallel checkouts keep separate builds).
const buildDir = process.env.BUILD_DIR ?? "build";
// After a stop signal the server keeps accepting until no new connection has come for this long:
// closing the listener while the kernel still queues connections for a busy server resets them.
const SHUTDOWN_QUIET_MS = 300;

async function loadApp(app: express.Express): Promise<AppModule> {
  if (!development) {
    // Relative to the working folder or absolute, as BUILD_DIR says.
    const buildPath = pathToFileURL(path.resolve(buildDir, "server/index.js")).href;
    return (await import(buildPath)) as AppModule;
  }
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteDevServer.middlewares);
  return (await viteDevServer.ssrLoadModule("./app/server/http/app.server.ts")) as AppModule;
}

async function main() {
  const app = express();
  app.disable("x-powered-by");

  const loading = performance.now();
  const appModule = await loadApp(app);
  const earlierSteps = [
    { step: "node and server.ts", ms: nodeStartMs },
    { step: "server bundle loaded", ms: performance.now() - loading },
  ];
  let runtime: AppRuntime;
  try {
    runtime = await appModule.startApp({ earlierSteps });
  } catch (error) {
    // Configuration, database and folder problems arrive as one readable sentence.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const { config, log } = runtime;
  // A number of hops, never `true`: Express would then take the left-most X-Forwarded-For entry,
  // which the client writes itself.
  if (config.trustProxyHops > 0) app.set("trust proxy", config.trustProxyHops);

  app.use(requestLogger(log));
  app.use(securityHeaders(config.publicUrl.startsWith("https://"), runtime.contentSecurityPolicy));
  app.use(compression());
  if (!development) {
    app.use("/assets", precompressedAssets(path.resolve(buildDir, "client/assets")));
    app.use(
      "/assets",
      express.static(`${buildDir}/client/assets`, {
        immutable: true,
        maxAge: "1y",
        index: false,
        // A folder's address falls through to the app's 404 (with the site's headers) instead of
        // serve-static's own redirect, which replaces the Content-Security-Policy with its own.
        redirect: false,
      }),
    );
    app.use(buildFilesOnly(`${buildDir}/client`, { maxAge: "1h", index: false, redirect: false }));
  }
  app.use(runtime.handler);
  app.use(errorHandler(log));

  const listening = performance.now();
  const server = app.listen(config.port, config.host, () => {
    runtime.startupTrace?.step("listening", performance.now() - listening);
    runtime.startupTrace?.finish();
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    log("info", "server listening", { url: `http://localhost:${port}`, publicUrl: config.publicUrl });
    console.log(`School website ready on http://localhost:${port} (staff sign in at /admin/login)`);
  });
  server.on("error", (error) => {
    console.error(`The server could not listen on ${config.host}:${config.port}: ${error.message}`);
    process.exit(1);
  });
  handleShutdown(server, runtime);
}

/**
 * A request's path as the log keeps it: without its query, and a registration's confirmation page
 * (issue 29) without the secret that opens it, since whoever reads the log could open it.
 */
function loggedPath(url: string): string {
  return (url.split("?")[0] ?? "").replace(/^((?:\/ta)?\/events\/[^/]+\/registration\/)[^/]+/i, "$1…");
}

function requestLogger(log: AppRuntime["log"]) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const id = randomUUID();
    res.setHeader("X-Request-Id", id);
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // 503 is "busy" or "the database is away, try again": said at warn (the outage has its own
      // error line); other 5xx are the product's own faults.
      const level = res.statusCode === 503 ? "warn" : res.statusCode >= 500 ? "error" : "info";
      log(level, "request", {
        id,
        method: req.method,
        path: loggedPath(req.originalUrl),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
      });
    });
    next();
  };
}

/**
 * Hashed scripts and styles never change, so each is served compressed at the strongest settings
 * (brotli 11, gzip 9) from memory: parents on slow data get the smallest bytes. The build writes the
 * compressed twins (scripts/precompress-assets.ts); an asset without them is compressed here once.
 */
function precompressedAssets(assetsDir: string) {
  const cache = new Map<string, Compressed>();
  const types: Record<string, string> = {
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const type = types[path.extname(req.path)];
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : undefined;
    if (!type || !encoding || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const file = path.join(assetsDir, path.normalize(req.path));
    if (!file.startsWith(`${assetsDir}${path.sep}`)) return next();
    let compressed = cache.get(file);
    if (!compressed) {
      const found = precompressed(file) ?? compress(file);
      // Only real assets are kept: addresses that name no file must not grow the map.
      if (!found) return next();
      compressed = found;
      cache.set(file, compressed);
    }
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    res.end(req.method === "HEAD" ? undefined : compressed[encoding]);
  };
}

type Compressed = { br: Buffer; gzip: Buffer };

function precompressed(file: string): Compressed | null {
  try {
    return { br: readFileSync(`${file}.br`), gzip: readFileSync(`${file}.gz`) };
  } catch {
    return null;
  }
}

function compress(file: string): Compressed | null {
  try {
    const bytes = readFileSync(file);
    return {
      br: brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(bytes, { level: 9 }),
    };
  } catch {
    return null;
  }
}

function errorHandler(log: AppRuntime["log"]) {
  // Anything that escapes the application: log it, answer plainly, never show a stack trace.
  return (error: Error & { status?: number }, req: Request, res: Response, _next: NextFunction) => {
    const status = error.status && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) log("error", "unhandled error", { path: loggedPath(req.originalUrl), error });
    if (res.headersSent) return void res.end();
    res
      .status(status)
      .type("text/plain")
      .send(status >= 500 ? "Something went wrong on our side." : "Bad request.");
  };
}

function securityHeaders(https: boolean, contentSecurityPolicy: express.RequestHandler) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    // As the policy's frame-ancestors 'none', for browsers that know only this header.
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    contentSecurityPolicy(req, res, next);
  };
}

function handleShutdown(server: Server, runtime: AppRuntime) {
  // Connections accepted whose first request has not arrived yet. Closing the server would count
  // them idle and reset them, though a visitor is on the other end (a busy or slow client writes
  // its request a moment after connecting), so the drain below waits for them too.
  const awaitingFirstRequest = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    awaitingFirstRequest.add(socket);
    socket.once("close", () => awaitingFirstRequest.delete(socket));
  });
  server.on("request", (req) => awaitingFirstRequest.delete(req.socket));
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const signalledAt = Date.now();
    runtime.log("info", "shutting down", { signal });
    // Answer everything from now on with Connection: close, and keep accepting until the queue of
    // waiting connections has drained.
    server.on("request", (_req, res) => res.setHeader("Connection", "close"));
    let lastConnectionAt = signalledAt;
    server.on("connection", () => {
      lastConnectionAt = Date.now();
    });
    const drained = () =>
      (Date.now() - lastConnectionAt >= SHUTDOWN_QUIET_MS && awaitingFirstRequest.size === 0) ||
      Date.now() - signalledAt >= SHUTDOWN_GRACE_MS;
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Timers run before the event loop's poll for I/O, where connections are accepted: after a
      // long render, what the kernel queued meanwhile is taken in here, before the quiet is judged.
      await new Promise((resolve) => setImmediate(resolve));
    } while (!drained());
    const force = setTimeout(() => {
      runtime.log("warn", "in-flight requests did not finish in time; closing anyway");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting, let in-flight requests finish, then close the database.
    server.close(async () => {
      await runtime.shutdown();
      runtime.log("info", "stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

await main();

/**
 * serve-static for the build's own top-level files (favicon, pictures): a page's address never
 * reaches it, as a failed look on disk per page cost 2-3 % of an uncached render's CPU.
 */
function buildFilesOnly(folder: string, options: Parameters<typeof express.static>[1]) {
  const names = new Set(readdirSync(folder));
  const files = express.static(folder, options);
  return (req: Request, res: Response, next: NextFunction) => {
    const first = req.path.split("/")[1] ?? "";
    let name = first;
    try {
      name = decodeURIComponent(first);
    } catch {
      // A malformed escape: serve-static would refuse it too.
    }
    if (names.has(name)) return files(req, res, next);
    next();
  };
}
