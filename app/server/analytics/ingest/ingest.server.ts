// POST /api/track's work, free of HTTP: limit the address, honour the visitor's privacy signals,
// drop bots, read the beacon, leave out admin pages and excluded referrers, add the place and the
// device, and queue the event for the next group commit. Nothing here keeps the address.
import { isbot } from "isbot";
import { DEV_PLATFORM_REFERRER } from "~/copy/analytics";
import { config } from "../../config.server";
import { concurrentWrites } from "../../db/dialect.server";
import { nowIso } from "../../db/values.server";
import { log } from "../../log.server";
import { addressGroup, createRateLimiter } from "../../rate-limit.server";
import { recordTrackEvents, type TrackEvent } from "../tracking.server";
import { createBatchWriter, QueueFullError } from "./batch-writer.server";
import { locateAddress } from "./geoip.server";
import { isAdminPage, isExcludedHost, readBeacon, type TrackBeacon } from "./payload.server";
import { describeDevice } from "./user-agent.server";

/** Per address: a visitor with several tabs open and a heartbeat every 30 s stays far below this. */
export const TRACK_RATE_LIMIT = { windowMs: 60_000, max: 120 } as const;
/**
 * Group commit: a batch goes once 25 events wait, or 50 ms after its first one, at most 200 per
 * transaction. When beacons trickle in, that bounds the commits (each one an fsync on SQLite, which
 * holds the event loop) to 20 a second; under load, batches fill long before the 50 ms.
 */
export const TRACK_BATCH = { maxBatch: 200, readyAt: 25, maxWaitMs: 50, maxQueued: 5_000 } as const;
/** Batches committing at once on PostgreSQL (its pool holds 10 connections, shared with the pages). */
const TRACK_POSTGRES_WRITES = 3;

export type BeaconRequest = {
  body: Uint8Array;
  /** The client address as the HTTP layer derived it (TRUST_PROXY applied); used, never stored. */
  address: string;
  userAgent: string | null;
  /** `DNT: 1` */
  doNotTrack: boolean;
  /** `Sec-GPC: 1` */
  globalPrivacyControl: boolean;
};

export type DropReason = "bot" | "do-not-track" | "excluded-referrer" | "admin-page";
export type IngestOutcome =
  | { kind: "stored" }
  | { kind: "dropped"; reason: DropReason }
  | { kind: "invalid"; message: string }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "unavailable" };

const perAddress = createRateLimiter(TRACK_RATE_LIMIT);
/**
 * Sessions that came from an excluded host. Their next pages name this site as the referrer, and
 * would start a session of their own if the first page's exclusion were forgotten.
 */
const excludedSessions = new Set<string>();
const EXCLUDED_SESSIONS_KEPT = 10_000;
let queueFullLoggedAt = 0;
const writer = createBatchWriter<TrackEvent>({
  ...TRACK_BATCH,
  write: writeEvents,
  // PostgreSQL's pool lets a few batches commit at once; a session's beacons still go in order, in
  // one write at a time, so two writes never touch the same rows. SQLite has one connection.
  maxWrites: () => concurrentWrites(TRACK_POSTGRES_WRITES),
  keyOf: (event) => (event.kind === "view" ? event.session.sessionId : event.sessionId),
});

export async function ingestBeacon(request: BeaconRequest): Promise<IngestOutcome> {
  // What is dropped unread costs nothing and counts toward no limit: a robot (headless browsers
  // included) that loads many pages never sees a refusal in its console.
  if (request.doNotTrack || request.globalPrivacyControl) return { kind: "dropped", reason: "do-not-track" };
  // Every browser names itself; a request that does not is a script.
  if (!request.userAgent || isbot(request.userAgent)) return { kind: "dropped", reason: "bot" };
  const limit = await perAddress.hit(addressGroup(request.address));
  if (!limit.allowed) return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  const reading = readBeacon(request.body);
  if (!reading.ok) return { kind: "invalid", message: reading.message };
  const { beacon } = reading;
  if (isAdminPage(beacon.pageUrl)) return { kind: "dropped", reason: "admin-page" };
  if (excludedSessions.has(beacon.sessionId)) return { kind: "dropped", reason: "excluded-referrer" };
  if (isExcludedHost(beacon.referrerHost, excludedReferrerHosts())) {
    rememberExcluded(beacon.sessionId);
    return { kind: "dropped", reason: "excluded-referrer" };
  }

  const event = await eventOf(beacon, request);
  try {
    await writer.add(event);
  } catch (error) {
    // A failed batch was logged by writeEvents; a full queue means the database is not keeping up,
    // said once a minute rather than for every beacon of a flood.
    if (error instanceof QueueFullError && Date.now() - queueFullLoggedAt >= 60_000) {
      queueFullLoggedAt = Date.now();
      log("warn", "visitor tracking: the queue is full; beacons are refused until it drains");
    }
    return { kind: "unavailable" };
  }
  return { kind: "stored" };
}

/** Writes what is queued; the server calls it on shutdown, before the database closes. */
export function flushTrackQueue() {
  return writer.flush();
}

async function eventOf(beacon: TrackBeacon, request: BeaconRequest): Promise<TrackEvent> {
  const at = nowIso();
  if (beacon.timeSpent > 0)
    return {
      kind: "time",
      at,
      sessionId: beacon.sessionId,
      pageUrl: beacon.pageUrl,
      seconds: beacon.timeSpent,
    };
  const [place, device] = [await locateAddress(request.address), describeDevice(request.userAgent ?? "")];
  return {
    kind: "view",
    at,
    pageUrl: beacon.pageUrl,
    pageTitle: beacon.pageTitle,
    session: {
      sessionId: beacon.sessionId,
      landingPage: beacon.pageUrl,
      referrer: beacon.referrer,
      referrerHost: beacon.referrerHost,
      ...place,
      ...device,
    },
  };
}

function rememberExcluded(sessionId: string) {
  if (excludedSessions.size >= EXCLUDED_SESSIONS_KEPT)
    excludedSessions.delete(excludedSessions.values().next().value!);
  excludedSessions.add(sessionId);
}

function excludedReferrerHosts() {
  return [DEV_PLATFORM_REFERRER, ...config().analyticsExcludedReferrers];
}

async function writeEvents(events: TrackEvent[]) {
  try {
    await recordTrackEvents(events);
  } catch (error) {
    // Tracking failures are logged only (spec §8); the visitor's page carries on.
    log("error", "visitor tracking: a batch of beacons could not be stored", {
      events: events.length,
      error,
    });
    throw error;
  }
}
