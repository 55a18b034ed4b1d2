// The browser's side of Web Push, shared by the admin's "Notify me on this device" and the
// parents' closure alerts: register the service worker for its scope, ask the push service for a
// subscription with our VAPID public key, and hand it to our server. Nothing here runs before a
// press: the browser's permission question comes only from subscribe().

export type PushPlace = { worker: string; scope: string; endpoint: string };

export const STAFF_PUSH: PushPlace = { worker: "/admin/sw.js", scope: "/admin/", endpoint: "/admin/push" };
export const PARENT_PUSH: PushPlace = {
  worker: "/api/push/sw.js",
  scope: "/api/push/",
  endpoint: "/api/push",
};

export function pushSupported() {
  return (
    typeof navigator !== "undefined" && "serviceWorker" in navigator && typeof PushManager !== "undefined"
  );
}

function keyBytes(base64url: string) {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

/** An active registration for the place's scope (the worker installed if needed). */
async function activeRegistration(place: PushPlace) {
  const registration = await navigator.serviceWorker.register(place.worker, { scope: place.scope });
  const worker = registration.installing ?? registration.waiting;
  if (!registration.active && worker)
    await new Promise<void>((resolve) => {
      worker.addEventListener("statechange", () => {
        if (worker.state === "activated") resolve();
      });
    });
  return registration;
}

/** This browser's subscription for the place, if it has one. */
export async function currentSubscription(place: PushPlace) {
  const registration = await navigator.serviceWorker.getRegistration(place.scope);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function post(place: PushPlace, body: unknown) {
  const response = await fetch(place.endpoint, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
}

/** Subscribes (asking the browser's permission) and tells our server; `extra` goes with it. */
export async function subscribe(place: PushPlace, publicKey: string, extra: Record<string, unknown> = {}) {
  const registration = await activeRegistration(place);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await post(place, { subscription: subscription.toJSON(), ...extra });
  return subscription;
}

/** Unsubscribes this browser and tells our server to forget it. */
export async function unsubscribe(place: PushPlace) {
  const subscription = await currentSubscription(place);
  if (!subscription) return;
  await post(place, { unsubscribe: subscription.endpoint });
  await subscription.unsubscribe();
}
