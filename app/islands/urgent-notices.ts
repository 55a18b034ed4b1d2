// The urgent notices at the top of a public page, readable as plain HTML, get two things from
// script (docs/decisions/030-urgent-notices.md): a close button that hides a notice on this page
// and every later one (remembered by the notice's id and version, so an edited notice shows again),
// and one announcement to screen readers the first time a browser shows a notice's version, written
// into a live region that was in the page from the start. No React: a few lines in the islands'
// loader, which every public page loads anyway, run as soon as the page is parsed.
import {
  ANNOUNCED_NOTICES_KEY,
  DISMISSED_NOTICES_KEY,
  NOTICE_ANNOUNCER_ATTRIBUTE,
  NOTICE_ATTRIBUTE,
  NOTICE_DISMISS_ATTRIBUTE,
  NOTICE_TEXT_ATTRIBUTE,
  NOTICES_REGION_ATTRIBUTE,
} from "~/lib/urgent-notice-marks";

/** How many keys each list keeps: a school has a few notices a year. */
const KEPT = 50;
/** Screen readers take in a live region's change once the page's own reading has begun. */
const ANNOUNCE_AFTER_MS = 1000;
const CLEAR_AFTER_MS = 10_000;

function remembered(key: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

function remember(key: string, keys: string[]) {
  try {
    localStorage.setItem(key, JSON.stringify(keys.slice(-KEPT)));
  } catch {
    // Storage refused (private mode, full): the notice is closed on this page only.
  }
}

function hideRegionWhenEmpty(region: Element | null) {
  if (region instanceof HTMLElement && !region.querySelector(`[${NOTICE_ATTRIBUTE}]:not([hidden])`))
    region.hidden = true;
}

function close(button: HTMLElement) {
  const notice = button.closest<HTMLElement>(`[${NOTICE_ATTRIBUTE}]`);
  const key = notice?.getAttribute(NOTICE_ATTRIBUTE);
  if (!notice || !key) return;
  remember(DISMISSED_NOTICES_KEY, [...remembered(DISMISSED_NOTICES_KEY).filter((k) => k !== key), key]);
  notice.hidden = true;
  const region = notice.closest(`[${NOTICES_REGION_ATTRIBUTE}]`);
  hideRegionWhenEmpty(region);
  // The focus goes on to the next notice's close button, else to the page's main content.
  const next = region?.querySelector<HTMLElement>(
    `[${NOTICE_ATTRIBUTE}]:not([hidden]) [${NOTICE_DISMISS_ATTRIBUTE}]`,
  );
  const main = document.querySelector<HTMLElement>("main");
  if (next) next.focus();
  else if (main) {
    if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
    main.focus();
  }
}

/** Hides the notices closed before, shows the close buttons and announces what is new. */
export function enhanceUrgentNotices() {
  const notices = [...document.querySelectorAll<HTMLElement>(`[${NOTICE_ATTRIBUTE}]`)];
  if (notices.length === 0) return;
  const dismissed = new Set(remembered(DISMISSED_NOTICES_KEY));
  const announced = remembered(ANNOUNCED_NOTICES_KEY);
  const news: string[] = [];
  for (const notice of notices) {
    const key = notice.getAttribute(NOTICE_ATTRIBUTE) ?? "";
    if (dismissed.has(key)) {
      notice.hidden = true;
      continue;
    }
    notice.querySelector(`[${NOTICE_DISMISS_ATTRIBUTE}]`)?.removeAttribute("hidden");
    if (announced.includes(key)) continue;
    announced.push(key);
    news.push(notice.querySelector(`[${NOTICE_TEXT_ATTRIBUTE}]`)?.textContent?.trim() ?? "");
  }
  hideRegionWhenEmpty(document.querySelector(`[${NOTICES_REGION_ATTRIBUTE}]`));
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(`[${NOTICE_DISMISS_ATTRIBUTE}]`);
    if (button) close(button);
  });
  if (news.length === 0) return;
  remember(ANNOUNCED_NOTICES_KEY, announced);
  const announcer = document.querySelector(`[${NOTICE_ANNOUNCER_ATTRIBUTE}]`);
  if (!announcer) return;
  setTimeout(() => {
    announcer.textContent = news.filter(Boolean).join(" ");
    // Emptied once said, so that reading on through the page does not meet the words twice.
    setTimeout(() => (announcer.textContent = ""), CLEAR_AFTER_MS);
  }, ANNOUNCE_AFTER_MS);
}
