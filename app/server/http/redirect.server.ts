// Every redirect the app answers goes through here. A Location header carries only ASCII (anything
// above U+00FF makes the Response throw, a 500; Latin-1 letters would go out as raw bytes), while the
// addresses redirected to can hold Tamil: a visitor's address, a page's query.
import { redirect as routerRedirect } from "react-router";

/**
 * Anything that is not plain printable ASCII, and the few ASCII characters an address never holds
 * unescaped (a backslash is a slash to browsers); a `%` that does not start an escape. An escape
 * already there (`%E0%AE%A4`) is left alone, so an encoded address is not encoded twice.
 */
const NEEDS_ESCAPING = /%(?![0-9A-Fa-f]{2})|[^\x21-\x7E]|["<>\\^`{|}]/gu;

/** `target` as a Location header can carry it: percent-encoded as UTF-8 where it must be, no more. */
export function locationOf(target: string): string {
  return target
    .toWellFormed()
    .replace(NEEDS_ESCAPING, (character) => (character === "%" ? "%25" : encodeURIComponent(character)));
}

/** React Router's `redirect`, to `target` made safe for the Location header. */
export function redirect(target: string, init?: number | ResponseInit): Response {
  return routerRedirect(locationOf(target), init);
}
