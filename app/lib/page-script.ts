// The public pages' scripts as the build and the server both name them (vite.islands.config.ts,
// app/server/http/page-script.server.ts, scripts/start.ts).

/** The page script's source, the islands' loader: an entry of the second build. */
export const PAGE_SCRIPT_ENTRY = "app/islands/loader.ts";
/** Where that build records the hashed file name, relative to the client build folder. */
export const PAGE_SCRIPT_MANIFEST = ".vite/islands-manifest.json";
/** The visitor tracker's source, built on its own (it shares no chunk with the page script). */
export const TRACKER_ENTRY = "app/tracker/index.ts";
/** Where the tracker's build records its hashed file name. */
export const TRACKER_MANIFEST = ".vite/tracker-manifest.json";

/** A route whose handle says `hydrate: false` is sent as HTML with islands and their loader, without React Router. */
export type PageHandle = { hydrate?: boolean };

/** Whether the page made of these matched routes loads React (none of them opted out). */
export function pageHydrates(matches: readonly { handle?: unknown }[]): boolean {
  return !matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === false);
}
