// /about, /about/founder, /about/vision and /about/mission: server-rendered content (spec §2,
// About pages), the correspondent's portrait and its initials fallback, her outside links, an
// axe scan and a keyboard walk through each page.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ABOUT_PAGE,
  MANAGEMENT_CARD,
  MOTTO_SECTION,
  VISION_MISSION_POINTS,
  VISION_MISSION_SECTION,
} from "~/copy/about";
import { FOUNDER, SCHOOL_GROUP_MOTTO } from "~/copy/brand";
import {
  FOUNDER_LINKS,
  FOUNDER_PAGE,
  FOUNDER_POSITIONS,
  FOUNDER_PROFILE,
  FOUNDER_VALUES,
} from "~/copy/founder";
import {
  CORE_VALUE_NAMES,
  CORE_VALUES,
  MISSION_CARDS,
  MISSION_IN_PRACTICE,
  MISSION_PAGE,
  MISSION_STATEMENT,
} from "~/copy/mission";
import {
  LONG_TERM_PERIOD,
  LONG_TERM_VISION,
  REASONS_TO_CHOOSE,
  SHORT_TERM_GOALS,
  SHORT_TERM_PERIOD,
  VISION_PAGE,
  VISION_PROGRAMS,
  VISION_PROMISE,
  VISION_STATEMENT,
  VISION_VALUES,
} from "~/copy/vision";
import { startAppServer } from "../support/app-server";
import { visitWithScript } from "../support/browser";
import { offlinePage } from "../support/offline-page";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { addDemoImage } from "../support/server-data";
import { axe } from "./helpers/axe";
import { walkWithTab } from "./helpers/keyboard-walk";
import { headings, textOf } from "./helpers/markup";

const PAGES = ["/about", "/about/founder", "/about/vision", "/about/mission"] as const;
const PORTRAIT_ALT = `Portrait of ${FOUNDER.name}`;

const { server, browser } = setupServerAndBrowser();

beforeAll(async () => {
  // Before any page is requested, so the render cache holds nothing older than the portrait.
  // Recorded as an upload would be (the demo seed does not add it by itself yet).
  await addDemoImage(server(), "founder-portrait");
});

async function html(base: string, path: string) {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: await response.text() };
}

/** Opens a page and waits until its script has set up the menus, so scans see the settled page. */
async function visit(page: Page, path: string) {
  await visitWithScript(page, `${server().url}${path}`);
}

describe("every About page", () => {
  it.each(PAGES)("%s answers 200 with one h1, its own title, description and canonical URL", async (path) => {
    const { status, body } = await html(server().url, path);
    expect(status).toBe(200);
    expect(headings(body, 1)).toHaveLength(1);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
    expect(canonical).toBeDefined();
    expect(new URL(canonical!).pathname).toBe(path);
    expect(body).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(body).toMatch(/<meta property="og:title" content="[^"]+"/);
  });

  it("gives each page a different title", async () => {
    const titles = await Promise.all(
      PAGES.map(async (path) => /<title>([^<]+)<\/title>/.exec((await html(server().url, path)).body)?.[1]),
    );
    expect(new Set(titles).size).toBe(PAGES.length);
  });

  it.each(PAGES)("%s has no axe violations", async (path) => {
    const page = await offlinePage(browser());
    await visit(page, path);
    const results = await axe(page).analyze();
    expect(results.violations).toEqual([]);
  });

  it.each(PAGES)("%s: the Tab key reaches every link of the page and then leaves it", async (path) => {
    const page = await offlinePage(browser());
    await visit(page, path);
    const walk = await walkWithTab(page);
    expect(walk.links).toBeGreaterThan(0);
    expect(walk.reached).toBe(walk.links);
    expect(walk.leftThePage).toBe(true);
  });
});

describe("/about", () => {
  it("holds the management card, the motto and the six vision and mission points", async () => {
    const { body } = await html(server().url, "/about");
    const text = textOf(body);
    expect(headings(body, 1)).toEqual([ABOUT_PAGE.title]);
    expect(text).toContain(FOUNDER.name);
    expect(text).toContain("Correspondent");
    expect(text).toContain(MANAGEMENT_CARD.message[0]);
    expect(text).toContain(SCHOOL_GROUP_MOTTO);
    expect(SCHOOL_GROUP_MOTTO).toBe("Happy Child is a Successful Child");
    expect(text).toContain(MOTTO_SECTION.explanation);
    expect(headings(body, 2)).toContain(VISION_MISSION_SECTION.heading);
    expect(VISION_MISSION_POINTS).toHaveLength(6);
    for (const point of VISION_MISSION_POINTS) {
      expect(headings(body, 3)).toContain(point.title);
      expect(text).toContain(point.text);
    }
  });

  it("links the management card to the founder page and onward to schools and admissions", async () => {
    const page = await offlinePage(browser());
    await visit(page, "/about");
    const cardLink = page.getByRole("link", { name: MANAGEMENT_CARD.linkLabel });
    expect(await cardLink.getAttribute("href")).toBe("/about/founder");
    const main = page.locator("main");
    expect(await main.locator('a[href="/schools"]').count()).toBeGreaterThan(0);
    expect(await main.locator('a[href="/admissions"]').count()).toBeGreaterThan(0);
    await cardLink.click();
    await page.waitForURL(`${server().url}/about/founder`);
    await expect
      .poll(async () => (await page.getByRole("heading", { level: 1 }).textContent())?.trim())
      .toBe(FOUNDER.name);
  });

  it("shows the correspondent's portrait from the media library, lazily, with its size", async () => {
    const { body } = await html(server().url, "/about");
    const main = body.slice(body.indexOf("<main"));
    const img = new RegExp(`<img[^>]*alt="${PORTRAIT_ALT}"[^>]*>`).exec(main)?.[0];
    expect(img).toBeDefined();
    expect(img).toMatch(/width="\d+"/);
    expect(img).toMatch(/height="\d+"/);
    expect(img).toContain('loading="lazy"');
    expect(img).toMatch(/src="\/media\//);
  });
});

describe("/about/founder", () => {
  it("holds her profile, positions and three value cards", async () => {
    const { body } = await html(server().url, "/about/founder");
    const text = textOf(body);
    expect(headings(body, 1)).toEqual([FOUNDER.name]);
    expect(text).toContain(`${FOUNDER.role},`);
    expect(FOUNDER.role).toBe("Correspondent");
    expect(text).toContain(FOUNDER_PAGE.heading);
    for (const paragraph of FOUNDER_PROFILE.paragraphs) expect(text).toContain(paragraph);
    expect(headings(body, 3)).toContain(FOUNDER_POSITIONS.heading);
    for (const position of FOUNDER_POSITIONS.items) expect(text).toContain(position);
    expect(FOUNDER_VALUES.items).toHaveLength(3);
    for (const value of FOUNDER_VALUES.items) expect(headings(body, 3)).toContain(value.title);
  });

  it("links her website and social profiles in a new tab with rel=noopener", async () => {
    const { body } = await html(server().url, "/about/founder");
    for (const link of FOUNDER_LINKS.items) {
      const anchor = new RegExp(`<a[^>]*href="${link.href}"[^>]*>`).exec(body)?.[0];
      expect(anchor, link.label).toBeDefined();
      expect(anchor).toContain('target="_blank"');
      expect(anchor).toMatch(/rel="[^"]*\bnoopener\b[^"]*"/);
      expect(new URL(link.href).hostname).toBe("example.org");
    }
    const page = await offlinePage(browser());
    await visit(page, "/about/founder");
    const website = page.getByRole("link", { name: /Official website/ });
    expect(await website.getAttribute("target")).toBe("_blank");
    expect(await website.getAttribute("rel")).toContain("noopener");
    expect(await page.getByTestId("founder-links").getByRole("link").count()).toBe(
      FOUNDER_LINKS.items.length,
    );
  });

  it("shows the portrait as the page's one eagerly loaded image", async () => {
    const { body } = await html(server().url, "/about/founder");
    const main = body.slice(body.indexOf("<main"));
    const img = new RegExp(`<img[^>]*alt="${PORTRAIT_ALT}"[^>]*>`).exec(main)?.[0];
    expect(img).toBeDefined();
    expect(img).toContain('loading="eager"');
    expect([...main.matchAll(/loading="eager"/g)]).toHaveLength(1);
  });
});

describe("/about/vision", () => {
  it("holds the statement, reasons, programmes, promise, four values and both goal periods", async () => {
    const { body } = await html(server().url, "/about/vision");
    const text = textOf(body);
    expect(headings(body, 1)).toEqual([VISION_PAGE.title]);
    expect(text).toContain(VISION_STATEMENT.statement);
    expect(headings(body, 2)).toEqual(
      expect.arrayContaining([REASONS_TO_CHOOSE.heading, VISION_PROGRAMS.heading, VISION_PROMISE.heading]),
    );
    for (const reason of REASONS_TO_CHOOSE.items) expect(text).toContain(reason);
    for (const programme of VISION_PROGRAMS.items) expect(headings(body, 3)).toContain(programme.title);
    expect(text).toContain(VISION_PROMISE.text);
    expect(VISION_VALUES.items).toHaveLength(4);
    for (const value of VISION_VALUES.items) expect(headings(body, 3)).toContain(value.title);
    expect(SHORT_TERM_PERIOD).toBe("2025-2027");
    expect(LONG_TERM_PERIOD).toBe("2028-2030");
    const h3 = headings(body, 3);
    expect(h3.some((h) => h.includes("2025-2027"))).toBe(true);
    expect(h3.some((h) => h.includes("2028-2030"))).toBe(true);
    for (const goal of [...SHORT_TERM_GOALS.items, ...LONG_TERM_VISION.items]) expect(text).toContain(goal);
  });
});

describe("/about/mission", () => {
  it("holds the statement, six mission cards, the four core values and how it is achieved", async () => {
    const { body } = await html(server().url, "/about/mission");
    const text = textOf(body);
    expect(headings(body, 1)).toEqual([MISSION_PAGE.title]);
    expect(text).toContain(MISSION_STATEMENT.statement);
    expect(MISSION_CARDS.items).toHaveLength(6);
    for (const card of MISSION_CARDS.items) expect(headings(body, 3)).toContain(card.title);
    expect(CORE_VALUE_NAMES).toEqual(["Happiness", "Excellence", "Integrity", "Compassion"]);
    expect(headings(body, 2)).toContain(CORE_VALUES.heading);
    for (const value of CORE_VALUE_NAMES) expect(headings(body, 3)).toContain(value);
    expect(headings(body, 2)).toContain(MISSION_IN_PRACTICE.heading);
    for (const step of MISSION_IN_PRACTICE.steps) expect(text).toContain(step.text);
  });

  it("shows the core values in that order as four cards", async () => {
    const page = await offlinePage(browser());
    await visit(page, "/about/mission");
    const values = page.getByTestId("core-values").getByRole("heading", { level: 3 });
    expect((await values.allTextContents()).map((t) => t.trim())).toEqual([...CORE_VALUE_NAMES]);
    expect(await page.getByTestId("mission-cards").locator("li").count()).toBe(6);
  });
});

describe("without a portrait in the media library", () => {
  it("shows the correspondent's initials instead", async () => {
    const bare = await startAppServer({ env: { SEED_DEMO_CONTENT: "false" } });
    try {
      for (const path of ["/about", "/about/founder"]) {
        const { status, body } = await html(bare.url, path);
        expect(status).toBe(200);
        const main = body.slice(body.indexOf("<main"));
        expect(main).not.toContain(`alt="${PORTRAIT_ALT}"`);
        expect(main).toContain(`role="img" aria-label="${FOUNDER.name}, initials"`);
        expect(textOf(main)).toContain("KR");
      }
    } finally {
      await bare.stop();
    }
  });
});
