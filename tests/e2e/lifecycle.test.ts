// The server's life: refusing to start on bad configuration, keeping data across restarts,
// surviving a crash mid-write, and finishing in-flight requests on SIGTERM.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { newVisitorSessionId, TRACK_ENDPOINT } from "~/lib/tracking";
import { demoImageKeysUsed } from "~/server/seed/index.server";
import { timedUpload, twelveMegapixelPhotos } from "../../scripts/upload-photos";
import {
  FRESH_RENDER_COOKIE,
  pinnedNode,
  projectRoot,
  rawGet,
  spawnAppServer,
  startAppServer,
  TEST_ADMIN,
} from "../support/app-server";
import { queryDatabase } from "../support/database-file";
import { signInCookie } from "../support/sign-in";

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function openSqlite(dataDir: string) {
  const database = new DatabaseSync(path.join(dataDir, "school.db"));
  cleanups.push(() => {
    if (database.isOpen) database.close();
  });
  return database;
}

function countRows(database: DatabaseSync, where: string) {
  return Number(
    (database.prepare(`select count(*) as n from audit_log where ${where}`).get() as { n: number }).n,
  );
}

describe("start-up with a bad configuration", () => {
  const cases: { name: string; env?: Record<string, string>; dataDir?: () => string; names: RegExp }[] = [
    { name: "a PORT that is not a number", env: { PORT: "abc" }, names: /\bPORT\b/ },
    { name: "an unknown LOG_LEVEL", env: { LOG_LEVEL: "loud" }, names: /\bLOG_LEVEL\b/ },
    {
      name: "an unreachable PostgreSQL",
      env: { DATABASE_URL: "postgres://nobody@127.0.0.1:1/x" },
      names: /PostgreSQL/i,
    },
    {
      name: "a DATA_DIR that cannot be created (its parent is a file)",
      dataDir: () => {
        // Tests run as root, whom permission bits do not stop; a file in the path stops everyone.
        const file = path.join(tempDir("school-e2e-file-"), "not-a-folder");
        writeFileSync(file, "");
        return path.join(file, "data");
      },
      names: /\bDATA_DIR\b/,
    },
  ];

  for (const testCase of cases) {
    it(`exits 1 with one readable line for ${testCase.name}`, async () => {
      const server = await spawnAppServer({ env: testCase.env, dataDir: testCase.dataDir?.() });
      if (server.ownsDataDir) cleanups.push(() => rmSync(server.dataDir, { recursive: true, force: true }));
      const exit = await server.exited;
      const output = server.output();
      const lines = output.split("\n").filter((line) => line.trim() !== "");
      expect(exit.code, output).toBe(1);
      expect(lines, output).toHaveLength(1);
      expect(lines[0]).toMatch(testCase.names);
      expect(output).not.toContain("    at ");
    });
  }
});

/**
 * Issue 27 asks for 200 MB at rest; start-up's garbage left 300–390 MB when the server first
 * answered, and collected before it listens, about 150 remain. Generous for a busy machine.
 */
const REST_RSS_CEILING_MB = 260;
/**
 * Issue 27 asks for 350 MB after five minutes of mixed load with an upload a second; libvips'
 * share is what rises while photos are processed. One photo at a time with AVIF colour at half
 * resolution (app/server/media/upload.server.ts, app/server/storage/variants.server.ts) rose
 * 66–83 MB here (4 photos after a first one, load 13–14); two at a time with full-resolution
 * colour, as before, 150–155 MB (the same test against the build the issue started from).
 */
const UPLOAD_RSS_RISE_CEILING_MB = 120;
const PHOTOS_TOGETHER = 4;

function rssMbOf(pid: number | undefined) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]) / 1024;
}

describe("memory at rest", () => {
  it(`holds under ${REST_RSS_CEILING_MB} MB when it first answers after starting on the demo data`, async () => {
    const server = await startAppServer();
    cleanups.push(() => server.stop().then(() => undefined));
    // Read at once: V8 collects by itself only after seconds of idleness, which a busy machine's
    // slow steps (such as a browser starting beside the server) would let pass.
    expect(rssMbOf(server.process.pid)).toBeLessThan(REST_RSS_CEILING_MB);
  });
});

describe("memory while photos are processed", () => {
  it(`rises by less than ${UPLOAD_RSS_RISE_CEILING_MB} MB while ${PHOTOS_TOGETHER} 12-megapixel photos arriving together are stored`, async () => {
    const server = await startAppServer({ env: { SEED_DEMO_CONTENT: "false" } });
    cleanups.push(() => server.stop().then(() => undefined));
    const cookie = await signInCookie(server.url, TEST_ADMIN);
    const [first, ...photos] = await twelveMegapixelPhotos(PHOTOS_TOGETHER + 1);
    // One photo first: the codecs' tables and libvips' threads, set up once, are not the rise.
    expect((await timedUpload(server.url, cookie, first!, "first.jpg")).ok).toBe(true);
    const before = rssMbOf(server.process.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMbOf(server.process.pid));
    }, 20);
    try {
      const uploads = await Promise.all(
        photos.map((photo, i) => timedUpload(server.url, cookie, photo, `together-${i}.jpg`)),
      );
      expect(uploads.every((upload) => upload.ok)).toBe(true);
    } finally {
      clearInterval(sampler);
    }
    expect(peak - before).toBeLessThan(UPLOAD_RSS_RISE_CEILING_MB);
  });
});

describe("restarts", () => {
  it("keep the database, its migrations and the generated auth secret", async () => {
    const dataDir = tempDir("school-e2e-restart-");
    const first = await startAppServer({ dataDir });
    expect((await rawGet(`${first.url}/healthz`)).status).toBe(200);
    expect((await first.stop()).code).toBe(0);

    const secret = readFileSync(path.join(dataDir, "auth-secret"), "utf8");
    let database = openSqlite(dataDir);
    const migrations = database.prepare("select name from kysely_migration order by name").all();
    expect(migrations.length).toBeGreaterThan(0);
    database
      .prepare("insert into audit_log (action, entity_type, summary) values (?, ?, ?)")
      .run("restart-marker", "test", "written between two starts");
    database.close();

    const second = await startAppServer({ dataDir });
    const health = await rawGet(`${second.url}/healthz`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString("utf8"))).toMatchObject({ status: "ok" });
    expect((await second.stop()).code).toBe(0);

    database = openSqlite(dataDir);
    expect(database.prepare("select name from kysely_migration order by name").all()).toEqual(migrations);
    expect(countRows(database, "action = 'restart-marker'")).toBe(1);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(secret);
  });
});

describe("a start", () => {
  type LogLine = { msg?: string; step?: string; ms?: number; steps?: Record<string, number> };
  const logLines = (output: string): LogLine[] =>
    output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as LogLine);
  const stepsOf = (output: string) =>
    logLines(output)
      .filter((line) => line.msg === "start-up step")
      .map((line) => line.step);
  const filesUnder = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const beaconFrom = (url: string, address: string, sessionId: string) =>
    fetch(`${url}${TRACK_ENDPOINT}`, {
      method: "POST",
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "x-forwarded-for": address,
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0",
      },
      body: JSON.stringify({ sessionId, pageUrl: "/", pageTitle: "Home", timeSpent: 0 }),
    });

  /** A log line may reach the pipe a moment after the HTTP answer it belongs to reaches the test. */
  const waitForOutput = async (server: { stdout: () => string }, text: string) => {
    for (let waited = 0; waited < 10_000 && !server.stdout().includes(text); waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it("logs its steps at debug level, renders no demo picture and opens the GeoIP file only for the first beacon", async () => {
    // The folder a start would render demo pictures into when the build had not prepared them.
    const pictureCache = tempDir("school-e2e-picture-cache-");
    const env = { LOG_LEVEL: "debug", DEMO_IMAGE_CACHE: pictureCache, TRUST_PROXY: "1" };
    const first = await startAppServer({ env });
    cleanups.push(() => first.stop().then(() => {}));
    expect((await rawGet(`${first.url}/`)).status).toBe(200);
    await waitForOutput(first, "first GET /");
    const steps = stepsOf(first.stdout());
    expect(steps).toEqual(
      expect.arrayContaining([
        "node and server.ts",
        "server bundle loaded",
        "configuration",
        "database opened",
        "migrations",
        "routes loaded",
        "first admin",
        "demo content: pictures",
        "demo content: rows",
        "listening",
        "first GET / (200)",
      ]),
    );
    const total = logLines(first.stdout()).find((line) => line.msg === "start-up total");
    expect(total?.ms).toBeGreaterThan(0);
    expect(Object.keys(total?.steps ?? {})).toContain("migrations");
    // The demo content has its pictures, and none was drawn for it.
    expect(queryDatabase(first, "select count(*) as n from media")).toEqual([
      { n: demoImageKeysUsed().length },
    ]);
    expect(filesUnder(pictureCache)).toEqual([]);

    expect(first.stdout()).not.toContain("GeoIP database opened");
    const sessionId = newVisitorSessionId(1_764_072_000_000, 0.5);
    expect((await beaconFrom(first.url, "8.8.8.8", sessionId)).status).toBe(204);
    await waitForOutput(first, "GeoIP database opened");
    expect(logLines(first.stdout()).filter((line) => line.msg === "GeoIP database opened")).toHaveLength(1);
    expect(
      queryDatabase(first, "select country from visitor_session where session_id = ?", sessionId),
    ).toEqual([{ country: "United States" }]);
    const uploads = filesUnder(path.join(first.dataDir, "uploads")).length;
    expect((await first.stop()).code).toBe(0);

    // Another empty folder: the same pictures again, still none drawn.
    const second = await startAppServer({ env });
    cleanups.push(() => second.stop().then(() => {}));
    expect(filesUnder(path.join(second.dataDir, "uploads"))).toHaveLength(uploads);
    expect(filesUnder(pictureCache)).toEqual([]);
    expect(stepsOf(second.stdout())).toContain("demo content: pictures");
  });
});

describe("durability", () => {
  it("keeps an intact SQLite database when a writer is killed mid-write", async () => {
    const dataDir = tempDir("school-e2e-crash-");
    // One process (tsx loaded in-process, not its CLI wrapper), so SIGKILL really hits the writer.
    const writer = spawn(pinnedNode, ["--import", "tsx", "tests/support/sqlite-writer.ts", dataDir], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      stdio: ["ignore", "pipe", "pipe"],
    });
    cleanups.push(() => void writer.kill("SIGKILL"));
    let output = "";
    writer.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    writer.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    const closed = new Promise<NodeJS.Signals | number | null>((resolve) =>
      writer.once("close", (code, signal) => resolve(signal ?? code)),
    );

    await expect
      .poll(() => output.includes("writing\n") || writer.exitCode !== null, { timeout: 30_000 })
      .toBe(true);
    expect(writer.exitCode, output).toBeNull();
    // Killed well into its run: past round 1000 (its second "written" line), some 500 transactions in.
    await expect
      .poll(() => output.match(/^written \d+$/gm)?.length ?? 0, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    expect(writer.exitCode, output).toBeNull();
    writer.kill("SIGKILL");
    expect(await closed).toBe("SIGKILL");

    const database = openSqlite(dataDir); // opening replays the write-ahead log
    expect(database.prepare("pragma integrity_check").all()).toEqual([{ integrity_check: "ok" }]);
    expect(countRows(database, "action = 'durability-test'")).toBeGreaterThan(0);
    // A transaction is there whole (20 rows, see sqlite-writer.ts) or not at all.
    const partial = database
      .prepare(
        "select entity_id, count(*) as n from audit_log where entity_id like 'tx-%' group by entity_id having count(*) <> 20",
      )
      .all();
    expect(partial).toEqual([]);
    database.prepare("insert into audit_log (action, entity_type) values (?, ?)").run("after-crash", "test");
    expect(countRows(database, "action = 'after-crash'")).toBe(1);
    database.close();

    // And the server starts on it.
    const server = await startAppServer({ dataDir });
    expect((await rawGet(`${server.url}/healthz`)).status).toBe(200);
    expect((await server.stop()).code).toBe(0);
  });
});

describe("graceful shutdown", () => {
  type Answer = { status: number; body: string; error?: string };

  /**
   * A visitor on a slow connection: connected and halfway through sending GET / before the stop
   * signal, the rest sent only once the server has logged that it is shutting down. It is surely in
   * flight as the signal is handled, whatever the machine's speed.
   */
  async function slowVisitor(url: string) {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
    socket.write("GET /?visitor=slow HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    let raw = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      raw += chunk;
    });
    const ended = new Promise<Answer>((resolve) => {
      socket.on("error", (error) => resolve({ status: 0, body: raw, error: error.message }));
      socket.on("close", () =>
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0), body: raw }),
      );
    });
    return { finish: () => socket.write("\r\n"), ended };
  }

  /**
   * Fires `burst` concurrent GET / on new connections (all written to their sockets at once) and
   * sends SIGTERM as soon as the first has answered, so most are still in flight: being served, or
   * connected and waiting in the kernel's queue until the busy server accepts them. A slow visitor
   * started before them finishes its request only after the signal has been handled.
   */
  async function burstThenTerminate(burst: number) {
    const server = await startAppServer({ env: { LOG_LEVEL: "info" } });
    cleanups.push(() => server.kill().then(() => undefined));
    const slow = await slowVisitor(server.url);
    let answered = 0;
    let firstAnswered!: () => void;
    const first = new Promise<void>((resolve) => (firstAnswered = resolve));
    const get = (_: unknown, i: number) =>
      new Promise<Answer>((resolve) => {
        // A new connection per request, like 200 different visitors, each drawn afresh, so that the
        // render cache answers none of them and each is real work still running.
        const options = { agent: false, headers: { cookie: FRESH_RENDER_COOKIE } };
        const request = httpRequest(`${server.url}/?visitor=${i}`, options, (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            body += chunk;
          });
          response.on("end", () => {
            if (++answered === 1) firstAnswered();
            resolve({ status: response.statusCode ?? 0, body });
          });
          response.on("error", (error) =>
            resolve({ status: response.statusCode ?? 0, body, error: error.message }),
          );
        });
        request.on("error", (error) => resolve({ status: 0, body: "", error: error.message }));
        request.end();
      });
    const responses = Promise.all(Array.from({ length: burst }, get));
    await Promise.race([first, responses]);
    server.process.kill("SIGTERM");
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('"msg":"shutting down"');
    slow.finish();
    const [results, slowAnswer] = await Promise.all([responses, slow.ended]);
    const exit = await server.exited;
    const output = server.output();
    const lines = output.split("\n");
    const stopping = lines.findIndex((line) => line.includes('"msg":"shutting down"'));
    const finishedAfterSignal =
      stopping < 0 ? 0 : lines.slice(stopping).filter((line) => line.includes('"msg":"request"')).length;
    return { results, slowAnswer, exit, output, lines, stopping, finishedAfterSignal };
  }

  it("finishes the requests in flight on SIGTERM, then exits 0", async () => {
    const burst = 200;
    const { results, slowAnswer, exit, output, lines, stopping, finishedAfterSignal } =
      await burstThenTerminate(burst);
    // A connection the kernel has queued but the server has not accepted yet is in flight too:
    // closing the listener too early resets it (ECONNRESET here).
    const failed = results.filter((result) => result.error).map((result) => result.error);
    expect(failed, `${failed.length} of ${burst} requests failed during shutdown`).toEqual([]);
    expect(results.map((result) => result.status)).toEqual(Array(burst).fill(200));
    for (const result of results) expect(result.body).toMatch(/<\/html>\s*$/);
    expect(slowAnswer.error, output).toBeUndefined();
    expect(slowAnswer.status, output).toBe(200);
    // The raw answer, chunked: the page ends, then the closing empty chunk.
    expect(slowAnswer.body).toMatch(/<\/html>\s*(\r\n0\r\n\r\n)?$/);
    expect(exit, output).toEqual({ code: 0, signal: null });
    expect(stopping, output).toBeGreaterThanOrEqual(0);
    expect(finishedAfterSignal, output).toBeGreaterThan(0);
    expect(
      lines.some((line) => line.includes('"msg":"stopped"')),
      output,
    ).toBe(true);
  });
});
