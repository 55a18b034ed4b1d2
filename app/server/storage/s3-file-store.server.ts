// Uploads in an S3 bucket (Amazon S3 or an S3-compatible service), through the official AWS SDK v3.
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "../config.server";
import { cacheControlFor } from "./cache-control.server";
import {
  checkStoragePath,
  contentTypeFor,
  FileExistsError,
  type FileStore,
  isStoragePath,
  mediaUrl,
} from "./file-store-types.server";

/** How many deletes run at once when many files go (an image has about eleven). */
const DELETE_CONCURRENCY = 8;

const clients = new WeakMap<S3Settings, S3Client>();

/** One client (and so one pool of kept-alive connections) per configuration. */
export function s3Client(settings: S3Settings): S3Client {
  let client = clients.get(settings);
  if (!client) {
    client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where an operation demands one: many S3-compatible services refuse the
      // SDK's newer default checksum headers, and TLS already guards the bytes in transit.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
    clients.set(settings, client);
  }
  return client;
}

/**
 * Objects keyed by their storage path. url() is the public bucket or CDN address when S3_PUBLIC_URL
 * is set, else `${publicPrefix}/<path>`, which the app answers by streaming the object.
 */
export function createS3FileStore(settings: S3Settings, publicPrefix = "/media"): FileStore {
  const client = s3Client(settings);
  const Bucket = settings.bucket;

  async function remove(filePath: string) {
    // Deleting a key that is not there succeeds on S3: a missing file is no error, as required.
    await client.send(new DeleteObjectCommand({ Bucket, Key: checkStoragePath(filePath) }));
  }

  return {
    async put(filePath, bytes, contentType) {
      const Key = checkStoragePath(filePath);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: bytes,
            ContentType: contentType,
            CacheControl: cacheControlFor(Key),
            // A conditional write: S3 refuses it when the key exists (412), or when another
            // conditional write to the key is under way (409). Either way the path is taken.
            IfNoneMatch: "*",
          }),
        );
      } catch (error) {
        if (status(error) === 412 || errorName(error) === "ConditionalRequestConflict") {
          throw new FileExistsError(filePath);
        }
        throw error;
      }
    },

    async get(filePath) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkStoragePath(filePath) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },

    async stream(filePath) {
      const Key = checkStoragePath(filePath);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        const body = object.Body;
        if (!(body instanceof Readable)) throw new Error(`S3 answered ${Key} without a readable body.`);
        return {
          path: filePath,
          body,
          sizeBytes: object.ContentLength ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
          contentType: object.ContentType ?? contentTypeFor(Key),
          // Computed, not read from the object: the same answer as for local files, also for
          // objects put before the rule changed.
          cacheControl: cacheControlFor(Key),
          etag: object.ETag,
        };
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },

    remove,

    async removeMany(filePaths) {
      filePaths.forEach(checkStoragePath);
      // One DeleteObject per file rather than DeleteObjects: the batch call needs a checksum header
      // that several S3-compatible services do not accept, and uploads delete a dozen files at most.
      const queue = [...filePaths];
      const worker = async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) await remove(next);
      };
      await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, queue.length) }, worker));
    },

    async exists(filePath) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkStoragePath(filePath) }));
        return true;
      } catch (error) {
        if (isMissingObject(error)) return false;
        throw error;
      }
    },

    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          // Keys the app never writes (other tools' objects, the health probe's) are not listed.
          if (!object.Key || !isStoragePath(object.Key)) continue;
          yield {
            path: object.Key,
            sizeBytes: object.Size ?? 0,
            modifiedAt: object.LastModified ?? new Date(0),
          };
        }
      }
    },

    // PutObject stores a whole object or nothing: no half-written files to clean up.
    async removeAbandonedTemporaryFiles() {
      return [];
    },

    url(filePath) {
      return mediaUrl(checkStoragePath(filePath), settings.publicUrl, publicPrefix);
    },
  };
}

/**
 * Writes and deletes a tiny object, as the local health check writes a file: proves the bucket
 * exists and these credentials may write to it. Throws what S3 answered.
 */
export async function probeS3Bucket(settings: S3Settings, timeoutMs: number) {
  const client = s3Client(settings);
  // A key outside the app's paths (a dot segment), so list() and the sweep never see it.
  const Key = `.health-probe/${process.pid}-${randomBytes(4).toString("hex")}`;
  const abortSignal = AbortSignal.timeout(timeoutMs);
  await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key, Body: "ok" }), { abortSignal });
  await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key }), { abortSignal });
}

/** The HTTP status of a failed S3 call, when it got an answer. */
export function status(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

function errorName(error: unknown) {
  return error instanceof Error ? error.name : undefined;
}

/** A missing key, but not a missing bucket: that is a configuration problem to report. */
function isMissingObject(error: unknown) {
  return status(error) === 404 && errorName(error) !== "NoSuchBucket";
}
