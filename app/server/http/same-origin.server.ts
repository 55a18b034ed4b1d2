// Requests that change something must come from the site's own pages. A browser says where a
// request comes from: the Origin header on every POST, and Sec-Fetch-Site; an older one at least
// the Referer. A request from another site — which the browser would send with the visitor's
// session cookie — is refused before its body is read (docs/decisions/021-requests-attackers-send.md).
import type { IncomingHttpHeaders } from "node:http";

export const CROSS_SITE_REFUSAL_MESSAGE =
  "This request did not come from this website's own pages, so it was refused. Please open the page on the website and try again.";

/** Session cookies: Better Auth's, under any prefix. A request without one acts for nobody. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/;

export type OriginVerdict = { allowed: true } | { allowed: false; reason: string };

/**
 * Whether a state-changing request comes from this site. `ownHosts` are the hosts (with port) the
 * site answers on: the request's Host and that of PUBLIC_URL.
 *  - Origin, when sent, must be one of ours ("null" — a sandboxed frame, a privacy redirect — is not);
 *  - Sec-Fetch-Site, when sent, must say same-origin (or none: typed by the visitor);
 *  - a request with a session cookie but neither header must carry a Referer of ours.
 * A request with neither header and no session cookie acts for nobody and goes on (its own checks apply).
 */
export function requestOrigin(headers: IncomingHttpHeaders, ownHosts: readonly string[]): OriginVerdict {
  const origin = headers.origin;
  const site = headers["sec-fetch-site"];
  if (origin !== undefined) {
    return isOurs(origin, ownHosts) ? { allowed: true } : { allowed: false, reason: "origin" };
  }
  if (site !== undefined) {
    return site === "same-origin" || site === "none"
      ? { allowed: true }
      : { allowed: false, reason: `sec-fetch-site ${site}` };
  }
  if (!SESSION_COOKIE.test(headers.cookie ?? "")) return { allowed: true };
  const referer = headers.referer;
  return referer !== undefined && isOurs(referer, ownHosts)
    ? { allowed: true }
    : { allowed: false, reason: referer === undefined ? "no origin" : "referer" };
}

function isOurs(address: string, ownHosts: readonly string[]) {
  if (!URL.canParse(address)) return false;
  const url = new URL(address);
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const host = hostOf(url.host);
  return ownHosts.some((own) => hostOf(own) === host);
}

/** A host as compared: lower case, without the default ports (a Host header may name them). */
function hostOf(host: string) {
  return host.toLowerCase().replace(/:(?:80|443)$/, "");
}
