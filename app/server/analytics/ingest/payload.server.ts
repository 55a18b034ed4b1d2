// The tracker's beacon (app/lib/tracking.ts) as the server accepts it: every field checked and
// capped, the referrer reduced to what is kept. Anything else is refused with a reason.
import { z } from "zod";
import { withoutRegistrationSecrets } from "~/lib/registration-paths";
import { TRACK_FIELD_MAX, VISITOR_SESSION_ID_PATTERN } from "~/lib/tracking";

/** The largest beacon read (bytes); a larger one is refused before it is parsed. */
export const TRACK_BODY_MAX_BYTES = 8 * 1024;
export { TRACK_FIELD_MAX };
/** customData is accepted for the contract's sake but not stored; only its size is checked. */
export const TRACK_CUSTOM_DATA_MAX_CHARS = 1024;
/** More than a day in one report is no visit, whatever the tracker says. */
export const TRACK_TIME_MAX_SECONDS = 86_400;

export const TRACK_INVALID_MESSAGE = "This is not a visit report.";

// Control characters (C0, DEL, C1): nothing a browser puts in a URL or a title.
const CONTROL_CHARACTERS = /\p{Cc}/gu;
// Path plus query as location gives it: percent-encoded, so no spaces or controls; '//' would
// read as another host.
const PAGE_URL = /^\/(?!\/)[^\s\p{Cc}]*$/u;
// document.referrer is a serialised address: a control character in one was put there by hand.
const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

const payloadSchema = z.object({
  sessionId: z.string().max(TRACK_FIELD_MAX.sessionId).regex(VISITOR_SESSION_ID_PATTERN),
  pageUrl: z.string().max(TRACK_FIELD_MAX.pageUrl).regex(PAGE_URL),
  pageTitle: z.string().max(TRACK_FIELD_MAX.pageTitle),
  referrer: z.string().max(TRACK_FIELD_MAX.referrer).regex(NO_CONTROL_CHARACTERS).nullish(),
  timeSpent: z.number().int().min(0).max(TRACK_TIME_MAX_SECONDS),
  customData: z
    .record(z.string(), z.unknown())
    .refine((data) => JSON.stringify(data).length <= TRACK_CUSTOM_DATA_MAX_CHARS)
    .optional(),
});

export type TrackBeacon = {
  sessionId: string;
  pageUrl: string;
  pageTitle: string;
  /** The referring page when it is a web address, else null (typed-in address, app, unknown). */
  referrer: string | null;
  /** Its host, lower-case, for exclusion and the Top Source. */
  referrerHost: string | null;
  timeSpent: number;
};

export type BeaconReading = { ok: true; beacon: TrackBeacon } | { ok: false; message: string };

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Reads a beacon body (JSON text, as sendBeacon sends a string) into a checked beacon. */
export function readBeacon(body: Uint8Array): BeaconReading {
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(body));
  } catch {
    return { ok: false, message: `${TRACK_INVALID_MESSAGE} The body is not JSON text.` };
  }
  const parsed = payloadSchema.safeParse(value);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".") || "body"))];
    return { ok: false, message: `${TRACK_INVALID_MESSAGE} Check: ${fields.join(", ")}.` };
  }
  return { ok: true, beacon: beaconFrom(parsed.data) };
}

function beaconFrom(payload: z.infer<typeof payloadSchema>): TrackBeacon {
  const referrer = webAddress(payload.referrer);
  return {
    sessionId: payload.sessionId,
    // Whatever reports them, a registration's token and reference stay out of the database.
    pageUrl: withoutRegistrationSecrets(payload.pageUrl),
    pageTitle: payload.pageTitle.replace(CONTROL_CHARACTERS, " ").trim(),
    referrer: referrer
      ? `${referrer.origin}${withoutRegistrationSecrets(referrer.pathname + referrer.search)}${referrer.hash}`
      : null,
    referrerHost: referrer?.hostname.toLowerCase() ?? null,
    timeSpent: payload.timeSpent,
  };
}

function webAddress(text: string | null | undefined): URL | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  const url = URL.parse(trimmed);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname) return null;
  // Whatever a referrer carried in its user part stays out of the database.
  url.username = "";
  url.password = "";
  return url;
}

/** True when the host is one of the excluded hosts or a subdomain of one. */
export function isExcludedHost(host: string | null, excluded: readonly string[]): boolean {
  if (!host) return false;
  return excluded.some((name) => host === name || host.endsWith(`.${name}`));
}

/** The spec's tracker never reports admin pages; a beacon that does is not counted. */
export function isAdminPage(pageUrl: string) {
  return pageUrl.startsWith("/admin");
}
