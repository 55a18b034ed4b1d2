// What the urgent notices' markup (app/components/site/urgent-notices.tsx), their island
// (urgent-notices.island.tsx) and the loader's few lines before the first paint
// (app/islands/urgent-notices.ts) share.

/** On each notice: its id and version ("<id>@<updatedAt>"), the key a closed notice is kept by. */
export const NOTICE_ATTRIBUTE = "data-urgent-notice";
/** On the notices' region, hidden by CSS once no notice in it shows. */
export const NOTICES_REGION_ATTRIBUTE = "data-urgent-notices";
/** On a notice's words: what the announcement reads. */
export const NOTICE_TEXT_ATTRIBUTE = "data-notice-text";
/** On a notice's close button, hidden until the script can close it. */
export const NOTICE_DISMISS_ATTRIBUTE = "data-dismiss-notice";
/** On the live region the announcement is written into, once per notice and version. */
export const NOTICE_ANNOUNCER_ATTRIBUTE = "data-notice-announcer";
/** Set on <html> by the loader when the page has notices: CSS shows their close buttons then. */
export const NOTICES_CLOSABLE_ATTRIBUTE = "data-urgent-notices-closable";

/** The browser's memory of the notices closed and of those already announced. */
export const DISMISSED_NOTICES_KEY = "urgent-notices-closed";
export const ANNOUNCED_NOTICES_KEY = "urgent-notices-announced";

/** How many keys each list keeps: a school has a few notices a year. */
const KEPT = 50;

/** The key of one version of a notice: an edit gives a new key, so the notice shows again. */
export function noticeKey(id: string, version: string) {
  return `${id}@${version}`;
}

export function remembered(list: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(list) ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

export function remember(list: string, keys: string[]) {
  try {
    localStorage.setItem(list, JSON.stringify(keys.slice(-KEPT)));
  } catch {
    // Storage refused (private mode, full): the notice is closed on this page only.
  }
}
