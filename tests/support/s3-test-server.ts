// A local S3-compatible server for tests: s3rver on 127.0.0.1, a random port, a temporary folder,
// one bucket. Started by the tests themselves, so `npm test` needs no setup.
//
// s3rver 3.7 ignores If-None-Match on PUT (it honours it only on GET), while Amazon S3, MinIO, R2
// and Ceph refuse a `If-None-Match: *` PUT to an existing key with 412 PreconditionFailed. The S3
// driver relies on that conditional write for "no overwrite", so this server adds it in front of
// s3rver, one write per key at a time as S3 decides them, and answers 412 as S3 does.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "~/server/config.server";

/** s3rver's built-in account. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  /** Settings for the S3 driver, as readConfig would make them. */
  settings: S3Settings;
  /** The same, as environment variables for a server process. */
  env: Record<string, string>;
  /** PUTs that s3rver's front refused with 412, counted to show the condition was really used. */
  refusedPuts: () => number;
  stop: () => Promise<void>;
};

export async function startS3Server(bucket = "school-media"): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "school-s3rver-"));
  const s3rver = new S3rver({
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const writing = new Map<string, Promise<void>>();
  let refused = 0;

  async function conditionalPut(req: IncomingMessage, res: ServerResponse, bucketName: string, key: string) {
    const id = `${bucketName}/${key}`;
    const before = writing.get(id) ?? Promise.resolve();
    let release!: () => void;
    const mine = before.then(() => new Promise<void>((resolve) => (release = resolve)));
    writing.set(id, mine);
    await before;
    const done = new Promise<void>((resolve) => res.once("close", resolve));
    try {
      if (await s3rver.store.existsObject(bucketName, key)) {
        refused++;
        req.resume();
        res.writeHead(412, { "Content-Type": "application/xml" });
        res.end(
          '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message><Condition>If-None-Match</Condition></Error>',
        );
      } else {
        handle(req, res);
      }
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
    try {
      await done;
    } finally {
      release();
      if (writing.get(id) === mine) writing.delete(id);
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://s3.test");
    const [, bucketName, ...keyParts] = url.pathname.split("/");
    const isConditionalPut =
      req.method === "PUT" && req.headers["if-none-match"] === "*" && !req.headers["x-amz-copy-source"];
    if (isConditionalPut && bucketName && keyParts.length > 0) {
      void conditionalPut(req, res, decodeURIComponent(bucketName), decodeURIComponent(keyParts.join("/")));
    } else {
      handle(req, res);
    }
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint,
    bucket,
    settings: { bucket, region: "us-east-1", endpoint, forcePathStyle: true, credentials: CREDENTIALS },
    env: {
      STORAGE_DRIVER: "s3",
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    refusedPuts: () => refused,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
