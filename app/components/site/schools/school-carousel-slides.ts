// The photos of the school carousel and the arithmetic over them.
import { nextIndex, previousIndex } from "~/lib/slider";
import type { SchoolPicture } from "./school-card";

/** A photo and its words; `titleLang` / `descriptionLang` "en" mark English words on a Tamil page. */
export type CarouselSlide = {
  picture: SchoolPicture;
  title: string;
  description: string;
  titleLang?: "en";
  descriptionLang?: "en";
};

/**
 * The carousel's words in the page's language (the schools catalogue's `carousel` group, given as
 * props: islands carry no i18n library). `{position}`, `{count}` and `{title}` are filled with
 * fillMessage; positions count from 1.
 */
export type CarouselCopy = {
  hint: string;
  previous: string;
  next: string;
  goTo: string;
  thumbnails: string;
  showPhoto: string;
  status: string;
  slide: string;
};

/** Stable keys: a picture's URL, numbered when the same picture appears twice. */
export function slideKeys(slides: CarouselSlide[]) {
  const seen = new Map<string, number>();
  return slides.map(({ picture }) => {
    const n = (seen.get(picture.src) ?? 0) + 1;
    seen.set(picture.src, n);
    return n === 1 ? picture.src : `${picture.src}#${n}`;
  });
}

/** The index after moving one photo forward (`step` 1) or back (-1), wrapping at both ends. */
export function stepIndex(index: number, step: number, count: number) {
  return step < 0 ? previousIndex(index, count) : nextIndex(index, count);
}

/** The photos the visitor is about to see: the current one and its two neighbours. */
export function nearby(index: number, count: number) {
  return [index, nextIndex(index, count), previousIndex(index, count)];
}
