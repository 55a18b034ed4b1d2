// The FileStore contract, run alike on local disk and on S3 (a local s3rver started here), and the
// /media route that serves either with the same Cache-Control.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { HeadObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ConfigError, readConfig, setConfig } from "~/server/config.server";
import { mediaFiles } from "~/server/http/media-files.server";
import {
  createFileStore,
  createLocalFileStore,
  FileExistsError,
  type FileStore,
  InvalidStoragePathError,
} from "~/server/storage/file-store.server";
import { processImageUpload } from "~/server/storage/image-pipeline.server";
import { createS3FileStore, s3Client } from "~/server/storage/s3-file-store.server";
import { rawGet } from "../support/app-server";
import { startS3Server, type TestS3Server } from "../support/s3-test-server";

// The spec's upload cache control (§7, §9: 3600 s) and a year, immutable, for derived variants.
const ORIGINAL_CACHE = "public, max-age=3600";
const VARIANT_CACHE = "public, max-age=31536000, immutable";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (buffer: Buffer | undefined) => buffer?.toString("utf8");

type Driver = {
  name: string;
  store: FileStore;
  /** The folder of a local store. */
  root?: string;
  /** The environment that selects an S3 store. */
  env?: Record<string, string>;
  /** Puts a file under a name the app never writes (a temporary or a foreign one), bypassing the store. */
  plantForeign: (name: string, content: string) => Promise<void>;
  cleanup: () => Promise<void>;
};

async function localDriver(): Promise<Driver> {
  const root = path.join(mkdtempSync(path.join(tmpdir(), "file-store-contract-")), "uploads");
  mkdirSync(root);
  return {
    name: "local disk",
    store: createLocalFileStore(root),
    root,
    plantForeign: async (name, content) => {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), content);
    },
    cleanup: async () => rmSync(path.dirname(root), { recursive: true, force: true }),
  };
}

async function s3Driver(): Promise<Driver> {
  const server = await startS3Server();
  return {
    name: "S3 (s3rver)",
    store: createS3FileStore(server.settings),
    env: server.env,
    plantForeign: async (name, content) => {
      await s3Client(server.settings).send(
        new PutObjectCommand({ Bucket: server.bucket, Key: name, Body: content }),
      );
    },
    cleanup: server.stop,
  };
}

/** S3 as the app gets it: STORAGE_DRIVER=s3 and createFileStore(), which loads the SDK on first use. */
async function configuredS3Driver(): Promise<Driver> {
  const driver = await s3Driver();
  const dataDir = mkdtempSync(path.join(tmpdir(), "file-store-configured-"));
  setConfig(readConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test", ...driver.env }));
  return {
    ...driver,
    name: "S3 chosen by STORAGE_DRIVER",
    store: createFileStore(),
    cleanup: async () => {
      await driver.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function listed(store: FileStore) {
  const files = [];
  for await (const file of store.list()) files.push(file);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

async function readAll(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

const badPaths = [
  "../outside.txt",
  "gallery/../../outside.txt",
  "/etc/passwd",
  "gallery/./x.png",
  "",
  "gallery//x.png",
  "Gallery/X.PNG",
  "gallery\\..\\outside.txt",
  "gallery/.hidden",
  "gallery/x.png\0.txt",
  `${"a/".repeat(200)}x.png`,
];

describe.each([
  { name: "local disk", make: localDriver },
  { name: "S3 (s3rver)", make: s3Driver },
  { name: "S3 chosen by STORAGE_DRIVER", make: configuredS3Driver },
])("file store contract: $name", ({ make }) => {
  let driver: Driver;
  let store: FileStore;
  beforeAll(async () => {
    driver = await make();
    store = driver.store;
  });
  afterAll(() => driver?.cleanup());

  test("stores a file, reads it back, reports it and addresses it", async () => {
    await store.put("gallery/1732000000000-ab12cd.jpg", bytes("pixels"), "image/jpeg");

    expect(text(await store.get("gallery/1732000000000-ab12cd.jpg"))).toBe("pixels");
    expect(await store.exists("gallery/1732000000000-ab12cd.jpg")).toBe(true);
    expect(store.url("gallery/1732000000000-ab12cd.jpg")).toBe("/media/gallery/1732000000000-ab12cd.jpg");
  });

  test("a missing file is no error: get and stream answer undefined, exists false, remove succeeds", async () => {
    expect(await store.get("gallery/missing.jpg")).toBeUndefined();
    expect(await store.stream("gallery/missing.jpg")).toBeUndefined();
    expect(await store.exists("gallery/missing.jpg")).toBe(false);
    await expect(store.remove("gallery/missing.jpg")).resolves.toBeUndefined();
    await expect(store.removeMany(["gallery/missing.jpg", "news/missing.png"])).resolves.toBeUndefined();
  });

  test("never overwrites a stored file", async () => {
    await store.put("events/poster.png", bytes("first"), "image/png");

    await expect(store.put("events/poster.png", bytes("second"), "image/png")).rejects.toBeInstanceOf(
      FileExistsError,
    );
    expect(text(await store.get("events/poster.png"))).toBe("first");
  });

  test("lets exactly one of two simultaneous writes to one path win, every time", async () => {
    const paths = Array.from({ length: 12 }, (_, i) => `general/race-${i}.png`);
    await Promise.all(
      paths.map(async (filePath) => {
        const results = await Promise.allSettled(
          ["one", "two"].map((content) => store.put(filePath, bytes(content), "image/png")),
        );
        const winners = results.flatMap((result, i) => (result.status === "fulfilled" ? [i] : []));
        expect(winners, filePath).toHaveLength(1);
        const loser = results[1 - winners[0]!] as PromiseRejectedResult;
        expect(loser.reason).toBeInstanceOf(FileExistsError);
        expect(text(await store.get(filePath))).toBe(["one", "two"][winners[0]!]);
      }),
    );
  });

  test.each(
    badPaths.map((badPath) => [
      badPath.length > 40 ? `${badPath.slice(0, 12)}… (${badPath.length} characters)` : badPath,
      badPath,
    ]),
  )("refuses the path %j everywhere and writes nothing", async (_label, badPath) => {
    const before = await listed(store);

    await expect(store.put(badPath, bytes("x"), "image/png")).rejects.toBeInstanceOf(InvalidStoragePathError);
    await expect(store.get(badPath)).rejects.toBeInstanceOf(InvalidStoragePathError);
    await expect(store.stream(badPath)).rejects.toBeInstanceOf(InvalidStoragePathError);
    await expect(store.exists(badPath)).rejects.toBeInstanceOf(InvalidStoragePathError);
    await expect(store.remove(badPath)).rejects.toBeInstanceOf(InvalidStoragePathError);
    await expect(store.removeMany(["news/fine.png", badPath])).rejects.toBeInstanceOf(
      InvalidStoragePathError,
    );
    expect(() => store.url(badPath)).toThrow(InvalidStoragePathError);
    expect(await listed(store)).toEqual(before);
  });

  test("removes one file or many", async () => {
    const many = Array.from({ length: 20 }, (_, i) => `news/bulk-${String(i).padStart(2, "0")}.webp`);
    for (const filePath of ["news/keep.webp", "news/single.webp", ...many]) {
      await store.put(filePath, bytes(filePath), "image/webp");
    }

    await store.remove("news/single.webp");
    await store.removeMany([...many, "news/never-existed.webp"]);

    const left = (await listed(store)).map((file) => file.path).filter((p) => p.startsWith("news/"));
    expect(left).toEqual(["news/keep.webp"]);
  });

  test("lists every stored file with its size and time, and nothing the app cannot name", async () => {
    const started = Date.now();
    await store.put("school-logos/1732000000000-logo1.png", bytes("logo!"), "image/png");
    await store.put("school-logos/1732000000000-logo1-320.webp", bytes("small"), "image/webp");
    await driver.plantForeign("school-logos/.1732000000000-logo2.png.0123456789ab.tmp", "half");
    await driver.plantForeign("School-Logos/UPPER.PNG", "foreign");

    const files = (await listed(store)).filter((file) => file.path.toLowerCase().startsWith("school-logos/"));
    expect(files.map(({ path, sizeBytes }) => ({ path, sizeBytes }))).toEqual([
      { path: "school-logos/1732000000000-logo1-320.webp", sizeBytes: 5 },
      { path: "school-logos/1732000000000-logo1.png", sizeBytes: 5 },
    ]);
    for (const file of files) {
      // S3 keeps whole seconds, and file times come from the kernel's coarse clock, up to a tick (≤ 10 ms)
      // behind Date.now(): a write in a second's first milliseconds can be stamped with the second before.
      expect(file.modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor((started - 10) / 1000) * 1000);
      expect(file.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  test("streams a file with its type, size and the Cache-Control it is served with", async () => {
    await store.put("homepage-slides/1732000000000-hero.jpg", bytes("original"), "image/jpeg");
    await store.put("homepage-slides/1732000000000-hero-640.avif", bytes("variant"), "image/avif");

    const original = (await store.stream("homepage-slides/1732000000000-hero.jpg"))!;
    expect(original).toMatchObject({
      path: "homepage-slides/1732000000000-hero.jpg",
      contentType: "image/jpeg",
      sizeBytes: 8,
      cacheControl: ORIGINAL_CACHE,
    });
    expect(await readAll(original.body)).toBe("original");

    const variant = (await store.stream("homepage-slides/1732000000000-hero-640.avif"))!;
    expect(variant).toMatchObject({ contentType: "image/avif", sizeBytes: 7, cacheControl: VARIANT_CACHE });
    expect(await readAll(variant.body)).toBe("variant");
  });
});

describe.each([
  { name: "local disk", make: localDriver },
  { name: "S3 (s3rver)", make: s3Driver },
])("the image pipeline's files on $name", ({ make }) => {
  test("originals get the spec's hour and every variant the immutable year", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "file-store-pipeline-"));
    setConfig(readConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test" }));
    const driver = await make();
    try {
      const bytes = await sharp({ create: { width: 700, height: 400, channels: 3, background: "#2a6" } })
        .png()
        .toBuffer();
      const image = await processImageUpload({
        bytes,
        originalName: "Sports Day.png",
        category: "gallery",
        store: driver.store,
      });
      expect(image.variants.length).toBeGreaterThanOrEqual(4);

      const served = async (filePath: string) => {
        const file = (await driver.store.stream(filePath))!;
        file.body.destroy();
        return file.cacheControl;
      };
      expect(await served(image.storagePath)).toBe(ORIGINAL_CACHE);
      for (const variant of image.variants)
        expect(await served(variant.path), variant.path).toBe(VARIANT_CACHE);
    } finally {
      await driver.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("local disk: temporary files a crash left behind", () => {
  test("are removed once older than the cut-off; fresh ones, other dot files and stored files stay", async () => {
    const driver = await localDriver();
    try {
      const { store } = driver;
      await store.put("gallery/1732000000000-kept.jpg", bytes("kept"), "image/jpeg");
      const uploads = driver.root!;
      const old = new Date(Date.now() - 2 * 3600_000);
      const plant = (name: string, mtime?: Date) => {
        const full = path.join(uploads, name);
        mkdirSync(path.dirname(full), { recursive: true });
        writeFileSync(full, "half-written");
        if (mtime) utimesSync(full, mtime, mtime);
      };
      plant("gallery/.1732000000000-lost.jpg.0123456789ab.tmp", old);
      plant(".health-probe-4242-deadbeef", old);
      plant("gallery/.1732000000000-busy.jpg.ba9876543210.tmp");
      plant("gallery/.keep", old);

      const cutoff = new Date(Date.now() - 3600_000);
      const dryRun = await store.removeAbandonedTemporaryFiles(cutoff, { dryRun: true });
      expect(dryRun.map((file) => file.path).sort()).toEqual([
        ".health-probe-4242-deadbeef",
        "gallery/.1732000000000-lost.jpg.0123456789ab.tmp",
      ]);
      expect(dryRun.every((file) => file.sizeBytes === "half-written".length)).toBe(true);

      const removed = await store.removeAbandonedTemporaryFiles(cutoff);
      expect(removed.map((file) => file.path).sort()).toEqual(dryRun.map((file) => file.path).sort());
      expect(filesIn(uploads)).toEqual([
        "gallery/.1732000000000-busy.jpg.ba9876543210.tmp",
        "gallery/.keep",
        "gallery/1732000000000-kept.jpg",
      ]);
    } finally {
      await driver.cleanup();
    }
  });
});

describe("S3 specifics", () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server?.stop());

  test("objects carry their content type and Cache-Control, and overwrites are refused by the service", async () => {
    const store = createS3FileStore(server.settings);
    await store.put("gallery/1732000000000-photo.jpg", bytes("jpeg"), "image/jpeg");
    await store.put("gallery/1732000000000-photo-960.webp", bytes("webp"), "image/webp");
    const head = (Key: string) =>
      s3Client(server.settings).send(new HeadObjectCommand({ Bucket: server.bucket, Key }));

    expect(await head("gallery/1732000000000-photo.jpg")).toMatchObject({
      ContentType: "image/jpeg",
      CacheControl: ORIGINAL_CACHE,
    });
    expect(await head("gallery/1732000000000-photo-960.webp")).toMatchObject({
      ContentType: "image/webp",
      CacheControl: VARIANT_CACHE,
    });

    const refusedBefore = server.refusedPuts();
    await expect(
      store.put("gallery/1732000000000-photo.jpg", bytes("again"), "image/jpeg"),
    ).rejects.toBeInstanceOf(FileExistsError);
    // Refused by the service's conditional write, not by a check of ours before it.
    expect(server.refusedPuts()).toBe(refusedBefore + 1);
  });

  test("url() is the public bucket or CDN address when one is configured", () => {
    const store = createS3FileStore({ ...server.settings, publicUrl: "https://cdn.example.org/media" });
    expect(store.url("gallery/1732000000000-photo.jpg")).toBe(
      "https://cdn.example.org/media/gallery/1732000000000-photo.jpg",
    );
  });

  test("a missing bucket is an error, not a missing file", async () => {
    const store = createS3FileStore({ ...server.settings, bucket: "no-such-bucket" });
    await expect(store.get("gallery/1732000000000-photo.jpg")).rejects.toThrow();
    await expect(store.stream("gallery/1732000000000-photo.jpg")).rejects.toThrow();
  });
});

describe("S3 configuration", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "file-store-config-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = { DATA_DIR: dataDir, LOG_LEVEL: "silent", STORAGE_DRIVER: "s3" };
  const complete = {
    ...base,
    S3_BUCKET: "school-media",
    S3_REGION: "eu-west-1",
    S3_ACCESS_KEY_ID: "key-id",
    S3_SECRET_ACCESS_KEY: "secret",
  };

  test("reads the bucket settings", () => {
    const settings = readConfig({
      ...complete,
      S3_ENDPOINT: "https://s3.example.com/",
      S3_FORCE_PATH_STYLE: "true",
      S3_PUBLIC_URL: "https://cdn.example.org/media/",
    });
    expect(settings.storageDriver).toBe("s3");
    expect(settings.s3).toEqual({
      bucket: "school-media",
      region: "eu-west-1",
      endpoint: "https://s3.example.com",
      forcePathStyle: true,
      credentials: { accessKeyId: "key-id", secretAccessKey: "secret" },
      publicUrl: "https://cdn.example.org/media",
    });
    expect(readConfig({ ...base, S3_BUCKET: "b-1", S3_REGION: "auto" }).s3?.credentials).toBeUndefined();
    expect(readConfig({ DATA_DIR: dataDir, S3_BUCKET: "ignored" }).s3).toBeUndefined();
  });

  test.each([
    [{ ...base, S3_REGION: "eu-west-1" }, "S3_BUCKET must be set when STORAGE_DRIVER is s3"],
    [{ ...base, S3_BUCKET: "school-media" }, "S3_REGION must be set when STORAGE_DRIVER is s3"],
    [{ ...complete, S3_BUCKET: "School_Media" }, "S3_BUCKET expected a bucket name"],
    [{ ...complete, S3_ENDPOINT: "s3.example.com" }, "S3_ENDPOINT expected the service's address"],
    [{ ...complete, S3_ENDPOINT: "ftp://s3.example.com" }, "S3_ENDPOINT expected the service's address"],
    [{ ...complete, S3_PUBLIC_URL: "cdn" }, "S3_PUBLIC_URL expected the public address"],
    [{ ...complete, S3_FORCE_PATH_STYLE: "maybe" }, "S3_FORCE_PATH_STYLE expected true or false"],
    [{ ...complete, S3_SECRET_ACCESS_KEY: "" }, "S3_SECRET_ACCESS_KEY must be set with S3_ACCESS_KEY_ID"],
    [{ ...complete, S3_ACCESS_KEY_ID: undefined }, "S3_ACCESS_KEY_ID must be set with S3_SECRET_ACCESS_KEY"],
    [{ ...base, STORAGE_DRIVER: "ftp" }, "STORAGE_DRIVER expected local or s3"],
  ])("refuses %o with a sentence naming the variable", (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(`Invalid configuration: ${message}`);
  });
});

describe.each([
  { name: "local disk", make: localDriver },
  { name: "S3 through the app", make: s3Driver },
])("GET /media from $name", ({ make }) => {
  let driver: Driver;
  let baseUrl: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    driver = await make();
    const dataDir = mkdtempSync(path.join(tmpdir(), "media-route-"));
    const settings = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test" });
    const uploads = driver.root;
    const app = express();
    app.use(
      "/media",
      mediaFiles(
        uploads
          ? { ...settings, uploadsDir: uploads }
          : {
              ...settings,
              storageDriver: "s3",
              s3: { bucket: "unused", region: "us-east-1", forcePathStyle: true },
            },
        () => driver.store,
      ),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/media`;
    close = async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
      await driver.cleanup();
    };
    await driver.store.put("gallery/1732000000000-ab12cd.jpg", bytes("the original"), "image/jpeg");
    await driver.store.put("gallery/1732000000000-ab12cd-320.avif", bytes("avif"), "image/avif");
    await driver.store.put("gallery/1732000000000-ab12cd-320.webp", bytes("webp"), "image/webp");
    // An original WebP whose random part is all digits: one hyphen, so still an original.
    await driver.store.put("gallery/1732000000000-123456.webp", bytes("webp original"), "image/webp");
  });
  afterAll(() => close?.());

  test.each([
    ["gallery/1732000000000-ab12cd.jpg", "image/jpeg", "the original", ORIGINAL_CACHE],
    ["gallery/1732000000000-ab12cd-320.avif", "image/avif", "avif", VARIANT_CACHE],
    ["gallery/1732000000000-ab12cd-320.webp", "image/webp", "webp", VARIANT_CACHE],
    ["gallery/1732000000000-123456.webp", "image/webp", "webp original", ORIGINAL_CACHE],
  ])("serves %s as %s with its Cache-Control", async (filePath, type, body, cacheControl) => {
    const response = await fetch(`${baseUrl}/${filePath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    expect(response.headers.get("cache-control")).toBe(cacheControl);
    expect(await response.text()).toBe(body);

    const validator = response.headers.get("etag");
    expect(validator).toBeTruthy();
    // fetch() would add Cache-Control: no-cache to a conditional request, as browsers' fetch does.
    const again = await rawGet(`${baseUrl}/${filePath}`, { "If-None-Match": validator! });
    expect(again.status).toBe(304);
    expect(again.headers["cache-control"]).toBe(cacheControl);
    expect(again.body.byteLength).toBe(0);
  });

  test("answers HEAD with the headers and no body", async () => {
    const response = await fetch(`${baseUrl}/gallery/1732000000000-ab12cd.jpg`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String("the original".length));
    expect(response.headers.get("cache-control")).toBe(ORIGINAL_CACHE);
  });

  test.each([
    "gallery/missing.jpg",
    "gallery/.1732000000000-ab12cd.jpg.0123456789ab.tmp",
    "gallery/%2e%2e/%2e%2e/etc/passwd",
    "gallery/%E0%A4%A.jpg",
    "",
  ])("refuses %j without a file", async (filePath) => {
    const response = await fetch(`${baseUrl}/${filePath}`);
    // Local disk denies dot files (403) as express.static does; everything else is simply not found.
    expect([403, 404]).toContain(response.status);
    expect(await response.text()).not.toContain("half-written");
  });
});

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
