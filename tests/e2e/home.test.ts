// The home page: server-rendered sections and their links, the hero slider's timing and controls
// under fake timers, pausing (hover, focus, reduced motion), the eight fallback slides on an
// empty database, eager loading of the first picture only, reveal-on-scroll, axe, and the weight
// of the JavaScript the page loads.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMISSION_YEAR } from "~/content/admissions";
import { FALLBACK_SLIDES } from "~/content/fallback-slides";
import {
  ACHIEVEMENTS,
  CALL_TO_ACTION,
  CURRICULUM,
  DEFAULT_SLIDE_BUTTON_LABEL,
  DEFAULT_SLIDE_BUTTON_LINK,
  FAMILY_OF_SCHOOLS,
  HERO_SLIDER_COPY,
  INTRO_HERO,
  SLIDE_INTERVAL_MS,
  WHY_CHOOSE,
} from "~/content/home";
import { SCHOOLS } from "~/content/schools";
import { DEMO_SLIDES } from "~/server/seed/slides-data";
import { type AppServer, rawGet, startAppServer } from "../support/app-server";
import { launchBrowser, openPage } from "../support/browser";

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page that never leaves the machine: anything not on 127.0.0.1 gets an empty answer. */
async function offlinePage(options: BrowserContextOptions = {}): Promise<Page> {
  const page = await openPage(browser, { viewport: { width: 1440, height: 900 }, ...options });
  await page.route("**", (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "127.0.0.1") return route.continue();
    return route.fulfill({ status: 200, contentType: "text/html", body: "" });
  });
  return page;
}

/** Text with tags removed and the entities React writes decoded. */
function textOf(markup: string) {
  return markup
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

async function homeHtml(base = server.url) {
  const response = await fetch(`${base}/`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The anchor with exactly this visible text, as written in the HTML. */
/** The href of the first link whose text is the label (slide buttons add ": <slide title>" for screen readers). */
function hrefOfLink(markup: string, label: string) {
  for (const match of markup.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
    const text = textOf(match[2]!).trim();
    if (text === label || text.replace(/\s+:/, ":").startsWith(`${label}: `))
      return /href="([^"]*)"/.exec(match[1]!)?.[1];
  }
  return undefined;
}

const slider = (page: Page) => page.getByTestId("hero-slider");
const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"][data-active="true"]');

const CLOCK_START = Date.parse("2026-01-05T04:30:00Z");

/** Opens / with fake timers and waits until the slider has hydrated and started its timer. */
async function openSlider(options: BrowserContextOptions = {}) {
  const page = await offlinePage(options);
  // Fake time that stands still: it moves only when a test runs it forward.
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 1000);
  await page.goto(`${server.url}/`);
  await page.locator('[data-testid="hero-slider"][data-ready="true"]').waitFor();
  // Keep the pointer away from the slider unless a test moves it there.
  await page.mouse.move(5, 880);
  return page;
}

async function expectActive(page: Page, position: number, count = DEMO_SLIDES.length) {
  await expect.poll(() => activeSlide(page).getAttribute("aria-label")).toBe(`${position} of ${count}`);
}

describe("the home page's server-rendered HTML", () => {
  it("holds the intro hero: tagline, motto, both buttons and the four figures", async () => {
    const html = await homeHtml();
    const text = textOf(html);
    expect(text).toContain("Nurturing Happy Minds, Building Bright Futures");
    expect(text).toContain("Happy Child is a Successful Child");
    expect(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]).toContain(INTRO_HERO.tagline);
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(hrefOfLink(html, `Apply Now for ${ADMISSION_YEAR}`)).toBe("/admissions");
    expect(ADMISSION_YEAR).toBe("2025-26");
    expect(hrefOfLink(html, "Explore Our Schools")).toBe("/schools");
    const stats = /data-testid="intro-stats"[\s\S]*?<\/dl>/.exec(html)?.[0] ?? "";
    for (const figure of ["5", "1000+", "20+", "100%"]) expect(textOf(stats)).toContain(figure);
    expect(textOf(stats)).toMatch(/Families/);
    expect(textOf(stats)).toMatch(/Joy Focused/);
  });

  it("holds Why Choose, the achievements and the call to action with its links", async () => {
    const html = await homeHtml();
    const text = textOf(html);
    expect(text).toContain(WHY_CHOOSE.heading);
    expect(WHY_CHOOSE.cards).toHaveLength(3);
    for (const card of WHY_CHOOSE.cards) expect(text).toContain(card.title);
    const achievements = textOf(/data-testid="achievements"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "");
    // Each label is written before its figure (a definition list), though shown below it.
    for (const [value, label] of [
      ["1000+", "Students"],
      ["50+", "Teachers"],
      ["20+", "Years"],
      ["5", "Schools"],
    ])
      expect(achievements).toContain(`${label} ${value}`);
    expect(ACHIEVEMENTS.stats.map((s) => s.value)).toEqual(["1000+", "50+", "20+", "5"]);
    expect(hrefOfLink(html, "Start Application Process")).toBe("/admissions");
    expect(hrefOfLink(html, "Schedule a Visit")).toBe("/contact");
    expect(CALL_TO_ACTION.apply.label).toBe("Start Application Process");
  });

  it("holds the Chrysalis framework with E2R2, the four Look cards and the key features", async () => {
    const section = /data-testid="curriculum"[\s\S]*?<\/section>/.exec(await homeHtml())?.[0] ?? "";
    const text = textOf(section);
    expect(text).toContain("Chrysalis");
    expect(text).toContain("E2R2");
    const cards = [...section.matchAll(/<h4\b[^>]*>([\s\S]*?)<\/h4>/g)].map((m) => textOf(m[1]!).trim());
    expect(cards).toEqual(["Look Deep", "Look Within", "Look Around", "Look Beyond"]);
    for (const feature of CURRICULUM.features) expect(text).toContain(feature);
  });

  it("holds the five schools, each linking to its page", async () => {
    const html = await homeHtml();
    const section = /data-testid="family-of-schools"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    for (const school of SCHOOLS) {
      expect(textOf(section)).toContain(school.name);
      expect(hrefOfLink(section, FAMILY_OF_SCHOOLS.visit(school.name))).toBe(`/schools/${school.slug}`);
    }
  });

  it("renders the slides in order with the first active, and only the first picture eager", async () => {
    const html = await homeHtml();
    const slides = [...html.matchAll(/aria-roledescription="slide"[^>]*>/g)].map((m) => m[0]);
    expect(slides).toHaveLength(DEMO_SLIDES.length);
    expect(slides[0]).toContain('data-active="true"');
    expect(slides.slice(1).every((slide) => slide.includes('data-active="false"'))).toBe(true);
    const text = textOf(html);
    let at = -1;
    for (const slide of DEMO_SLIDES) {
      const next = text.indexOf(slide.title, at + 1);
      expect(next, slide.title).toBeGreaterThan(at);
      at = next;
    }
    const eager = html.match(/<img\b[^>]*loading="eager"[^>]*>/g) ?? [];
    expect(eager).toHaveLength(1);
    expect(eager[0]).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(html).toContain('aria-roledescription="carousel"');
  });
});

describe("the hero slider", () => {
  it("uses the slide's own button, else 'Learn More' to /about", async () => {
    const page = await openSlider();
    const [first, second] = DEMO_SLIDES;
    expect(first?.buttonLink).toBeDefined();
    expect(second?.buttonLink).toBeUndefined();
    const firstButton = activeSlide(page).getByRole("link");
    // The visible label, then the slide's title for screen readers and search engines.
    await expect.poll(() => firstButton.textContent()).toBe(`${first?.buttonText}: ${first?.title}`);
    expect(await firstButton.getAttribute("href")).toBe(first?.buttonLink);
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expectActive(page, 2);
    const secondButton = activeSlide(page).getByRole("link");
    expect(await secondButton.textContent()).toBe(`${DEFAULT_SLIDE_BUTTON_LABEL}: ${second?.title}`);
    expect(await secondButton.getAttribute("href")).toBe(DEFAULT_SLIDE_BUTTON_LINK);
    expect(await activeSlide(page).textContent()).toContain(second?.title);
  });

  it("advances every 5 seconds and wraps from the last slide to the first", async () => {
    const page = await openSlider();
    await expectActive(page, 1);
    await page.clock.runFor(SLIDE_INTERVAL_MS - 100);
    await expectActive(page, 1);
    await page.clock.runFor(100);
    await expectActive(page, 2);
    for (let position = 3; position <= DEMO_SLIDES.length; position++) {
      await page.clock.runFor(SLIDE_INTERVAL_MS);
      await expectActive(page, position);
    }
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expectActive(page, 1);
  });

  it("goes back from the first slide to the last, forward from the last to the first, and dots jump", async () => {
    const page = await openSlider();
    await slider(page).getByRole("button", { name: HERO_SLIDER_COPY.previous }).click();
    await expectActive(page, DEMO_SLIDES.length);
    await slider(page).getByRole("button", { name: HERO_SLIDER_COPY.next }).click();
    await expectActive(page, 1);
    const dot = slider(page).getByRole("button", { name: "Go to slide 5" });
    await dot.click();
    await expectActive(page, 5);
    expect(await dot.getAttribute("aria-current")).toBe("true");
    expect(await slider(page).locator('button[aria-current="true"]').count()).toBe(1);
    expect(await activeSlide(page).textContent()).toContain(DEMO_SLIDES[4]?.title);
  });

  it("pauses while hovered or focused, and resumes afterwards", async () => {
    const page = await openSlider();
    await slider(page).hover();
    await page.clock.runFor(SLIDE_INTERVAL_MS * 3);
    await expectActive(page, 1);
    await page.mouse.move(5, 880);
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expectActive(page, 2);

    await slider(page).getByRole("button", { name: "Go to slide 3" }).focus();
    await page.clock.runFor(SLIDE_INTERVAL_MS * 3);
    await expectActive(page, 2);
    // The live region speaks only while the slides are not turning by themselves.
    expect(await slider(page).locator("[aria-live]").getAttribute("aria-live")).toBe("polite");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expectActive(page, 3);
    expect(await slider(page).locator("[aria-live]").getAttribute("aria-live")).toBe("off");
  });

  it("does not turn by itself for visitors who prefer reduced motion", async () => {
    const page = await openSlider({ reducedMotion: "reduce" });
    await page.clock.runFor(SLIDE_INTERVAL_MS * 4);
    await expectActive(page, 1);
    expect(await slider(page).getAttribute("data-rotating")).toBe("false");
    await slider(page).getByRole("button", { name: HERO_SLIDER_COPY.next }).click();
    await expectActive(page, 2);
  });

  it("leaves only the active slide reachable by keyboard and screen readers", async () => {
    const page = await openSlider();
    const inactive = page.locator('[aria-roledescription="slide"][data-active="false"]');
    expect(await inactive.count()).toBe(DEMO_SLIDES.length - 1);
    for (const slide of await inactive.all()) {
      expect(await slide.getAttribute("aria-hidden")).toBe("true");
      expect(await slide.evaluate((node) => (node as HTMLElement).inert)).toBe(true);
    }
  });
});

describe("the home page in the browser", () => {
  it("loads only the first slide's picture eagerly, with high priority", async () => {
    const page = await openSlider();
    expect(await page.locator('img[loading="eager"]').count()).toBe(1);
    const eager = page.locator('img[loading="eager"]');
    expect(await eager.getAttribute("fetchpriority")).toBe("high");
    expect(await activeSlide(page).locator("img").getAttribute("loading")).toBe("eager");
  });

  it("shows every section without JavaScript", async () => {
    const page = await offlinePage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/`);
    for (const heading of [
      WHY_CHOOSE.heading,
      ACHIEVEMENTS.heading,
      CURRICULUM.heading,
      FAMILY_OF_SCHOOLS.heading,
    ]) {
      const locator = page.getByRole("heading", { name: heading, exact: true });
      await locator.scrollIntoViewIfNeeded();
      expect(await locator.isVisible()).toBe(true);
      expect(await locator.evaluate((node) => getComputedStyle(node.closest("[data-reveal]")!).opacity)).toBe(
        "1",
      );
    }
  });

  it("lets sections below the fold rise in when scrolled into view", async () => {
    const page = await offlinePage();
    await page.goto(`${server.url}/`);
    await page.locator('[data-testid="hero-slider"][data-ready="true"]').waitFor();
    const family = page.getByTestId("family-of-schools").locator("[data-reveal]");
    await expect.poll(() => family.getAttribute("data-reveal")).toBe("waiting");
    await family.scrollIntoViewIfNeeded();
    await expect.poll(() => family.getAttribute("data-reveal")).toBe("shown");
    // The intro, on screen from the start, is never hidden.
    expect(await page.locator('[data-testid="intro-hero"] [data-reveal]').count()).toBe(0);
  });

  it("does not animate sections for visitors who prefer reduced motion", async () => {
    const page = await offlinePage({ reducedMotion: "reduce" });
    await page.goto(`${server.url}/`);
    await page.locator('[data-testid="hero-slider"][data-ready="true"]').waitFor();
    expect(await page.locator('[data-reveal]:not([data-reveal="static"])').count()).toBe(0);
  });

  it("has no axe violations on a phone and on a desktop", async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      const page = await offlinePage({ viewport, reducedMotion: "reduce" });
      await page.goto(`${server.url}/`);
      await page.locator('[data-testid="hero-slider"][data-ready="true"]').waitFor();
      await expectActive(page, 1);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, `${viewport.width}px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    }
  });

  // The whole page's budget (issue 3: ≤ 100 KB gzipped) is measured and recorded by `npm run bench`;
  // this test guards the part the home page itself adds.
  it("keeps the home page's own JavaScript small", async () => {
    const page = await offlinePage();
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    const scripts = await page.evaluate(() => [
      ...new Set(
        performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.endsWith(".js")),
      ),
    ]);
    expect(scripts.length).toBeGreaterThan(0);
    const sizes = { gzip: 0, br: 0, homeGzip: 0 };
    for (const script of scripts) {
      const gzip = await rawGet(script, { "Accept-Encoding": "gzip" });
      const br = await rawGet(script, { "Accept-Encoding": "br" });
      expect(gzip.status, script).toBe(200);
      sizes.gzip += gzip.body.length;
      sizes.br += br.body.length;
      if (/\/assets\/home-[\w-]+\.js$/.test(new URL(script).pathname)) sizes.homeGzip += gzip.body.length;
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.info(
      `JavaScript of /: ${scripts.length} files, ${kb(sizes.gzip)} gzip, ${kb(sizes.br)} brotli; the home route's own chunk ${kb(sizes.homeGzip)} gzip`,
    );
    expect(sizes.homeGzip).toBeGreaterThan(0);
    expect(sizes.homeGzip).toBeLessThanOrEqual(10 * 1024);
  });
});

describe("the home page on an empty database", () => {
  let empty: AppServer;

  beforeAll(async () => {
    empty = await startAppServer({ env: { SEED_DEMO_CONTENT: "false" } });
  });

  afterAll(async () => {
    await empty?.stop();
  });

  it("shows the eight built-in slides with their pictures", async () => {
    const html = await homeHtml(empty.url);
    const text = textOf(html);
    expect(FALLBACK_SLIDES).toHaveLength(8);
    for (const slide of FALLBACK_SLIDES) {
      expect(text).toContain(slide.title);
    }
    const slides = html.match(/aria-roledescription="slide"/g) ?? [];
    expect(slides).toHaveLength(8);
    const first = FALLBACK_SLIDES[0]!;
    expect(html).toContain(`src="${first.image.src}"`);
    const picture = await rawGet(`${empty.url}${first.image.src}`);
    expect(picture.status).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/webp");
    expect(hrefOfLink(html, DEFAULT_SLIDE_BUTTON_LABEL)).toBe(DEFAULT_SLIDE_BUTTON_LINK);
    // The schools fall back to their fixed facts too.
    for (const school of SCHOOLS) expect(text).toContain(school.name);
  });

  it("serves every built-in picture", async () => {
    for (const slide of FALLBACK_SLIDES) {
      const response = await rawGet(`${empty.url}${slide.image.src}`);
      expect(response.status, slide.image.src).toBe(200);
      expect(response.body.length).toBeLessThanOrEqual(60 * 1024);
    }
  });
});
