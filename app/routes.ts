import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Public website: every page shares the header, footer and WhatsApp button of the layout.
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    route("about/founder", "routes/site/about-founder.tsx"),
    route("about/vision", "routes/site/about-vision.tsx"),
    route("about/mission", "routes/site/about-mission.tsx"),
    route("schools", "routes/site/schools.tsx"),
    route("schools/:slug", "routes/site/school.tsx"),
    route("faculty", "routes/site/faculty.tsx"),
    route("gallery", "routes/site/gallery.tsx"),
    route("events", "routes/site/events.tsx"),
    route("events/:slug", "routes/site/event.tsx"),
    route("news", "routes/site/news.tsx"),
    route("news/archive", "routes/site/news-archive.tsx"),
    route("news/:slug", "routes/site/news-article.tsx"),
    route("content/:slug", "routes/site/content.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("admissions", "routes/site/admissions.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),

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
      route("news", "routes/admin/news.tsx"),
      route("schools", "routes/admin/schools.tsx"),
      route("content", "routes/admin/content.tsx"),
      route("content/new", "routes/admin/content-form.tsx", { id: "routes/admin/content-new" }),
      route("content/edit/:id", "routes/admin/content-form.tsx", { id: "routes/admin/content-edit" }),
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
  ]),

  // Resource routes
  route("healthz", "routes/api/healthz.ts"),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  route("events.ics", "routes/api/events-ics.ts"),
  route("news/feed.xml", "routes/api/news-feed.ts"),
  ...prefix("api", [
    route("enquiries", "routes/api/enquiries.ts"),
    route("track", "routes/api/track.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),
] satisfies RouteConfig;
