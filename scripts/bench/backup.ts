// `npm run bench -- --only backup`: how long `npm run backup` and `npm run restore` take, on SQLite
// and PostgreSQL, for the demo content and for a database with one million page views. Backups are
// made while the server runs (idle); each restore goes into a new empty DATA_DIR or database.
// Times are the commands' wall time (process start included), median of three with the range.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { pinnedNode, startAppServer } from "../../tests/support/app-server.ts";
import { projectRoot } from "../start.ts";
import type { Measurement, Table } from "./types.ts";

const RUNS = 3;

function run(args: string[], env: Record<string, string>): Promise<{ ms: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(pinnedNode, ["--import", "tsx", ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.once("error", reject);
    child.once("close", (code) => {
      if (code === 0) resolve({ ms: performance.now() - started, output });
      else reject(new Error(`${args.join(" ")} failed (${code}): ${output}`));
    });
  });
}

function bytesUnder(target: string): number {
  const info = statSync(target);
  if (!info.isDirectory()) return info.size;
  return readdirSync(target).reduce((sum, name) => sum + bytesUnder(path.join(target, name)), 0);
}

async function postgresQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const spread = (values: number[]) =>
  `${seconds(median(values))} (${seconds(Math.min(...values))}–${seconds(Math.max(...values))})`;
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

type Place = { env: Record<string, string>; drop: () => Promise<void> };

async function measureOn(
  engine: "sqlite" | "postgres",
  live: Place,
  newPlace: () => Promise<Place>,
  label: string,
) {
  const server = await startAppServer({ dataDir: live.env.DATA_DIR, env: live.env });
  const backups: number[] = [];
  const work: number[] = [];
  let folder = "";
  let databaseBytes = 0;
  let rows = 0;
  let files = 0;
  try {
    databaseBytes =
      engine === "sqlite"
        ? ["school.db", "school.db-wal"]
            .map((name) => path.join(live.env.DATA_DIR!, name))
            .reduce((sum, file) => sum + (statSync(file, { throwIfNoEntry: false })?.size ?? 0), 0)
        : Number(
            (
              await postgresQuery(
                live.env.DATABASE_URL!,
                "select pg_database_size(current_database()) as size",
              )
            )[0]?.size,
          );
    for (let i = 0; i < RUNS; i++) {
      if (folder) rmSync(path.dirname(folder), { recursive: true, force: true });
      folder = path.join(mkdtempSync(path.join(os.tmpdir(), "school-bench-backup-")), "backup");
      const { ms } = await run(["bin/backup.ts", folder], live.env);
      backups.push(ms);
      const manifest = JSON.parse(readFileSync(path.join(folder, "manifest.json"), "utf8"));
      work.push(manifest.durationMs);
      files = manifest.files.length;
      rows = manifest.tables.reduce((sum: number, table: { rows: number }) => sum + table.rows, 0);
    }
  } finally {
    await server.stop();
  }
  const restores: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const place = await newPlace();
    try {
      restores.push((await run(["bin/restore.ts", folder], place.env)).ms);
    } finally {
      await place.drop();
    }
  }
  const backupBytes = bytesUnder(folder);
  rmSync(path.dirname(folder), { recursive: true, force: true });
  return [
    engine === "sqlite" ? "SQLite" : "PostgreSQL",
    label,
    rows.toLocaleString("en-US"),
    files.toLocaleString("en-US"),
    mb(databaseBytes),
    mb(backupBytes),
    spread(backups),
    seconds(median(work)),
    spread(restores),
  ];
}

async function onEngine(engine: "sqlite" | "postgres") {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-bench-backup-data-"));
  let cluster: { dir: string; url: string } | undefined;
  if (engine === "postgres") {
    const [dir, , url] = execFileSync("bash", ["scripts/postgres-cluster.sh", "start"], {
      cwd: projectRoot,
      encoding: "utf8",
    })
      .trim()
      .split(/\s+/);
    cluster = { dir: dir!, url: url! };
    await postgresQuery(url!, "create database live");
  }
  const databaseUrl = (name: string) => cluster!.url.replace(/\/postgres$/, `/${name}`);
  const live: Place = {
    env: { DATA_DIR: dataDir, ...(cluster ? { DATABASE_URL: databaseUrl("live") } : {}) },
    drop: async () => {},
  };
  let restores = 0;
  const newPlace = async (): Promise<Place> => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "school-bench-restore-"));
    const name = `restored_${++restores}`;
    if (cluster) await postgresQuery(cluster.url, `create database ${name}`);
    return {
      env: { DATA_DIR: dir, ...(cluster ? { DATABASE_URL: databaseUrl(name) } : {}) },
      drop: async () => {
        rmSync(dir, { recursive: true, force: true });
        if (cluster) await postgresQuery(cluster.url, `drop database ${name} with (force)`);
      },
    };
  };
  try {
    const demo = await measureOn(engine, live, newPlace, "demo content");
    const seeded = JSON.parse(
      (await run(["scripts/bench/backup-seed.ts"], live.env)).output
        .split("\n")
        .find((line) => line.startsWith("RESULT "))!
        .slice("RESULT ".length),
    ) as { views: number; seconds: number };
    const million = await measureOn(
      engine,
      live,
      newPlace,
      `demo + ${seeded.views.toLocaleString("en-US")} page views`,
    );
    return { rows: [demo, million], seededSeconds: seeded.seconds };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (cluster)
      execFileSync("bash", ["scripts/postgres-cluster.sh", "stop", cluster.dir], { cwd: projectRoot });
  }
}

export const backupMeasurement: Measurement = async () => {
  const loadBefore = os.loadavg()[0]!;
  const sqlite = await onEngine("sqlite");
  const postgres = await onEngine("postgres");
  const table: Table = {
    title: "Backup and restore (npm run backup / npm run restore)",
    columns: [
      "engine",
      "data",
      "rows",
      "files",
      "database size",
      "backup size",
      "backup s, median (range)",
      "of which the work, s",
      "restore s, median (range)",
    ],
    rows: [...sqlite.rows, ...postgres.rows],
    notes: [
      `${RUNS} backups while the server runs (idle), then ${RUNS} restores, each into a new empty DATA_DIR or database; times are each command's wall time, process start (about a second under tsx) included; "the work" is the backup's own time from its manifest.`,
      "A backup holds the database (SQLite: a copy made with the online backup API; PostgreSQL: a pg_dump custom-format dump) and the files the media records name; the restore checks every file's sha256 and every table's row count and checksum.",
      `Page views: 1,000,000 rows in page_view and 300,000 in visitor_session over 30 days (scripts/bench/backup-seed.ts, the analytics benchmark's generator), seeded in ${sqlite.seededSeconds.toFixed(0)} s on SQLite and ${postgres.seededSeconds.toFixed(0)} s on PostgreSQL.`,
      `Load average ${loadBefore.toFixed(1)} when it began and ${os.loadavg()[0]!.toFixed(1)} at the end (2 cores).`,
    ],
  };
  return [table];
};

/** Run alone: `node scripts/bench/backup.ts` prints the table. */
if (import.meta.main) {
  const [table] = await backupMeasurement({ duration: 0, connections: 0 });
  console.log(JSON.stringify(table, null, 2));
}
