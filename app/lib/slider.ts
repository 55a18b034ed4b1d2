// Index arithmetic and the button rule of the homepage hero slider (spec §2), kept pure so they
// can be tested without a browser.

import { DEFAULT_SLIDE_BUTTON_LABEL, DEFAULT_SLIDE_BUTTON_LINK } from "~/copy/home";
import type { PictureView } from "~/views/images";

/** One slide as the hero slider draws it. */
export type HeroSlide = {
  id: string;
  title: string;
  caption: string | null;
  button: { href: string; label: string };
  image: PictureView | null;
};

/** An index that is out of range (the slides changed under it) starts again at the first slide. */
export function normalizeIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isInteger(index) || index < 0 || index >= count) return 0;
  return index;
}

/** The slide after `index`; after the last comes the first. */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (normalizeIndex(index, count) + 1) % count;
}

/** The slide before `index`; before the first comes the last. */
export function previousIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (normalizeIndex(index, count) - 1 + count) % count;
}

/** The slide's button: its own link and text when set, else /about and "Learn More". */
export function slideButton(slide: { buttonText?: string | null; buttonLink?: string | null }) {
  return {
    href: slide.buttonLink?.trim() || DEFAULT_SLIDE_BUTTON_LINK,
    label: slide.buttonText?.trim() || DEFAULT_SLIDE_BUTTON_LABEL,
  };
}
