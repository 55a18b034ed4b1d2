// The footer's "Get school closure alerts" is an island hydrated on touch
// (app/components/site/closure-alerts.island.tsx); before the first paint the loader only tells CSS
// that this browser can take pushes and whether it turned the alerts on, so the control shows, in
// the right state, with no React until the parent reaches for it (docs/decisions/031-web-push.md).
import { ALERTS_STATE_ATTRIBUTE, rememberedOn } from "~/lib/closure-alert-marks";

export function markClosureAlerts() {
  if ("serviceWorker" in navigator && "PushManager" in window)
    document.documentElement.setAttribute(ALERTS_STATE_ATTRIBUTE, rememberedOn() ? "on" : "off");
}
