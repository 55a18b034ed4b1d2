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
