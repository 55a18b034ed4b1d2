// /content/<slug>: every published content item drawn by its kind; drafts, archived and
// scheduled items are a 404 for the public and a marked, uncached, unindexed preview for staff.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_BACK_LINKS, CONTENT_KIND_BADGES, formatCalendarDay } from "~/copy/content-page";
import { PREVIEW_NOTICE } from "~/copy/news-page";
import { rawGet } from "../support/app-server";
import { visitWithScript } from "../support/browser";
import { queryDatabase, writeDatabase } from "../support/database-file";
import { offlinePage } from "../support/offline-page";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { type ContentRow, createStaff, DAY, fromNow, HOUR, insertContent } from "../support/server-data";
import { axe } from "./helpers/axe";
import { signedInPage } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser();

/** An item with the address its page is opened at. */
type PageRow = ContentRow & { slug: string };

const ABOUT_BODY =
  "<h2>How it started</h2><p>Parents gave the first <em>saplings</em> in June.</p><script>window.__injected = 1</script>";
const ABOUT: PageRow = {
  kind: "about",
  title: "Our Campus Garden",
  slug: "our-campus-garden",
  summary: "Where every class grows something to share.",
  body: ABOUT_BODY,
};
const EVENT: PageRow = {
  kind: "event",
  title: "Annual Sports Meet",
  slug: "annual-sports-meet",
  summary: "Races, relays and a tug of war for every class.",
  event: {
    date: "2026-12-12",
    time: "09:30",
    location: "Zee Litera Grounds",
    category: "Sports",
    maxParticipants: 200,
    registrationRequired: true,
  },
};
/** Typed by hand in the 12-hour form, as staff often do: an evening event. */
const EVENING_EVENT: PageRow = {
  kind: "event",
  title: "Parents' Evening",
  slug: "parents-evening",
  event: { date: "2026-12-18", time: "5:30 PM", location: "Main Hall", category: "Parent Meeting" },
};
const GALLERY: PageRow = {
  kind: "gallery",
  title: "Kolam Morning",
  slug: "kolam-morning",
  details: { description: "Parents and children drew kolams together." },
  gallery: { category: "Cultural Events" },
};
const NEWS: PageRow = {
  kind: "news",
  title: "Bus Route Changes",
  slug: "bus-route-changes",
  summary: "Two new stops from Monday.",
  news: { category: "Announcement", priority: "high" },
  publishedAt: fromNow(-HOUR),
};
const SLIDE: PageRow = {
  kind: "homepage_slide",
  title: "Admissions Are Open",
  slug: "admissions-are-open",
  slide: { buttonText: "Apply Now", buttonLink: "/admissions" },
};
const HIDDEN: PageRow[] = [
  {
    kind: "faculty",
    title: "New Teachers Join Us",
    slug: "new-teachers",
    status: "draft",
    publishedAt: null,
  },
  { kind: "school_info", title: "Old Admission Rules", slug: "old-admission-rules", status: "archived" },
  { kind: "about", title: "Founders' Day Plans", slug: "founders-day-plans", publishedAt: fromNow(3 * DAY) },
];

beforeAll(async () => {
  const [photo] = queryDatabase<{ url: string }>(
    server(),
    "select url from media where category = 'gallery' limit 1",
  );
  await insertContent(server(), [
    ABOUT,
    EVENT,
    EVENING_EVENT,
    { ...GALLERY, featuredImage: photo!.url },
    NEWS,
    SLIDE,
    ...HIDDEN,
  ]);
  // Saving cleans a body. This one is stored as typed, as an older version or a restored backup
  // may have left it, so the page itself must not let any of it run.
  writeDatabase(server(), "update content set body = ? where slug = ?", ABOUT_BODY, ABOUT.slug);
});

const origin = () => `http://localhost:${server().port}`;

async function open(page: Page, slug: string) {
  const response = await visitWithScript(page, `${server().url}/content/${slug}`);
  return response;
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute("href");

describe("a published item", () => {
  it("an about page: title, summary, sanitized body, its kind and a way back", async () => {
    const page = await offlinePage(browser());
    await open(page, ABOUT.slug);
    expect(await heading(page)).toBe(ABOUT.title);
    const article = page.getByTestId("article");
    expect(await article.getAttribute("data-kind")).toBe("about");
    expect(await article.textContent()).toContain(ABOUT.summary);
    expect(await page.getByTestId("content-kind").textContent()).toBe(CONTENT_KIND_BADGES.about);
    const body = page.getByTestId("article-body");
    expect(await body.getByRole("heading", { level: 2 }).textContent()).toBe("How it started");
    expect(await body.innerHTML()).not.toContain("<script");
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
    expect(await page.getByRole("link", { name: CONTENT_BACK_LINKS.about.label }).getAttribute("href")).toBe(
      "/about",
    );
    expect(await canonical(page)).toBe(`${origin()}/content/${ABOUT.slug}`);
    expect(await page.getByTestId("preview-banner").count()).toBe(0);
  });

  it("an event: its date, time, place, category and registration rules", async () => {
    const page = await offlinePage(browser());
    await open(page, EVENT.slug);
    expect(await heading(page)).toBe(EVENT.title);
    const facts = page.getByTestId("content-facts");
    const terms = await facts.locator("dt").allTextContents();
    const values = await facts.locator("dd").allTextContents();
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
      Date: "Saturday, 12 December 2026",
      Time: "9:30 AM",
      Location: "Zee Litera Grounds",
      Category: "Sports",
      Registration: "Registration Required",
      Places: "Max 200 participants",
    });
    expect(formatCalendarDay("2026-12-12")).toBe("Saturday, 12 December 2026");
    expect(await canonical(page)).toBe(`${origin()}/events/${EVENT.slug}`);
  });

  it("an event whose time staff typed as '5:30 PM' keeps it in the evening", async () => {
    const page = await offlinePage(browser());
    await open(page, EVENING_EVENT.slug);
    const facts = page.getByTestId("content-facts");
    const terms = await facts.locator("dt").allTextContents();
    const values = await facts.locator("dd").allTextContents();
    expect(values[terms.indexOf("Time")]).toBe("5:30 PM");
  });

  it("a gallery photo: its picture with a size, its category and description", async () => {
    const page = await offlinePage(browser());
    await open(page, GALLERY.slug);
    const picture = page.getByTestId("article").locator("img").first();
    expect(Number(await picture.getAttribute("width"))).toBeGreaterThan(0);
    expect(Number(await picture.getAttribute("height"))).toBeGreaterThan(0);
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
    expect(await page.getByTestId("news-category").textContent()).toBe("Cultural Events");
    expect(await page.getByTestId("article").textContent()).toContain(
      "Parents and children drew kolams together.",
    );
  });

  it("a news item: category, priority, date, and the article page as canonical", async () => {
    const page = await offlinePage(browser());
    await open(page, NEWS.slug);
    expect(await page.getByTestId("news-category").textContent()).toBe("Announcement");
    expect(await page.locator("[data-priority]").getAttribute("data-priority")).toBe("high");
    expect(await page.getByTestId("article").locator("time").count()).toBe(1);
    expect(await canonical(page)).toBe(`${origin()}/news/${NEWS.slug}`);
  });

  it("a home page slide: its button, when it leads somewhere on the site or the web", async () => {
    const page = await offlinePage(browser());
    await open(page, SLIDE.slug);
    expect(await page.getByRole("link", { name: "Apply Now" }).getAttribute("href")).toBe("/admissions");
  });

  it("is cached for everyone like any public page", async () => {
    const first = await rawGet(`${server().url}/content/${EVENT.slug}`);
    const second = await rawGet(`${server().url}/content/${EVENT.slug}`);
    expect(first.status).toBe(200);
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(second.body.toString()).not.toContain("noindex");
  });
});

describe("an unpublished item", () => {
  it("is a 404 for the public: drafts, archived, scheduled and unknown slugs", async () => {
    for (const slug of [...HIDDEN.map((row) => row.slug), "no-such-page"]) {
      const response = await rawGet(`${server().url}/content/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(response.body.toString()).toContain("Oops! Page not found");
      expect(response.body.toString()).not.toContain(HIDDEN.find((row) => row.slug === slug)?.title ?? "§");
    }
  });

  it("is a 404 for a signed-in user who is not staff", async () => {
    const [viewer] = await createStaff(server(), [
      { username: "pageviewer", role: "viewer", password: "viewer-pass-123" },
    ]);
    const page = await signedInPage(browser(), server(), viewer, [/status of 404/]);
    const response = await page.goto(`${server().url}/content/${HIDDEN[0]!.slug}`);
    expect(response?.status()).toBe(404);
  });

  it("shows a signed-in editor a preview: marked, noindex and never cached", async () => {
    const [editor] = await createStaff(server(), [
      { username: "pageeditor", role: "editor", password: "editor-pass-123" },
    ]);
    const page = await signedInPage(browser(), server(), editor);
    for (const [index, row] of HIDDEN.entries()) {
      const response = await open(page, row.slug);
      expect(response?.status(), row.slug).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      expect(await heading(page)).toBe(row.title);
      const banner = page.getByTestId("preview-banner");
      expect(await banner.textContent()).toContain(PREVIEW_NOTICE.label);
      expect(await banner.textContent()).toContain(["Draft", "Archived", "Scheduled for"][index]);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    }
    // A published item has no marker, and staff's copy is still kept out of shared caches.
    const response = await open(page, ABOUT.slug);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(await page.getByTestId("preview-banner").count()).toBe(0);
  });
});

describe("accessibility", () => {
  for (const width of [390, 1440]) {
    it(`content pages pass axe at ${width} px`, async () => {
      const page = await offlinePage(browser(), { viewport: { width, height: 900 } });
      for (const slug of [ABOUT.slug, EVENT.slug, GALLERY.slug]) {
        await open(page, slug);
        const results = await axe(page).analyze();
        expect(results.violations, slug).toEqual([]);
      }
    });
  }
});
