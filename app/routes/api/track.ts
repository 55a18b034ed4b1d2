// POST /api/track: the public pages' tracker reports page views and time spent here with
// navigator.sendBeacon (spec §4). The work is in app/server/analytics/ingest/; this module turns
// HTTP into a beacon and the outcome back into an answer. The body was read within
// TRACK_BODY_MAX_BYTES before this runs (http/request-body.server.ts): a larger one got 413.
import { type IngestOutcome, ingestBeacon } from "~/server/analytics/ingest/ingest.server";
import { clientAddress } from "~/server/rate-limit.server";
import type { Route } from "./+types/track";

export const TRACK_METHOD_MESSAGE = "Visits are reported with POST.";
export const TRACK_CONTENT_TYPE_MESSAGE = "Visit reports are JSON, sent as text/plain or application/json.";
const RATE_LIMITED_MESSAGE = "Too many visit reports from this address. Please wait a minute.";
const UNAVAILABLE_MESSAGE = "Visits cannot be recorded just now.";

/** What sendBeacon sends for a string, and what a JSON Blob or fetch would send. */
const BEACON_TYPES = /^\s*(?:text\/plain|application\/json)\s*(?:;|$)/i;

export function loader(_: Route.LoaderArgs) {
  return refusal(405, TRACK_METHOD_MESSAGE, { Allow: "POST" });
}

export async function action({ request }: Route.ActionArgs) {
  if (!BEACON_TYPES.test(request.headers.get("content-type") ?? ""))
    return refusal(415, TRACK_CONTENT_TYPE_MESSAGE);
  const outcome = await ingestBeacon({
    body: new Uint8Array(await request.arrayBuffer()),
    address: clientAddress(request),
    userAgent: request.headers.get("user-agent"),
    doNotTrack: request.headers.get("dnt") === "1",
    globalPrivacyControl: request.headers.get("sec-gpc") === "1",
  });
  return answer(outcome);
}

function answer(outcome: IngestOutcome) {
  switch (outcome.kind) {
    case "stored":
    case "dropped":
      // A dropped beacon is answered as a stored one: a bot learns nothing, a browser needs nothing.
      return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    case "invalid":
      return refusal(400, outcome.message);
    case "rate-limited":
      return refusal(429, RATE_LIMITED_MESSAGE, { "Retry-After": String(outcome.retryAfterSeconds) });
    case "unavailable":
      return refusal(503, UNAVAILABLE_MESSAGE, { "Retry-After": "5" });
  }
}

function refusal(status: number, message: string, headers: Record<string, string> = {}) {
  return Response.json(
    { ok: false, message },
    { status, headers: { "Cache-Control": "no-store", ...headers } },
  );
}
