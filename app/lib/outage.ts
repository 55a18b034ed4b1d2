import { isRouteErrorResponse } from "react-router";

/**
 * True for the error a page shows while the database cannot be reached: a 503 route error, made
 * by the server for any loader or action that failed that way (app/server/db/unavailable.server.ts,
 * app/entry.server.tsx). The error boundaries then show the plain message of app/content/outage.ts.
 */
export function isDatabaseOutage(error: unknown) {
  return isRouteErrorResponse(error) && error.status === 503;
}
