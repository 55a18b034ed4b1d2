// The one script a public page requests while it loads: a few hundred bytes that find the page's
// islands (island.tsx) and fetch React and an island's code only when that island is about to be
// seen or touched, then hydrate it on its own root. Once the page has painted and the browser is
// idle, the islands on or near the screen are hydrated; the others when they are scrolled near (an
// island below the fold costs nothing until then, one not drawn, such as the desktop menu bar on
// a phone, nothing at all); those marked on-touch (the phone menu, which opens by CSS, the urgent
// notices' close buttons, the footer's closure alerts) only when the visitor reaches for them (a
// press, a tap, the focus, the pointer over them). Until then
// the plain HTML works by itself (links, forms posting to the server, menus opened by CSS), a press
// on a button that needs script is held and given again once React has the island, and React
// itself replays a press that lands while hydration runs.
import { showFlashToast } from "~/lib/toast";
import { markClosureAlerts } from "./closure-alerts";
import {
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_ON_TOUCH_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  islandName,
  PAGE_HYDRATED_ATTRIBUTE,
} from "./names";
import { prepareUrgentNotices } from "./urgent-notices";

// First, before anything waits: a notice the visitor closed on an earlier page goes at once, and
// the footer's closure alerts show where the browser can take pushes (both islands wait for a touch).
prepareUrgentNotices();
markClosureAlerts();

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

/** Whether the islands near the screen after the first paint have all been started. */
let firstPassDone = false;
let underWay = 0;

/** <html data-islands-hydrated> says that nothing is being hydrated and the first pass is over. */
function markWhetherSettled() {
  const root = document.documentElement;
  if (firstPassDone && underWay === 0) root.setAttribute(PAGE_HYDRATED_ATTRIBUTE, "true");
  else root.removeAttribute(PAGE_HYDRATED_ATTRIBUTE);
}

/** Hydrates one island (once), reporting a failure without stopping the others. */
function hydrate(holder: HTMLElement): Promise<void> {
  const known = started.get(holder);
  if (known) return known;
  stopWatching(holder);
  const load = islandImporters.get(holder.getAttribute(ISLAND_ATTRIBUTE) ?? "");
  underWay++;
  markWhetherSettled();
  const work = (
    load
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
      : Promise.reject(new Error(`No island is named ${holder.getAttribute(ISLAND_ATTRIBUTE)}`))
  )
    .catch(reportError)
    .finally(() => {
      underWay--;
      markWhetherSettled();
    });
  started.set(holder, work);
  return work;
}

/**
 * A press on one of an island's buttons before React has it would do nothing (such a button only
 * works with script): it is held, the island hydrated at once, and the press given again then.
 * Links and submit buttons work without script, and a disclosure's trigger whose panel the
 * no-script styles have opened (it took the focus) is left to them; one whose panel they did not
 * open (a browser that does not focus a tapped button) is held like any other.
 */
function holdPress(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>("button");
  const holder = button?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
  if (!button || !holder || handedToReact.has(holder)) return;
  if (button.type === "submit" || openedByStyles(button)) return;
  heldPresses.set(holder, button);
  void hydrate(holder);
}

function openedByStyles(button: HTMLButtonElement) {
  if (!button.hasAttribute("aria-expanded")) return false;
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  return panel === null || getComputedStyle(panel).display !== "none";
}

function pressAgain(holder: Element) {
  const button = heldPresses.get(holder);
  heldPresses.delete(holder);
  if (button?.isConnected && !button.disabled) button.click();
}

function islands() {
  return [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
}

/** The island `target` is part of, if any. */
function holderOf(target: EventTarget | Element | null) {
  return (target as Element | null)?.closest?.<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) ?? null;
}

/** A visitor reaching for an island (pressing, tapping, focusing, pointing at it) gets it now. */
function hydrateOnInteraction(event: Event) {
  const holder = holderOf(event.target);
  if (holder) void hydrate(holder);
}

for (const type of ["pointerdown", "touchstart", "focusin", "keydown", "pointerover"]) {
  document.addEventListener(type, hydrateOnInteraction, { capture: true, passive: true });
}
document.addEventListener("click", holdPress, { capture: true });

/**
 * "Near the screen": within half a screen's height of it, so that an island is ready by the time
 * the visitor has scrolled to it.
 */
const NEAR_SCREEN = "50% 0px";

/** The elements watched for coming near the screen, each with its island. */
const watched = new Map<Element, HTMLElement>();
let observer: IntersectionObserver | undefined;
/** Watched elements the observer has not reported on yet, and what to call once there are none. */
const unreported = new Set<Element>();
let allReported: (() => void) | undefined;

function reported(element: Element) {
  unreported.delete(element);
  if (unreported.size === 0) allReported?.();
}

/**
 * An island started by a touch before the observer first reported on it is reported on here: an
 * element no longer observed never would be, and the first pass would never end.
 */
function stopWatching(holder: HTMLElement) {
  for (const [element, of] of watched) {
    if (of !== holder) continue;
    observer?.unobserve(element);
    watched.delete(element);
    reported(element);
  }
}

/**
 * Watches every island not kept for a touch and hydrates each when it comes near the screen; the
 * returned promise resolves once the observer has reported on each of them once (those already
 * near are then under way). The holder has no box of its own (display: contents): its children do.
 */
function hydrateWhenNearScreen(): Promise<void> {
  const due = islands().filter((holder) => !holder.hasAttribute(ISLAND_ON_TOUCH_ATTRIBUTE));
  // A browser without the observer cannot tell: every island then, as before issue 27.
  if (!("IntersectionObserver" in window)) {
    for (const holder of due) void hydrate(holder);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    allReported = resolve;
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const holder = watched.get(entry.target);
          if (entry.isIntersecting && holder) void hydrate(holder);
          reported(entry.target);
        }
      },
      { rootMargin: NEAR_SCREEN },
    );
    for (const holder of due) {
      if (started.has(holder)) continue;
      for (const element of holder.children) {
        watched.set(element, holder);
        unreported.add(element);
        observer.observe(element);
      }
    }
    if (unreported.size === 0) resolve();
  });
}

/** Once the page has painted: the islands near the screen, and the toast the server carried over. */
async function firstPass() {
  showFlashToast();
  await hydrateWhenNearScreen();
  firstPassDone = true;
  markWhetherSettled();
}

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

// Reached for before this script ran (it comes after the HTML): the focus or the pointer is on it.
for (const element of [document.activeElement, ...document.querySelectorAll(":hover")]) {
  const holder = holderOf(element);
  if (holder) void hydrate(holder);
}

// After `load`, the first pictures drawn, and then when idle: React must never compete with the
// HTML, the stylesheet and the hero picture (measured in docs/decisions/017-react-islands.md).
function afterPaint() {
  void firstPicturesDrawn().then(() => whenIdle(() => void firstPass()));
}
if (document.readyState === "complete") afterPaint();
else window.addEventListener("load", afterPaint, { once: true });
