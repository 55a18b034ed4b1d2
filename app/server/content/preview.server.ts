// Previews: signed-in staff (admin or editor) may open drafts, archived and scheduled items on
// the public pages /news/<slug> and /content/<slug>; everyone else gets a 404 for them. Such a
// response is personal: never cached, never indexed.
import { STAFF_ROLES } from "~/copy/roles";
import type { ContentStatus } from "../db/schema";
import { carriesSessionCookie, getSessionUser } from "../staff/auth.server";

/** For answers drawn for a signed-in staff member. */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" } as const;

/** True when the request comes from signed-in staff, who may see unpublished items. */
export async function isPreviewer(request: Request): Promise<boolean> {
  // Visitors without a session cookie never reach the sign-in machinery.
  if (!(await carriesSessionCookie(request.headers.get("cookie")))) return false;
  const user = await getSessionUser(request);
  return user !== null && (STAFF_ROLES as readonly string[]).includes(user.role);
}

/** What the public may see: published, and not scheduled for later (publiclyVisible in SQL). */
export function isPublic(item: { status: ContentStatus; publishedAt: string | null }, now = Date.now()) {
  return item.status === "published" && (item.publishedAt === null || Date.parse(item.publishedAt) <= now);
}

/** The preview of unsaved changes: for one person, kept by nobody, indexed by nothing. */
export const PREVIEW_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;
