// An upload's multipart body, read as it arrives: the file part goes straight into a temporary file
// (hashed and its first bytes kept on the way), the other fields into memory. A photo waiting for
// its turn in the image pipeline then costs disk, not memory, and a file over MAX_UPLOAD_MB is
// refused as soon as the limit is passed, before the rest is read. Where the file goes, and how a
// crash's leftovers are found, is the media domain's (app/server/media/upload-files.server.ts).
import { createHash } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, unlink } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { data } from "react-router";
import { fileTooLargeMessage } from "~/lib/uploads";
import { DomainError } from "../domain-error.server";
import { temporaryUploadPath } from "../media/upload-files.server";
import { diskFullRefusal, isDiskFull } from "../storage/disk-full.server";
import type { ReceivedImageFile } from "../storage/image-pipeline.server";
import { FORM_UNREADABLE_MESSAGE } from "./forms.server";
import { BodyTooLargeError } from "./request-body.server";

/** Enough of a file's start to recognise any accepted image format (detect-type.server.ts). */
const HEAD_BYTES = 64;
/** The upload form has a file and a category; anything much beyond that is not our form. */
const FORM_LIMITS = { fields: 16, fieldSize: 4 * 1024, parts: 32, headerPairs: 64 } as const;

export type ReceivedUpload = {
  fields: Map<string, string>;
  /** The first file part named `file`, unless it was empty. */
  file?: ReceivedImageFile & { name: string };
  /** Removes the temporary file (once, whenever it is no longer needed; a missing file is fine). */
  discard: () => Promise<void>;
};

/**
 * Reads the request's form into `dir`. Throws a 415/400 answer (as readForm does) when the body is
 * not a readable form, and a DomainError 413 in the spec's words when the file is over `maxFileBytes`.
 */
export async function receiveUpload(
  request: Request,
  { dir, maxFileBytes }: { dir: string; maxFileBytes: number },
): Promise<ReceivedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send a file's name as raw UTF-8 (filename="பள்ளி விழா.jpg", as RFC 7578 says);
      // busboy would read those bytes as Latin-1. A filename* parameter names its own charset.
      defParamCharset: "utf8",
      // busboy reports the limit once a file reaches it: one byte more, so that a file of exactly
      // the largest size is taken and only a larger one is refused.
      limits: { ...FORM_LIMITS, fileSize: maxFileBytes + 1 },
    });
  } catch {
    throw data(FORM_UNREADABLE_MESSAGE, { status: 415 });
  }
  if (!request.body) throw data(FORM_UNREADABLE_MESSAGE, { status: 400 });

  const fields = new Map<string, string>();
  let file: ReceivedUpload["file"];
  let written: Promise<void> | undefined;
  let output: WriteStream | undefined;
  let tooLarge = false;
  const reading = new AbortController();
  const target = temporaryUploadPath(dir);
  const discard = async () => {
    output?.destroy();
    await written?.catch(() => {});
    await unlink(target).catch(() => {});
  };

  parser.on("field", (name, value) => {
    const clean = name.replaceAll("\0", "");
    if (!fields.has(clean)) fields.set(clean, value.replaceAll("\0", ""));
  });
  parser.on("file", (name, stream, info) => {
    if (name !== "file" || written) return void stream.resume();
    const hash = createHash("sha256");
    const head: Buffer[] = [];
    let headSize = 0;
    let sizeBytes = 0;
    stream.on("data", (chunk: Buffer) => {
      hash.update(chunk);
      sizeBytes += chunk.byteLength;
      if (headSize < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.byteLength, HEAD_BYTES - headSize);
      }
    });
    stream.on("limit", () => {
      tooLarge = true;
      // Stop reading: the answer is known, and the rest is the HTTP layer's to drop.
      reading.abort();
      stream.destroy();
    });
    output = createWriteStream(target, { flags: "wx", mode: 0o600 });
    written = pipeline(stream, output).then(() => {
      file = {
        path: target,
        name: info.filename?.replaceAll("\0", "") ?? "",
        sizeBytes,
        head: new Uint8Array(Buffer.concat(head)),
        contentHash: hash.digest("hex"),
      };
    });
    // Awaited below; until then a failure must not count as unhandled. A failed write (a full
    // disk) stops the reading too: otherwise the form waits forever for its file to be read.
    written.catch(() => reading.abort());
  });

  try {
    await mkdir(dir, { recursive: true });
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream), parser, { signal: reading.signal });
    await written;
  } catch (error) {
    // The file's write may have failed first (a full disk), and the form's reading because of it.
    const writeError = await written?.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    await discard();
    // The file over the limit, or the whole body over the HTTP layer's (request-body.server.ts).
    if (tooLarge || error instanceof BodyTooLargeError)
      throw new DomainError(fileTooLargeMessage(maxFileBytes), { status: 413 });
    if (isDiskFull(writeError) || isDiskFull(error)) throw diskFullRefusal();
    if (request.signal.aborted) throw error; // the sender went away: no one to answer
    throw data(FORM_UNREADABLE_MESSAGE, { status: 400 });
  }
  if (file && file.sizeBytes === 0) {
    await discard();
    file = undefined;
  }
  return { fields, file, discard };
}
