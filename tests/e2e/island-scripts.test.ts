// What script each public page downloads (issue 16, decision 017): only the islands' loader and the
// visitor tracker before the `load` event; afterwards React and the code of exactly the islands on
// that page (as the build's manifest links them), nothing for an island the page does not have,
// and no React at all for a page without islands. An island is fetched only when it is about to be
// seen or touched (issue 27): one below the fold costs no request until it is scrolled near, and the
// phone menu none until it is tapped, a first tap that opens it all the same. A press on an
// island's button before React has arrived is given again once it has. React takes every island
// over without a hydration mismatch (the page helpers fail a test on any page error).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MOBILE_MENU_ID } from "~/copy/navigation";
import { SCHOOL_CAROUSEL_COPY } from "~/copy/schools-page";
import {
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_ON_TOUCH_ATTRIBUTE,
  islandName,
} from "~/islands/names";
import { PAGE_SCRIPT_ENTRY, PAGE_SCRIPT_MANIFEST, TRACKER_ENTRY, TRACKER_MANIFEST } from "~/lib/page-script";
import { STATIC_PUBLIC_PATHS } from "~/lib/public-pages";
import { projectRoot } from "../support/app-server";
import { openPage, pageScriptReady } from "../support/browser";
import { setupServerAndBrowser } from "../support/server-and-browser";

const { server, browser } = setupServerAndBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

type ManifestChunk = { file: string; src?: string; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

function readManifest(file: string): Manifest {
  return JSON.parse(
    readFileSync(path.join(projectRoot, process.env.BUILD_DIR ?? "build", "client", file), "utf8"),
  );
}

/** `key`'s file and every file it imports statically, as "/assets/…" paths. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The islands' manifest has no ${key}`);
  if (into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

const islandsManifest = () => readManifest(PAGE_SCRIPT_MANIFEST);

/** Each island's name → the files it needs (its own and what it imports). */
function islandFiles(manifest: Manifest): Map<string, Set<string>> {
  const files = new Map<string, Set<string>>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.src?.endsWith(".island.tsx")) files.set(islandName(chunk.src), closure(manifest, key));
  }
  return files;
}

/**
 * Brings every island of the page within reach as a visitor would: scrolls to each and points at
 * the header's menus, then waits until each island that is drawn (the phone menu is not, on a wide
 * screen) is hydrated.
 */
async function reachEveryIsland(page: Page) {
  for (const holder of await page.locator(`[${ISLAND_ATTRIBUTE}]`).all()) {
    const drawn = holder.locator(":scope > *").first();
    if (!(await drawn.isVisible())) continue;
    if ((await holder.getAttribute(ISLAND_ON_TOUCH_ATTRIBUTE)) === null) await drawn.scrollIntoViewIfNeeded();
    else await drawn.hover();
  }
  await page.waitForFunction(
    ({ island, hydrated }) =>
      [...document.querySelectorAll(`[${island}]`)].every(
        (holder) => holder.hasAttribute(hydrated) || holder.firstElementChild?.getClientRects().length === 0,
      ),
    { island: ISLAND_ATTRIBUTE, hydrated: ISLAND_HYDRATED_ATTRIBUTE },
  );
  await pageScriptReady(page);
}

/** The scripts the page has fetched from the site, with whether before `load`. */
function fetchedScripts(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        beforeLoad: entry.startTime < (navigation?.loadEventStart ?? 0),
      }));
  });
}

/** Opens `url`, reaches every island on it, and lists the scripts it fetched (fetchedScripts). */
async function scriptsOf(page: Page, url: string) {
  await page.goto(url);
  await pageScriptReady(page);
  await reachEveryIsland(page);
  return fetchedScripts(page);
}

/** The file of the island named `name`, as "/assets/…". */
function islandFile(manifest: Manifest, name: string) {
  return `/${Object.values(manifest).find((chunk) => chunk.src && islandName(chunk.src) === name)!.file}`;
}

function islandsOn(page: Page) {
  return page
    .locator(`[${ISLAND_ATTRIBUTE}]`)
    .evaluateAll(
      (holders, attribute) => holders.map((holder) => holder.getAttribute(attribute)!),
      ISLAND_ATTRIBUTE,
    );
}

describe("the scripts of a public page", () => {
  it("are the loader and the tracker before load, then React and exactly the page's own islands", async () => {
    const manifest = islandsManifest();
    const loader = `/${manifest[PAGE_SCRIPT_ENTRY]!.file}`;
    const tracker = `/${readManifest(TRACKER_MANIFEST)[TRACKER_ENTRY]!.file}`;
    const react = closure(manifest, "app/islands/hydrate.tsx");
    const perIsland = islandFiles(manifest);
    expect(perIsland.size).toBeGreaterThan(5);

    const page = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    const seen = new Set<string>();
    for (const pathname of [...STATIC_PUBLIC_PATHS, "/schools/zee-litera"]) {
      const scripts = await scriptsOf(page, `${server().url}${pathname}`);
      const islands = await islandsOn(page);
      expect(islands.length).toBeGreaterThan(0);
      for (const name of islands) seen.add(name);
      const requested = new Set(scripts.map((script) => script.path));

      expect({
        pathname,
        beforeLoad: scripts
          .filter((s) => s.beforeLoad)
          .map((s) => s.path)
          .sort(),
      }).toEqual({
        pathname,
        beforeLoad: [loader, tracker].sort(),
      });
      const allowed = new Set([
        loader,
        tracker,
        ...react,
        ...islands.flatMap((name) => [...perIsland.get(name)!]),
      ]);
      expect({ pathname, unexpected: [...requested].filter((file) => !allowed.has(file)) }).toEqual({
        pathname,
        unexpected: [],
      });
      const hydrated = await page
        .locator(`[${ISLAND_ATTRIBUTE}][${ISLAND_HYDRATED_ATTRIBUTE}]`)
        .evaluateAll(
          (holders, attribute) => holders.map((holder) => holder.getAttribute(attribute)!),
          ISLAND_ATTRIBUTE,
        );
      // Every island but the phone menu, which a wide screen does not draw: never fetched there.
      expect({ pathname, hydrated: [...new Set(hydrated)].sort() }).toEqual({
        pathname,
        hydrated: [...new Set(islands)].filter((name) => name !== "mobile-menu").sort(),
      });
      for (const name of islands) {
        const fetched = requested.has(islandFile(manifest, name));
        expect({ pathname, name, fetched }).toEqual({ pathname, name, fetched: name !== "mobile-menu" });
      }
      for (const file of react)
        expect({ pathname, file, fetched: requested.has(file) }).toEqual({ pathname, file, fetched: true });
    }
    // The tour above met most islands; the gallery, the forms and the school pages' own are among them.
    expect(seen.size).toBeGreaterThan(5);
  });

  it("fetches no React and no island for a page without islands", async () => {
    const manifest = islandsManifest();
    const react = closure(manifest, "app/islands/hydrate.tsx");
    const page = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    // The About page with its islands' markers taken out: plain HTML that only the loader reads.
    await page.route(`${server().url}/about`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replaceAll(`${ISLAND_ATTRIBUTE}=`, "data-was-island=");
      await route.fulfill({ response, body: html });
    });
    const scripts = await scriptsOf(page, `${server().url}/about`);
    expect(await islandsOn(page)).toEqual([]);
    const requested = scripts.map((script) => script.path);
    expect(requested.filter((file) => react.has(file))).toEqual([]);
    expect(requested.filter((file) => file.includes(".island"))).toEqual([]);
    expect(requested).toHaveLength(2);
  });

  it("fetches nothing for an island below the fold until it is scrolled near", async () => {
    const manifest = islandsManifest();
    const react = [...closure(manifest, "app/islands/hydrate.tsx")];
    const loader = `/${manifest[PAGE_SCRIPT_ENTRY]!.file}`;
    // The form's own code and what it imports (the loader among them, already there).
    const formFiles = [...closure(manifest, "app/components/site/enquiry/admission-form.island.tsx")].filter(
      (file) => file !== loader,
    );
    const page = await openPage(browser(), PHONE);
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") requested.push(new URL(request.url()).pathname);
    });
    // The admissions form lies a few screens down on a phone; the menus wait for a touch.
    await page.goto(`${server().url}/admissions`);
    await pageScriptReady(page);
    const form = page.locator(`[${ISLAND_ATTRIBUTE}="admission-form"]`);
    expect(await form.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBeNull();
    expect(requested.filter((file) => react.includes(file) || formFiles.includes(file))).toEqual([]);
    expect(requested).toHaveLength(2);

    await form.locator(":scope > *").first().scrollIntoViewIfNeeded();
    await expect.poll(() => form.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe("true");
    expect(requested).toContain(islandFile(manifest, "admission-form"));
    for (const file of react) expect(requested).toContain(file);
    expect(requested.filter((file) => file.includes(".island") && !formFiles.includes(file))).toEqual([]);
  });

  it("opens the phone menu at the first tap, though it was not hydrated before", async () => {
    const manifest = islandsManifest();
    const menuFile = islandFile(manifest, "mobile-menu");
    const page = await openPage(browser(), PHONE);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${server().url}/news`);
    await pageScriptReady(page);
    const menu = page.locator(`[${ISLAND_ATTRIBUTE}="mobile-menu"]`);
    const toggle = page.locator(`button[aria-controls="${MOBILE_MENU_ID}"]`);
    const panel = page.locator(`#${MOBILE_MENU_ID}`);
    expect(await menu.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBeNull();
    expect(requested).not.toContain(menuFile);

    await toggle.tap();
    expect(await panel.isVisible()).toBe(true);
    await expect.poll(() => menu.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe("true");
    expect(requested).toContain(menuFile);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await panel.isVisible()).toBe(true);
    // The next tap is the visitor's own: it closes the menu.
    await toggle.tap();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await panel.isVisible()).toBe(false);
  });

  it("does not lose a press on an island's button made before React has arrived", async () => {
    const page = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    // React's half of the loader is held back, as on a slow connection, until the press is made.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${server().url}/schools/zee-litera`);
    await page.waitForLoadState("load");
    const carousel = page.getByTestId("school-carousel");
    const figures = carousel.locator("figure");
    expect(await figures.nth(0).getAttribute("data-active")).toBe("true");
    await carousel.getByRole("button", { name: SCHOOL_CAROUSEL_COPY.next }).click();
    expect(await page.locator("html[data-islands-hydrated]").count()).toBe(0);
    release();
    await pageScriptReady(page);
    await expect.poll(() => figures.nth(1).getAttribute("data-active")).toBe("true");
    expect(await figures.nth(0).getAttribute("data-active")).toBe("false");
  });

  it("ends its first pass when an island is touched before the observer first reported on it", async () => {
    const page = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    // The observer starts watching only when the test lets it, so the touch surely comes between
    // the loader's asking it to watch the islands and its first report on them: an element no
    // longer watched by then is never reported on.
    await page.addInitScript(() => {
      const Observer = window.IntersectionObserver;
      const asked = new Map<Element, () => void>();
      const probe = {
        watching: 0,
        release() {
          for (const watch of asked.values()) watch();
          asked.clear();
        },
      };
      Object.assign(window, { observerProbe: probe });
      window.IntersectionObserver = class extends Observer {
        override observe(target: Element) {
          probe.watching++;
          asked.set(target, () => super.observe(target));
        }
        override unobserve(target: Element) {
          asked.delete(target);
          super.unobserve(target);
        }
      };
    });
    await page.goto(`${server().url}/schools/zee-litera`);
    type Probe = { watching: number; release: () => void };
    await page.waitForFunction(
      () => (window as unknown as { observerProbe: Probe }).observerProbe.watching > 0,
    );
    const carousel = page.getByTestId("school-carousel");
    await carousel.getByRole("button", { name: SCHOOL_CAROUSEL_COPY.next }).hover();
    await page.locator(`[${ISLAND_ATTRIBUTE}="school-carousel"][${ISLAND_HYDRATED_ATTRIBUTE}]`).waitFor({
      state: "attached",
    });
    await page.evaluate(() => (window as unknown as { observerProbe: Probe }).observerProbe.release());
    await pageScriptReady(page);
  });
});
