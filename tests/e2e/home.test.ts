// The home page: server-rendered sections and their links, the slides in order with only the first
// picture in the page (the slider's island adds the others), the eight fallback slides on an empty
// database, every section without JavaScript, reveal-on-scroll, axe, and the budget for the
// JavaScript of / (no React on public pages). The slider's behaviour: home-slider.test.ts.
import type { Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ADMISSION_YEAR } from "~/copy/admissions";
import { FALLBACK_SLIDES } from "~/copy/fallback-slides";
import {
  ACHIEVEMENTS,
  CALL_TO_ACTION,
  CURRICULUM,
  DEFAULT_SLIDE_BUTTON_LABEL,
  DEFAULT_SLIDE_BUTTON_LINK,
  FAMILY_OF_SCHOOLS,
  INTRO_HERO,
  WHY_CHOOSE,
} from "~/copy/home";
import { SCHOOLS } from "~/copy/schools";
import { DEMO_SLIDES } from "~/server/seed/slides-data";
import { rawGet } from "../support/app-server";
import { pageScriptReady } from "../support/browser";
import { offlinePage } from "../support/offline-page";
import { setupAppServer, setupServerAndBrowser } from "../support/server-and-browser";
import { SPEC } from "../support/spec";
import { axe } from "./helpers/axe";
import { activeSlide, expectActive, openHome as openHomeOn, openSlider, slider } from "./helpers/home-page";

const { server, browser } = setupServerAndBrowser();

/** Issue 3: at most 100 KB of gzipped JavaScript on `/`. */
const HOME_JS_BUDGET_BYTES = 100 * 1024;

const openHome = (page: Parameters<typeof openHomeOn>[0]) => openHomeOn(page, server().url);

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

async function homeHtml(base = server().url) {
  const response = await fetch(`${base}/`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The href of the first link whose text is the label (slide buttons add ": <slide title>" for screen readers). */
function hrefOfLink(markup: string, label: string) {
  for (const match of markup.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
    const text = textOf(match[2]!).trim();
    if (text === label || text.replace(/\s+:/, ":").startsWith(`${label}: `))
      return /href="([^"]*)"/.exec(match[1]!)?.[1];
  }
  return undefined;
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
    expect(slides[0]).toContain(`transition-duration:${SPEC.heroSlideFadeMs}ms`);
    // Only the first slide's picture comes with the page: the others, which a browser must not
    // fetch yet, are added by the slider's island as their turn approaches (home-slider.test.ts).
    const section = /data-testid="hero-slider"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    const slideMarkup = section.split(/(?=<div[^>]*aria-roledescription="slide")/).slice(1);
    expect(slideMarkup).toHaveLength(DEMO_SLIDES.length);
    expect(slideMarkup[0]).toMatch(/<picture\b[\s\S]*<img\b/);
    for (const later of slideMarkup.slice(1)) expect(later).not.toMatch(/<img\b|<picture\b|<source\b/);
    expect(section.match(/<img\b/g)).toHaveLength(1);
    expect(section.match(/<picture\b/g)).toHaveLength(1);
  });
});

describe("the home page in the browser", () => {
  it("loads only the first slide's picture eagerly, with high priority", async () => {
    const page = await openSlider(browser(), server().url);
    expect(await page.locator('img[loading="eager"]').count()).toBe(1);
    const eager = page.locator('img[loading="eager"]');
    expect(await eager.getAttribute("fetchpriority")).toBe("high");
    expect(await activeSlide(page).locator("img").getAttribute("loading")).toBe("eager");
  });

  it("shows every section without JavaScript", async () => {
    const page = await offlinePage(browser(), { javaScriptEnabled: false });
    await page.goto(`${server().url}/`);
    for (const heading of [
      WHY_CHOOSE.heading,
      ACHIEVEMENTS.heading,
      CURRICULUM.heading,
      FAMILY_OF_SCHOOLS.heading,
    ]) {
      const locator = page.getByRole("heading", { name: heading, exact: true });
      await locator.scrollIntoViewIfNeeded();
      expect(await locator.isVisible()).toBe(true);
      // The rise is the browser's own (CSS), so it runs without JavaScript too.
      await expect
        .poll(() => locator.evaluate((node) => getComputedStyle(node.closest("[data-reveal]")!).opacity))
        .toBe("1");
    }
    // The first slide and its picture show; the controls, which need the script, are not offered.
    expect(await activeSlide(page).textContent()).toContain(DEMO_SLIDES[0]?.title);
    expect(await activeSlide(page).locator("img").isVisible()).toBe(true);
    expect(await slider(page).getByRole("button").count()).toBe(0);
  });

  it("lets sections below the fold rise in when scrolled into view", async () => {
    const page = await offlinePage(browser());
    await openHome(page);
    const family = page.getByTestId("family-of-schools").locator("[data-reveal]");
    const style = () =>
      family.evaluate((node) => {
        const { opacity, translate, animationName } = getComputedStyle(node);
        return { opacity, translate, animationName, top: (node as HTMLElement).offsetTop };
      });
    const waiting = await style();
    expect(waiting.opacity).toBe("0");
    expect(waiting.translate).not.toBe("none");
    await family.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await style()).opacity).toBe("1");
    const shown = await style();
    // Only opacity and translate move (the animation's keyframes): the block keeps its place.
    expect(shown.animationName).toBe("reveal-rise");
    // At rest: no offset left (the animation's last frame, which the browser writes as 0px).
    expect(shown.translate).toMatch(/^(none|0px( 0px)?)$/);
    expect(shown.top).toBe(waiting.top);
    // The intro, on screen from the start, is never hidden.
    expect(await page.locator('[data-testid="intro-hero"] [data-reveal]').count()).toBe(0);
  });

  it("does not animate sections for visitors who prefer reduced motion", async () => {
    const page = await offlinePage(browser(), { reducedMotion: "reduce" });
    await openHome(page);
    const blocks = page.locator("[data-reveal]");
    expect(await blocks.count()).toBeGreaterThan(0);
    const styles = await blocks.evaluateAll((nodes) =>
      nodes.map((node) => {
        const { animationName, opacity } = getComputedStyle(node);
        return { animationName, opacity };
      }),
    );
    expect(styles.every((style) => style.animationName === "none" && style.opacity === "1")).toBe(true);
  });

  it("has no axe violations on a phone and on a desktop", async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      const page = await offlinePage(browser(), { viewport, reducedMotion: "reduce" });
      await openHome(page);
      await expectActive(page, 1);
      const results = await axe(page).analyze();
      expect(results.violations, `${viewport.width}px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    }
  });

  it("keeps the JavaScript of / within the issue's budget, 100 KB gzipped, without React", async () => {
    // The framework chunk exists (the admin panel loads it), so its absence below means something.
    const adminHtml = (await rawGet(`${server().url}/admin/login`)).body.toString();
    const framework = /\/assets\/framework-[\w-]+\.js/.exec(adminHtml)?.[0];
    expect(framework).toBeDefined();

    const page = await offlinePage(browser());
    const finished: Request[] = [];
    page.on("requestfinished", (request) => finished.push(request));
    await page.goto(`${server().url}/`, { waitUntil: "networkidle" });
    await pageScriptReady(page);
    expect(finished.map((request) => new URL(request.url()).pathname)).not.toContain(framework);
    const scripts = finished.filter((request) => request.resourceType() === "script");
    expect(scripts.length).toBeGreaterThan(0);

    // Every script the browser fetched: the bytes it received, and the same files gzipped.
    let transferred = 0;
    let gzipped = 0;
    for (const request of scripts) {
      expect(new URL(request.url()).pathname, request.url()).not.toMatch(/\/framework-/);
      transferred += (await request.sizes()).responseBodySize;
      const gzip = await rawGet(request.url(), { "Accept-Encoding": "gzip" });
      expect(gzip.status, request.url()).toBe(200);
      gzipped += gzip.body.length;
    }
    // Scripts written into the HTML count too, at their full size.
    const inline = await page.evaluate(() =>
      [...document.scripts]
        .filter((script) => !script.src && ["", "module", "text/javascript"].includes(script.type))
        .reduce((sum, script) => sum + (script.textContent?.length ?? 0), 0),
    );
    expect(transferred).toBeGreaterThan(0);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.info(
      `JavaScript of /: ${scripts.length} files, ${kb(transferred)} transferred, ${kb(gzipped)} gzip, ${kb(inline)} inline`,
    );
    expect(gzipped + inline).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
    expect(transferred + inline).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  });
});

describe("the home page on an empty database", () => {
  const empty = setupAppServer({ env: { SEED_DEMO_CONTENT: "false" } });

  it("shows the eight built-in slides with their pictures", async () => {
    const html = await homeHtml(empty().url);
    const text = textOf(html);
    expect(FALLBACK_SLIDES).toHaveLength(8);
    for (const slide of FALLBACK_SLIDES) {
      expect(text).toContain(slide.title);
    }
    const slides = html.match(/aria-roledescription="slide"/g) ?? [];
    expect(slides).toHaveLength(8);
    const first = FALLBACK_SLIDES[0]!;
    expect(html).toContain(`src="${first.image.src}"`);
    const picture = await rawGet(`${empty().url}${first.image.src}`);
    expect(picture.status).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/webp");
    expect(hrefOfLink(html, DEFAULT_SLIDE_BUTTON_LABEL)).toBe(DEFAULT_SLIDE_BUTTON_LINK);
    // The schools fall back to their fixed facts too.
    for (const school of SCHOOLS) expect(text).toContain(school.name);
  });

  it("serves every built-in picture", async () => {
    for (const slide of FALLBACK_SLIDES) {
      const response = await rawGet(`${empty().url}${slide.image.src}`);
      expect(response.status, slide.image.src).toBe(200);
      expect(response.body.length).toBeLessThanOrEqual(60 * 1024);
    }
  });
});
