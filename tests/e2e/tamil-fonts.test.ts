// The Tamil typeface: Tamil pages declare Noto Sans Tamil (self-hosted, font-display swap, Tamil
// code points only) and render their Tamil text with it; English pages carry no Tamil @font-face and
// download no Tamil font, not even for the header's "தமிழ்" switch (app/fonts/tamil-font.ts).
// HTTP checks, then one short browser test.
import { describe, expect, it } from "vitest";
import { TAMIL_FONT_FAMILY } from "~/fonts/tamil-font";
import { openPage } from "../support/browser";
import { setupServerAndBrowser } from "../support/server-and-browser";

const { server, browser } = setupServerAndBrowser();

const TAMIL_FONT_FILE = /\/assets\/noto-sans-tamil-(\d+)-[\w-]+\.woff2/g;

async function html(path: string) {
  const response = await fetch(`${server().url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The page's own stylesheets (the site's CSS bundle), as the browser would fetch them. */
async function stylesheets(page: string) {
  const hrefs = [...page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
  expect(hrefs.length).toBeGreaterThan(0);
  return Promise.all(hrefs.map(async (href) => (await fetch(`${server().url}${href}`)).text()));
}

describe("the Tamil font", () => {
  it.each(["/", "/gallery"])("%s: no Tamil @font-face in its HTML or its CSS", async (path) => {
    const page = await html(path);
    expect(page).toMatch(/<html lang="en"/);
    expect(page).toContain("தமிழ்"); // the switch label is there, in the system's Tamil font
    expect(page).not.toContain("@font-face");
    expect(page).not.toMatch(TAMIL_FONT_FILE);
    expect(page).not.toContain('as="font"');
    for (const css of await stylesheets(page)) {
      expect(css).not.toContain("@font-face");
      expect(css).not.toMatch(/noto-sans-tamil/i);
    }
  });

  it("/ta preloads and declares the two Tamil faces, swap, Tamil code points only, served as cacheable woff2", async () => {
    const page = await html("/ta");
    const faces = [...page.matchAll(/@font-face\{([^}]*)\}/g)].map((match) => match[1]!);
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      expect(face).toContain(`font-family:"${TAMIL_FONT_FAMILY}"`);
      expect(face).toContain("font-display:swap");
      expect(face).toMatch(/unicode-range:U\+0B82-0BD7,U\+200C-200D,U\+25CC$/);
      expect(face).not.toMatch(/U\+00|U\+0000/); // no Latin: Latin text keeps the Latin fonts
    }
    const preloads = [
      ...page.matchAll(
        /<link rel="preload" as="font" type="font\/woff2" crossorigin="anonymous" href="([^"]+)"/g,
      ),
    ].map((match) => match[1]);
    const files = [...page.matchAll(TAMIL_FONT_FILE)];
    expect(files.map((match) => match[1])).toEqual(["400", "700", "400", "700"]);
    expect(preloads).toEqual(files.slice(0, 2).map((match) => match[0])); // preloaded, then declared
    for (const [href] of files.slice(2)) {
      const response = await fetch(`${server().url}${href}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("font/woff2");
      expect(response.headers.get("cache-control")).toContain("immutable");
      const bytes = (await response.arrayBuffer()).byteLength;
      expect(bytes).toBeGreaterThan(10_000);
      expect(bytes).toBeLessThan(12_500); // the Tamil letters only (app/fonts/tamil-subset.ts)
    }
  });

  it("in a browser: / and /gallery request no Tamil font; /ta draws its Tamil text in Noto Sans Tamil", async () => {
    const page = await openPage(browser());
    const requested: string[] = [];
    page.on("request", (request) => {
      if (/\.(woff2?|ttf|otf)(\?|$)/.test(request.url())) requested.push(request.url());
    });
    const faces = () =>
      page.evaluate(async (family) => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.family.replace(/"/g, "") === family)
          .map((face) => `${face.weight} ${face.status}`);
      }, TAMIL_FONT_FAMILY);

    for (const path of ["/", "/gallery"]) {
      await page.goto(`${server().url}${path}`, { waitUntil: "load" });
      expect(await faces()).toEqual([]);
    }
    expect(requested).toEqual([]);

    await page.goto(`${server().url}/ta`, { waitUntil: "load" });
    // The first Tamil text drawn on the page: the face of its weight was fetched and is what Chromium drew with.
    const sample = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || !/[\u0B80-\u0BFF]/.test(node.textContent ?? "")) continue;
        if (element.closest("script, style, template") || element.getClientRects().length === 0) continue;
        element.setAttribute("data-tamil-sample", "");
        return { text: node.textContent ?? "", weight: Number(getComputedStyle(element).fontWeight) };
      }
      return null;
    });
    expect(sample?.text).toMatch(/[\u0B80-\u0BFF]/);
    const face = sample!.weight >= 600 ? 700 : 400;
    expect(await faces()).toContain(`${face} loaded`);
    expect(requested.some((url) => url.includes(`noto-sans-tamil-${face}-`))).toBe(true);
    expect(
      await page.evaluate(({ family, face }) => document.fonts.check(`${face} 16px "${family}"`, "தமிழ்"), {
        family: TAMIL_FONT_FAMILY,
        face,
      }),
    ).toBe(true);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: "[data-tamil-sample]",
    });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    expect(fonts.filter((font) => font.isCustomFont).map((font) => font.familyName)).toContain(
      TAMIL_FONT_FAMILY,
    );
  }, 15_000);

  it("as a phone fetches them, /ta costs / plus its two font files and its longer HTML, nothing more", async () => {
    const weigh = async (path: string) => {
      const page = await openPage(browser(), { viewport: { width: 412, height: 823 }, isMobile: true });
      const sizes: Promise<{ type: string; bytes: number }>[] = [];
      page.on("requestfinished", (request) => {
        sizes.push(
          request.sizes().then((size) => ({
            type: request.resourceType(),
            bytes: size.responseBodySize + size.responseHeadersSize,
          })),
        );
      });
      await page.goto(`${server().url}${path}`, { waitUntil: "networkidle" });
      const fetched = await Promise.all(sizes);
      const bytes = (type?: string) =>
        fetched.filter((item) => !type || item.type === type).reduce((sum, item) => sum + item.bytes, 0);
      return { total: bytes(), font: bytes("font"), html: bytes("document") };
    };
    const english = await weigh("/");
    const tamil = await weigh("/ta");
    expect(english.font).toBe(0);
    expect(tamil.font).toBeGreaterThan(0);
    expect(tamil.font).toBeLessThan(26_000); // the two faces, compressed as woff2 is
    // Tamil letters are three bytes in UTF-8; compressed, /ta's HTML is 16 % larger than /'s.
    expect(tamil.html).toBeLessThan(english.html * 1.25);
    // The same scripts, stylesheet and pictures: no catalogue, font or data that only Tamil pages carry.
    expect(tamil.total - tamil.font - tamil.html).toBeLessThan((english.total - english.html) * 1.02);
  }, 30_000);
});
