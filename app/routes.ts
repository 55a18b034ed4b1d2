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
    route("*", "routes/site/not-found.tsx"),
  ]),

  // Resource routes
  route("healthz", "routes/api/healthz.ts"),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  ...prefix("api", [route("auth/*", "routes/api/auth.ts")]),
] satisfies RouteConfig;
