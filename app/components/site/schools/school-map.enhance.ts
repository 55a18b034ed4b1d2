// Behaviour of school-map.tsx (see app/enhance/index.ts): the Google map's iframe replaces the
// placeholder once the visitor scrolls within MAP_NEAR_VIEWPORT_PX of it or presses Show map, so
// the megabyte behind it is fetched only by those who get near the map.
import { MAP_NEAR_VIEWPORT_PX, VISIT_CAMPUS_HEADING } from "~/copy/schools-page";
import { part } from "~/enhance/dom";

export function enhanceSchoolMap(frame: HTMLElement) {
  const src = frame.dataset.src;
  if (!src) return;
  const button = part<HTMLButtonElement>(frame, "show");
  let observer: IntersectionObserver | undefined;

  const insertMap = () => {
    observer?.disconnect();
    const hadFocus = frame.contains(document.activeElement);
    const iframe = document.createElement("iframe");
    iframe.title = VISIT_CAMPUS_HEADING;
    iframe.src = src;
    iframe.loading = "lazy";
    iframe.referrerPolicy = "no-referrer-when-downgrade";
    iframe.allowFullscreen = true;
    iframe.className = "size-full border-0";
    frame.replaceChildren(iframe);
    // The pressed button is gone; keep the keyboard where the visitor was, now in the map.
    if (hadFocus) iframe.focus();
  };

  button.addEventListener("click", insertMap, { once: true });
  button.classList.remove("invisible");
  if (typeof IntersectionObserver === "undefined") return;
  observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) insertMap();
    },
    { rootMargin: `${MAP_NEAR_VIEWPORT_PX}px` },
  );
  observer.observe(frame);
}
