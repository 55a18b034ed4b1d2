// The events carousel on /events (events-carousel.island.tsx) under Playwright's fake clock: a new
// slide every 4 s with wrap, previous/next/dots (aria-current) that restart the 4 s, pausing for
// hover, focus, the pause button and reduced motion; what it looks like without the script; and
// pictures fetched for the slide on screen and the next one only.
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { EVENT_CAROUSEL_COPY, EVENT_CAROUSEL_SLIDES } from "~/copy/events-page";
import { offlinePage } from "../support/offline-page";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { SPEC } from "../support/spec";
import { visitWithPausedClock } from "./helpers/paused-clock";

const { server, browser } = setupServerAndBrowser();

const COUNT = EVENT_CAROUSEL_SLIDES.length;
const CLOCK_START = Date.parse("2026-01-05T04:30:00Z");

const carousel = (page: Page) => page.getByTestId("events-carousel");
const activeSlide = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"][data-active="true"]');
const rotating = (page: Page) => carousel(page).getAttribute("data-rotating");
const button = (page: Page, name: string) => carousel(page).getByRole("button", { name, exact: true });

async function expectActive(page: Page, position: number) {
  await expect.poll(() => activeSlide(page).getAttribute("aria-label")).toBe(`${position} of ${COUNT}`);
  expect(await activeSlide(page).textContent()).toContain(EVENT_CAROUSEL_SLIDES[position - 1]!.title);
}

/** Opens /events with a fake clock that moves only when a test runs it, once the script is in place. */
async function openCarousel(options: BrowserContextOptions = {}, before?: (page: Page) => void) {
  const page = await offlinePage(browser(), options);
  before?.(page);
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 1000);
  await visitWithPausedClock(page, `${server().url}/events`);
  // The carousel marks itself ready in an effect, a render after the loader's hydrated sign.
  await expect.poll(() => carousel(page).getAttribute("data-ready")).toBe("true");
  // Keep the pointer off the carousel unless a test moves it there.
  await page.mouse.move(5, 890);
  return page;
}

describe("the events carousel", () => {
  it("shows five slides, each with a picture, a title and a description", async () => {
    const page = await openCarousel();
    const slides = carousel(page).locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(5);
    for (const [at, slide] of EVENT_CAROUSEL_SLIDES.entries()) {
      const text = await slides.nth(at).textContent();
      expect(text).toContain(slide.title);
      expect(text).toContain(slide.description);
    }
    expect(await activeSlide(page).locator("img").getAttribute("alt")).toBe(
      EVENT_CAROUSEL_SLIDES[0]!.image.alt,
    );
  });

  it("advances every 4 seconds and wraps from the last slide to the first", async () => {
    const page = await openCarousel();
    await expectActive(page, 1);
    expect(await rotating(page)).toBe("true");
    await page.clock.runFor(SPEC.eventCarouselIntervalMs - 100);
    await expectActive(page, 1);
    await page.clock.runFor(100);
    await expectActive(page, 2);
    for (let position = 3; position <= COUNT; position++) {
      await page.clock.runFor(SPEC.eventCarouselIntervalMs);
      await expectActive(page, position);
    }
    await page.clock.runFor(SPEC.eventCarouselIntervalMs);
    await expectActive(page, 1);
  });

  it("goes back from the first to the last and on from the last to the first; dots jump and carry aria-current", async () => {
    const page = await openCarousel();
    await button(page, EVENT_CAROUSEL_COPY.previous).click();
    await expectActive(page, COUNT);
    await button(page, EVENT_CAROUSEL_COPY.next).click();
    await expectActive(page, 1);
    await button(page, EVENT_CAROUSEL_COPY.next).click();
    await expectActive(page, 2);
    const dot = button(page, EVENT_CAROUSEL_COPY.goTo(4));
    await dot.click();
    await expectActive(page, 4);
    expect(await dot.getAttribute("aria-current")).toBe("true");
    expect(await carousel(page).locator('[aria-current="true"]').count()).toBe(1);
    // Only the slide on screen can be reached by keyboard and screen readers.
    for (const slide of await carousel(page)
      .locator('[aria-roledescription="slide"][data-active="false"]')
      .all()) {
      expect(await slide.getAttribute("aria-hidden")).toBe("true");
      expect(await slide.evaluate((node) => (node as HTMLElement).inert)).toBe(true);
    }
  });

  it("starts the 4 seconds again after a slide is changed by hand", async () => {
    const page = await openCarousel();
    await page.clock.runFor(SPEC.eventCarouselIntervalMs - 1000);
    await button(page, EVENT_CAROUSEL_COPY.goTo(3)).click();
    // The click focused the dot; the slideshow waits while focus is inside, so let it go.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(5, 890);
    await expectActive(page, 3);
    await page.clock.runFor(SPEC.eventCarouselIntervalMs - 100);
    await expectActive(page, 3);
    await page.clock.runFor(100);
    await expectActive(page, 4);
  });

  it("pauses while hovered or focused, and resumes afterwards", async () => {
    const page = await openCarousel();
    await carousel(page).hover();
    await page.clock.runFor(SPEC.eventCarouselIntervalMs * 3);
    await expectActive(page, 1);
    expect(await rotating(page)).toBe("false");
    await page.mouse.move(5, 890);
    await page.clock.runFor(SPEC.eventCarouselIntervalMs);
    await expectActive(page, 2);

    await button(page, EVENT_CAROUSEL_COPY.next).focus();
    await page.clock.runFor(SPEC.eventCarouselIntervalMs * 3);
    await expectActive(page, 2);
    expect(await carousel(page).locator("[aria-live]").getAttribute("aria-live")).toBe("polite");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(SPEC.eventCarouselIntervalMs);
    await expectActive(page, 3);
    expect(await carousel(page).locator("[aria-live]").getAttribute("aria-live")).toBe("off");
  });

  it("stops with the pause button and turns again with play", async () => {
    const page = await openCarousel();
    await button(page, EVENT_CAROUSEL_COPY.pause).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(SPEC.eventCarouselIntervalMs * 3);
    await expectActive(page, 1);
    expect(await rotating(page)).toBe("false");
    await button(page, EVENT_CAROUSEL_COPY.play).click();
    expect(await rotating(page)).toBe("true");
    await page.clock.runFor(SPEC.eventCarouselIntervalMs);
    await expectActive(page, 2);
  });

  it("does not turn by itself for visitors who prefer reduced motion, now or later", async () => {
    const page = await openCarousel({ reducedMotion: "reduce" });
    await page.clock.runFor(SPEC.eventCarouselIntervalMs * 4);
    await expectActive(page, 1);
    expect(await rotating(page)).toBe("false");
    await button(page, EVENT_CAROUSEL_COPY.next).click();
    await expectActive(page, 2);
    await page.clock.runFor(SPEC.eventCarouselIntervalMs * 2);
    await expectActive(page, 2);
    expect(await button(page, EVENT_CAROUSEL_COPY.play).count()).toBe(1);

    const other = await openCarousel();
    expect(await rotating(other)).toBe("true");
    await other.emulateMedia({ reducedMotion: "reduce" });
    await expect.poll(() => rotating(other)).toBe("false");
    await other.clock.runFor(SPEC.eventCarouselIntervalMs * 2);
    await expectActive(other, 1);
  });

  it("shows the first slide without the script, its controls hidden, and only its picture loading", async () => {
    const page = await offlinePage(browser(), {
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    await page.goto(`${server().url}/events`);
    await expect.poll(() => activeSlide(page).getAttribute("aria-label")).toBe(`1 of ${COUNT}`);
    expect(await activeSlide(page).isVisible()).toBe(true);
    expect(await carousel(page).getByTestId("slide-controls").isHidden()).toBe(true);
    const images = carousel(page).locator("img");
    expect(await images.count()).toBe(1);
    expect(await images.first().getAttribute("loading")).toBe("eager");
    // The other slides come without their pictures (React adds each when its turn approaches).
    expect(
      await carousel(page).locator('[aria-roledescription="slide"]:not(:has(img, picture))').count(),
    ).toBe(COUNT - 1);
    // The controls' space is kept from the start: nothing moves when the script shows them.
    const before = await carousel(page).boundingBox();
    const enhanced = await openCarousel({ viewport: { width: 1440, height: 900 } });
    expect(await carousel(enhanced).getByTestId("slide-controls").isVisible()).toBe(true);
    expect(await carousel(enhanced).boundingBox()).toEqual(before);
  });

  it("fetches the pictures of the slide on screen and the next one, the others when their turn comes", async () => {
    const requested = new Set<string>();
    const page = await openCarousel({}, (page) =>
      page.on("request", (request) => {
        if (request.resourceType() === "image") requested.add(new URL(request.url()).pathname);
      }),
    );
    const files = EVENT_CAROUSEL_SLIDES.map((slide) => slide.image.src);
    const fetched = () => files.map((file, at) => (requested.has(file) ? at + 1 : 0)).filter(Boolean);
    await expect.poll(fetched).toEqual([1, 2]);
    await page.clock.runFor(SPEC.eventCarouselIntervalMs);
    await expectActive(page, 2);
    await expect.poll(fetched).toEqual([1, 2, 3]);
    await button(page, EVENT_CAROUSEL_COPY.goTo(5)).click();
    await expectActive(page, 5);
    // After the last comes the first, already here.
    await expect.poll(fetched).toEqual([1, 2, 3, 5]);
    expect(await carousel(page).locator('img[loading="eager"]').count()).toBe(1);
  });
});
