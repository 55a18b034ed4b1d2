// POST /api/track: the public pages' tracker reports page views and time spent here with
// navigator.sendBeacon (spec §4). Express answers this address itself before React Router sees it
// (trackFastPath in app/server/http/track.server.ts, for throughput: docs/decisions/015); this
// entry keeps it in the route table and answers the same way should a request ever reach it.
// The work is in app/server/analytics/ingest/.
import { trackFetch } from "~/server/http/track.server";
import type { Route } from "./+types/track";

export function loader({ request }: Route.LoaderArgs) {
  return trackFetch(request);
}

export function action({ request }: Route.ActionArgs) {
  return trackFetch(request);
}
