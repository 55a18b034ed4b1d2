// The admin side menu's state: expanded or collapsed, kept in a cookie for 7 days so the server
// renders the right width in the first HTML (spec §9: 604800 s; 16rem, 18rem mobile, 3rem
// collapsed; shortcut Ctrl/Cmd + b).

export const SIDEBAR_COOKIE_NAME = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE_S = 604_800;
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_WIDTH_ICON = "3rem";
export const SIDEBAR_KEYBOARD_SHORTCUT = "b";
/** Below this width (Tailwind's md) the side menu is a drawer. */
export const SIDEBAR_MOBILE_QUERY = "(max-width: 767px)";

/** Reads the state from a Cookie header; expanded unless the cookie says "false". */
export function sidebarOpenFromCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return true;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SIDEBAR_COOKIE_NAME) return rest.join("=").trim() !== "false";
  }
  return true;
}

/** The `document.cookie` assignment that remembers the state for 7 days. */
export function sidebarCookieString(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
