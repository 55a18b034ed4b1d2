// POST /api/track in HTTP terms: the content type, the body read within its limit before parsing,
// and the ingest's outcome turned into an answer. Every beacon is served here: trackFastPath,
// mounted in app.server.ts ahead of the render cache and React Router, answers the address in
// production and under `npm run dev` alike. A beacon costs a third of the CPU that way, which the
// throughput target needs (docs/decisions/015-analytics-ingest.md). The route module
// app/routes/api/track.ts serves none: it keeps the address in the route table and, through
// trackFetch, would answer the same way should a request ever reach React Router.
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { BUSY_RETRY_AFTER_S, SITE_BUSY_MESSAGE } from "~/copy/outage";
import { TRACK_ENDPOINT } from "~/lib/tracking";
import { type IngestOutcome, ingestBeacon } from "../analytics/ingest/ingest.server";
import { TRACK_BODY_MAX_BYTES } from "../analytics/ingest/payload.server";
import { CLIENT_IP_HEADER, clientAddress } from "../rate-limit.server";
import { bufferedReserve, requestBodies } from "./body-budget.server";
import {
  BODY_TOO_LARGE_MESSAGE,
  BodyTooLargeError,
  discardRestOfBody,
  readBodyWithin,
} from "./request-body.server";

export const TRACK_METHOD_MESSAGE = "Visits are reported with POST.";
export const TRACK_CONTENT_TYPE_MESSAGE = "Visit reports are JSON, sent as text/plain or application/json.";
export const TRACK_RATE_LIMITED_MESSAGE = "Too many visit reports from this address. Please wait a minute.";
export const TRACK_UNAVAILABLE_MESSAGE = "Visits cannot be recorded just now.";

/** What sendBeacon sends for a string, and what a JSON Blob or fetch would send. */
const BEACON_TYPES = /^\s*(?:text\/plain|application\/json)\s*(?:;|$)/i;

type Answer = { status: number; headers: Record<string, string>; body?: { ok: false; message: string } };

function refusal(status: number, message: string, headers: Record<string, string> = {}): Answer {
  return { status, headers: { "Cache-Control": "no-store", ...headers }, body: { ok: false, message } };
}

const NOT_POST = refusal(405, TRACK_METHOD_MESSAGE, { Allow: "POST" });
const WRONG_TYPE = refusal(415, TRACK_CONTENT_TYPE_MESSAGE);
const TOO_LARGE = refusal(413, BODY_TOO_LARGE_MESSAGE);
const BUSY = refusal(503, SITE_BUSY_MESSAGE, { "Retry-After": String(BUSY_RETRY_AFTER_S) });

function answerFor(outcome: IngestOutcome): Answer {
  switch (outcome.kind) {
    case "stored":
    case "dropped":
      // A dropped beacon is answered as a stored one: a bot learns nothing, a browser needs nothing.
      return { status: 204, headers: { "Cache-Control": "no-store" } };
    case "invalid":
      return refusal(400, outcome.message);
    case "rate-limited":
      return refusal(429, TRACK_RATE_LIMITED_MESSAGE, { "Retry-After": String(outcome.retryAfterSeconds) });
    case "unavailable":
      return refusal(503, TRACK_UNAVAILABLE_MESSAGE, { "Retry-After": "5" });
  }
}

function ingest(body: Uint8Array, address: string, header: (name: string) => string | null | undefined) {
  return ingestBeacon({
    body,
    address,
    userAgent: header("user-agent") ?? null,
    doNotTrack: header("dnt") === "1",
    globalPrivacyControl: header("sec-gpc") === "1",
  });
}

/** Express: answers every method at /api/track itself; anything else goes on. */
export async function trackFastPath(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  if (req.path !== TRACK_ENDPOINT) return next();
  try {
    const answer = await expressAnswer(req, res);
    if (answer) send(res, answer);
    else req.socket.destroy();
  } catch (error) {
    next(error);
  }
}

async function expressAnswer(req: ExpressRequest, res: ExpressResponse): Promise<Answer | undefined> {
  if (req.method !== "POST") return NOT_POST;
  if (!BEACON_TYPES.test(req.headers["content-type"] ?? "")) return WRONG_TYPE;
  // Counted with every other body being read (body-budget.server.ts): the beacon is parsed before
  // ingestBeacon's first wait, so its bytes are not held beyond it.
  const release = requestBodies.reserve(bufferedReserve(TRACK_BODY_MAX_BYTES, req.headers["content-length"]));
  if (!release) {
    discardRestOfBody(req, res);
    return BUSY;
  }
  let body: Buffer;
  try {
    body = await readBodyWithin(req, TRACK_BODY_MAX_BYTES);
  } catch (error) {
    release();
    // The client went away while sending: nobody is left to answer.
    if (!(error instanceof BodyTooLargeError)) return undefined;
    discardRestOfBody(req, res);
    return TOO_LARGE;
  }
  const address = String(req.headers[CLIENT_IP_HEADER] ?? req.ip ?? "unknown");
  try {
    return answerFor(await ingest(body, address, (name) => req.get(name)));
  } finally {
    release();
  }
}

function send(res: ExpressResponse, answer: Answer) {
  if (res.destroyed || res.writableEnded) return;
  res.status(answer.status).set(answer.headers);
  if (answer.body) res.json(answer.body);
  else res.end();
}

/** The same answers for a Fetch request (the React Router route module). */
export async function trackFetch(request: Request): Promise<Response> {
  const answer = await fetchAnswer(request);
  if (!answer.body) return new Response(null, { status: answer.status, headers: answer.headers });
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}

async function fetchAnswer(request: Request): Promise<Answer> {
  if (request.method !== "POST") return NOT_POST;
  if (!BEACON_TYPES.test(request.headers.get("content-type") ?? "")) return WRONG_TYPE;
  const body = new Uint8Array(await request.arrayBuffer());
  if (body.byteLength > TRACK_BODY_MAX_BYTES) return TOO_LARGE;
  return answerFor(await ingest(body, clientAddress(request), (name) => request.headers.get(name)));
}
