// /healthz on a disk that cannot take a write: DATA_DIR on a small tmpfs that is filled up, and its
// uploads folder on a tmpfs of its own remounted read-only (a file system with the SQLite database
// open for writing cannot be remounted read-only, so that check uses the uploads folder). Each
// time the health check answers 503 naming what fails, and 200 again once the disk is freed.
// An upload to a full uploads folder, or one with room for only part of the work, is refused with a
// message that says so, leaves no file and no record behind, and the next one succeeds once space
// is freed. The tests run as root and mount tmpfs; where mounting is not permitted they fail, saying so.
import { execFileSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISK_FULL_UPLOAD_MESSAGE, readUploadAnswer, UPLOAD_PROGRESS_TYPE } from "~/lib/uploads";
import { WRITE_CHECK_INTERVAL_MS } from "~/server/http/health.server";
import { type AppServer, rawGet, startAppServer, TEST_ADMIN } from "../support/app-server";
import { queryDatabase } from "../support/database-file";
import { postUpload } from "../support/uploads";
import { staffCookie } from "./helpers/staff-session";

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
  const fd = openSync(file, "a");
  try {
    // Megabytes, then single pages for the last bit, so that no room is left at all.
    for (const size of [1024 * 1024, 4096]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      }
    }
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

/** A photo-like JPEG of about 1 MB; the noise keeps it from compressing. */
function photo() {
  return sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: { r: 90, g: 140, b: 60 },
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Every file in the uploads folder but the filler, dot-named temporary files too. */
function storedFiles(filler: string) {
  return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && path.join(entry.parentPath, entry.name) !== filler)
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)));
}

describe("an upload on a full disk", () => {
  it("is refused saying the disk is full, leaves no file and no record, and works once space is freed", async () => {
    const cookie = await staffCookie(server, TEST_ADMIN);
    const bytes = await photo();
    const upload = async (name: string) => {
      const response = await postUpload(server.url, { cookie, origin: server.url }, { name, bytes });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const records = () => queryDatabase<{ n: number }>(server, "select count(*) as n from media")[0]!.n;
    expect(records()).toBe(0);

    const filler = path.join(uploadsDir, "filler");
    fill(filler);
    try {
      // No room at all; room for half the photo (it fails while being received); room for the photo
      // but not for its smaller copies (it fails while they are written).
      for (const room of [0, Math.floor(bytes.length / 2), bytes.length + 64 * 1024]) {
        truncateSync(filler, statSync(filler).size - room);
        const answer = await upload(`full-disk-${room}.jpg`);
        expect(answer, `with ${room} bytes free`).toEqual({
          status: 507,
          body: { ok: false, message: DISK_FULL_UPLOAD_MESSAGE },
        });
        expect(storedFiles(filler), `with ${room} bytes free`).toEqual([]);
        expect(records()).toBe(0);
        fill(filler);
      }
      // The Media Library's dropzone asks for progress lines: the same message ends its answer.
      truncateSync(filler, statSync(filler).size - (bytes.length + 64 * 1024));
      const form = new FormData();
      form.set("category", "gallery");
      form.set("file", new File([new Uint8Array(bytes)], "full-disk-dropzone.jpg", { type: "image/jpeg" }));
      const streamed = await fetch(`${server.url}/admin/uploads`, {
        method: "POST",
        headers: { cookie, origin: server.url, accept: UPLOAD_PROGRESS_TYPE },
        body: form,
      });
      expect(await readUploadAnswer(streamed, "full-disk-dropzone.jpg")).toEqual({
        ok: false,
        message: DISK_FULL_UPLOAD_MESSAGE,
      });
      expect(storedFiles(filler)).toEqual([]);
      expect(records()).toBe(0);
    } finally {
      rmSync(filler, { force: true });
    }

    const answer = await upload("after-the-disk-was-freed.jpg");
    expect(answer.status).toBe(201);
    const [media] = queryDatabase<{ storage_path: string; variants: string }>(
      server,
      "select storage_path, variants from media",
    );
    for (const file of [
      media!.storage_path,
      ...(JSON.parse(media!.variants) as { path: string }[]).map((v) => v.path),
    ])
      expect(existsSync(path.join(uploadsDir, file)), file).toBe(true);
    expect(await healthBecomes(200)).toMatchObject({ status: "ok", uploads: "ok" });
  });
});
