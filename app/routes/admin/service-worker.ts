// GET /admin/sw.js: the admin's service worker (scope /admin/), which shows staff their pushes.
import { serviceWorkerResponse } from "~/server/push/service-worker.server";

export function loader() {
  return serviceWorkerResponse();
}
