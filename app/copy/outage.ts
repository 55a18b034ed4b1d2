// What visitors and staff read when the database cannot be reached or the site is overloaded,
// and how long clients are asked to wait before trying again (Retry-After, seconds).

/** A public page that cannot be drawn while the database is unreachable (and was never kept). */
export const SITE_UNAVAILABLE = {
  heading: "This page will be back shortly",
  message:
    "We cannot load this page's details right now. Please try again in a few minutes. For anything urgent, call or WhatsApp the school office; the numbers are at the bottom of this page.",
} as const;

/** Admin pages while the database is unreachable. */
export const ADMIN_DATABASE_UNREACHABLE = {
  heading: "The database cannot be reached right now",
  message:
    "Nothing can be shown or saved until it is back; what was saved before is safe. Please try again in a few minutes. If it keeps happening, tell whoever looks after the website's server.",
} as const;

/** An admin save refused because the database is unreachable: the form keeps what was typed. */
export const ADMIN_SAVE_WHILE_UNREACHABLE =
  "The database cannot be reached right now, so this was not saved. What you typed is still here: please try again in a few minutes.";

/** The answer to a visitor turned away because too many pages are being drawn at once. */
export const SITE_BUSY_MESSAGE = "The website is very busy right now. Please try again in a moment.";

export const DATABASE_RETRY_AFTER_S = 30;
export const BUSY_RETRY_AFTER_S = 5;
