// How the server marks an island in the page and how the browser finds it again (island.tsx,
// loader.ts).

/** The attribute naming the island on the element that holds it. */
export const ISLAND_ATTRIBUTE = "data-island";
/** The attribute carrying its props as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
/**
 * Present on an island hydrated only when the visitor reaches for it (a press, a tap, the focus,
 * the pointer over it), never because it is in sight: the phone menu, which opens by CSS until
 * then, the urgent notices' close buttons and the footer's closure alerts. Any other island is
 * hydrated when it comes near the screen (loader.ts).
 */
export const ISLAND_ON_TOUCH_ATTRIBUTE = "data-island-on-touch";
/** Set on the holder once React has hydrated the island. */
export const ISLAND_HYDRATED_ATTRIBUTE = "data-hydrated";
/**
 * Set on <html> while every island due so far is hydrated (those near the screen once the page has
 * painted, and those reached for), taken off while one is under way: tests wait for it.
 */
export const PAGE_HYDRATED_ATTRIBUTE = "data-islands-hydrated";

/** `app/components/site/home/hero-slider.island.tsx` → `hero-slider`. */
export function islandName(path: string): string {
  const file = path.slice(path.lastIndexOf("/") + 1);
  return file.replace(/\.island\.tsx$/, "");
}
