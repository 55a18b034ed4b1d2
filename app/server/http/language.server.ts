// The visitor's language: a choice made with the switch is kept in a cookie and honoured on later
// visits (a page opened in the other language is redirected to this one); a first visit is never
// redirected, but an English page tells a browser that prefers Tamil, in one line, that the page is
// also in Tamil (docs/decisions/018-tamil-and-english.md).
import type { NextFunction, Request, Response } from "express";
import {
  englishPath,
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Locale,
  localeOfPath,
  pathInLocale,
} from "~/i18n/locales";
import { createWordCookie, readWordCookie } from "~/lib/cookies";
import { locationOf } from "./redirect.server";

/** Set by this middleware for the render (never taken from the client): "ta" to show the suggestion. */
export const LANGUAGE_SUGGESTION_HEADER = "x-school-suggest-language";

/**
 * "en" or "ta", set only by the language switch (app/routes/api/switch-language.ts) and read only
 * here, for a year on every path; `Secure` is added when the site is served over https.
 */
export const languageCookie = createWordCookie(LANGUAGE_COOKIE, {
  path: "/",
  maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
  sameSite: "lax",
});

/** The language in the visitor's cookie, if they ever used the switch. */
export async function chosenLocale(cookieHeader: string | undefined): Promise<Locale | undefined> {
  const value = await readWordCookie(languageCookie, cookieHeader);
  return isLocale(value) ? value : undefined;
}

/**
 * True when the browser ranks Tamil above English (Accept-Language, by q-value then order);
 * a browser naming only other languages gets no suggestion.
 */
export function prefersTamil(acceptLanguage: string | undefined): boolean {
  if (!acceptLanguage) return false;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of acceptLanguage.split(",").slice(0, 20)) {
    const [tag = "", ...params] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (primary !== "ta" && primary !== "en") continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale === "ta";
}

/** A public page's path (not a file such as /sitemap.xml, and not the admin or a machine endpoint). */
function isPagePath(path: string) {
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  const english = englishPath(path);
  return !lastSegment.includes(".") && pathInLocale(english, "ta") !== english;
}

export async function languagePreference(req: Request, res: Response, next: NextFunction) {
  delete req.headers[LANGUAGE_SUGGESTION_HEADER];
  const path = req.path;
  if ((req.method !== "GET" && req.method !== "HEAD") || !isPagePath(path)) return next();
  const pageLocale = localeOfPath(path);
  const chosen = await chosenLocale(req.headers.cookie);
  // The same address answers differently by cookie and language preference.
  res.setHeader("Vary", "Accept-Encoding, Accept-Language, Cookie");
  if (chosen && chosen !== pageLocale) {
    const queryAt = req.originalUrl.indexOf("?");
    const search = queryAt === -1 ? "" : req.originalUrl.slice(queryAt);
    res.setHeader("Cache-Control", "no-store");
    return res.redirect(302, locationOf(pathInLocale(`${path}${search}`, chosen)));
  }
  if (!chosen && pageLocale === "en" && prefersTamil(req.headers["accept-language"])) {
    req.headers[LANGUAGE_SUGGESTION_HEADER] = "ta";
  }
  next();
}
