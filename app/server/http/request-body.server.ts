// Request bodies are read here, once, before the application sees them, and never beyond a limit
// chosen per request: a form is a few KB, so a client sending megabytes learns 413 while the
// server holds at most the limit in memory. A declared length over the limit is refused without
// reading a byte.
import type { IncomingMessage, ServerResponse } from "node:http";
import { TRACK_ENDPOINT } from "~/lib/tracking";
import { UPLOAD_ENDPOINT } from "~/lib/uploads";
import { TRACK_BODY_MAX_BYTES } from "../analytics/ingest/payload.server";

/** Anonymous forms (sign-in, newsletter, enquiries) and anything not listed below. */
export const PUBLIC_BODY_MAX_BYTES = 64 * 1024;
/** Admin forms from a signed-in browser (long texts such as article bodies). */
export const ADMIN_BODY_MAX_BYTES = 2 * 1024 * 1024;
/** What a multipart body adds around the file: boundaries, headers, the other fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The methods the site answers: its forms post, everything else is read. Anything else (PUT,
 * DELETE, TRACE, PROPFIND…) is refused with 405 before it reaches an action.
 */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;
export const METHOD_NOT_ALLOWED_MESSAGE = "This method is not supported.";
export const BODY_TOO_LARGE_MESSAGE = "What was sent is too large. Please shorten it and try again.";

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/;

/**
 * The most a request's body may hold. The larger admin limits need a session cookie on the
 * request (checked properly by the action itself), so an anonymous flood only ever gets the small one.
 */
export function bodyLimitFor(
  pathname: string,
  cookieHeader: string | undefined,
  maxUploadBytes: number,
): number {
  // A visit report is a few hundred bytes of JSON (app/server/analytics/ingest/).
  if (pathname === TRACK_ENDPOINT) return TRACK_BODY_MAX_BYTES;
  const adminPage = pathname.startsWith("/admin/") && !pathname.startsWith("/admin/login");
  if (!adminPage || !cookieHeader || !SESSION_COOKIE.test(cookieHeader)) return PUBLIC_BODY_MAX_BYTES;
  // Where images are uploaded (app/routes/admin/uploads.ts): MAX_UPLOAD_MB applies there.
  if (pathname === UPLOAD_ENDPOINT) return uploadBodyLimit(maxUploadBytes);
  return ADMIN_BODY_MAX_BYTES;
}

/** The most an upload's multipart body may hold: the file at its largest, and the form around it. */
export function uploadBodyLimit(maxUploadBytes: number) {
  return maxUploadBytes + MULTIPART_OVERHEAD_BYTES;
}

/**
 * After a 413 the rest of an over-long body is read and dropped, up to this much, so the client
 * gets to read the answer instead of a reset connection; beyond it the connection is cut.
 */
const DISCARD_MAX_BYTES = 16 * 1024 * 1024;
/**
 * How many refused bodies are read and dropped at once. What is dropped is garbage until the next
 * collection, so a flood of large refused bodies (200 × 2 MB in tests/e2e/attacker-requests)
 * would swell the process by whatever arrives between collections; beyond this many, the
 * answer is sent and the connection closed instead.
 */
export const DISCARDING_AT_ONCE_MAX = 16;
let discardingNow = 0;

/** Reads and drops what is left of a refused body, closing the connection past DISCARD_MAX_BYTES. */
export function discardRestOfBody(request: IncomingMessage, response: ServerResponse) {
  if (discardingNow >= DISCARDING_AT_ONCE_MAX) {
    response.shouldKeepAlive = false;
    response.once("finish", () => request.socket.destroy());
    return;
  }
  discardingNow++;
  let finished = false;
  const done = () => {
    if (finished) return;
    finished = true;
    discardingNow--;
  };
  request.once("end", done);
  request.once("close", done);
  let discarded = 0;
  request.on("data", (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (discarded > DISCARD_MAX_BYTES) request.socket.destroy();
  });
  request.resume();
}

export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

/**
 * The body of a request as a stream that errors with BodyTooLargeError once more than `maxBytes`
 * have come (or at once when the declared length is over it). It reads from the socket only as
 * fast as it is read itself, so a consumer writing to disk keeps little of the body in memory.
 */
export function streamBodyWithin(request: IncomingMessage, maxBytes: number): ReadableStream<Uint8Array> {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError();
  let size = 0;
  let stopReading = () => {};
  // Paused before any listener is added, so that adding one does not start the flow.
  request.pause();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const onData = (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > maxBytes) {
            stop();
            controller.error(new BodyTooLargeError());
            return;
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) request.pause();
        };
        const onEnd = () => {
          stop();
          controller.close();
        };
        const onError = (error: Error) => {
          stop();
          controller.error(error);
        };
        const onAborted = () => onError(new Error("The client closed the connection while sending."));
        function stop() {
          request.pause();
          request.off("data", onData);
          request.off("end", onEnd);
          request.off("error", onError);
          request.off("aborted", onAborted);
        }
        request.on("data", onData);
        request.on("end", onEnd);
        request.on("error", onError);
        request.on("aborted", onAborted);
        stopReading = stop;
      },
      pull() {
        request.resume();
      },
      cancel() {
        stopReading();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

/**
 * The whole body of a request, at most `maxBytes`; rejects with BodyTooLargeError as soon as the
 * declared length or the bytes received pass the limit (the rest is not read).
 */
export function readBodyWithin(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.reject(new BodyTooLargeError());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        cleanUp();
        request.pause();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanUp();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(error);
    };
    const onAborted = () => onError(new Error("The client closed the connection while sending."));
    function cleanUp() {
      request.off("data", onData);
      request.off("end", onEnd);
      request.off("error", onError);
      request.off("aborted", onAborted);
    }
    request.on("data", onData);
    request.on("end", onEnd);
    request.on("error", onError);
    request.on("aborted", onAborted);
  });
}
