// The public pages that exist whatever the content, for the sitemap. Pages for content items
// (schools, news, events) are added from the database.
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/about",
  "/about/founder",
  "/about/vision",
  "/about/mission",
  "/schools",
  "/faculty",
] as const;
