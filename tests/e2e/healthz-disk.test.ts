// /healthz on a disk that cannot take a write: DATA_DIR on a small tmpfs that is filled up, and its
// uploads folder on a tmpfs of its own remounted read-only (a file system with the SQLite database
// open for writing cannot be remounted read-only, so that check uses the uploads folder). Each
// time the health check answers 503 naming what fails, and 200 again once the disk is freed.
// The tests run as root and mount tmpfs; where mounting is not permitted they fail, saying so.
import { execFileSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WRITE_CHECK_INTERVAL_MS } from "~/server/http/health.server";
import { type AppServer, rawGet, startAppServer } from "../support/app-server";

/** How long a changed disk may take to show in /healthz: one write-check interval, with room. */
const NOTICED_WITHIN_MS = WRITE_CHECK_INTERVAL_MS + 10_000;

let base: string;
let dataDir: string;
let uploadsDir: string;
const mounted: string[] = [];
let server: AppServer;

function mount(...args: string[]) {
  try {
    execFileSync("mount", args, { stdio: ["ignore", "ignore", "pipe"] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(
      `These tests need to mount a tmpfs (run as root where mount is permitted); \`mount ${args.join(" ")}\` failed: ${stderr || (error as Error).message}`,
    );
  }
}

function mountTmpfs(dir: string, size: string) {
  mkdirSync(dir, { recursive: true });
  mount("-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir);
  mounted.unshift(dir);
}

beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), "school-disk-"));
  dataDir = path.join(base, "data");
  uploadsDir = path.join(dataDir, "uploads");
  mountTmpfs(dataDir, "32m");
  mountTmpfs(uploadsDir, "4m");
  server = await startAppServer({ dataDir, env: { SEED_DEMO_CONTENT: "false" } });
});

afterAll(async () => {
  await server?.stop();
  for (const dir of mounted) execFileSync("umount", ["-l", dir]);
  if (base) rmSync(base, { recursive: true, force: true });
});

async function health() {
  const answer = await rawGet(`${server.url}/healthz`);
  return { status: answer.status, body: JSON.parse(answer.body.toString("utf8")) as Record<string, string> };
}

/** Polls /healthz until it answers `status`; gives that answer. */
async function healthBecomes(status: number) {
  const deadline = Date.now() + NOTICED_WITHIN_MS;
  let last = await health();
  while (last.status !== status && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await health();
  }
  expect(last.status, `still ${JSON.stringify(last.body)} after ${NOTICED_WITHIN_MS} ms`).toBe(status);
  console.info(`/healthz ${last.status} ${JSON.stringify(last.body)}`);
  return last.body;
}

/** Writes a file until the file system is full. */
function fill(file: string) {
  const chunk = Buffer.alloc(1024 * 1024, 1);
  const fd = openSync(file, "w");
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    closeSync(fd);
  }
}

describe("/healthz", () => {
  it("is healthy on a disk that takes writes", async () => {
    expect(await health()).toEqual({
      status: 200,
      body: { status: "ok", database: "ok", disk: "ok", uploads: "ok" },
    });
  });

  it("answers 503 naming a full DATA_DIR, and 200 once space is freed", async () => {
    const filler = path.join(dataDir, "filler");
    fill(filler);
    try {
      expect(await healthBecomes(503)).toMatchObject({ status: "error", disk: "full", uploads: "ok" });
    } finally {
      rmSync(filler, { force: true });
    }
    expect(await healthBecomes(200)).toMatchObject({ status: "ok", disk: "ok" });
  });

  it("answers 503 naming a read-only uploads folder, and 200 once it is writable again", async () => {
    mount("-o", "remount,ro", uploadsDir);
    try {
      expect(await healthBecomes(503)).toMatchObject({
        status: "error",
        database: "ok",
        disk: "ok",
        uploads: "read-only",
      });
    } finally {
      mount("-o", "remount,rw", uploadsDir);
    }
    expect(await healthBecomes(200)).toMatchObject({ status: "ok", uploads: "ok" });
  });
});
