// Behaviour of events-carousel.tsx (spec §2 Events, §9): the rotating slides shared with the home
// page's hero slider (app/enhance/rotating-slides.ts), turning every 4 s.
import { EVENT_CAROUSEL_COPY, EVENT_CAROUSEL_INTERVAL_MS } from "~/copy/events-page";
import { enhanceRotatingSlides } from "~/enhance/rotating-slides";

export function enhanceEventsCarousel(root: HTMLElement) {
  enhanceRotatingSlides(root, { intervalMs: EVENT_CAROUSEL_INTERVAL_MS, labels: EVENT_CAROUSEL_COPY });
}
