// The home page's hero slider in the browser (an island, hero-slider.island.tsx):
// timing and controls under Playwright's fake clock, pausing (hover, focus, the pause button,
// reduced motion, also when it changes), what keyboards and screen readers reach, and pictures
// fetched for the slide on screen and the next one only.
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEFAULT_SLIDE_BUTTON_LABEL, DEFAULT_SLIDE_BUTTON_LINK, HERO_SLIDER_COPY } from "~/copy/home";
import { ISLAND_PROPS_ATTRIBUTE } from "~/islands/names";
import { DEMO_SLIDES } from "~/server/seed/slides-data";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { SPEC } from "../support/spec";
import { activeSlide, expectActive, openSlider as openSliderOn, rotating, slider } from "./helpers/home-page";

const { server, browser } = setupServerAndBrowser();

function openSlider(options: BrowserContextOptions = {}, before?: (page: Page) => void) {
  return openSliderOn(browser(), server().url, options, before);
}

/**
 * The files each slide's picture may load (src and every srcset candidate), read from the slider
 * island's props, which carry every slide's picture while the page holds only those let in so far.
 */
function slidePictureFiles(page: Page): Promise<string[][]> {
  return page.evaluate((propsAttribute) => {
    const holder = document.querySelector('[data-testid="hero-slider"]')?.closest(`[${propsAttribute}]`);
    const { slides } = JSON.parse(holder?.getAttribute(propsAttribute) ?? "{}") as {
      slides: { image: { src: string; variants?: { url: string }[] } | null }[];
    };
    return slides.map(({ image }) => {
      const files = new Set<string>();
      for (const url of image ? [image.src, ...(image.variants ?? []).map((variant) => variant.url)] : []) {
        files.add(new URL(url, location.href).pathname);
      }
      return [...files];
    });
  }, ISLAND_PROPS_ATTRIBUTE);
}

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
    await page.clock.runFor(SPEC.heroSlideIntervalMs);
    await expectActive(page, 2);
    const secondButton = activeSlide(page).getByRole("link");
    expect(await secondButton.textContent()).toBe(`${DEFAULT_SLIDE_BUTTON_LABEL}: ${second?.title}`);
    expect(await secondButton.getAttribute("href")).toBe(DEFAULT_SLIDE_BUTTON_LINK);
    expect(await activeSlide(page).textContent()).toContain(second?.title);
  });

  it("advances every 5 seconds and wraps from the last slide to the first", async () => {
    const page = await openSlider();
    await expectActive(page, 1);
    await page.clock.runFor(SPEC.heroSlideIntervalMs - 100);
    await expectActive(page, 1);
    await page.clock.runFor(100);
    await expectActive(page, 2);
    for (let position = 3; position <= DEMO_SLIDES.length; position++) {
      await page.clock.runFor(SPEC.heroSlideIntervalMs);
      await expectActive(page, position);
    }
    await page.clock.runFor(SPEC.heroSlideIntervalMs);
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
    await page.clock.runFor(SPEC.heroSlideIntervalMs * 3);
    await expectActive(page, 1);
    await page.mouse.move(5, 880);
    await page.clock.runFor(SPEC.heroSlideIntervalMs);
    await expectActive(page, 2);

    await slider(page).getByRole("button", { name: "Go to slide 3" }).focus();
    await page.clock.runFor(SPEC.heroSlideIntervalMs * 3);
    await expectActive(page, 2);
    // The live region speaks only while the slides are not turning by themselves.
    expect(await slider(page).locator("[aria-live]").getAttribute("aria-live")).toBe("polite");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(SPEC.heroSlideIntervalMs);
    await expectActive(page, 3);
    expect(await slider(page).locator("[aria-live]").getAttribute("aria-live")).toBe("off");
  });

  it("stops with the pause button and turns again with play, even with pointer and focus on it", async () => {
    const page = await openSlider();
    expect(await rotating(page)).toBe("true");
    await slider(page).getByRole("button", { name: HERO_SLIDER_COPY.pause }).click();
    await page.mouse.move(5, 880);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(SPEC.heroSlideIntervalMs * 3);
    await expectActive(page, 1);
    expect(await rotating(page)).toBe("false");
    expect(await slider(page).locator("[aria-live]").getAttribute("aria-live")).toBe("polite");
    await slider(page).getByRole("button", { name: HERO_SLIDER_COPY.play }).click();
    expect(await rotating(page)).toBe("true");
    expect(await slider(page).getByRole("button", { name: HERO_SLIDER_COPY.pause }).count()).toBe(1);
    await page.clock.runFor(SPEC.heroSlideIntervalMs);
    await expectActive(page, 2);
  });

  it("does not turn by itself for visitors who prefer reduced motion, until they press play", async () => {
    const page = await openSlider({ reducedMotion: "reduce" });
    await page.clock.runFor(SPEC.heroSlideIntervalMs * 4);
    await expectActive(page, 1);
    expect(await rotating(page)).toBe("false");
    await slider(page).getByRole("button", { name: HERO_SLIDER_COPY.next }).click();
    await expectActive(page, 2);
    await page.clock.runFor(SPEC.heroSlideIntervalMs * 2);
    await expectActive(page, 2);
    await slider(page).getByRole("button", { name: HERO_SLIDER_COPY.play }).click();
    await page.clock.runFor(SPEC.heroSlideIntervalMs);
    await expectActive(page, 3);
  });

  it("follows a change of the reduced-motion preference while the page is open", async () => {
    const page = await openSlider();
    expect(await rotating(page)).toBe("true");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect.poll(() => rotating(page)).toBe("false");
    await page.clock.runFor(SPEC.heroSlideIntervalMs * 2);
    await expectActive(page, 1);
    expect(await slider(page).getByRole("button", { name: HERO_SLIDER_COPY.play }).count()).toBe(1);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await expect.poll(() => rotating(page)).toBe("true");
    await page.clock.runFor(SPEC.heroSlideIntervalMs);
    await expectActive(page, 2);
  });

  it("is 40% of the viewport high and fades between slides over one second", async () => {
    const page = await openSlider();
    const box = await slider(page).boundingBox();
    expect(box?.height).toBeCloseTo(900 * 0.4, 0);
    expect(await activeSlide(page).evaluate((node) => getComputedStyle(node).transitionDuration)).toBe(
      `${SPEC.heroSlideFadeMs / 1000}s`,
    );
    expect(await activeSlide(page).evaluate((node) => getComputedStyle(node).transitionProperty)).toBe(
      "opacity",
    );
  });

  it("leaves only the active slide reachable by keyboard and screen readers", async () => {
    const page = await openSlider();
    const inactive = page.locator('[aria-roledescription="slide"][data-active="false"]');
    expect(await inactive.count()).toBe(DEMO_SLIDES.length - 1);
    for (const slide of await inactive.all()) {
      expect(await slide.getAttribute("aria-hidden")).toBe("true");
      expect(await slide.evaluate((node) => (node as HTMLElement).inert)).toBe(true);
    }
    expect(await activeSlide(page).getAttribute("aria-hidden")).toBeNull();
    // Tab goes from the slide on screen straight to the controls, past the hidden slides' links.
    await activeSlide(page).getByRole("link").focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      HERO_SLIDER_COPY.previous,
    );
    await page.keyboard.press("Enter");
    await expectActive(page, DEMO_SLIDES.length);
    expect(await page.locator('[aria-roledescription="slide"][data-active="false"]').count()).toBe(
      DEMO_SLIDES.length - 1,
    );
    expect(await activeSlide(page).evaluate((node) => (node as HTMLElement).inert)).toBe(false);
  });

  it("fetches the pictures of the slide on screen and the next one, the others only when their turn comes", async () => {
    const requested = new Set<string>();
    const page = await openSlider({}, (page) =>
      page.on("request", (request) => {
        if (request.resourceType() === "image") requested.add(new URL(request.url()).pathname);
      }),
    );
    const pictures = await slidePictureFiles(page);
    expect(pictures).toHaveLength(DEMO_SLIDES.length);
    for (const files of pictures) expect(files.length).toBeGreaterThan(0);
    const fetched = (position: number) => pictures[position - 1]!.some((file) => requested.has(file));
    const fetchedSlides = () => pictures.map((_, at) => at + 1).filter(fetched);
    await expect.poll(fetchedSlides).toEqual([1, 2]);
    await page.clock.runFor(SPEC.heroSlideIntervalMs);
    await expectActive(page, 2);
    await expect.poll(fetchedSlides).toEqual([1, 2, 3]);
    // A dot jumps ahead: that slide's picture comes, then the one after it.
    await slider(page).getByRole("button", { name: "Go to slide 6" }).click();
    await expectActive(page, 6);
    await expect.poll(fetchedSlides).toEqual([1, 2, 3, 6, 7]);
    expect(await page.locator('img[loading="eager"]').count()).toBe(1);
  });
});
