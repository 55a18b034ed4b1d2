// The production server end to end: server rendering, public pages with their islands' loader, the
// admin's hydration, headers, caching, compression, request logging, health check and 404.
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PAGE_SCRIPT_ENTRY, PAGE_SCRIPT_MANIFEST, TRACKER_ENTRY, TRACKER_MANIFEST } from "~/lib/page-script";
import { projectRoot, rawGet } from "../support/app-server";
import { openPage, visitWithScript } from "../support/browser";
import { setupServerAndBrowser } from "../support/server-and-browser";

const { server, browser } = setupServerAndBrowser({ env: { LOG_LEVEL: "info" } });

/** What issue 16 allows the JavaScript on `/` in all, gzipped (docs/decisions/017). */
const PAGE_SCRIPT_BUDGET_BYTES = 85 * 1024;
/** …of which the scripts the page asks for while it loads (the islands' loader, the tracker). */
const LOADER_BUDGET_BYTES = 10 * 1024;

/** The URL of a built script (the page script unless told), as its build recorded it. */
function pageScriptPath(source = PAGE_SCRIPT_ENTRY, manifestFile = PAGE_SCRIPT_MANIFEST) {
  const manifest = path.join(projectRoot, process.env.BUILD_DIR ?? "build", "client", manifestFile);
  const entry = (JSON.parse(readFileSync(manifest, "utf8")) as Record<string, { file: string }>)[source];
  expect(entry, `${source} in ${manifest}`).toBeDefined();
  return `/${entry!.file}`;
}

/** Counts the <h1> elements taken out of the DOM from now on (a failed hydration re-renders). */
async function countRemovedHeadings(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __e2eRemovedHeadings: number };
    w.__e2eRemovedHeadings = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches("h1") || node.querySelector("h1"))) {
            w.__e2eRemovedHeadings++;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __e2eRemovedHeadings: number }).__e2eRemovedHeadings);
}

function headingOf(html: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, "").trim();
}

describe("the home page", () => {
  it("answers 200 with server-rendered HTML holding its heading", async () => {
    const response = await rawGet(`${server().url}/`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const html = response.body.toString("utf8");
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(headingOf(html)).toBeTruthy();
  });

  it("carries the security headers", async () => {
    const { headers } = await rawGet(`${server().url}/`);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["x-frame-options"]).toMatch(/^(DENY|SAMEORIGIN)$/i);
  });

  it("is compressed when the client accepts gzip", async () => {
    const plain = await rawGet(`${server().url}/`);
    const response = await rawGet(`${server().url}/`, { "Accept-Encoding": "gzip" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const unpacked = gunzipSync(response.body).toString("utf8");
    expect(headingOf(unpacked)).toBe(headingOf(plain.body.toString("utf8")));
    expect(response.body.length).toBeLessThan(plain.body.length);
  });
});

describe("a public page", () => {
  it("is HTML without React Router: no router context, no preloaded React chunks, the islands' loader and the visitor tracker", async () => {
    const html = (await rawGet(`${server().url}/`)).body.toString("utf8");
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain("__reactRouterManifest");
    expect(html).not.toContain("__reactRouterRouteModules");
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    const modules = scripts.filter((attributes) => /type="module"/.test(attributes));
    // React puts an async script in the head, so the tracker comes first; neither blocks parsing.
    expect(modules).toEqual([
      ` type="module" async="" src="${pageScriptPath(TRACKER_ENTRY, TRACKER_MANIFEST)}"`,
      ` type="module" src="${pageScriptPath()}"`,
    ]);
    // Anything else is data (JSON-LD, the flash toast), never code.
    for (const attributes of scripts.filter((a) => !modules.includes(a))) {
      expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
    }
  });

  it("hydrates only its islands, each on its own root, without console errors", async () => {
    const page = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const removedHeadings = await countRemovedHeadings(page);
    await visitWithScript(page, `${server().url}/`);
    expect(
      await page.evaluate(() => {
        const hasFiber = (element: Element) => Object.keys(element).some((key) => key.startsWith("__react"));
        const holders = [...document.querySelectorAll("[data-island]")];
        const hydrated = holders.filter((holder) => holder.hasAttribute("data-hydrated"));
        const waiting = holders.filter((holder) => !holder.hasAttribute("data-hydrated"));
        return {
          routerContext: "__reactRouterContext" in window,
          documentRoot: Object.keys(document).some((key) => key.startsWith("__reactContainer")),
          headingFiber: hasFiber(document.querySelector("h1")!),
          hydrated: hydrated.map((holder) => holder.getAttribute("data-island")),
          everyHydratedIslandARoot: hydrated.every((holder) =>
            Object.keys(holder).some((key) => key.startsWith("__reactContainer")),
          ),
          // The menus and the footer's closure alerts wait for a touch (the desktop bar is not even
          // drawn on a phone): no React in them.
          waiting: waiting.map((holder) => holder.getAttribute("data-island")),
          waitingUntouched: waiting.every(
            (holder) =>
              !Object.keys(holder).some((key) => key.startsWith("__react")) &&
              ![...holder.querySelectorAll("*")].some(hasFiber),
          ),
        };
      }),
    ).toEqual({
      routerContext: false,
      documentRoot: false,
      headingFiber: false,
      hydrated: ["hero-slider"],
      everyHydratedIslandARoot: true,
      waiting: ["desktop-nav", "mobile-menu", "closure-alerts"],
      waitingUntouched: true,
    });
    expect(await removedHeadings()).toBe(0);
  });

  it(`loads under ${PAGE_SCRIPT_BUDGET_BYTES / 1024} KB of gzipped JavaScript on /, React and the islands included, of which under ${LOADER_BUDGET_BYTES / 1024} KB while the page loads`, async () => {
    const page = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(request.url());
    });
    await visitWithScript(page, `${server().url}/`);
    // Down the whole page, so that anything loaded on the way (lazily imported code) counts too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");

    expect([...scripts]).toContain(`${server().url}${pageScriptPath()}`);
    let gzipped = 0;
    for (const url of scripts) {
      expect(new URL(url).origin).toBe(server().url);
      const response = await rawGet(url);
      expect(response.status, url).toBe(200);
      gzipped += gzipSync(response.body).length;
    }
    expect(gzipped).toBeGreaterThan(0);
    expect(gzipped).toBeLessThan(PAGE_SCRIPT_BUDGET_BYTES);
    let whileLoading = 0;
    for (const script of [pageScriptPath(), pageScriptPath(TRACKER_ENTRY, TRACKER_MANIFEST)]) {
      whileLoading += gzipSync((await rawGet(`${server().url}${script}`)).body).length;
    }
    expect(whileLoading).toBeLessThan(LOADER_BUDGET_BYTES);
  });
});

describe("the request log", () => {
  it("keeps a registration's confirmation address without its secret, and no query", async () => {
    const secret = "SmokeSecretToken0123456789ab";
    for (const path of [
      `/events/any-event/registration/${secret}`,
      `/ta/events/any-event/registration/${secret}?x=1`,
    ])
      await (await fetch(`${server().url}${path}`)).arrayBuffer();
    await expect.poll(() => server().stdout()).toContain('"path":"/ta/events/any-event/registration/…"');
    expect(server().stdout()).toContain('"path":"/events/any-event/registration/…"');
    expect(server().stdout()).not.toContain(secret);
  });
});

describe("an admin page", () => {
  it("/admin/login hydrates with React, keeping the server-rendered DOM", async () => {
    const ssrHeading = headingOf((await rawGet(`${server().url}/admin/login`)).body.toString("utf8"));
    expect(ssrHeading).toBeTruthy();
    const page = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    const removedHeadings = await countRemovedHeadings(page);
    await page.goto(`${server().url}/admin/login`);
    // React attaches its fiber to a server-rendered element only when hydration claims that
    // element, so a fiber key on the original <h1> proves the page hydrated.
    await page.waitForFunction(
      () => {
        const heading = document.querySelector("h1");
        return (
          "__reactRouterContext" in window &&
          Object.keys(document).some((key) => key.startsWith("__reactContainer")) &&
          heading !== null &&
          Object.keys(heading).some((key) => key.startsWith("__reactFiber"))
        );
      },
      undefined,
      { timeout: 15_000 },
    );
    expect(await removedHeadings()).toBe(0);
    expect((await page.textContent("h1"))?.trim()).toBe(ssrHeading);
    // The admin has no use for the public pages' script.
    expect(await page.locator(`script[src="${pageScriptPath()}"]`).count()).toBe(0);
  });
});

describe("static assets", () => {
  it("serves hashed files under /assets/ as immutable for a year, compressed on request", async () => {
    const html = (await rawGet(`${server().url}/`)).body.toString("utf8");
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of new Set(assets)) {
      const response = await rawGet(`${server().url}${asset}`);
      expect(response.status, asset).toBe(200);
      expect(response.headers["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    }
    const script = assets.find((asset) => asset.endsWith(".js"));
    expect(script).toBeDefined();
    const packed = await rawGet(`${server().url}${script}`, { "Accept-Encoding": "gzip" });
    expect(packed.headers["content-encoding"]).toBe("gzip");
    // The build wrote the compressed twins (scripts/precompress-assets.ts); they are what is served.
    const onDisk = path.join(projectRoot, process.env.BUILD_DIR ?? "build", "client", script!);
    expect(gunzipSync(packed.body).equals(readFileSync(onDisk))).toBe(true);
    const brotli = await rawGet(`${server().url}${script}`, { "Accept-Encoding": "br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.body.equals(readFileSync(`${onDisk}.br`))).toBe(true);
    expect(brotliDecompressSync(brotli.body).equals(readFileSync(onDisk))).toBe(true);
  });

  it("answers 404 for an asset that does not exist, compressed or not", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const response = await rawGet(`${server().url}/assets/no-such-file-${encoding}.js`, {
        "Accept-Encoding": encoding,
      });
      expect(response.status, encoding).toBe(404);
    }
  });
});

describe("operations", () => {
  it("GET /healthz answers 200 with JSON", async () => {
    const response = await rawGet(`${server().url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(response.body.toString("utf8"))).toMatchObject({ status: "ok" });
  });

  it("answers 404 for an unknown path", async () => {
    const response = await rawGet(`${server().url}/no-such-page-${Date.now()}`);
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("writes one structured JSON log line per request", async () => {
    const paths = ["/", "/healthz", "/no-such-page"];
    const ids: { path: string; id: string; status: number }[] = [];
    for (const path of paths) {
      const response = await rawGet(`${server().url}${path}`);
      const id = response.headers["x-request-id"];
      expect(typeof id, `X-Request-Id of ${path}`).toBe("string");
      ids.push({ path, id: id as string, status: response.status });
    }
    // The line is written when the response finishes, which can trail the client by a moment.
    const linesFor = (id: string) =>
      server()
        .output()
        .split("\n")
        .filter((line) => line.includes(id));
    await expect.poll(() => ids.every(({ id }) => linesFor(id).length > 0), { timeout: 5_000 }).toBe(true);
    for (const { path, id, status } of ids) {
      const lines = linesFor(id);
      expect(lines, `log lines of ${path}`).toHaveLength(1);
      const entry = JSON.parse(lines[0]!);
      expect(entry).toMatchObject({ level: "info", method: "GET", path, status, id });
      expect(typeof entry.time).toBe("string");
      expect(typeof entry.ms).toBe("number");
    }
  });
});
