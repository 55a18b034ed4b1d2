// Backups (app/server/backup) on both engines and both file stores: a backup holds the records and
// the files they name, a restore brings them back into an empty database and store and refuses
// any other; a file deleted between the snapshot and the copy makes the backup take the snapshot
// again, and a recorded file missing for good fails the backup, naming it, leaving nothing.
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, test } from "vitest";
import { createBackup } from "~/server/backup/backup.server";
import { BackupError } from "~/server/backup/backup-error.server";
import { runBackupCommand, runRestoreCommand } from "~/server/backup/commands.server";
import { restoreBackup } from "~/server/backup/restore.server";
import { readConfig } from "~/server/config.server";
import { db } from "~/server/db/db.server";
import { createLocalFileStore, type FileStore } from "~/server/storage/file-store.server";
import { createS3FileStore } from "~/server/storage/s3-file-store.server";
import { startS3Server } from "../support/s3-test-server";
import { adminQuery, setupTestDatabase } from "../support/test-database";

const testDb = setupTestDatabase();
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  await db().deleteFrom("media").execute();
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function temporaryDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "school-backup-test-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const settings = () => ({ database: testDb.config.database, storageDriver: "local" as const });

/** A media record and its two files (an original and one variant) in the store. */
async function recordedImage(store: FileStore, options: { withFiles?: boolean } = {}) {
  const stem = `gallery/${Date.now()}-${randomBytes(4).toString("hex")}`;
  const files = [`${stem}.jpg`, `${stem}-320.webp`];
  if (options.withFiles ?? true)
    for (const file of files) await store.put(file, randomBytes(2048), "application/octet-stream");
  const id = randomUUID();
  await db()
    .insertInto("media")
    .values({
      id,
      filename: path.basename(files[0]!),
      original_name: "sports-day.jpg",
      mime_type: "image/jpeg",
      size_bytes: 2048,
      url: `/media/${files[0]}`,
      category: "gallery",
      bucket_id: "gallery",
      storage_path: files[0]!,
      variants: JSON.stringify([{ width: 320, format: "webp", path: files[1] }]),
    })
    .execute();
  return { id, files };
}

/** An empty place to restore into: a new DATA_DIR, and on PostgreSQL a new database. */
async function emptyPlace() {
  const dataDir = temporaryDir();
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  if (testDb.engine === "postgres") {
    const name = `school_restore_${randomBytes(6).toString("hex")}`;
    const server = process.env.TEST_DATABASE_URL!;
    await adminQuery(server, `create database ${name}`);
    cleanups.push(() => adminQuery(server, `drop database if exists ${name} with (force)`));
    const url = new URL(server);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  return readConfig(env);
}

async function localStores() {
  const dir = temporaryDir();
  return {
    live: createLocalFileStore(path.join(dir, "live")),
    empty: createLocalFileStore(path.join(dir, "new")),
  };
}

async function s3Stores() {
  const [live, empty] = await Promise.all([startS3Server(), startS3Server("restored-media")]);
  cleanups.push(
    () => live.stop(),
    () => empty.stop(),
  );
  return { live: createS3FileStore(live.settings), empty: createS3FileStore(empty.settings) };
}

describe.each([
  { name: "local disk", stores: localStores },
  { name: "S3 (s3rver)", stores: s3Stores },
])("a backup of the database and the files in $name", ({ stores }) => {
  test("is restored into an empty database and store, checked, and never over another", async () => {
    const { live, empty } = await stores();
    const images = [await recordedImage(live), await recordedImage(live)];
    const target = path.join(temporaryDir(), "backup");

    const manifest = await createBackup({ target, settings: settings(), store: live });
    expect(manifest.engine).toBe(testDb.engine);
    expect(manifest.attempts).toBe(1);
    const named = images.flatMap((image) => image.files);
    expect(manifest.files.map((file) => file.path)).toEqual(expect.arrayContaining(named));
    const mediaRows = await db().selectFrom("media").select("id").execute();
    expect(manifest.tables.find((table) => table.name === "media")?.rows).toBe(mediaRows.length);

    const place = await emptyPlace();
    const restored = await restoreBackup({ source: target, settings: place, store: empty });
    expect(restored.manifest).toEqual(manifest);
    for (const file of named) expect(await empty.get(file)).toEqual(await live.get(file));

    // Again into the same place: refused before anything is written.
    await expect(restoreBackup({ source: target, settings: place, store: empty })).rejects.toThrow(
      /never overwrites/,
    );
    // An empty database with a store that holds files: refused too.
    await expect(
      restoreBackup({ source: target, settings: await emptyPlace(), store: live }),
    ).rejects.toThrow(/The file store already holds files .* Nothing was changed\./);
  });
});

describe("a file deleted while the backup runs", () => {
  test("makes it take the snapshot again: no record in the backup without its file", async () => {
    const { live } = await localStores();
    const kept = await recordedImage(live);
    const deleted = await recordedImage(live);
    // The admin deletes a picture just after the snapshot: record first, then its files.
    let deletedOnce = false;
    const racing: FileStore = {
      ...live,
      stream: async (filePath) => {
        if (!deletedOnce && deleted.files.includes(filePath)) {
          deletedOnce = true;
          await db().deleteFrom("media").where("id", "=", deleted.id).execute();
          await live.removeMany(deleted.files);
        }
        return live.stream(filePath);
      },
    };
    const target = path.join(temporaryDir(), "backup");
    const manifest = await createBackup({ target, settings: settings(), store: racing });
    expect(manifest.attempts).toBe(2);
    expect(manifest.files.map((file) => file.path)).toEqual([...kept.files].sort());
    expect(readdirSync(path.join(target, "files", "gallery")).sort()).toEqual(
      kept.files.map((file) => path.basename(file)).sort(),
    );
  });

  test("fails, naming the file, when a recorded file stays missing, and leaves nothing", async () => {
    const { live } = await localStores();
    const broken = await recordedImage(live, { withFiles: false });
    const target = path.join(temporaryDir(), "backup");
    const failed = createBackup({ target, settings: settings(), store: live, attempts: 2 });
    await expect(failed).rejects.toThrow(BackupError);
    await expect(failed).rejects.toThrow(
      `missing from the file store (${broken.files[1]}, ${broken.files[0]})`,
    );
    expect(existsSync(target)).toBe(false);
  });
});

describe("the commands", () => {
  test("print their usage, a summary, and a refusal as one sentence", async () => {
    const { live } = await localStores();
    await recordedImage(live);
    expect(await runBackupCommand(["--help"])).toMatchObject({
      ok: true,
      lines: [expect.stringContaining("Usage:")],
    });
    expect(await runBackupCommand([])).toMatchObject({
      ok: false,
      lines: ["Give exactly one folder.", expect.any(String)],
    });

    const folder = path.join(temporaryDir(), "backup");
    const backedUp = await runBackupCommand([folder], { store: live });
    expect(backedUp.ok, backedUp.lines.join("\n")).toBe(true);
    expect(backedUp.lines[0]).toMatch(
      new RegExp(
        `^Backed up the ${testDb.engine === "sqlite" ? "SQLite" : "PostgreSQL"} database \\(\\d+ tables, [\\d,]+ rows, .+\\) and 2 stored files \\(4\\.00 KB\\) to ${folder} in \\d+\\.\\d s\\.$`,
      ),
    );
    expect(await runBackupCommand([folder], { store: live })).toMatchObject({
      ok: false,
      lines: [expect.stringMatching(/is not empty \(3 entries\).*Nothing was written\.$/)],
    });
    // The configured database is the live one: the restore refuses it.
    const refused = await runRestoreCommand([folder], { store: live });
    expect(refused).toMatchObject({ ok: false, lines: [expect.stringMatching(/never overwrites/)] });
    expect(await runRestoreCommand([temporaryDir()])).toMatchObject({
      ok: false,
      lines: [expect.stringMatching(/manifest\.json is missing: .* is not a finished backup/)],
    });
  });
});
