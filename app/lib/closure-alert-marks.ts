// How the footer's "Get school closure alerts" markup (app/components/site/closure-alerts.tsx)
// and the few lines of script that work it (app/islands/closure-alerts.ts) find each other.

/** On the control's box, hidden in the HTML (a browser without script or push gets nothing that does nothing); carries the VAPID public key. */
export const ALERTS_ATTRIBUTE = "data-closure-alerts";
/** The button that opens the choice of schools. */
export const ALERTS_OPEN_ATTRIBUTE = "data-closure-alerts-open";
/** The form with the schools and "Turn on alerts". */
export const ALERTS_FORM_ATTRIBUTE = "data-closure-alerts-form";
/** What shows once alerts are on, with "Turn off alerts". */
export const ALERTS_ON_ATTRIBUTE = "data-closure-alerts-on";
export const ALERTS_OFF_ATTRIBUTE = "data-closure-alerts-off";
/** The status line; its words for each outcome are carried on it as data-word-<outcome>. */
export const ALERTS_STATUS_ATTRIBUTE = "data-closure-alerts-status";

/** Remembered in this browser: alerts are on (so the control offers "Turn off" at once). */
export const ALERTS_ON_KEY = "closure-alerts-on";
