// The footer's closure alerts (issue 30) in English; the chrome catalogue's `footer.alerts` holds
// the Tamil. An English page passes no words to the island (these are in its script), sparing
// every page's HTML their copy in the island's props; a Tamil page passes its catalogue's.

export const CLOSURE_ALERT_WORDS = {
  open: "Get school closure alerts",
  which: "Alerts for",
  allSchools: "All schools",
  turnOn: "Turn on alerts",
  turnOff: "Turn off closure alerts",
  on: "Closure alerts are on in this browser.",
  off: "Closure alerts are off.",
  blocked: "Notifications are blocked for this site: allow them in your browser's settings, then try again.",
  failed: "That did not work. Please try again.",
};

export type ClosureAlertWords = { readonly [Key in keyof typeof CLOSURE_ALERT_WORDS]: string };
