// What the footer's "Get school closure alerts" island (app/components/site/closure-alerts.island.tsx)
// and the loader's few lines before the first paint (app/islands/closure-alerts.ts) share.

/** On the control's box, hidden in the HTML (a browser without script or push gets nothing that does nothing); carries the VAPID public key. */
export const ALERTS_ATTRIBUTE = "data-closure-alerts";
/**
 * Set on <html> by the loader where the browser can take pushes: "on" when this browser turned the
 * alerts on, else "off". CSS shows the control then, and, until React has it, the remembered state.
 */
export const ALERTS_STATE_ATTRIBUTE = "data-closure-alerts-state";

/** Remembered in this browser: alerts are on (so the control offers "Turn off" at once). */
export const ALERTS_ON_KEY = "closure-alerts-on";

export function rememberedOn() {
  try {
    return localStorage.getItem(ALERTS_ON_KEY) === "1";
  } catch {
    return false;
  }
}

export function rememberOn(on: boolean) {
  try {
    if (on) localStorage.setItem(ALERTS_ON_KEY, "1");
    else localStorage.removeItem(ALERTS_ON_KEY);
  } catch {
    // Storage refused: the control offers "Get alerts" again on the next page; subscribing again is harmless.
  }
}
