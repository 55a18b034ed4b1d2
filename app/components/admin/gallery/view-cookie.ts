// Gallery Management's grid/list choice, remembered in a cookie (app/components/admin/list-view.tsx).
import { listViewCookie, listViewFromCookie } from "../list-view";
import type { GalleryView } from "./gallery-item-view";

export const GALLERY_VIEW_COOKIE = listViewCookie("gallery_view");

/** The view a Cookie header asks for; the grid unless it says "list". */
export function galleryViewFromCookie(cookieHeader: string | null | undefined): Promise<GalleryView> {
  return listViewFromCookie(cookieHeader, GALLERY_VIEW_COOKIE);
}
