// Small helpers shared by the behaviours of the public pages (*.enhance.ts).

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Whether the visitor asked for less motion, now. */
export function prefersReducedMotion() {
  return window.matchMedia(REDUCED_MOTION).matches;
}

/** Calls `listener` whenever the reduced-motion preference changes. */
export function onReducedMotionChange(listener: (reduced: boolean) => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", () => listener(query.matches));
}

/** The elements inside `root` marked data-part="name", in document order. */
export function parts<T extends HTMLElement = HTMLElement>(root: ParentNode, name: string): T[] {
  return [...root.querySelectorAll<T>(`[data-part="${name}"]`)];
}

/** The first element inside `root` marked data-part="name"; throws when the markup lacks it. */
export function part<T extends HTMLElement = HTMLElement>(root: ParentNode, name: string): T {
  const found = root.querySelector<T>(`[data-part="${name}"]`);
  if (!found) throw new Error(`enhance: the markup has no data-part="${name}"`);
  return found;
}
