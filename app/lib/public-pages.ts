// The public pages that exist whatever the content, for the sitemap. Pages for content items
// (schools, news, events, other published content) are added from the database.
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/about",
  "/about/founder",
  "/about/vision",
  "/about/mission",
  "/schools",
  "/faculty",
  "/gallery",
  "/events",
  "/news",
  "/news/archive",
  "/contact",
  "/admissions",
] as const;

/**
 * Where the one not-found page every missing address shares is drawn (in each language): a path
 * no page has, so its header marks no menu item and its language switch leads home.
 */
export const MISSING_PAGE_PATH = "/page-not-found";
