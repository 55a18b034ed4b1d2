import { isRouteErrorResponse } from "react-router";

/**
 * True for the error a page shows while the database cannot be reached: a 503 route error, made
 * by the server for any loader or action that failed that way (app/server/db/unavailable.server.ts,
 * app/entry.server.tsx). The error boundaries then show the plain message of app/copy/outage.ts.
 */
export function isDatabaseOutage(error: unknown) {
  return isRouteErrorResponse(error) && error.status === 503;
}

/**
 * The message of a refusal the server explained in words (a 4xx route error other than 404 whose
 * data is a sentence, such as a form that could not be read), for the error boundary to show.
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500 || error.status === 404) {
    return undefined;
  }
  return typeof error.data === "string" && error.data.trim() !== "" ? error.data : undefined;
}

/** What a page sends when it refuses with its own heading (an item that no longer exists…). */
export type ExplainedRefusal = { heading: string; message: string; back?: { label: string; to: string } };

/** The heading and message a 4xx route error carries, when the server sent them. */
export function explainedRefusal(error: unknown): ExplainedRefusal | undefined {
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500) return undefined;
  const data = error.data as Partial<ExplainedRefusal> | null;
  if (typeof data?.heading !== "string" || typeof data.message !== "string") return undefined;
  const back =
    data.back && typeof data.back.label === "string" && typeof data.back.to === "string"
      ? data.back
      : undefined;
  return { heading: data.heading, message: data.message, back };
}
