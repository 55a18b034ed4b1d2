// The one script a public page requests while it loads: a few hundred bytes that find the page's
// islands (island.tsx) and, once the page has painted and the browser is idle, fetch React and
// those islands' code only, then hydrate each on its own root. A visitor who reaches for an
// island sooner (a press, a tap, the keyboard) has that one hydrated at once; until then the
// plain HTML works by itself (links, forms posting to the server, menus opened by CSS), a press on
// a button that needs script is held and given again once React has the island, and React itself
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

/**
 * Under `npm run dev`, React Router's Vite plugin compiles every component for Fast Refresh and
 * wants its runtime in place first (its own pages get it from <Scripts />, which islands lack).
 */
const REACT_REFRESH_RUNTIME = "/@id/__x00__virtual:react-router/inject-hmr-runtime";
const devRuntime: Promise<unknown> = import.meta.env.DEV
  ? import(/* @vite-ignore */ REACT_REFRESH_RUNTIME)
  : Promise.resolve();

const started = new Map<Element, Promise<void>>();
/** Islands React has begun to hydrate: it replays a press on them by itself from then on. */
const handedToReact = new WeakSet<Element>();
/** The press each island received before React had it, to be given again once it has. */
const heldPresses = new Map<Element, HTMLButtonElement>();

/** Hydrates one island (once), reporting a failure without stopping the others. */
function hydrate(holder: HTMLElement): Promise<void> {
  const known = started.get(holder);
  if (known) return known;
  const load = islandImporters.get(holder.getAttribute(ISLAND_ATTRIBUTE) ?? "");
  const work = load
    ? devRuntime
        .then(() => Promise.all([import("./hydrate"), load()]))
        .then(([{ hydrateIsland }, module]) => {
          handedToReact.add(holder);
          return hydrateIsland(
            holder,
            module.default,
            JSON.parse(holder.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}"),
          );
        })
        .then(() => {
          holder.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, "true");
          pressAgain(holder);
        })
        .catch(reportError)
    : Promise.reject(new Error(`No island is named ${holder.getAttribute(ISLAND_ATTRIBUTE)}`)).catch(
        reportError,
      );
  started.set(holder, work);
  return work;
}

/**
 * A press on one of an island's buttons before React has it would do nothing (such a button only
 * works with script): it is held, the island hydrated at once, and the press given again then.
 * Links and submit buttons work without script, and a disclosure's trigger (aria-expanded) has
 * already opened its panel by CSS: those are left to the browser.
 */
function holdPress(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>("button");
  const holder = button?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
  if (!button || !holder || handedToReact.has(holder)) return;
  if (button.type === "submit" || button.hasAttribute("aria-expanded")) return;
  heldPresses.set(holder, button);
  void hydrate(holder);
}

function pressAgain(holder: Element) {
  const button = heldPresses.get(holder);
  heldPresses.delete(holder);
  if (button?.isConnected && !button.disabled) button.click();
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
document.addEventListener("click", holdPress, { capture: true });

function whenIdle(run: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1);
}

/**
 * Resolves once the pictures the page asked for first (fetchpriority high: the hero, a carousel's
 * first slide) are decoded and a frame that draws them is on screen. `load` comes when a picture
 * has arrived, often before the page is even first drawn; React fetched in between would count
 * towards the page's largest paint (measured on /events: docs/decisions/017-react-islands.md).
 */
async function firstPicturesDrawn() {
  const pictures = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
  await Promise.all([...pictures].map((picture) => picture.decode().catch(() => undefined)));
  // A frame's callbacks run before it is drawn: the second one comes after the first is on screen.
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

// After `load`, the first pictures drawn, and then when idle: React must never compete with the
// HTML, the stylesheet and the hero picture (measured in docs/decisions/017-react-islands.md).
function afterPaint() {
  void firstPicturesDrawn().then(() => whenIdle(hydrateAll));
}
if (document.readyState === "complete") afterPaint();
else window.addEventListener("load", afterPaint, { once: true });
