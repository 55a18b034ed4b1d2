// /healthz's uploads check with uploads in S3: a tiny object written to and deleted from the bucket,
// and a plain answer (not a hang) when the bucket cannot take it.
import { createServer, type Server } from "node:net";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { type S3Settings, setConfig } from "~/server/config.server";
import { health, WRITE_CHECK_INTERVAL_MS } from "~/server/http/health.server";
import { s3Client } from "~/server/storage/s3-file-store.server";
import { startS3Server, type TestS3Server } from "../support/s3-test-server";
import { setupTestDatabase } from "../support/test-database";

const testDb = setupTestDatabase();

let s3: TestS3Server;
let silent: Server;
let silentEndpoint: string;
let clock = Date.now();

beforeAll(async () => {
  s3 = await startS3Server();
  // Accepts connections and never answers: a bucket behind a network that has stopped moving.
  silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  silentEndpoint = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
  // The write checks are cached for WRITE_CHECK_INTERVAL_MS; each test moves the clock past it.
  vi.useFakeTimers({ toFake: ["Date"] });
});

afterAll(async () => {
  vi.useRealTimers();
  setConfig(testDb.config);
  silent?.close();
  await s3?.stop();
});

/** health() as /healthz would report it right now, with uploads in the given bucket. */
function healthWithBucket(s3Settings: S3Settings | undefined) {
  setConfig(s3Settings ? { ...testDb.config, storageDriver: "s3", s3: s3Settings } : { ...testDb.config });
  clock += WRITE_CHECK_INTERVAL_MS + 1_000;
  vi.setSystemTime(clock);
  return health();
}

describe("/healthz with uploads in S3", () => {
  test("reports ok after writing and deleting a probe object, leaving the bucket as it was", async () => {
    expect(await healthWithBucket(s3.settings)).toEqual({ database: "ok", disk: "ok", uploads: "ok" });

    const listing = await s3Client(s3.settings).send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    expect(listing.KeyCount).toBe(0);
  });

  test("reports not-writable when the bucket refuses these credentials", async () => {
    const report = await healthWithBucket({
      ...s3.settings,
      // s3rver does not check SigV4 signatures, but it does refuse an unknown key (403).
      credentials: { accessKeyId: "NOBODY", secretAccessKey: "not-the-secret" },
    });
    expect(report).toEqual({ database: "ok", disk: "ok", uploads: "not-writable" });
  });

  test("reports an error when the bucket does not exist", async () => {
    const report = await healthWithBucket({ ...s3.settings, bucket: "no-such-bucket" });
    expect(report.uploads).toBe("error");
  });

  // The SDK's own request timeout is a minute: only the probe's short one answers within this test's.
  test("reports an error instead of hanging when the service does not answer", {
    timeout: 15_000,
  }, async () => {
    const report = await healthWithBucket({ ...s3.settings, endpoint: silentEndpoint });
    expect(report).toEqual({ database: "ok", disk: "ok", uploads: "error" });
  });

  test("probes the uploads folder again once the store is local disk", async () => {
    expect(await healthWithBucket(undefined)).toEqual({ database: "ok", disk: "ok", uploads: "ok" });
  });
});
