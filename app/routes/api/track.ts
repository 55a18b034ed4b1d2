// POST /api/track: the public pages' tracker reports page views and time spent here with
// navigator.sendBeacon (spec §4). This module does not serve the beacons: trackFastPath
// (app/server/http/track.server.ts), mounted in app.server.ts ahead of the render cache and React
// Router, answers every request to this address, in production and under `npm run dev` alike
// (for throughput: docs/decisions/015). The entry keeps the address in app/routes.ts beside all the
// others, and answers exactly as the fast path does (the same trackFetch) should a request ever
// reach React Router. The work is in app/server/analytics/ingest/.
import { trackFetch } from "~/server/http/track.server";
import type { Route } from "./+types/track";

export function loader({ request }: Route.LoaderArgs) {
  return trackFetch(request);
}

export function action({ request }: Route.ActionArgs) {
  return trackFetch(request);
}
