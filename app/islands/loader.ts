// The one script a public page requests while it loads: a few hundred bytes that find the page's
// islands (island.tsx) and, once the page has painted and the browser is idle, fetch React and
// those islands' code only, then hydrate each on its own root. A visitor who reaches for an
// island sooner (a press, a tap, the keyboard) has that one hydrated at once; until then the
// plain HTML works by itself (links, forms posting to the server, menus opened by CSS), and React
// replays a press that lands while hydration runs.
import { showFlashToast } from "~/lib/toast";
import {
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  islandName,
  PAGE_HYDRATED_ATTRIBUTE,
} from "./names";

type IslandModule = { default: React.ComponentType<Record<string, unknown>> };

const importers = import.meta.glob<IslandModule>("/app/components/site/**/*.island.tsx");
const islandImporters = new Map(Object.entries(importers).map(([path, load]) => [islandName(path), load]));

const started = new Map<Element, Promise<void>>();

/** Hydrates one island (once), reporting a failure without stopping the others. */
function hydrate(holder: HTMLElement): Promise<void> {
  const known = started.get(holder);
  if (known) return known;
  const load = islandImporters.get(holder.getAttribute(ISLAND_ATTRIBUTE) ?? "");
  const work = load
    ? Promise.all([import("./hydrate"), load()])
        .then(([{ hydrateIsland }, module]) =>
          hydrateIsland(
            holder,
            module.default,
            JSON.parse(holder.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}"),
          ),
        )
        .then(() => holder.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, "true"))
        .catch(reportError)
    : Promise.reject(new Error(`No island is named ${holder.getAttribute(ISLAND_ATTRIBUTE)}`)).catch(
        reportError,
      );
  started.set(holder, work);
  return work;
}

function islands() {
  return [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
}

/** Everything, once the page has painted: every island, and the toast the server carried over. */
async function hydrateAll() {
  const work = islands().map(hydrate);
  showFlashToast();
  await Promise.all(work);
  document.documentElement.setAttribute(PAGE_HYDRATED_ATTRIBUTE, "true");
}

/** A visitor reaching for an island before the rest is fetched gets that one now. */
function hydrateOnInteraction(event: Event) {
  const holder = (event.target as Element | null)?.closest?.<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
  if (holder) void hydrate(holder);
}

for (const type of ["pointerdown", "touchstart", "focusin", "keydown"]) {
  document.addEventListener(type, hydrateOnInteraction, { capture: true, passive: true });
}

function whenIdle(run: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1);
}

// After `load`, and then when idle: React must never compete with the HTML, the stylesheet and
// the hero picture (measured in docs/decisions/017-react-islands.md).
if (document.readyState === "complete") whenIdle(hydrateAll);
else window.addEventListener("load", () => whenIdle(hydrateAll), { once: true });
