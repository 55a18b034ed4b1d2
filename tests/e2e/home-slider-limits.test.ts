// The hero slider with what staff can save at the limits: 37 active slides and 200-character
// titles, one of them a single unbroken word. Nothing may stick out of a phone's or a desktop's
// width, and the controls stay on screen.
import { expect, it } from "vitest";
import { HERO_SLIDER_COPY } from "~/copy/home";
import { openPage } from "../support/browser";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { insertContent } from "../support/server-data";

const { server, browser } = setupServerAndBrowser({ env: { SEED_DEMO_CONTENT: "false" } });

it("keeps 37 slides with 200-character titles inside the page at 390 and 1440 px", async () => {
  const words =
    "Annual Sports Day with every child of the five schools taking part in races, relays and yoga. ";
  await insertContent(
    server(),
    Array.from({ length: 37 }, (_, i) => ({
      kind: "homepage_slide" as const,
      title: i === 1 ? "W".repeat(200) : `${i} ${words.repeat(3)}`.slice(0, 200),
      summary: "A caption that tells parents what happened on the day.",
    })),
  );
  for (const width of [390, 1440]) {
    const page = await openPage(browser(), { viewport: { width, height: 900 } });
    await page.goto(`${server().url}/`);
    const slider = page.getByTestId("hero-slider");
    const controls = slider.getByTestId("slide-controls");
    await expect.poll(() => controls.isVisible()).toBe(true);
    // Too many for dots: previous and next remain, each slide says "n of 37".
    expect(await slider.getByRole("button", { name: HERO_SLIDER_COPY.goTo(1) }).count()).toBe(0);
    await slider.getByRole("button", { name: HERO_SLIDER_COPY.next }).click();
    for (const title of await slider.locator("p.font-heading").all()) {
      const box = await title.evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
      }));
      expect(box.scroll, `title at ${width}px`).toBeLessThanOrEqual(box.client);
    }
    const bounds = await controls.boundingBox();
    expect(bounds!.x).toBeGreaterThanOrEqual(0);
    expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  }
});
