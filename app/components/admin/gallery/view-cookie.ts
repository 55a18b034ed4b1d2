// Gallery Management's grid/list choice, remembered in a cookie rather than localStorage: the
// loader reads it, so the server draws the chosen view in the first HTML — no flash of the other
// view, no layout jump while the page's script starts, and the same on every reload.
import type { GalleryView } from "./gallery-item-view";

export const GALLERY_VIEW_COOKIE = "gallery_view";
/** A year: the choice is a habit of the person at this computer, not of one visit. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/** The view a Cookie header asks for; the grid unless it says "list". */
export function galleryViewFromCookie(cookieHeader: string | null | undefined): GalleryView {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === GALLERY_VIEW_COOKIE) return rest.join("=").trim() === "list" ? "list" : "grid";
  }
  return "grid";
}

/** The `document.cookie` assignment that remembers the view, for the admin's pages only. */
export function galleryViewCookie(view: GalleryView): string {
  return `${GALLERY_VIEW_COOKIE}=${view}; Path=/admin; Max-Age=${MAX_AGE_S}; SameSite=Lax`;
}
