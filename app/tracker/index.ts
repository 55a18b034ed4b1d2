// The public pages' visitor tracker (spec §4, "Visitor tracking"): a page view when a page opens or
// is come back to, and the seconds it was looked at. Built as a file of its own
// (vite.islands.config.ts), loaded async by every public page, free of dependencies and of
// the islands so that it stays well under 1.5 KB gzipped and can outlive the page script.
// Nothing it does may disturb the visitor: every failure is swallowed.
import { DEV_PLATFORM_REFERRER } from "../copy/analytics";
import { withoutRegistrationSecrets } from "../lib/registration-paths";
import {
  newVisitorSessionId,
  TRACK_ENDPOINT,
  TRACK_FIELD_MAX,
  TRACK_HEARTBEAT_MS,
  TRACK_MIN_SECONDS,
  type TrackPayload,
  VISITOR_SESSION_ID_PATTERN,
  VISITOR_SESSION_STORAGE_KEY,
} from "../lib/tracking";

/** Session storage key of the last page reported, so that a reload is not a second view. */
const LAST_REPORTED_PAGE_KEY = "visitor_last_page";

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

// Where session storage is refused (some privacy modes), values live as long as the page.
const memory: Record<string, string> = {};

function stored(key: string): string | undefined {
  try {
    return sessionStorage.getItem(key) ?? undefined;
  } catch {
    return memory[key];
  }
}

function store(key: string, value: string) {
  memory[key] = value;
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // kept in memory only
  }
}

function sessionId(): string {
  const id = stored(VISITOR_SESSION_STORAGE_KEY);
  if (id && VISITOR_SESSION_ID_PATTERN.test(id)) return id;
  const created = newVisitorSessionId();
  store(VISITOR_SESSION_STORAGE_KEY, created);
  return created;
}

function send(pageUrl: string, timeSpent: number) {
  const payload: TrackPayload = {
    sessionId: sessionId(),
    pageUrl: pageUrl.slice(0, TRACK_FIELD_MAX.pageUrl),
    pageTitle: document.title.slice(0, TRACK_FIELD_MAX.pageTitle),
    referrer: document.referrer.slice(0, TRACK_FIELD_MAX.referrer) || undefined,
    timeSpent,
  };
  const body = JSON.stringify(payload);
  try {
    if (navigator.sendBeacon(TRACK_ENDPOINT, body)) return;
  } catch {
    // no sendBeacon, or it refused: fetch below
  }
  try {
    fetch(TRACK_ENDPOINT, { method: "POST", body, keepalive: true }).catch(() => {});
  } catch {
    // nothing left to try
  }
}

/** The page whose time this document counts: its view has been reported in this session. */
let viewed: string | undefined;
/** Milliseconds looked at and not yet reported. */
let counted = 0;
/** When the page last became visible (performance.now()); undefined while hidden. */
let visibleSince: number | undefined;

function countVisibleTime() {
  const now = performance.now();
  if (visibleSince !== undefined) counted += now - visibleSince;
  visibleSince = document.visibilityState === "visible" ? now : undefined;
}

/** Sends the whole seconds looked at since the last report; a fraction waits for the next one. */
function reportTime() {
  countVisibleTime();
  const seconds = Math.floor(counted / 1000);
  if (viewed === undefined || seconds < TRACK_MIN_SECONDS) return;
  counted -= seconds * 1000;
  send(viewed, seconds);
}

/** Reports the current page, unless it is the last one reported (a reload) or came from the dev host. */
function reportView() {
  // A confirmation page's address is its key: analytics keep the page, never the key.
  const page = withoutRegistrationSecrets(location.pathname + location.search);
  viewed = undefined;
  if (document.referrer.includes(DEV_PLATFORM_REFERRER)) return;
  viewed = page;
  if (stored(LAST_REPORTED_PAGE_KEY) === page) return;
  store(LAST_REPORTED_PAGE_KEY, page);
  send(page, 0);
}

/**
 * Back or forward: the time of the page left is reported, and counting starts afresh (time spent
 * in the back/forward cache is not time looked at).
 */
function cameBack(event: Event) {
  if ((event as PageTransitionEvent).persisted === false) return;
  if (event.type === "popstate") reportTime();
  counted = 0;
  visibleSince = undefined;
  countVisibleTime();
  reportView();
}

function start() {
  countVisibleTime();
  reportView();
  document.addEventListener("visibilitychange", reportTime);
  addEventListener("pagehide", reportTime);
  addEventListener("pageshow", cameBack);
  addEventListener("popstate", cameBack);
  setInterval(reportTime, TRACK_HEARTBEAT_MS);
}

const privacy = navigator as PrivacyNavigator;
if (
  !location.pathname.startsWith("/admin") &&
  privacy.doNotTrack !== "1" &&
  privacy.globalPrivacyControl !== true
) {
  try {
    start();
  } catch {
    // tracking is never worth an error on the visitor's page
  }
}
