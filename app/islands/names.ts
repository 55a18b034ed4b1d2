// How the server marks an island in the page and how the browser finds it again (island.tsx,
// loader.ts).

/** The attribute naming the island on the element that holds it. */
export const ISLAND_ATTRIBUTE = "data-island";
/** The attribute carrying its props as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
/** Set on the holder once React has hydrated the island. */
export const ISLAND_HYDRATED_ATTRIBUTE = "data-hydrated";
/** Set on <html> once every island of the page is hydrated: tests wait for it. */
export const PAGE_HYDRATED_ATTRIBUTE = "data-islands-hydrated";

/** `app/components/site/home/hero-slider.island.tsx` → `hero-slider`. */
export function islandName(path: string): string {
  const file = path.slice(path.lastIndexOf("/") + 1);
  return file.replace(/\.island\.tsx$/, "");
}
