// The Content-Security-Policy every response carries (docs/decisions/019-content-security-policy.md).
// Scripts: the site's own files, plus inline scripts that carry this response's nonce (React
// Router's hydration data and module loader on admin pages). Public pages run no inline script at
// all, so the render cache keeps pages that no nonce is baked into (app/entry.server.tsx).
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { mapsEmbedUrl } from "~/copy/schools-page";
import { whatsappLink } from "~/lib/whatsapp";

/** Carries the response's nonce from the HTTP layer to the render; whatever a client sends is replaced. */
export const CSP_NONCE_HEADER = "x-school-csp-nonce";

export type PolicySettings = {
  /** The site is served over https (PUBLIC_URL): ask browsers to upgrade any http address. */
  https: boolean;
  /** S3_PUBLIC_URL: where browsers fetch media when they do not come through /media. */
  mediaPublicUrl?: string;
  /** `npm run dev`: Vite's hot reload talks over a WebSocket on a port of its own. */
  development?: boolean;
};

const NONCE_PLACEHOLDER = "{nonce}";
/** The school page's embedded Google map. */
const MAP_FRAME_ORIGIN = new URL(mapsEmbedUrl("school")).origin;
/** A form posted without script is sent on to the WhatsApp chat; wa.me forwards to api.whatsapp.com. */
const WHATSAPP_ORIGINS = [new URL(whatsappLink("9876543210", "hi")!).origin, "https://api.whatsapp.com"];

/** The policy's directives, with `{nonce}` where the response's nonce goes. */
export function policyDirectives(settings: PolicySettings): Record<string, string[]> {
  const media = settings.mediaPublicUrl ? [mediaSource(settings.mediaPublicUrl)] : [];
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${NONCE_PLACEHOLDER}'`],
    // Style attributes drawn on the server (blurred placeholders, slide timings) and the <style>
    // elements Radix, Tiptap and the Tamil font faces add: inline styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    // data: the blurred placeholders; blob: the admin's previews of photos about to be uploaded.
    // No other site's pictures: a news or page body keeps only our own media (decision 024).
    "img-src": ["'self'", "data:", "blob:", ...media],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(settings.development ? ["ws:", "wss:"] : [])],
    "frame-src": [MAP_FRAME_ORIGIN],
    // Nothing frames the site, so no other page can lay it under a trick (X-Frame-Options: DENY).
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", ...WHATSAPP_ORIGINS],
    ...(settings.https ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/** The header's value for one response. */
export function contentSecurityPolicy(settings: PolicySettings, nonce: string): string {
  return policyTemplate(settings).replace(NONCE_PLACEHOLDER, nonce);
}

function policyTemplate(settings: PolicySettings) {
  return Object.entries(policyDirectives(settings))
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/**
 * A source for the media address: its origin and path, so that only that bucket or folder is
 * allowed. `;` and `,` would end the directive or the policy, so they are escaped as CSP asks.
 */
function mediaSource(publicUrl: string) {
  const url = new URL(publicUrl);
  const path = url.pathname.endsWith("/") ? url.pathname : `${url.pathname}/`;
  return `${url.origin}${path.replace(/;/g, "%3B").replace(/,/g, "%2C")}`;
}

/** A fresh nonce: 128 random bits, as CSP asks. */
export function newNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * Middleware: sets the policy with a fresh nonce on every response, and hands the nonce to the
 * render on the request (CSP_NONCE_HEADER).
 */
export function contentSecurityPolicyHeader(settings: PolicySettings) {
  const [before, after] = policyTemplate(settings).split(NONCE_PLACEHOLDER) as [string, string];
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = newNonce();
    req.headers[CSP_NONCE_HEADER] = nonce;
    res.setHeader("Content-Security-Policy", `${before}${nonce}${after}`);
    next();
  };
}
