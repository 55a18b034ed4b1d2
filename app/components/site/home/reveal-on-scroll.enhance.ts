// Behaviour of reveal-on-scroll.tsx: a block still below the fold is hidden and rises in when it
// comes into view. Blocks already on screen, browsers without IntersectionObserver and visitors
// who prefer reduced motion keep the server's fully visible page, and so does a visitor coming
// Back or reloading: the browser puts them where they were, measured on blocks a hidden one would
// have moved, and they have seen the page rise once already.
import { prefersReducedMotion } from "~/enhance/dom";

/** Shown once its top is a little above the bottom edge, where the visitor sees it rise. */
const REVEAL_MARGIN = "0px 0px -8% 0px";

export function enhanceReveal(block: HTMLElement) {
  if (!("IntersectionObserver" in window) || prefersReducedMotion() || returningToPage()) return;
  if (block.getBoundingClientRect().top < window.innerHeight) return;
  block.dataset.reveal = "waiting";
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      block.dataset.reveal = "shown";
      observer.disconnect();
    },
    { rootMargin: REVEAL_MARGIN },
  );
  observer.observe(block);
}

function returningToPage() {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry !== undefined && entry.type !== "navigate";
}
