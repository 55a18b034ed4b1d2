// The service worker that shows our pushes, served at /admin/sw.js for staff (scope /admin/) and
// at /push/sw.js for parents (scope /push/, which holds no page: it controls nothing and caches
// nothing, it is only there to receive pushes). A push carries JSON { title, body, url }; a tap on
// the notification opens the url, or focuses a window of ours already showing it.
const SOURCE = `"use strict";
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
self.addEventListener("push", (event) => {
  let message = {};
  try { message = event.data ? event.data.json() : {}; } catch { message = { body: event.data ? event.data.text() : "" }; }
  const url = typeof message.url === "string" && message.url.startsWith("/") ? message.url : "/";
  event.waitUntil(self.registration.showNotification(message.title || self.location.hostname, {
    body: message.body || "",
    icon: "/favicon.svg",
    tag: url,
    data: { url },
  }));
});
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data && event.notification.data.url || "/", self.location.origin).href;
  event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
    const open = windows.find((client) => client.url === url);
    return open ? open.focus() : self.clients.openWindow(url);
  }));
});
`;

/** The worker's script; no-cache, so a change reaches browsers on their next check. */
export function serviceWorkerResponse() {
  return new Response(SOURCE, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
