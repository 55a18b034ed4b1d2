// Backups under fire: while the production server takes enquiries, tracking beacons, an admin's
// content saves and uploads, `npm run backup` copies the database and the stored files; `npm run
// restore` brings them back into an empty DATA_DIR (SQLite) or an empty database (PostgreSQL, a
// throw-away cluster of this file's own). The restored copy must hold every write acknowledged
// before the backup began and none sent after it ended, every restored row must equal the row the
// site wrote, every file its bytes, and the restored site must serve its pages and its admin.
// (A plain copy of a live SQLite file lost acknowledged rows in 13 of 15 tries: README, "Backups".)
import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newVisitorSessionId, TRACK_ENDPOINT } from "~/lib/tracking";
import { createBackup } from "~/server/backup/backup.server";
import { BackupError } from "~/server/backup/backup-error.server";
import type { Manifest } from "~/server/backup/manifest.server";
import { restoreBackup } from "~/server/backup/restore.server";
import { readConfig } from "~/server/config.server";
import { createLocalFileStore } from "~/server/storage/local-file-store.server";
import { type AppServer, projectRoot, startAppServer, TEST_ADMIN } from "../support/app-server";
import { postUpload, uniquePhoto } from "../support/uploads";
import { staffCookie } from "./helpers/staff-session";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
/** Acknowledged writes of each kind wanted before the backup starts, and again after it ends. */
const BEFORE = { enquiry: 15, view: 30, content: 2, upload: 1 } as const;
const AFTER = { enquiry: 3, view: 3, content: 1 } as const;
/** Rows the load writes once and never changes: restored, each must equal the live row. */
const WRITTEN_ONCE = { enquiry: "id", page_view: "id", content: "id", media: "id" } as const;

const cluster = (...args: string[]) =>
  promisify(execFile)("bash", [path.join(projectRoot, "scripts/postgres-cluster.sh"), ...args], {
    encoding: "utf8",
  }).then((result) => result.stdout.trim());

const cleanups: (() => Promise<unknown> | unknown)[] = [];
let postgres: Promise<{ dir: string; url: string }>;

beforeAll(() => {
  // Started now, used by the second test: the cluster boots while the first one runs.
  postgres = cluster("start").then((line) => {
    const [dir, , url] = line.split(" ");
    cleanups.push(() => cluster("stop", dir!));
    return { dir: dir!, url: url! };
  });
  postgres.catch(() => {});
});

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function temporaryDir(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `school-e2e-backup-${name}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** `npm run <script> -- <folder>` as an operator runs it, with the server's settings. */
function npmRun(script: "backup", folder: string, env: Record<string, string>) {
  const child = spawn("npm", ["run", "--silent", script, "--", folder], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  return {
    child,
    done: new Promise<{ code: number | null; output: string }>((resolve) =>
      child.once("close", (code) => resolve({ code, output })),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// The write load: every write remembers when it was sent and when (and whether) it was acknowledged.

type Write = { kind: "enquiry" | "view" | "content" | "upload"; key: string; sentAt: number; ackAt?: number };

function startLoad(server: AppServer, cookie: string) {
  const writes: Write[] = [];
  let running = true;
  let counter = 0;
  const next = () => ++counter;
  const address = (n: number) => `198.18.${Math.floor(n / 250) % 250}.${n % 250}`;

  async function send(
    write: Write,
    request: () => Promise<Response>,
    acknowledged: (status: number) => boolean,
  ) {
    writes.push(write);
    const response = await request();
    await response.arrayBuffer();
    if (!acknowledged(response.status))
      throw new Error(`${write.kind} ${write.key} was answered ${response.status}`);
    write.ackAt = Date.now();
  }

  const loops: Record<Write["kind"], () => Promise<void>> = {
    enquiry: async () => {
      const n = next();
      const key = `Backup family ${n}`;
      await send(
        { kind: "enquiry", key, sentAt: Date.now() },
        () =>
          fetch(`${server.url}/api/enquiries`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": address(n) },
            body: JSON.stringify({ kind: "contact", name: key, message: `Written under load, number ${n}.` }),
          }),
        (status) => status === 201,
      );
    },
    view: async () => {
      const n = next();
      const key = newVisitorSessionId(Date.now(), n / 1e6 + 0.1);
      await send(
        { kind: "view", key, sentAt: Date.now() },
        () =>
          fetch(`${server.url}${TRACK_ENDPOINT}`, {
            method: "POST",
            headers: {
              "content-type": "text/plain;charset=UTF-8",
              "user-agent": CHROME,
              "x-forwarded-for": address(n),
            },
            body: JSON.stringify({
              sessionId: key,
              pageUrl: `/news?load=${n}`,
              pageTitle: "News",
              timeSpent: 0,
            }),
          }),
        (status) => status === 204,
      );
    },
    content: async () => {
      const n = next();
      const key = `backup-load-${n}`;
      const form = new URLSearchParams({
        intent: "save-content",
        title: `Saved under load ${n}`,
        slug: key,
        kind: "news",
        status: "draft",
        body: `<p>Saved while a backup ran, number ${n}.</p>`,
      });
      await send(
        { kind: "content", key, sentAt: Date.now() },
        () =>
          fetch(`${server.url}/admin/content/new`, {
            method: "POST",
            headers: { cookie, origin: server.url },
            body: form,
            redirect: "manual",
          }),
        (status) => status === 302 || status === 303,
      );
    },
    upload: async () => {
      const n = next();
      const key = `backup-load-${n}.jpg`;
      const bytes = await uniquePhoto({ width: 640, height: 480 });
      await send(
        { kind: "upload", key, sentAt: Date.now() },
        () => postUpload(server.url, { cookie, origin: server.url }, { name: key, bytes }),
        (status) => status === 201,
      );
    },
  };

  const repeat = async (loop: () => Promise<void>, times = Number.POSITIVE_INFINITY) => {
    for (let i = 0; running && i < times; i++) await loop();
  };
  const workers = [
    repeat(loops.enquiry),
    repeat(loops.enquiry),
    repeat(loops.view),
    repeat(loops.view),
    repeat(loops.view),
    repeat(loops.content),
    repeat(loops.upload, 1),
  ];
  let failure: unknown;
  const finished = Promise.all(workers).catch((error: unknown) => {
    failure = error;
  });

  const acknowledged = (kind: Write["kind"], after = 0) =>
    writes.filter((write) => write.kind === kind && write.ackAt !== undefined && write.sentAt >= after)
      .length;
  return {
    writes,
    /** Resolves once each kind has `wanted` acknowledged writes sent at or after `after`. */
    async waitFor(wanted: Partial<Record<Write["kind"], number>>, after = 0) {
      const deadline = Date.now() + 60_000;
      const reached = () =>
        Object.entries(wanted).every(([kind, n]) => acknowledged(kind as Write["kind"], after) >= n!);
      while (!reached()) {
        if (failure) throw failure;
        if (Date.now() > deadline)
          throw new Error(`the load did not reach ${JSON.stringify(wanted)} in 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** Another upload, in the middle of the backup. */
    uploadOnce: () => loops.upload(),
    async stop() {
      running = false;
      await finished;
      if (failure) throw failure;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Reading both engines the same way.

type Rows = Record<string, unknown>[];
type Reader = { query: (sql: string) => Promise<Rows>; close: () => Promise<void> };

function sqliteReader(file: string): Reader {
  const database = new DatabaseSync(file, { readOnly: true });
  database.exec("pragma busy_timeout = 5000");
  return {
    query: async (sql) => database.prepare(sql).all() as Rows,
    close: async () => database.close(),
  };
}

async function postgresReader(url: string): Promise<Reader> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { query: async (sql) => (await client.query(sql)).rows as Rows, close: () => client.end() };
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

type Engine = "sqlite" | "postgres";

async function backUpUnderLoadAndRestore(engine: Engine) {
  let liveUrl: string | undefined;
  let restoredUrl: string | undefined;
  if (engine === "postgres") {
    const { url } = await postgres;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query("create database live");
    await admin.query("create database restored");
    await admin.end();
    liveUrl = url.replace(/\/postgres$/, "/live");
    restoredUrl = url.replace(/\/postgres$/, "/restored");
  }
  const withDatabase = (url: string | undefined): Record<string, string> =>
    url ? { DATABASE_URL: url } : {};

  const server = await startAppServer({ env: { TRUST_PROXY: "1", ...withDatabase(liveUrl) } });
  cleanups.push(() => server.stop());
  const cookie = await staffCookie(server, TEST_ADMIN);
  const load = startLoad(server, cookie);
  await load.waitFor(BEFORE);

  // The backup, in the middle of the load, with one more upload on its way.
  const backupDir = path.join(temporaryDir("folder"), "backup");
  const backupStartedAt = Date.now();
  const backup = npmRun("backup", backupDir, { DATA_DIR: server.dataDir, ...withDatabase(liveUrl) });
  const secondUpload = load.uploadOnce();
  const backedUp = await backup.done;
  const backupEndedAt = Date.now();
  expect(backedUp.code, backedUp.output).toBe(0);
  expect(backedUp.output).toMatch(/^Backed up the (SQLite|PostgreSQL) database \(\d+ tables, [\d,]+ rows/);
  await secondUpload;
  await load.waitFor(AFTER, backupEndedAt);
  await load.stop();

  const manifest = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8")) as Manifest;
  expect(manifest.engine).toBe(engine);
  expect(manifest.files.length).toBeGreaterThan(0);

  // Restore into an empty DATA_DIR (and, on PostgreSQL, an empty database): what `npm run restore`
  // does, in this process (the command's own lines are tested in tests/integration/backup.test.ts).
  const restoredDir = temporaryDir("restored");
  const restoredSettings = readConfig({ DATA_DIR: restoredDir, ...withDatabase(restoredUrl) });
  const restoredStore = createLocalFileStore(restoredSettings.uploadsDir);
  const restored = await restoreBackup({
    source: backupDir,
    settings: restoredSettings,
    store: restoredStore,
  });
  expect(restored.manifest).toEqual(manifest);

  const open = (place: "live" | "restored") =>
    engine === "sqlite"
      ? Promise.resolve(sqliteReader(path.join(place === "live" ? server.dataDir : restoredDir, "school.db")))
      : postgresReader((place === "live" ? liveUrl : restoredUrl)!);
  const [live, copy] = await Promise.all([open("live"), open("restored")]);
  cleanups.push(
    () => live.close(),
    () => copy.close(),
  );

  // Every table has the rows the manifest counted.
  for (const table of manifest.tables) {
    const [{ n }] = (await copy.query(`select count(*) as n from "${table.name}"`)) as [
      { n: number | string },
    ];
    expect(Number(n), table.name).toBe(table.rows);
  }

  // Every write acknowledged before the backup began is there; none sent after it ended is.
  const present = {
    enquiry: new Set((await copy.query("select name as key from enquiry")).map((row) => row.key)),
    view: new Set((await copy.query("select session_id as key from page_view")).map((row) => row.key)),
    content: new Set((await copy.query("select slug as key from content")).map((row) => row.key)),
    upload: new Set((await copy.query("select original_name as key from media")).map((row) => row.key)),
  };
  const acknowledgedBefore = load.writes.filter(
    (write) => write.ackAt !== undefined && write.ackAt < backupStartedAt,
  );
  const sentAfter = load.writes.filter((write) => write.sentAt > backupEndedAt);
  expect(acknowledgedBefore.length).toBeGreaterThanOrEqual(48);
  expect(sentAfter.length).toBeGreaterThanOrEqual(7);
  expect(acknowledgedBefore.filter((write) => !present[write.kind].has(write.key))).toEqual([]);
  expect(sentAfter.filter((write) => present[write.kind].has(write.key))).toEqual([]);

  // Each restored row the site wrote once is the row it wrote, value for value.
  for (const [table, key] of Object.entries(WRITTEN_ONCE)) {
    const liveRows = new Map(
      (await live.query(`select * from ${table}`)).map((row) => [String(row[key]), row]),
    );
    const copyRows = await copy.query(`select * from ${table}`);
    expect(copyRows.length, table).toBeGreaterThan(0);
    for (const row of copyRows)
      expect(row, `${table} ${String(row[key])}`).toEqual(liveRows.get(String(row[key])));
  }
  if (engine === "sqlite") {
    expect(await copy.query("pragma integrity_check")).toEqual([{ integrity_check: "ok" }]);
    expect(await copy.query("pragma foreign_key_check")).toEqual([]);
  }

  // The store holds exactly the files the restored media records name, each with the live bytes.
  const liveStore = createLocalFileStore(path.join(server.dataDir, "uploads"));
  const named = (
    (await copy.query("select storage_path, variants from media")) as {
      storage_path: string;
      variants: unknown;
    }[]
  ).flatMap((row) => [
    row.storage_path,
    ...(typeof row.variants === "string" ? JSON.parse(row.variants) : row.variants).map(
      (variant: { path: string }) => variant.path,
    ),
  ]);
  const stored: string[] = [];
  for await (const file of restoredStore.list()) stored.push(file.path);
  expect(stored.sort()).toEqual([...new Set(named)].sort());
  expect(manifest.files.map((file) => file.path)).toEqual(stored);
  for (const file of manifest.files) {
    const bytes = (await restoredStore.get(file.path))!;
    expect(sha256(bytes), file.path).toBe(file.sha256);
    expect(sha256((await liveStore.get(file.path))!), file.path).toBe(file.sha256);
  }

  // A restore never overwrites: the restored place is refused now, and nothing changes.
  const again = restoreBackup({ source: backupDir, settings: restoredSettings, store: restoredStore });
  await expect(again).rejects.toThrow(BackupError);
  await expect(again).rejects.toThrow(/never overwrites/);
  // Nor does a backup write into a folder that is not empty.
  const intoFull = createBackup({
    target: backupDir,
    settings: {
      database: readConfig({ DATA_DIR: server.dataDir, ...withDatabase(liveUrl) }).database,
      storageDriver: "local",
    },
    store: liveStore,
  });
  await expect(intoFull).rejects.toThrow(/is not empty .* Nothing was written/);
  expect(JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8"))).toEqual(manifest);

  await server.stop();

  // The restored site starts on the copy and serves its pages, its media and its admin.
  const revived = await startAppServer({ dataDir: restoredDir, env: withDatabase(restoredUrl) });
  cleanups.push(() => revived.stop());
  const home = await fetch(`${revived.url}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain("Zee Litera");
  const upload = manifest.files.find((file) => file.path.startsWith("gallery/"))!;
  const media = await fetch(`${revived.url}/media/${upload.path}`);
  expect(media.status).toBe(200);
  expect(sha256(new Uint8Array(await media.arrayBuffer()))).toBe(upload.sha256);
  const [newest] = (await copy.query("select name from enquiry order by created_at desc limit 1")) as [
    { name: string },
  ];
  const revivedCookie = await staffCookie(revived, TEST_ADMIN);
  const inbox = await fetch(`${revived.url}/admin/enquiries`, { headers: { cookie: revivedCookie } });
  expect(inbox.status).toBe(200);
  expect(await inbox.text()).toContain(newest.name);
  await revived.stop();
}

describe.concurrent("npm run backup while the site takes writes, then npm run restore", () => {
  it("on SQLite: the online backup keeps every acknowledged write, and the restored site serves it", async () => {
    await backUpUnderLoadAndRestore("sqlite");
  }, 120_000);

  it("on PostgreSQL: pg_dump in one snapshot, restored into an empty database", async () => {
    await backUpUnderLoadAndRestore("postgres");
  }, 120_000);
});
