// The contract between the public pages' tracker (app/tracker/) and POST /api/track (spec §3 and
// §4, visitor tracking). Kept free of dependencies: the tracker imports it and must stay tiny.

export const TRACK_ENDPOINT = "/api/track";
/** Session storage key of the visitor session id (spec §3). */
export const VISITOR_SESSION_STORAGE_KEY = "visitor_session_id";
/** Time spent is reported every 30 s while the page is visible (spec §9). */
export const TRACK_HEARTBEAT_MS = 30_000;
/** Reports of less than a second are skipped (spec §9). */
export const TRACK_MIN_SECONDS = 1;
/** The longest value of each field the server takes; the tracker cuts longer ones to fit. */
export const TRACK_FIELD_MAX = { sessionId: 64, pageUrl: 2048, pageTitle: 512, referrer: 2048 } as const;

/**
 * The spec's session id: the word session, a timestamp and a random string,
 * e.g. `session_1764072000000_k3j9x0a2q`.
 */
export const VISITOR_SESSION_ID_PATTERN = /^session_\d{10,16}_[a-z0-9]{4,32}$/;

export function newVisitorSessionId(now = Date.now(), random = Math.random()): string {
  return `session_${now}_${random.toString(36).slice(2, 11).padEnd(9, "0")}`;
}

/**
 * What the tracker sends (spec §3, "visitor tracking payload"), as JSON in a `sendBeacon` body.
 * timeSpent 0 reports a page view; a positive timeSpent reports the seconds spent on pageUrl since
 * the previous report of that page, added to its latest view.
 */
export type TrackPayload = {
  sessionId: string;
  /** Path plus query, starting with '/'. */
  pageUrl: string;
  pageTitle: string;
  referrer?: string;
  timeSpent: number;
  customData?: Record<string, unknown>;
};
