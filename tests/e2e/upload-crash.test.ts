// Uploads that never lose a file: the server is killed (SIGKILL) while ten photos are being uploaded
// at once. After a restart no media record points at a missing original or variant, and the sweep
// (bin/media-sweep.ts) removes exactly the files that no record names, temporary files included.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, watch } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { formatFileSize } from "~/lib/file-size";
import { pinnedNode, projectRoot, rawGet, startAppServer, TEST_ADMIN } from "../support/app-server";
import { postUpload } from "../support/uploads";
import { staffCookie } from "./helpers/staff-session";

const UPLOADS = 10;
// The spec's upload cache control (§7, §9: 3600 s); variants are derived once and never change.
const ORIGINAL_CACHE = "public, max-age=3600";
const VARIANT_CACHE = "public, max-age=31536000, immutable";

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A 1600×1200 photo-like JPEG; the noise makes every one different and keeps the encoders busy. */
function photo(i: number) {
  return sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: 40 + i * 20, g: 120, b: 200 - i * 10 },
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

type MediaRow = { id: string; storage_path: string; variants: string };

function mediaRecords(dataDir: string) {
  const database = new DatabaseSync(path.join(dataDir, "school.db"), { readOnly: true });
  try {
    return (
      database.prepare("select id, storage_path, variants from media order by id").all() as MediaRow[]
    ).map((row) => ({
      id: row.id,
      original: row.storage_path,
      variants: (JSON.parse(row.variants) as { path: string }[]).map((variant) => variant.path),
    }));
  } finally {
    database.close();
  }
}

/** Every file under the uploads folder, dot-named temporary files too. */
function filesOnDisk(uploads: string) {
  if (!existsSync(uploads)) return [];
  return readdirSync(uploads, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploads, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

function count(n: number, noun: string) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

function runSweep(dataDir: string, args: string[]) {
  const child = spawn(pinnedNode, ["--import", "tsx", "bin/media-sweep.ts", ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("close", (code) => resolve({ code, output })),
  );
}

describe("SIGKILL during a ten-file upload", () => {
  it("leaves no record without its files, and the sweep removes the files no record names", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "school-e2e-upload-crash-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { SEED_DEMO_CONTENT: "false" };
    const uploads = path.join(dataDir, "uploads");

    const first = await startAppServer({ dataDir, env });
    cleanups.push(() => first.kill().then(() => undefined));
    const cookie = await staffCookie(first, TEST_ADMIN);
    const photos = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => photo(i)));

    const answers: number[] = [];
    let firstCreated!: () => void;
    const oneCreated = new Promise<void>((resolve) => (firstCreated = resolve));
    const requests = photos.map(async (bytes, i) => {
      const response = await postUpload(
        first.url,
        { cookie, origin: first.url },
        { name: `sports-day-${i + 1}.jpg`, bytes },
      );
      await response.arrayBuffer().catch(() => {});
      answers.push(response.status);
      if (response.status === 201) firstCreated();
      return response.status;
    });
    const failedEarly = Promise.all(requests).then(() => "every upload answered before the kill");
    expect(await Promise.race([oneCreated.then(() => "one created"), failedEarly])).toBe("one created");

    // The kill comes the moment the next upload's original is in place (uploads are processed a few
    // at a time, so it is still encoding now): its variants are being written, its record is not.
    const watcher = watch(uploads, { recursive: true });
    cleanups.push(() => watcher.close());
    const stored = new Promise<string>((resolve) =>
      watcher.on("change", (_event, name) => {
        if (!path.basename(String(name)).startsWith(".")) resolve(`stored ${String(name)}`);
      }),
    );
    expect(await Promise.race([stored, failedEarly])).toMatch(
      /^stored gallery\/\d+-[a-z0-9]+(?:\.jpg|-\d+\.(?:avif|webp))$/,
    );
    first.process.kill("SIGKILL");
    watcher.close();
    expect((await first.kill()).signal).toBe("SIGKILL");
    const outcomes = await Promise.allSettled(requests);

    // The kill landed in the middle: some uploads were answered 201, some never were.
    const created = outcomes.filter((outcome) => outcome.status === "fulfilled" && outcome.value === 201);
    const cutOff = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(
      answers.every((status) => status === 201),
      `answers: ${answers.join(", ")}`,
    ).toBe(true);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(cutOff.length).toBeGreaterThanOrEqual(1);
    expect(created.length + cutOff.length).toBe(UPLOADS);

    // Uploads waiting for their turn were received into temporary files; a restart removes them.
    const received = (files: string[]) => files.filter((file) => /^\.upload\.[0-9a-f]{12}\.tmp$/.test(file));
    expect(received(filesOnDisk(uploads)).length).toBeGreaterThanOrEqual(1);
    const second = await startAppServer({ dataDir, env });
    cleanups.push(() => second.kill().then(() => undefined));
    expect(received(filesOnDisk(uploads))).toEqual([]);

    // Every upload that was answered 201 is there, and every record's files are all on disk.
    const records = mediaRecords(dataDir);
    expect(records.length).toBeGreaterThanOrEqual(created.length);
    expect(records.length).toBeLessThanOrEqual(UPLOADS);
    const onDisk = new Set(filesOnDisk(uploads));
    for (const record of records) {
      expect(record.variants.length, record.id).toBeGreaterThan(0);
      for (const file of [record.original, ...record.variants]) {
        expect(onDisk.has(file), `${file} of media ${record.id}`).toBe(true);
      }
    }

    // The restarted server serves them, originals for an hour and variants for good.
    const [sample] = records;
    const original = await rawGet(`${second.url}/media/${sample!.original}`);
    expect(original.status).toBe(200);
    expect(original.headers["cache-control"]).toBe(ORIGINAL_CACHE);
    const variant = await rawGet(`${second.url}/media/${sample!.variants[0]}`);
    expect(variant.status).toBe(200);
    expect(variant.headers["cache-control"]).toBe(VARIANT_CACHE);
    expect((await second.stop()).code).toBe(0);

    // What the crash left: files of uploads whose record was never written, half-written files.
    const referenced = new Set(records.flatMap((record) => [record.original, ...record.variants]));
    const leftovers = [...onDisk].filter((file) => !referenced.has(file));
    const temporary = leftovers.filter((file) => path.basename(file).startsWith("."));
    const orphans = leftovers.filter((file) => !path.basename(file).startsWith("."));
    // The upload cut off while writing left at least its original behind, without a record.
    expect(orphans.length).toBeGreaterThanOrEqual(1);

    const bytesOf = (files: string[]) =>
      formatFileSize(files.reduce((sum, file) => sum + statSync(path.join(uploads, file)).size, 0));
    const expectedSummary = [
      `Removed ${count(orphans.length, "file")} without a media record (${bytesOf(orphans)}).`,
      ...(temporary.length > 0
        ? [`Removed ${count(temporary.length, "abandoned temporary file")} (${bytesOf(temporary)}).`]
        : []),
      `Kept ${count(referenced.size, "file")} that media records use.`,
    ];

    const sweep = await runSweep(dataDir, ["--grace", "0"]);
    expect(sweep.code, sweep.output).toBe(0);
    const lines = sweep.output.trim().split("\n");
    expect(lines.slice(-expectedSummary.length)).toEqual(expectedSummary);
    expect(lines.slice(0, -expectedSummary.length).map((line) => line.replace(/ \(.*\)$/, ""))).toEqual(
      [...orphans.sort(), ...temporary.sort()].map((file) => `removed ${file}`),
    );

    // Afterwards the folder holds exactly the files the records name.
    expect(filesOnDisk(uploads)).toEqual([...referenced].sort());
    expect(mediaRecords(dataDir)).toEqual(records);
  }, 180_000);
});
