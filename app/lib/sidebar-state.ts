// The admin side menu's state: expanded or collapsed, kept in a cookie for 7 days so the server
// renders the right width in the first HTML (spec §9: 604800 s; 16rem, 18rem mobile, 3rem
// collapsed; shortcut Ctrl/Cmd + b).
import { createWordCookie, readWordCookie, writeDocumentCookie } from "./cookies";

export const SIDEBAR_COOKIE_NAME = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE_S = 604_800;
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_WIDTH_ICON = "3rem";
export const SIDEBAR_KEYBOARD_SHORTCUT = "b";
/** Below this width (Tailwind's md) the side menu is a drawer. */
export const SIDEBAR_MOBILE_QUERY = "(max-width: 767px)";

/** "true" or "false", for 7 days, on every path (the loader reads it, the side menu writes it). */
export const sidebarCookie = createWordCookie(SIDEBAR_COOKIE_NAME, {
  path: "/",
  maxAge: SIDEBAR_COOKIE_MAX_AGE_S,
  sameSite: "lax",
});

/** Reads the state from a Cookie header; expanded unless the cookie says "false". */
export async function sidebarOpenFromCookie(cookieHeader: string | null | undefined): Promise<boolean> {
  return (await readWordCookie(sidebarCookie, cookieHeader)) !== "false";
}

/** Remembers the state in the browser for 7 days. */
export function rememberSidebarOpen(open: boolean): Promise<void> {
  return writeDocumentCookie(sidebarCookie, String(open));
}
