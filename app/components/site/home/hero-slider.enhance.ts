// Behaviour of hero-slider.tsx (spec §2, §4): the rotating slides shared with the events carousel
// (app/enhance/rotating-slides.ts), turning every 5 s.
import { HERO_SLIDER_COPY, SLIDE_INTERVAL_MS } from "~/copy/home";
import { enhanceRotatingSlides } from "~/enhance/rotating-slides";

export function enhanceHeroSlider(root: HTMLElement) {
  enhanceRotatingSlides(root, { intervalMs: SLIDE_INTERVAL_MS, labels: HERO_SLIDER_COPY });
}
