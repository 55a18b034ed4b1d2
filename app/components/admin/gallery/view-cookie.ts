// Gallery Management's grid/list choice, remembered in a cookie (app/components/admin/list-view.tsx).

import type { ListView as GalleryView } from "../list-view";
import { listViewCookie, listViewFromCookie } from "../list-view";

export const GALLERY_VIEW_COOKIE = "gallery_view";

/** The view a Cookie header asks for; the grid unless it says "list". */
export function galleryViewFromCookie(cookieHeader: string | null | undefined): GalleryView {
  return listViewFromCookie(cookieHeader, GALLERY_VIEW_COOKIE);
}

/** The `document.cookie` assignment that remembers the view, for the admin's pages only. */
export function galleryViewCookie(view: GalleryView): string {
  return listViewCookie(GALLERY_VIEW_COOKIE, view);
}
