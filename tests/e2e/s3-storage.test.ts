// The production server with uploads in S3 (STORAGE_DRIVER=s3, a local s3rver started here): the
// health check writes to the bucket, an upload lands there, and /media streams it through the app
// with the same Cache-Control as local files, or the records point at S3_PUBLIC_URL when it is set.
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Client } from "~/server/storage/s3-file-store.server";
import { type AppServer, rawGet, spawnAppServer, startAppServer, TEST_ADMIN } from "../support/app-server";
import { startS3Server, type TestS3Server } from "../support/s3-test-server";
import { postUpload, uniquePhoto } from "../support/uploads";
import { staffCookie } from "./helpers/staff-session";

// The spec's upload cache control (§7, §9: 3600 s); variants are derived once and never change.
const ORIGINAL_CACHE = "public, max-age=3600";
const VARIANT_CACHE = "public, max-age=31536000, immutable";

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.stop());

async function uploadPhoto(server: AppServer, name: string) {
  const cookie = await staffCookie(server, TEST_ADMIN);
  const bytes = await uniquePhoto({ width: 800, height: 600 });
  const response = await postUpload(server.url, { cookie, origin: server.url }, { name, bytes });
  await response.arrayBuffer();
  return response.status;
}

function latestRecord(dataDir: string) {
  const database = new DatabaseSync(path.join(dataDir, "school.db"), { readOnly: true });
  try {
    const row = database
      .prepare("select storage_path, url, variants from media order by created_at desc limit 1")
      .get() as { storage_path: string; url: string; variants: string };
    const variants = JSON.parse(row.variants) as { path: string; url: string }[];
    return { storagePath: row.storage_path, url: row.url, variants };
  } finally {
    database.close();
  }
}

async function bucketKeys() {
  const listing = await s3Client(s3.settings).send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listing.Contents ?? []).map((object) => object.Key!).sort();
}

describe("uploads in S3", () => {
  it("stores an upload in the bucket and serves it through the app with its Cache-Control", async () => {
    const server = await startAppServer({ env: { ...s3.env, SEED_DEMO_CONTENT: "false" } });
    try {
      const health = await rawGet(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body.toString("utf8"))).toMatchObject({ status: "ok", uploads: "ok" });
      // The health probe's object is gone again, and start-up made no uploads folder.
      expect(await bucketKeys()).toEqual([]);
      expect(existsSync(path.join(server.dataDir, "uploads"))).toBe(false);

      expect(await uploadPhoto(server, "sports-day.jpg")).toBe(201);
      const record = latestRecord(server.dataDir);
      expect(record.variants.length).toBeGreaterThan(0);
      const paths = [record.storagePath, ...record.variants.map((variant) => variant.path)].sort();
      expect(await bucketKeys()).toEqual(paths);
      expect(record.url).toBe(`/media/${record.storagePath}`);

      const original = await rawGet(`${server.url}${record.url}`);
      expect(original.status).toBe(200);
      expect(original.headers["content-type"]).toBe("image/jpeg");
      expect(original.headers["cache-control"]).toBe(ORIGINAL_CACHE);
      expect((await sharp(original.body).metadata()).format).toBe("jpeg");

      const variant = await rawGet(`${server.url}${record.variants[0]!.url}`);
      expect(variant.status).toBe(200);
      expect(variant.headers["cache-control"]).toBe(VARIANT_CACHE);

      const revalidated = await rawGet(`${server.url}${record.url}`, {
        "If-None-Match": String(original.headers.etag),
      });
      expect(revalidated.status).toBe(304);

      expect((await rawGet(`${server.url}/media/gallery/1700000000000-missing.jpg`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it("points records at S3_PUBLIC_URL when the bucket is public or behind a CDN", async () => {
    const server = await startAppServer({
      env: { ...s3.env, S3_PUBLIC_URL: "https://cdn.example.org/school-media", SEED_DEMO_CONTENT: "false" },
    });
    try {
      expect(await uploadPhoto(server, "annual-day.jpg")).toBe(201);
      const record = latestRecord(server.dataDir);
      expect(record.url).toBe(`https://cdn.example.org/school-media/${record.storagePath}`);
      for (const variant of record.variants) {
        expect(variant.url).toBe(`https://cdn.example.org/school-media/${variant.path}`);
      }
    } finally {
      await server.stop();
    }
  });

  it("refuses to start with an incomplete S3 configuration, naming the variable", async () => {
    const server = await spawnAppServer({ env: { STORAGE_DRIVER: "s3", S3_REGION: "us-east-1" } });
    const exit = await server.exited;
    rmSync(server.dataDir, { recursive: true, force: true });
    expect(exit.code).toBe(1);
    expect(server.output().trim()).toBe(
      'Invalid configuration: S3_BUCKET must be set when STORAGE_DRIVER is s3 (got "").',
    );
  });
});
