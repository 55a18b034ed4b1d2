// How the urgent notices' markup (app/components/site/urgent-notices.tsx) and the few lines of
// script that close them and announce them (app/islands/urgent-notices.ts) find each other.

/** On each notice: its id and version ("<id>@<updatedAt>"), the key a closed notice is kept by. */
export const NOTICE_ATTRIBUTE = "data-urgent-notice";
/** On the notices' region, hidden once every notice in it is closed. */
export const NOTICES_REGION_ATTRIBUTE = "data-urgent-notices";
/** On a notice's words: what the announcement reads. */
export const NOTICE_TEXT_ATTRIBUTE = "data-notice-text";
/** On a notice's close button, hidden until the script can close it. */
export const NOTICE_DISMISS_ATTRIBUTE = "data-dismiss-notice";
/** On the live region the announcement is written into, once per notice and version. */
export const NOTICE_ANNOUNCER_ATTRIBUTE = "data-notice-announcer";

/** The browser's memory of the notices closed and of those already announced. */
export const DISMISSED_NOTICES_KEY = "urgent-notices-closed";
export const ANNOUNCED_NOTICES_KEY = "urgent-notices-announced";

/** The key of one version of a notice: an edit gives a new key, so the notice shows again. */
export function noticeKey(id: string, version: string) {
  return `${id}@${version}`;
}
