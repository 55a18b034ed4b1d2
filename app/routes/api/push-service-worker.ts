// GET /api/push/sw.js: the parents' service worker. Its scope, /api/push/, holds no page, so it
// controls none of the site: it only receives the closure alerts a parent asked for.
import { serviceWorkerResponse } from "~/server/push/service-worker.server";

export function loader() {
  return serviceWorkerResponse();
}
