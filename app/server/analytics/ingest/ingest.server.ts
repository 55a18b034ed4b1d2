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
  const reading = readBeacon(request.body);
  const queued = reading.ok
    ? inArrivalOrder(reading.beacon.sessionId, () => queueBeacon(request, reading))
    : queueBeacon(request, reading);
  const { outcome, written } = await queued;
  if (!written) return outcome;
  try {
    await written;
  } catch (error) {
    // A failed batch was logged by writeEvents; a full queue means the database is not keeping up,
    // said once a minute rather than for every beacon of a flood.
    if (error instanceof QueueFullError && Date.now() - queueFullLoggedAt >= 60_000) {
      queueFullLoggedAt = Date.now();
      log("warn", "visitor tracking: the queue is full; beacons are refused until it drains");
    }
    return { kind: "unavailable" };
  }
  return outcome;
}

/**
 * The turn of each session's beacons, in the order they arrived. A page view waits for its place
 * (the first lookup reads the geolocation file, seconds on a small server); the time reported for
 * that page a moment later must not reach the writer before the view it is added to, or it finds
 * no view and is lost (issue 26: 'Avg. Time 0s' after a phone's visit).
 */
const arrivals = new Map<string, Promise<unknown>>();

function inArrivalOrder<T>(sessionId: string, work: () => Promise<T>): Promise<T> {
  const before = arrivals.get(sessionId) ?? Promise.resolve();
  const turn = before.then(work);
  const done = turn.then(
    () => {},
    () => {},
  );
  arrivals.set(sessionId, done);
  void done.then(() => {
    if (arrivals.get(sessionId) === done) arrivals.delete(sessionId);
  });
  return turn;
}

type Queued = { outcome: IngestOutcome; written?: Promise<void> };

/** Checks the beacon and hands its event to the writer; `written` settles once it is stored. */
async function queueBeacon(request: BeaconRequest, reading: ReturnType<typeof readBeacon>): Promise<Queued> {
  const limit = await perAddress.hit(addressGroup(request.address));
  if (!limit.allowed)
    return { outcome: { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds } };
  if (!reading.ok) return { outcome: { kind: "invalid", message: reading.message } };
  const { beacon } = reading;
  if (isAdminPage(beacon.pageUrl)) return { outcome: { kind: "dropped", reason: "admin-page" } };
  if (excludedSessions.has(beacon.sessionId))
    return { outcome: { kind: "dropped", reason: "excluded-referrer" } };
  if (isExcludedHost(beacon.referrerHost, excludedReferrerHosts())) {
    rememberExcluded(beacon.sessionId);
    return { outcome: { kind: "dropped", reason: "excluded-referrer" } };
  }
  const event = await eventOf(beacon, request);
  // Queued now, in this session's turn; the turn does not wait for the write itself.
  const written = writer.add(event);
  written.catch(() => {}); // awaited by ingestBeacon; this only keeps a refusal from counting as unhandled
  return { outcome: { kind: "stored" }, written };
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
