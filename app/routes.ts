import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Public website
  index("routes/site/home.tsx"),

  // Resource routes
  route("healthz", "routes/api/healthz.ts"),
  ...prefix("api", [route("auth/*", "routes/api/auth.ts")]),
] satisfies RouteConfig;
