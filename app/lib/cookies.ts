// The site's own small cookies (the visitor's language, the admin side menu, the admin lists' grid
// or list) are each defined once with React Router's createCookie: the name and attributes in one
// place, for the server's Set-Cookie, the loaders' reading and the browser's document.cookie alike.
//
// Their values stay bare words ("ta", "false", "list"), as they have always been written, instead
// of createCookie's own format, JSON in base64 (signed too when given secrets): `site_language=ImVuIg==`
// for `site_language=en`. Browsers keep these cookies for up to a year, and the old words do not
// decode as base64 JSON, so a change of format would forget every choice already made; nor would
// signing protect anything: each value is checked against its few allowed words once read, and a
// forged one changes only what its forger sees. So a word cookie hands createCookie the cookie
// library's `encode` and `decode` hooks, which undo that layer: what is written and read is the
// word itself. (Cookies that must not be forged are signed elsewhere: sessions by Better Auth,
// the sign-in device cookie with its own HMAC, decision 020.)
import { type Cookie, type CookieOptions, createCookie } from "react-router";

export type WordCookieOptions = Pick<CookieOptions, "path" | "maxAge" | "sameSite" | "secure" | "httpOnly">;

/** A cookie whose value is a bare word, with the given attributes. */
export function createWordCookie(name: string, options: WordCookieOptions): Cookie {
  return createCookie(name, { ...options, encode: wordOfBase64Json, decode: base64JsonOfWord });
}

/** The cookie's word in a Cookie header, or null when the header does not carry it. */
export async function readWordCookie(
  cookie: Cookie,
  cookieHeader: string | null | undefined,
): Promise<string | null> {
  const value: unknown = await cookie.parse(cookieHeader ?? null);
  return typeof value === "string" ? value : null;
}

/** Remembers a word in the browser, with the cookie's own name and attributes. */
export async function writeDocumentCookie(cookie: Cookie, word: string): Promise<void> {
  // biome-ignore lint/suspicious/noDocumentCookie: a small preference the server reads in its loader
  document.cookie = await cookie.serialize(word);
}

// createCookie writes btoa(UTF-8 bytes of JSON.stringify(value)) and reads it back the same way;
// these two are that step's exact inverses.
function wordOfBase64Json(encoded: string): string {
  const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
  return String(JSON.parse(new TextDecoder().decode(bytes)));
}

function base64JsonOfWord(word: string): string {
  let bytes = "";
  for (const byte of new TextEncoder().encode(JSON.stringify(word))) bytes += String.fromCharCode(byte);
  return btoa(bytes);
}
