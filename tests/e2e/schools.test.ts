// /schools and the five school pages: server-rendered content, WhatsApp link, redirect of the
// alternate slug, 404, carousel behaviour, the lazy map, button targets, JSON-LD and an axe scan.
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SCHOOLS } from "~/copy/schools";
import {
  MAP_NEAR_VIEWPORT_PX,
  mapsEmbedUrl,
  OPEN_IN_MAPS_LABEL,
  SCHOOL_BUTTONS,
  SCHOOL_CAROUSEL_COPY,
  SHOW_MAP_LABEL,
  SWIPE_THRESHOLD,
  schoolAdmissionPath,
  schoolVisitPath,
  VISIT_CAMPUS_HEADING,
  VISIT_CAMPUSES_LABEL,
} from "~/copy/schools-page";
import { CAMPUS_VISITS_TEXT } from "~/lib/whatsapp";
import { DEMO_SCHOOLS } from "~/server/seed/schools-data";
import { pageScriptReady } from "../support/browser";
import { offlinePage } from "../support/offline-page";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { axe } from "./helpers/axe";
import { textOf } from "./helpers/markup";

const { server, browser } = setupServerAndBrowser();

async function html(path: string) {
  const response = await fetch(`${server().url}${path}`, { redirect: "manual" });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

function jsonLdOf(markup: string): Record<string, unknown>[] {
  return [...markup.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}

/** Two frames later: observers and transitions that were due have had their turn. */
async function settled(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

describe("/schools", () => {
  it("answers 200 with the five schools, their badges and Learn More links in the server HTML", async () => {
    const { status, body } = await html("/schools");
    expect(status).toBe(200);
    const text = textOf(body);
    for (const school of SCHOOLS) {
      expect(text).toContain(school.name);
      expect(text).toContain(school.affiliation);
      expect(body).toContain(`href="/schools/${school.slug}"`);
    }
    expect(text).toContain("CBSE affiliation 1930396");
  });

  it("shows four key features and a Learn More button on each card", async () => {
    const page = await offlinePage(browser());
    await page.goto(`${server().url}/schools`);
    const cards = page.locator("main article");
    await expect.poll(() => cards.count()).toBe(5);
    for (const [index, school] of SCHOOLS.entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole("heading", { level: 2 }).textContent()).toBe(school.name);
      expect(await card.getByTestId("key-features").locator("li").count()).toBe(4);
      const learnMore = card.getByRole("link", { name: new RegExp(`^${SCHOOL_BUTTONS.learnMore}`) });
      expect(await learnMore.getAttribute("href")).toBe(`/schools/${school.slug}`);
      // Screen readers and search engines hear which school; everyone sees "Learn More".
      expect(await learnMore.textContent()).toBe(`${SCHOOL_BUTTONS.learnMore} about ${school.name}`);
      expect(await learnMore.locator(".sr-only").textContent()).toBe(` about ${school.name}`);
    }
  });

  it("offers Visit Our Campuses as a WhatsApp chat in a new tab with the prefilled text", async () => {
    const page = await offlinePage(browser());
    await page.goto(`${server().url}/schools`);
    const link = page.getByRole("link", { name: VISIT_CAMPUSES_LABEL });
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toContain("noopener");
    const href = new URL((await link.getAttribute("href"))!);
    expect(href.origin).toBe("https://wa.me");
    // The demo WhatsApp support number from Site Settings.
    expect(href.pathname).toBe("/919876540099");
    expect(href.searchParams.get("text")).toBe(CAMPUS_VISITS_TEXT);
  });

  it("carries the group's EducationalOrganization JSON-LD listing the schools", async () => {
    const { body } = await html("/schools");
    const group = jsonLdOf(body).find((item) => item["@type"] === "EducationalOrganization");
    expect(group).toBeDefined();
    expect(group!["@context"]).toBe("https://schema.org");
    const schools = group!.subOrganization as Record<string, unknown>[];
    expect(schools.map((s) => s.name)).toEqual(SCHOOLS.map((s) => s.name));
    expect(schools.every((s) => s["@type"] === "School")).toBe(true);
  });

  it("has no axe violations", async () => {
    const page = await offlinePage(browser());
    await page.goto(`${server().url}/schools`);
    await pageScriptReady(page);
    const results = await axe(page).analyze();
    expect(results.violations).toEqual([]);
  });
});

describe("a school page", () => {
  it.each(SCHOOLS.map((school) => [school.slug, school] as const))(
    "/schools/%s answers 200 with its name, tagline, affiliation and map heading",
    async (slug, school) => {
      const { status, body } = await html(`/schools/${slug}`);
      expect(status).toBe(200);
      const text = textOf(body);
      expect(text).toContain(school.name);
      expect(text).toContain(school.affiliation);
      expect(text).toContain(school.studentCount);
      expect(text).toContain(VISIT_CAMPUS_HEADING);
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1];
      expect(textOf(h1 ?? "").trim()).toBe(school.name);
      expect(text).toContain(DEMO_SCHOOLS.find((demo) => demo.slug === slug)!.tagline);
      expect(body).toContain(`<link rel="canonical" href="`);
      expect(body).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/schools/${slug}"`));
      expect(body).toMatch(/<meta property="og:image" content="[^"]+"/);
    },
  );

  it("carries School JSON-LD with a postal address and its group", async () => {
    const { body } = await html("/schools/zee-litera");
    const items = jsonLdOf(body);
    const school = items.find((item) => item["@type"] === "School");
    expect(school).toMatchObject({
      name: "Zee Litera",
      address: { "@type": "PostalAddress", addressLocality: "Thenpalli", addressCountry: "IN" },
      parentOrganization: { "@type": "EducationalOrganization" },
    });
    expect(typeof school!.telephone).toBe("string");
  });

  it("moves the alternate spelling permanently to the canonical slug", async () => {
    const { status, headers } = await html("/schools/balar-kalikoodam");
    expect(status).toBe(301);
    expect(new URL(headers.get("location")!, server().url).pathname).toBe("/schools/balar-kalikkoodam");
  });

  it("answers 404 for an unknown school", async () => {
    const { status, body } = await html("/schools/no-such-school");
    expect(status).toBe(404);
    expect(textOf(body)).toContain("Oops! Page not found");
  });

  it("wires the buttons as DECISIONS.md says", async () => {
    const page = await offlinePage(browser());
    await page.goto(`${server().url}/schools/euro-kids`);
    const main = page.locator("main");
    const hrefs = async (name: string) =>
      main
        .getByRole("link", { name: new RegExp(`^${name}( about |$)`) })
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(new Set(await hrefs(SCHOOL_BUTTONS.applyForAdmission))).toEqual(
      new Set([schoolAdmissionPath("euro-kids")]),
    );
    expect(new Set(await hrefs(SCHOOL_BUTTONS.applyNow))).toEqual(
      new Set([schoolAdmissionPath("euro-kids")]),
    );
    expect(schoolAdmissionPath("euro-kids")).toBe("/admissions?school=euro-kids");
    expect(new Set(await hrefs(SCHOOL_BUTTONS.scheduleVisit))).toEqual(
      new Set(["/contact?school=euro-kids#visit"]),
    );
    expect(schoolVisitPath("euro-kids")).toBe("/contact?school=euro-kids#visit");
    // Learn More and Explore Programs jump to sections of this page that exist.
    for (const name of [SCHOOL_BUTTONS.learnMore, SCHOOL_BUTTONS.explorePrograms]) {
      const [href] = await hrefs(name);
      expect(href).toMatch(/^#[\w-]+$/);
      expect(await page.locator(href!).count()).toBe(1);
    }
  });

  it("inserts the map only when scrolled near, always with a plain Google Maps link", async () => {
    const page = await offlinePage(browser());
    await page.goto(`${server().url}/schools/zee-litera`);
    await pageScriptReady(page);
    const link = page.getByRole("link", { name: new RegExp(OPEN_IN_MAPS_LABEL) });
    const href = new URL((await link.getAttribute("href"))!);
    expect(`${href.origin}${href.pathname}`).toBe("https://www.google.com/maps/search/");
    expect(href.searchParams.get("api")).toBe("1");
    expect(href.searchParams.get("query")).toMatch(/Zee Litera/);
    expect(await link.getAttribute("target")).toBe("_blank");
    const iframe = page.locator(`iframe[title="${VISIT_CAMPUS_HEADING}"]`);
    await settled(page);
    expect(await iframe.count()).toBe(0);
    // Scrolled until the map's top is `gap` px below the bottom of the window.
    const scrollAbove = (gap: number) =>
      page.getByTestId("school-map").evaluate((frame, gap) => {
        const top = frame.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, top - window.innerHeight - gap);
      }, gap);
    await scrollAbove(MAP_NEAR_VIEWPORT_PX + 100);
    await settled(page);
    expect(await iframe.count()).toBe(0);
    await scrollAbove(MAP_NEAR_VIEWPORT_PX - 50);
    await iframe.waitFor({ state: "attached" });
    expect(await iframe.getAttribute("loading")).toBe("lazy");
    expect(await iframe.getAttribute("src")).toBe(mapsEmbedUrl(href.searchParams.get("query")!));
    expect(await link.isVisible()).toBe(true);
  });

  it("inserts the map when Show map is pressed and takes the focus into it", async () => {
    const page = await offlinePage(browser());
    // Without IntersectionObserver, scrolling cannot insert the map: only the button can.
    await page.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    await page.goto(`${server().url}/schools/zee-litera`);
    await pageScriptReady(page);
    const iframe = page.locator(`iframe[title="${VISIT_CAMPUS_HEADING}"]`);
    const show = page.getByTestId("school-map").getByRole("button", { name: SHOW_MAP_LABEL });
    await show.scrollIntoViewIfNeeded();
    await settled(page);
    expect(await iframe.count()).toBe(0);
    await show.focus();
    await page.keyboard.press("Enter");
    await iframe.waitFor({ state: "attached" });
    expect(await iframe.getAttribute("src")).toContain("output=embed");
    expect(await iframe.evaluate((frame) => document.activeElement === frame)).toBe(true);
  });

  it("works without the script: first photo shown, the Maps link, no dead Show map button", async () => {
    const page = await offlinePage(browser(), { javaScriptEnabled: false });
    await page.goto(`${server().url}/schools/zee-litera`);
    const link = page.getByRole("link", { name: new RegExp(OPEN_IN_MAPS_LABEL) });
    expect(new URL((await link.getAttribute("href"))!).pathname).toBe("/maps/search/");
    expect(await link.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: SHOW_MAP_LABEL }).count()).toBe(0);
    expect(await page.getByText(SHOW_MAP_LABEL).isVisible()).toBe(false);
    const figures = page.getByTestId("school-carousel").locator("figure");
    expect(await figures.first().getAttribute("data-active")).toBe("true");
    expect(await figures.first().locator("img").isVisible()).toBe(true);
    expect(
      await figures
        .first()
        .locator("img")
        .evaluate((img: HTMLImageElement) => img.complete),
    ).toBe(true);
  });

  it("has no axe violations", async () => {
    const page = await offlinePage(browser());
    await page.goto(`${server().url}/schools/zee-litera`);
    await pageScriptReady(page);
    const results = await axe(page).analyze();
    expect(results.violations).toEqual([]);
  });
});

describe("the school carousel", () => {
  const phone = {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 3,
  };

  async function carouselPage(options: BrowserContextOptions = {}) {
    const page = await offlinePage(browser(), { viewport: { width: 1280, height: 900 }, ...options });
    await page.goto(`${server().url}/schools/zee-litera`);
    await pageScriptReady(page);
    const carousel = page.getByTestId("school-carousel");
    const count = await carousel.locator("figure").count();
    expect(count).toBeGreaterThanOrEqual(3);
    const active = () =>
      carousel
        .locator("figure")
        .evaluateAll((figures) => figures.findIndex((f) => f.dataset.active === "true"));
    return { page, carousel, count, active };
  }

  it("loads only the first photo eagerly", async () => {
    const { carousel } = await carouselPage();
    const loading = await carousel
      .locator("figure img")
      .evaluateAll((images) => images.map((img) => img.getAttribute("loading")));
    expect(loading[0]).toBe("eager");
    expect(loading.slice(1).every((value) => value === "lazy")).toBe(true);
  });

  it("wraps from the last photo to the first and from the first to the last", async () => {
    const { carousel, count, active } = await carouselPage();
    const next = carousel.getByRole("button", { name: "Next photo" });
    const previous = carousel.getByRole("button", { name: "Previous photo" });
    expect(await active()).toBe(0);
    await previous.click();
    expect(await active()).toBe(count - 1);
    await next.click();
    expect(await active()).toBe(0);
    for (let i = 1; i < count; i++) {
      await next.click();
      expect(await active()).toBe(i);
    }
    await next.click();
    expect(await active()).toBe(0);
  });

  it("jumps to the photo of a clicked thumbnail or dot", async () => {
    const { carousel, count, active } = await carouselPage();
    await carousel
      .getByTestId("carousel-thumbnail")
      .nth(count - 1)
      .click();
    expect(await active()).toBe(count - 1);
    await expect
      .poll(() =>
        carousel
          .getByTestId("carousel-thumbnail")
          .nth(count - 1)
          .getAttribute("aria-current"),
      )
      .toBe("true");
    await carousel.getByTestId("carousel-dot").nth(1).click();
    expect(await active()).toBe(1);
    expect(await carousel.getByTestId("carousel-dot").nth(1).getAttribute("aria-current")).toBe("true");
  });

  it("follows the arrow keys while focused", async () => {
    const { page, carousel, count, active } = await carouselPage();
    await carousel.focus();
    await page.keyboard.press("ArrowLeft");
    expect(await active()).toBe(count - 1);
    await page.keyboard.press("ArrowRight");
    expect(await active()).toBe(0);
    await page.keyboard.press("ArrowRight");
    expect(await active()).toBe(1);
  });

  it("moves to the next photo on a swipe to the left and back on a swipe to the right", async () => {
    const { page, carousel, active } = await carouselPage(phone);
    const track = carousel.getByTestId("carousel-track");
    // Vertical moves stay with the page.
    expect(await track.evaluate((element) => getComputedStyle(element).touchAction)).toBe("pan-y");
    const box = (await track.boundingBox())!;
    const y = box.y + box.height / 2;
    const client = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove", x: number, atY = y) =>
      client.send("Input.dispatchTouchEvent", { type, touchPoints: [{ x, y: atY }] });
    const lift = () => client.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    async function swipe(fromX: number, toX: number, toY = y) {
      await touch("touchStart", fromX);
      for (let step = 1; step <= 5; step++) {
        await touch("touchMove", fromX + ((toX - fromX) * step) / 5, y + ((toY - y) * step) / 5);
      }
      await lift();
    }
    const trackX = () => track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
    // Between the previous and next buttons, which sit at the frame's edges.
    const right = box.x + box.width * 0.75;
    const left = box.x + box.width * 0.25;

    // The track follows the finger while it moves, and settles back when the move was too short.
    await touch("touchStart", right);
    await touch("touchMove", right - 10);
    await touch("touchMove", right - (SWIPE_THRESHOLD - 5));
    await expect.poll(trackX).toBeCloseTo(-(SWIPE_THRESHOLD - 5), 0);
    await lift();
    await expect.poll(trackX).toBeCloseTo(0, 0);
    expect(await active()).toBe(0);

    await swipe(right, left);
    await expect.poll(active).toBe(1);
    await swipe(left, right);
    await expect.poll(active).toBe(0);

    // A move that is more vertical than horizontal is not a swipe (last: it may scroll the page).
    await swipe(right, right - (SWIPE_THRESHOLD + 10), y + 2 * (SWIPE_THRESHOLD + 10));
    await settled(page);
    expect(await active()).toBe(0);
  });

  it("shows only the current photo to screen readers, announces it and updates the phone caption", async () => {
    const { carousel, count, active } = await carouselPage(phone);
    const titles = await carousel
      .locator("figure")
      .evaluateAll((figures) => figures.map((figure) => figure.dataset.title ?? ""));
    // The seed's carousel pictures follow the header picture.
    const seeded = DEMO_SCHOOLS.find((school) => school.slug === "zee-litera")!.carousel;
    expect(titles.slice(1)).toEqual(seeded.map((image) => image.title).slice(0, count - 1));
    const status = carousel.locator("[aria-live=polite]");
    const captions = carousel.getByTestId("carousel-caption");
    async function expectShowing(index: number) {
      expect(await active()).toBe(index);
      expect(
        await carousel.locator("figure").evaluateAll((figures) => figures.map((f) => f.ariaHidden)),
      ).toEqual(titles.map((_, i) => (i === index ? "false" : "true")));
      expect(await status.textContent()).toBe(SCHOOL_CAROUSEL_COPY.status(index, count, titles[index]!));
      const visible = await captions.evaluateAll((elements) =>
        elements.filter((element) => element.checkVisibility()).map((element) => element.textContent),
      );
      expect(visible).toHaveLength(1);
      expect(visible[0]).toContain(titles[index]);
    }
    await expectShowing(0);
    await carousel.getByRole("button", { name: "Next photo" }).click();
    await expectShowing(1);
    await carousel.getByRole("button", { name: "Previous photo" }).click();
    await carousel.getByRole("button", { name: "Previous photo" }).click();
    await expectShowing(count - 1);
  });

  it("fetches only the first large photo with the page on a phone, the next one when browsing", async () => {
    const page = await offlinePage(browser(), phone);
    const requested = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "image") requested.add(new URL(request.url()).pathname);
    });
    await page.goto(`${server().url}/schools/zee-litera`);
    await pageScriptReady(page);
    await page.waitForLoadState("networkidle");
    const carousel = page.getByTestId("school-carousel");
    const photos = carousel.locator("figure img");
    const shownPhoto = (index: number) =>
      photos.nth(index).evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return new URL(img.currentSrc).pathname;
      });
    const atLoad = new Set(requested);
    expect(atLoad.has(await shownPhoto(0))).toBe(true);
    const count = await photos.count();
    for (let i = 1; i < count; i++) {
      await carousel.getByTestId("carousel-thumbnail").nth(i).click();
      const photo = await shownPhoto(i);
      // Not the thumbnail's smaller file, so the check below means something.
      expect(photo).not.toBe(
        await carousel
          .getByTestId("carousel-thumbnail")
          .nth(i)
          .locator("img")
          .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname),
      );
      expect(atLoad.has(photo), `${photo} was fetched with the page`).toBe(false);
    }
  });
});
