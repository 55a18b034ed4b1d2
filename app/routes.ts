import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Public website, in English at today's paths and in Tamil under /ta (app/i18n/locales.ts).
  // Every page shares the header, footer and WhatsApp button of the layout.
  ...publicSite("en"),
  ...prefix("ta", publicSite("ta")),

  // Admin panel: the sign-in page stands outside the guarded layout; every other admin route
  // checks the role in its own loader and action as well (see app/server/staff/auth.server.ts).
  route("admin/login", "routes/admin/login.tsx"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("profile", "routes/admin/profile.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("enquiries", "routes/admin/enquiries.tsx"),
      route("enquiries/:id", "routes/admin/enquiry.tsx"),
      route("homepage", "routes/admin/homepage.tsx"),
      route("gallery", "routes/admin/gallery.tsx"),
      route("events", "routes/admin/events.tsx"),
      // An event's registrations and the check-in view at the gate (issue 29).
      route("events/:id/registrations", "routes/admin/event-registrations.tsx"),
      route("events/:id/check-in", "routes/admin/event-check-in.tsx"),
      route("news", "routes/admin/news.tsx"),
      // The urgent notice at the top of every public page (issue 30).
      route("notices", "routes/admin/notices.tsx"),
      route("schools", "routes/admin/schools.tsx"),
      route("content", "routes/admin/content.tsx"),
      route("content/new", "routes/admin/content-form.tsx", { id: "routes/admin/content-new" }),
      route("content/edit/:id", "routes/admin/content-form.tsx", { id: "routes/admin/content-edit" }),
      // The public pages' own words, in English and Tamil (app/server/pages/).
      route("pages", "routes/admin/pages.tsx"),
      route("pages/:page", "routes/admin/page-texts.tsx"),
      route("newsletter", "routes/admin/newsletter.tsx"),
      route("media", "routes/admin/media.tsx"),
      route("analytics", "routes/admin/analytics.tsx"),
      // Any other /admin path: a not-found message inside the admin shell, not the public 404.
      route("*", "routes/admin/not-found.tsx"),
    ]),
    route("enquiries/export.csv", "routes/admin/enquiries-export.ts"),
    route("uploads", "routes/admin/uploads.ts"),
    route("media-picker", "routes/admin/media-picker.ts"),
    route("newsletter/export.csv", "routes/admin/newsletter-export.ts"),
    route("events/:id/registrations.csv", "routes/admin/event-registrations-export.ts"),
    // Web Push for staff (issue 30): the service worker (scope /admin/) and the device's opt-in.
    route("sw.js", "routes/admin/service-worker.ts"),
    route("push", "routes/admin/push.ts"),
  ]),

  // Resource routes
  route("healthz", "routes/api/healthz.ts"),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  route("events.ics", "routes/api/events-ics.ts"),
  route("news/feed.xml", "routes/api/news-feed.ts"),
  route("ta/events.ics", "routes/api/events-ics.ts", { id: "ta/routes/api/events-ics" }),
  route("ta/news/feed.xml", "routes/api/news-feed.ts", { id: "ta/routes/api/news-feed" }),
  // The language switch's link: remembers the choice in a cookie, then opens the page.
  route("switch-language", "routes/api/switch-language.ts"),
  ...prefix("api", [
    route("enquiries", "routes/api/enquiries.ts"),
    route("track", "routes/api/track.ts"),
    // Parents' closure alerts (issue 30): the opt-in and the service worker (scope /api/push/).
    route("push", "routes/api/push.ts"),
    route("push/sw.js", "routes/api/push-service-worker.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),
] satisfies RouteConfig;

/** The public pages in one language; Tamil's route ids carry a "ta/" prefix (the files are shared). */
function publicSite(locale: "en" | "ta") {
  const page = (path: string, file: string) =>
    route(path, `routes/site/${file}.tsx`, locale === "en" ? {} : { id: `ta/routes/site/${file}` });
  return [
    layout("routes/site/layout.tsx", locale === "en" ? {} : { id: "ta/routes/site/layout" }, [
      locale === "en"
        ? index("routes/site/home.tsx")
        : index("routes/site/home.tsx", { id: "ta/routes/site/home" }),
      page("about", "about"),
      page("about/founder", "about-founder"),
      page("about/vision", "about-vision"),
      page("about/mission", "about-mission"),
      page("schools", "schools"),
      page("schools/:slug", "school"),
      page("faculty", "faculty"),
      page("gallery", "gallery"),
      page("events", "events"),
      page("events/:slug", "event"),
      // Registration (issue 29): the form, a family's confirmation (its address is its key) and cancelling.
      page("events/:slug/register", "event-register"),
      page("events/:slug/registration/:token", "event-registration"),
      page("events/:slug/cancel", "event-cancel"),
      page("news", "news"),
      page("news/archive", "news-archive"),
      page("news/:slug", "news-article"),
      page("content/:slug", "content"),
      page("contact", "contact"),
      page("admissions", "admissions"),
      ...(locale === "en" ? previewPages() : []),
      page("*", "not-found"),
    ]),
  ];
}

/**
 * Staff previews of unsaved changes, drawn in the public layout (docs/decisions/025). Their paths
 * stay under /admin (never cached, tracked or indexed); /admin/preview/ta/… is the Tamil page.
 */
function previewPages() {
  return [
    route("admin/preview/news", "routes/site/news-preview.tsx"),
    route("admin/preview/ta/news", "routes/site/news-preview.tsx", { id: "ta/routes/site/news-preview" }),
    route("admin/preview/content", "routes/site/content-preview.tsx"),
    route("admin/preview/ta/content", "routes/site/content-preview.tsx", {
      id: "ta/routes/site/content-preview",
    }),
  ];
}
