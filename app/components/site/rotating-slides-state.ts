// The behaviour the hero slider (home) and the events carousel share: the slides turn every
// `intervalMs` and wrap; previous, next and the dots move by hand and start the interval again; a
// mouse over the slides or focus inside them pauses them, and so does a wish for reduced motion
// (now or later) until the visitor presses Play. Pictures come for the slide on screen and the
// next one only, the next once the current one's picture has arrived.
//
// Both islands start exactly as the server drew them (first slide, nothing turning, only the first
// picture); everything that needs the browser happens in effects after hydration.
import { type FocusEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { nextIndex, previousIndex } from "~/lib/slider";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function added(set: ReadonlySet<number>, position: number): ReadonlySet<number> {
  return set.has(position) ? set : new Set(set).add(position);
}

export type RotatingSlidesOptions = {
  count: number;
  /** How long a slide stays on screen before the next one comes. */
  intervalMs: number;
  /** Whether the slide has a picture at all (one without counts as arrived at once). */
  hasPicture: (position: number) => boolean;
};

export function useRotatingSlides({ count, intervalMs, hasPicture }: RotatingSlidesOptions) {
  const root = useRef<HTMLElement>(null);
  const firstPicture = useRef<HTMLImageElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** The visitor's own choice from the pause/play button; until then the motion preference decides. */
  const [playChoice, setPlayChoice] = useState<boolean>();
  const [reducedMotion, setReducedMotion] = useState(false);
  /** Slides that have been on screen since hydration: their pictures stay. */
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set());
  /** Slides whose picture has loaded (or failed). */
  const [arrived, setArrived] = useState<ReadonlySet<number>>(() => new Set());

  const playing = count > 1 && (playChoice ?? !reducedMotion);
  const rotating = hydrated && playing && !hovered && !focused;

  const arrive = useCallback((position: number) => setArrived((set) => added(set, position)), []);

  useEffect(() => {
    const motion = window.matchMedia(REDUCED_MOTION);
    setReducedMotion(motion.matches);
    // What happened before React took over: the pointer or the keyboard may already be inside.
    const element = root.current;
    if (element?.contains(document.activeElement)) setFocused(true);
    if (element?.matches(":hover") && window.matchMedia("(hover: hover)").matches) setHovered(true);
    // The only picture the page came with may have loaded before React listened for it.
    if (!firstPicture.current || firstPicture.current.complete) arrive(0);
    setHydrated(true);
    const follow = () => setReducedMotion(motion.matches);
    motion.addEventListener("change", follow);
    return () => motion.removeEventListener("change", follow);
  }, [arrive]);

  useEffect(() => {
    if (hydrated) setShown((set) => added(set, index));
  }, [hydrated, index]);

  // A fresh interval whenever the slideshow starts again or the slide changes, by hand or by itself.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex(nextIndex(index, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  /** Whether the slide's picture is in the page: on screen now or before, or next after one that is. */
  function isReleased(position: number) {
    if (position === index || shown.has(position)) return true;
    if (!hydrated) return false;
    for (const on of [index, ...shown]) {
      if (nextIndex(on, count) === position && (arrived.has(on) || !hasPicture(on))) return true;
    }
    return false;
  }

  return {
    index,
    hydrated,
    playing,
    rotating,
    isReleased,
    /** For the slide's <img>: tells when its picture has arrived. */
    pictureEvents: (position: number) => ({
      ref: position === 0 ? firstPicture : undefined,
      onLoad: () => arrive(position),
      onError: () => arrive(position),
    }),
    go: setIndex,
    previous: () => setIndex(previousIndex(index, count)),
    next: () => setIndex(nextIndex(index, count)),
    togglePlay: () => {
      const play = !playing;
      setPlayChoice(play);
      // Asking to play starts the slideshow now, even with the pointer or focus on the button.
      if (play) {
        setHovered(false);
        setFocused(false);
      }
    },
    rootEvents: {
      ref: root,
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType === "mouse") setHovered(true);
      },
      onPointerLeave: (event: PointerEvent) => {
        if (event.pointerType === "mouse") setHovered(false);
      },
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}

export type RotatingSlidesState = ReturnType<typeof useRotatingSlides>;
