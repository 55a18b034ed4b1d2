// React Router's request handler for Express, as @react-router/express makes it, with the guards
// the adapter lacks: only known methods get through (a TRACE request cannot even be turned into a
// fetch Request), and a body is read within its limit (request-body.server.ts) before any loader
// or action runs, so no action ever streams an unbounded body into memory.
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import { BUSY_RETRY_AFTER_S, SITE_BUSY_MESSAGE } from "~/copy/outage";
import { fileTooLargeMessage, UPLOAD_ENDPOINT } from "~/lib/uploads";
import { log } from "../log.server";
import { getSessionUser } from "../staff/auth.server";
import { bufferedReserve, requestBodies, STREAMED_BODY_RESERVE_BYTES } from "./body-budget.server";
import {
  ALLOWED_METHODS,
  BODY_TOO_LARGE_MESSAGE,
  BodyTooLargeError,
  bodyLimitFor,
  discardRestOfBody,
  METHOD_NOT_ALLOWED_MESSAGE,
  PUBLIC_BODY_MAX_BYTES,
  readBodyWithin,
  streamBodyWithin,
  uploadBodyLimit,
} from "./request-body.server";
import { CROSS_SITE_REFUSAL_MESSAGE, requestOrigin } from "./same-origin.server";

type Method = (typeof ALLOWED_METHODS)[number];

export function reactRouterHandler(
  build: () => Promise<ServerBuild>,
  { maxUploadBytes, publicUrl }: { maxUploadBytes: number; publicUrl: string },
) {
  const handle = requestHandlerFor(build);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      if (!ALLOWED_METHODS.includes(req.method as Method)) {
        res.setHeader("Allow", ALLOWED_METHODS.join(", "));
        return refuse(req, res, 405, METHOD_NOT_ALLOWED_MESSAGE);
      }
      let body: Buffer | ReadableStream<Uint8Array> | undefined;
      if (req.method !== "GET" && req.method !== "HEAD") {
        const origin = requestOrigin(req.headers, ownHosts(req, publicUrl));
        if (!origin.allowed) {
          // What an attacker's page sends: a warning, not a fault of ours.
          log("warn", "cross-site request refused", { path: req.path, reason: origin.reason });
          discardRestOfBody(req, res);
          return refuse(req, res, 403, CROSS_SITE_REFUSAL_MESSAGE);
        }
        let limit = bodyLimitFor(req.path, req.headers.cookie, maxUploadBytes);
        // A cookie that merely looks like a session buys nothing: the larger limits are for staff
        // whose session is known to be valid before a byte beyond the anonymous limit is read.
        if (limit > PUBLIC_BODY_MAX_BYTES && !(await isSignedInStaff(req))) limit = PUBLIC_BODY_MAX_BYTES;
        const upload = limit === uploadBodyLimit(maxUploadBytes) && req.path === UPLOAD_ENDPOINT;
        const release = requestBodies.reserve(
          upload ? STREAMED_BODY_RESERVE_BYTES : bufferedReserve(limit, req.headers["content-length"]),
        );
        if (!release) {
          discardRestOfBody(req, res);
          return busy(req, res);
        }
        res.once("close", release);
        try {
          // An upload is read by its action as it arrives, the file going to disk; other forms are small.
          body = upload ? streamBodyWithin(req, limit) : await readBodyWithin(req, limit);
        } catch (error) {
          if (!(error instanceof BodyTooLargeError)) return void req.socket.destroy();
          discardRestOfBody(req, res);
          // An image over MAX_UPLOAD_MB: the upload's own JSON answer, in the spec's words.
          if (upload) return void tooLargeUpload(res, maxUploadBytes);
          return refuse(req, res, 413, BODY_TOO_LARGE_MESSAGE);
        }
      }
      const request = fetchRequest(req, res, body);
      // The Request holds its own copy: an upload waiting its turn keeps one, not two.
      body = undefined;
      const response = await handle(request);
      // What the action left unread (an upload refused part-way, say) is read and dropped, so the
      // client gets to read the answer.
      if (!req.readableEnded && !req.destroyed) discardRestOfBody(req, res);
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** The hosts this site answers on: the request's own (as the proxy passed it on) and PUBLIC_URL's. */
function ownHosts(req: ExpressRequest, publicUrl: string) {
  const forwardedHost = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host") : undefined;
  const host = forwardedHost ?? req.get("host");
  return host ? [host, new URL(publicUrl).host] : [new URL(publicUrl).host];
}

/** Whether the request's session is a valid one of an admin or editor (a cookie alone proves nothing). */
async function isSignedInStaff(req: ExpressRequest) {
  const headers = new Headers();
  if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
  try {
    const user = await getSessionUser(new Request("http://session.invalid/", { headers }));
    return user !== null && (user.role === "admin" || user.role === "editor");
  } catch (error) {
    log("warn", "request body: the session could not be checked; the anonymous limit applies", { error });
    return false;
  }
}

/** Past the bodies' memory ceiling: "busy, try again", nothing read. */
function busy(req: ExpressRequest, res: ExpressResponse) {
  res.setHeader("Retry-After", String(BUSY_RETRY_AFTER_S));
  refuse(req, res, 503, SITE_BUSY_MESSAGE);
}

function tooLargeUpload(res: ExpressResponse, maxUploadBytes: number) {
  res
    .status(413)
    .setHeader("Cache-Control", "no-store")
    .json({ ok: false, message: fileTooLargeMessage(maxUploadBytes) });
}

/** A refusal in the form the client reads: JSON for the API and for JSON senders, else text. */
function refuse(req: ExpressRequest, res: ExpressResponse, status: number, message: string) {
  const json = req.path.startsWith("/api/") || /json/i.test(req.headers["content-type"] ?? "");
  res.status(status).setHeader("Cache-Control", "no-store");
  if (json) res.json({ ok: false, message });
  else res.type("text/plain").send(message);
}

function fetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  body: Buffer | ReadableStream<Uint8Array> | undefined,
): Request {
  const forwardedHost = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host") : undefined;
  const port = (forwardedHost ?? req.get("host") ?? "").split(":")[1];
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port && /^\d+$/.test(port) ? `:${port}` : ""}`;
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  if (body instanceof ReadableStream) {
    // A streamed body needs `duplex: "half"`, which the DOM typings do not know yet.
    const init = { method: req.method, headers, signal: controller.signal, body, duplex: "half" };
    return new Request(url.href, init as RequestInit);
  }
  return new Request(url.href, {
    method: req.method,
    headers,
    signal: controller.signal,
    // A view, not a copy: the Request copies the bytes itself. (A body read from a socket never
    // lives in a SharedArrayBuffer, which is all the cast hides.)
    body:
      body === undefined
        ? undefined
        : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
  });
}

async function send(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

/**
 * Given the build as a function, React Router derives its route tables again on every request, as
 * the dev server needs; a production build never changes, so there they are derived once.
 */
function requestHandlerFor(build: () => Promise<ServerBuild>): RequestHandler {
  if (process.env.NODE_ENV !== "production") return createRequestHandler(build, process.env.NODE_ENV);
  let ready: Promise<RequestHandler> | undefined;
  return async (request, context) => {
    ready ??= build().then((resolved) => createRequestHandler(resolved, "production"));
    return (await ready)(request, context);
  };
}
