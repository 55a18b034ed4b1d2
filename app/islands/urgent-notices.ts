// The urgent notices' close buttons are an island hydrated on touch
// (app/components/site/urgent-notices.island.tsx); what cannot wait for a touch runs in the loader
// as soon as the page is parsed (docs/decisions/030-urgent-notices.md): the notices this browser
// closed on an earlier page are hidden before they are painted, <html> is marked so CSS shows the
// close buttons (hidden in the HTML: a page without script offers none that does nothing), and the
// first time a browser shows a notice's version its words are written into the live region that
// was in the page from the start, for screen readers to say once.
import {
  ANNOUNCED_NOTICES_KEY,
  DISMISSED_NOTICES_KEY,
  NOTICE_ANNOUNCER_ATTRIBUTE,
  NOTICE_ATTRIBUTE,
  NOTICE_TEXT_ATTRIBUTE,
  NOTICES_CLOSABLE_ATTRIBUTE,
  remember,
  remembered,
} from "~/lib/urgent-notice-marks";

/** Screen readers take in a live region's change once the page's own reading has begun. */
const ANNOUNCE_AFTER_MS = 1000;
const CLEAR_AFTER_MS = 10_000;

export function prepareUrgentNotices() {
  const notices = [...document.querySelectorAll<HTMLElement>(`[${NOTICE_ATTRIBUTE}]`)];
  if (notices.length === 0) return;
  document.documentElement.setAttribute(NOTICES_CLOSABLE_ATTRIBUTE, "");
  const closed = new Set(remembered(DISMISSED_NOTICES_KEY));
  const announced = remembered(ANNOUNCED_NOTICES_KEY);
  const news: string[] = [];
  for (const notice of notices) {
    const key = notice.getAttribute(NOTICE_ATTRIBUTE) ?? "";
    if (closed.has(key)) notice.hidden = true;
    else if (!announced.includes(key)) {
      announced.push(key);
      news.push(notice.querySelector(`[${NOTICE_TEXT_ATTRIBUTE}]`)?.textContent?.trim() ?? "");
    }
  }
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
