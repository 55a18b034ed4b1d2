// The orphan sweep (bin/media-sweep.ts) on both engines and both file stores: files no media record
// names go once older than the grace period; recorded files, fresh uploads and foreign files stay.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { db } from "~/server/db/db.server";
import { recordUpload } from "~/server/media/media.server";
import { createLocalFileStore, type FileStore } from "~/server/storage/file-store.server";
import { type ProcessedImage, processImageUpload } from "~/server/storage/image-pipeline.server";
import { createS3FileStore, s3Client } from "~/server/storage/s3-file-store.server";
import { SweepRefusedError, sweepOrphanFiles } from "~/server/storage/sweep.server";
import { runSweepCommand } from "~/server/storage/sweep-command.server";
import { pinnedNode, projectRoot } from "../support/app-server";
import { startS3Server } from "../support/s3-test-server";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

const testDb = setupTestDatabase();

const HOUR = 3600_000;
const later = (ms: number) => new Date(Date.now() + ms);

type Driver = {
  store: FileStore;
  /** Writes a file the app never would, past the store. */
  plantForeign: (name: string, content: string, modifiedAt?: Date) => Promise<void>;
  /** A second, empty store of the same kind. */
  emptyStore: () => Promise<FileStore>;
  cleanup: () => Promise<void>;
  root?: string;
};

async function localDriver(): Promise<Driver> {
  const parent = mkdtempSync(path.join(tmpdir(), "media-sweep-"));
  const root = path.join(parent, "uploads");
  mkdirSync(root);
  return {
    root,
    store: createLocalFileStore(root),
    plantForeign: async (name, content, modifiedAt) => {
      const full = path.join(root, name);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, content);
      if (modifiedAt) utimesSync(full, modifiedAt, modifiedAt);
    },
    emptyStore: async () => createLocalFileStore(path.join(parent, "other")),
    cleanup: async () => rmSync(parent, { recursive: true, force: true }),
  };
}

async function s3Driver(): Promise<Driver> {
  const server = await startS3Server();
  const other = await startS3Server("other-media");
  return {
    store: createS3FileStore(server.settings),
    plantForeign: async (name, content) => {
      await s3Client(server.settings).send(
        new PutObjectCommand({ Bucket: server.bucket, Key: name, Body: content }),
      );
    },
    emptyStore: async () => createS3FileStore(other.settings),
    cleanup: async () => {
      await server.stop();
      await other.stop();
    },
  };
}

let seed = 0;
/** A real JPEG, different every time (the pipeline stores the same file only once). */
function photo() {
  seed++;
  return sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: seed % 256, g: 90, b: 140 } },
  })
    .jpeg()
    .toBuffer();
}

function pathsOf(image: ProcessedImage) {
  return [image.storagePath, ...image.variants.map((variant) => variant.path)].sort();
}

async function allExist(store: FileStore, paths: string[]) {
  return (await Promise.all(paths.map((p) => store.exists(p)))).every(Boolean);
}

async function noneExist(store: FileStore, paths: string[]) {
  return (await Promise.all(paths.map((p) => store.exists(p)))).every((found) => !found);
}

describe.each([
  { name: "local disk", make: localDriver },
  { name: "S3 (s3rver)", make: s3Driver },
])("media sweep on $name", ({ make }) => {
  let driver: Driver;
  let store: FileStore;
  let recorded: ProcessedImage[];
  let orphan: ProcessedImage;

  /** An upload through the real pipeline; `record: false` is one cut off before its record. */
  async function upload(record: boolean) {
    const image = await processImageUpload({
      bytes: await photo(),
      originalName: "Sports Day.jpg",
      category: "gallery",
      variantWidths: [320],
      store,
    });
    if (record) {
      const actor = await insertUser();
      await recordUpload({ image, originalName: "Sports Day.jpg", category: "gallery" }, actor);
    }
    return image;
  }

  beforeAll(async () => {
    await db().deleteFrom("media").execute();
    driver = await make();
    store = driver.store;
    recorded = [await upload(true), await upload(true)];
    orphan = await upload(false);
    await driver.plantForeign("backups/1700000000000-export.jpg", "not a media file");
  });
  afterAll(() => driver?.cleanup());

  test("leaves an upload whose record is not written yet alone while it is younger than the grace", async () => {
    const result = await sweepOrphanFiles({ graceMs: HOUR, store });

    expect(result.orphans).toEqual([]);
    expect(result.kept).toBe(6);
    expect(await allExist(store, [...pathsOf(orphan), ...recorded.flatMap(pathsOf)])).toBe(true);
  }, 60_000);

  test("a dry run lists the files without a record and removes nothing", async () => {
    const result = await sweepOrphanFiles({ graceMs: HOUR, now: later(2 * HOUR), dryRun: true, store });

    expect(result.dryRun).toBe(true);
    expect(result.orphans.map((file) => file.path).sort()).toEqual(pathsOf(orphan));
    expect(result.orphans.every((file) => file.sizeBytes > 0)).toBe(true);
    expect(await allExist(store, pathsOf(orphan))).toBe(true);
  });

  test("removes files without a record once older than the grace; recorded and foreign files stay", async () => {
    const result = await sweepOrphanFiles({ graceMs: HOUR, now: later(2 * HOUR), store });

    expect(result.orphans.map((file) => file.path).sort()).toEqual(pathsOf(orphan));
    expect(await noneExist(store, pathsOf(orphan))).toBe(true);
    expect(await allExist(store, recorded.flatMap(pathsOf))).toBe(true);
    const left = [];
    for await (const file of store.list()) left.push(file.path);
    expect(left.sort()).toEqual(["backups/1700000000000-export.jpg", ...recorded.flatMap(pathsOf)].sort());

    const again = await sweepOrphanFiles({ graceMs: 0, store });
    expect(again.orphans).toEqual([]);
  });

  test("a deleted record's files are swept when its own removal did not happen", async () => {
    const [first] = recorded;
    await db().deleteFrom("media").where("storage_path", "=", first!.storagePath).execute();

    const result = await sweepOrphanFiles({ graceMs: 0, store });

    expect(result.orphans.map((file) => file.path).sort()).toEqual(pathsOf(first!));
    expect(await noneExist(store, pathsOf(first!))).toBe(true);
    expect(result.kept).toBe(3);
  });

  test("refuses, removing nothing, when the store holds none of the recorded files", async () => {
    const wrong = await driver.emptyStore();
    await wrong.put("gallery/1700000000000-stray.jpg", new Uint8Array(10), "image/jpeg");

    await expect(sweepOrphanFiles({ graceMs: 0, store: wrong })).rejects.toThrow(SweepRefusedError);
    expect(await wrong.exists("gallery/1700000000000-stray.jpg")).toBe(true);
  });

  test("refuses, removing nothing, when a record's variants cannot be read", async () => {
    const stored = "general/1700000000000-stray.png";
    const orphanPath = "general/1700000000001-orphan.png";
    await store.put(stored, new Uint8Array(10), "image/png");
    await store.put(orphanPath, new Uint8Array(10), "image/png");
    const id = randomUUID();
    await db()
      .insertInto("media")
      .values({
        id,
        filename: "1700000000000-stray.png",
        original_name: "broken.png",
        mime_type: "image/png",
        size_bytes: 10,
        url: `/media/${stored}`,
        category: "general",
        bucket_id: "general",
        storage_path: stored,
        variants: JSON.stringify([{ width: 320, format: "webp" }]),
      })
      .execute();

    await expect(sweepOrphanFiles({ graceMs: 0, store })).rejects.toThrow(
      `The variants of media record ${id} cannot be read. Nothing was removed.`,
    );
    expect(await allExist(store, [stored, orphanPath])).toBe(true);

    await db().deleteFrom("media").where("id", "=", id).execute();
    await store.removeMany([stored, orphanPath]);
  });

  test("the command prints what it removes, with the count and the bytes", async () => {
    await store.put("news/1700000000000-a.jpg", new Uint8Array(1024), "image/jpeg");
    await store.put("news/1700000000000-b.jpg", new Uint8Array(512), "image/jpeg");

    const dry = await runSweepCommand(["--dry-run", "--grace", "0"], { store });
    expect(dry).toEqual({
      ok: true,
      lines: [
        "Dry run: nothing is removed.",
        "would remove news/1700000000000-a.jpg (1.00 KB)",
        "would remove news/1700000000000-b.jpg (512 Bytes)",
        "Would remove 2 files without a media record (1.50 KB).",
        "Kept 3 files that media records use.",
      ],
    });
    expect(await allExist(store, ["news/1700000000000-a.jpg", "news/1700000000000-b.jpg"])).toBe(true);

    const real = await runSweepCommand(["--grace=0s"], { store });
    expect(real.ok).toBe(true);
    expect(real.lines.slice(-2)).toEqual([
      "Removed 2 files without a media record (1.50 KB).",
      "Kept 3 files that media records use.",
    ]);
    expect(await noneExist(store, ["news/1700000000000-a.jpg", "news/1700000000000-b.jpg"])).toBe(true);

    const quiet = await runSweepCommand([], { store });
    expect(quiet.lines).toEqual([
      "Removed 0 files without a media record (0 Bytes).",
      "Kept 3 files that media records use. Files written in the last 1 hour were left alone.",
    ]);
  });
});

describe("media sweep on local disk: temporary files", () => {
  test("half-written files of a put() that never finished go with the orphans, once past the grace", async () => {
    const driver = await localDriver();
    try {
      await db().deleteFrom("media").execute();
      const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
      await driver.plantForeign(
        "gallery/.1700000000000-cut.jpg.0123456789ab.tmp",
        "x".repeat(2048),
        twoHoursAgo,
      );
      await driver.plantForeign("gallery/.1700000000001-busy.jpg.ba9876543210.tmp", "still writing");

      const result = await runSweepCommand([], { store: driver.store });

      expect(result).toEqual({
        ok: true,
        lines: [
          "removed gallery/.1700000000000-cut.jpg.0123456789ab.tmp (2.00 KB)",
          "Removed 0 files without a media record (0 Bytes).",
          "Removed 1 abandoned temporary file (2.00 KB).",
          "Kept 0 files that media records use. Files written in the last 1 hour were left alone.",
        ],
      });
      expect(
        await driver.store.removeAbandonedTemporaryFiles(new Date(Date.now() + 1000), { dryRun: true }),
      ).toHaveLength(1);
    } finally {
      await driver.cleanup();
    }
  });
});

describe("media sweep command line", () => {
  test.each([
    [["--grace", "10"], '--grace "10" is not a duration: give a number and a unit, such as 30m, 2h or 1d.'],
    [
      ["--grace", "soon"],
      '--grace "soon" is not a duration: give a number and a unit, such as 30m, 2h or 1d.',
    ],
    [["--force"], "Unknown option '--force'"],
  ])("refuses %j with a reason and the usage", async (argv, reason) => {
    const result = await runSweepCommand(argv);
    expect(result.ok).toBe(false);
    expect(result.lines[0]).toContain(reason);
    expect(result.lines[1]).toMatch(/^Usage:\n {2}npm run media:sweep -- \[--dry-run\] \[--grace DURATION\]/);
  });

  test("bin/media-sweep.ts runs against the configured database and uploads folder", async () => {
    await db().deleteFrom("media").execute();
    const uploads = path.join(testDb.dataDir, "uploads");
    mkdirSync(path.join(uploads, "events"), { recursive: true });
    writeFileSync(path.join(uploads, "events/1700000000000-left.jpg"), "left behind");
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      DATA_DIR: testDb.dataDir,
      LOG_LEVEL: "silent",
      SEED_DEMO_CONTENT: "false",
    };
    if (testDb.config.database.kind === "postgres") env.DATABASE_URL = testDb.config.database.url;

    const run = await runBin(["--dry-run", "--grace", "0"], env);

    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout.split("\n")).toContain("would remove events/1700000000000-left.jpg (11 Bytes)");
    expect(run.stdout.split("\n")).toContain("Would remove 1 file without a media record (11 Bytes).");

    const refused = await runBin(["--grace", "5"], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--grace "5" is not a duration');
  }, 60_000);
});

function runBin(args: string[], env: Record<string, string>) {
  const child = spawn(pinnedNode, ["--import", "tsx", "bin/media-sweep.ts", ...args], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("close", (code) => resolve({ code, stdout, stderr })),
  );
}
