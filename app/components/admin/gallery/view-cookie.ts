// Gallery Management's grid/list choice, remembered in a cookie (app/components/admin/list-view.tsx).

import type { ListView as GalleryView } from "../list-view";
import { listViewCookie, listViewFromCookie } from "../list-view";

export const GALLERY_VIEW_COOKIE = listViewCookie("gallery_view");

/** The view a Cookie header asks for; the grid unless it says "list". */
export function galleryViewFromCookie(cookieHeader: string | null | undefined): Promise<GalleryView> {
  return listViewFromCookie(cookieHeader, GALLERY_VIEW_COOKIE);
}
