// The Analytics screen (spec §2, §8, §9): visits recorded through the application's own tracking
// commands, then the six cards, the comparison with the previous period, the range in the address,
// the tabs' rows, Refresh, the empty and the failed state, keyboard use, axe, and 390/1440 px.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_TITLE, QUICK_ACTIONS } from "~/copy/admin-pages";
import {
  ANALYTICS_LOAD_FAILED,
  ANALYTICS_PAGE_SIZE,
  ANALYTICS_TITLE,
  ENQUIRY_PAGES_TITLE,
  PAGES_PAGES_LABEL,
  RANGE_SELECT_LABEL,
  REFRESH_LABEL,
  REFRESHING_LABEL,
  SUMMARY_CARD_LABELS,
  VISITORS_PAGES_LABEL,
} from "~/copy/analytics";
import { TEST_ADMIN } from "../support/app-server";
import { animationsSettled } from "../support/browser";
import { writeDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { DAY, HOUR, recordVisits, type VisitRow } from "../support/server-data";
import { openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { signedInPage } from "./helpers/staff-session";

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
/** The chart's own drawing (not its legend's icons), there once the page has hydrated. */
const CHART_DRAWN = "[data-testid=visitors-chart] .recharts-wrapper > svg.recharts-surface";
const ANALYTICS_QUICK_ACTION = QUICK_ACTIONS.find((action) => action.to === "/admin/analytics")!;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
let serial = 0;
const sessionId = () => `session_${Date.now()}_${(++serial).toString(36).padStart(9, "a")}`;

/**
 * The last 24 hours: four visits between 2 and 5 hours ago (so the last hour is empty).
 * 7 views, 651 s (93 s a view), India and the United States, two of four bounced, google.com twice.
 */
const TODAY: VisitRow[] = [
  {
    sessionId: sessionId(),
    at: ago(5 * HOUR),
    referrer: "https://www.google.com/search?q=schools",
    referrerHost: "google.com",
    country: "India",
    city: "Chennai",
    device: "desktop",
    browser: "Chrome",
    os: "Windows",
    views: [
      { pageUrl: "/", pageTitle: "Home", seconds: 40 },
      { pageUrl: "/schools", pageTitle: "Our Schools", seconds: 200 },
      { pageUrl: "/admissions", pageTitle: "Admissions", seconds: 300 },
    ],
    enquiry: true,
  },
  {
    sessionId: sessionId(),
    at: ago(4 * HOUR),
    referrer: "https://www.google.com/",
    referrerHost: "google.com",
    country: "India",
    city: "Madurai",
    device: "mobile",
    browser: "Safari",
    os: "iOS",
    views: [
      { pageUrl: "/", pageTitle: "Home", seconds: 30 },
      { pageUrl: "/events", pageTitle: "Events", seconds: 50 },
    ],
  },
  {
    sessionId: sessionId(),
    at: ago(3 * HOUR),
    country: "United States",
    device: "desktop",
    browser: "Firefox",
    os: "Linux",
    views: [{ pageUrl: "/schools", pageTitle: "Our Schools", seconds: 26 }],
  },
  {
    sessionId: sessionId(),
    at: ago(2 * HOUR),
    referrer: "https://facebook.com/",
    referrerHost: "facebook.com",
    device: "mobile",
    browser: "Chrome",
    os: "Android",
    views: [{ pageUrl: "/", pageTitle: "Home", seconds: 5 }],
  },
];

/** The 24 hours before: 2 visits, 3 views, 140 s (47 s a view), India only, one bounce, bing.com. */
const DAY_BEFORE: VisitRow[] = [
  {
    sessionId: sessionId(),
    at: ago(30 * HOUR),
    referrer: "https://www.bing.com/",
    referrerHost: "bing.com",
    country: "India",
    city: "Chennai",
    views: [
      { pageUrl: "/", seconds: 60 },
      { pageUrl: "/about", seconds: 60 },
    ],
  },
  {
    sessionId: sessionId(),
    at: ago(31 * HOUR),
    country: "India",
    views: [{ pageUrl: "/news", seconds: 20 }],
  },
];

/** Three days ago: outside the last 24 hours, inside the last 7 days. */
const THREE_DAYS_AGO: VisitRow = {
  sessionId: sessionId(),
  at: ago(3 * DAY),
  referrer: "https://duckduckgo.com/",
  referrerHost: "duckduckgo.com",
  country: "Germany",
  city: "Berlin",
  views: [
    { pageUrl: "/gallery", seconds: 10 },
    { pageUrl: "/contact", seconds: 15 },
  ],
};

/**
 * 15 to 25 days ago (before the last 7 days and the 7 before them): 30 one-page visits, each to an
 * article of its own, for the tables' second pages.
 */
const EARLIER_THIS_MONTH: VisitRow[] = Array.from({ length: 30 }, (_, i) => ({
  sessionId: sessionId(),
  at: ago(15 * DAY + i * 8 * HOUR),
  country: "India",
  views: [{ pageUrl: `/news/article-${String(i).padStart(2, "0")}`, seconds: 10 }],
}));

const { server, browser } = setupServerAndBrowser();

beforeAll(async () => {
  await recordVisits(server(), [...TODAY, ...DAY_BEFORE, THREE_DAYS_AGO, ...EARLIER_THIS_MONTH]);
});

type CardKey = keyof typeof SUMMARY_CARD_LABELS;

/** Each card's figure and its comparison with the previous period. */
async function cards(page: Page): Promise<Record<CardKey, [string, string]>> {
  const read = async (label: string) => {
    const card = page.locator(`[data-stat="${label}"]`);
    const value = (await card.locator("[data-stat-value]").textContent())?.trim() ?? "";
    // The comparison (issue 26 put what the Top Source means on a line of its own, read apart).
    const note = (await card.locator("p:not([data-stat-value]):not([data-stat-meaning])").allTextContents())
      .join("")
      .trim();
    return [value, note] as [string, string];
  };
  return Object.fromEntries(
    await Promise.all(
      Object.entries(SUMMARY_CARD_LABELS).map(async ([key, label]) => [key, await read(label)] as const),
    ),
  ) as Record<CardKey, [string, string]>;
}

/** The Top Source card's line saying what its figure means (issue 26). */
function topSourceMeaning(page: Page) {
  return page.locator(`[data-stat="${SUMMARY_CARD_LABELS.topSource}"] [data-stat-meaning]`).textContent();
}

async function openAnalytics(page: Page, search = "") {
  await openAdminPage(page, `${server().url}/admin/analytics${search}`, ANALYTICS_TITLE);
}

const rows = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((found) =>
    found.map((row) =>
      [...row.querySelectorAll("td")].map((cell) =>
        // Each line of a cell (a location and its device, a page and its title) as words.
        [...cell.childNodes]
          .map((line) => line.textContent ?? "")
          .join(" ")
          .replace(/\s+/g, " ")
          .trim(),
      ),
    ),
  );

describe("the Analytics screen", () => {
  it("shows the last 24 hours in the six cards, each against the 24 hours before", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    // Reached from the dashboard's quick actions.
    await openAdminPage(page, `${server().url}/admin`, DASHBOARD_TITLE);
    await page.getByRole("main").getByRole("link", { name: ANALYTICS_QUICK_ACTION.label }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(ANALYTICS_TITLE);
    expect(new URL(page.url()).pathname).toBe("/admin/analytics");
    expect(await page.title()).toBe(`${ANALYTICS_TITLE} | Admin`);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await page.getByLabel(RANGE_SELECT_LABEL).inputValue()).toBe("24h");
    expect(await cards(page)).toEqual({
      visitors: ["4", "+100% vs previous 24 hours"],
      pageViews: ["7", "+133% vs previous 24 hours"],
      averageTime: ["1m 33s", "+98% vs previous 24 hours"],
      countries: ["2", "+100% vs previous 24 hours"],
      bounceRate: ["50%", "No change vs previous 24 hours"],
      topSource: ["google.com", "Previous 24 hours: bing.com"],
    });
    // Issue 26: the card says what its figure means. google.com brought 2 of the 4 visits, 1 came direct.
    expect(await topSourceMeaning(page)).toBe("Top referring site: 50% of visits (Direct: 25%)");
    // The chart's figures, for screen readers: 4 visitors and 7 views over the hours.
    const chartTable = page.locator("figure table");
    const sums = await chartTable.locator("tbody tr").evaluateAll((trs) =>
      trs.reduce(
        (sum, tr) => {
          const [visitors, views] = [...tr.querySelectorAll("td")].map((td) => Number(td.textContent));
          return [sum[0]! + visitors!, sum[1]! + views!];
        },
        [0, 0],
      ),
    );
    expect(sums).toEqual([4, 7]);
    expect(await chartTable.locator("tbody tr").count()).toBe(25);
    // The chart itself is drawn once the page has hydrated.
    await page.locator(CHART_DRAWN).waitFor();
  });

  it("keeps the range in the address: 7 days counts the visit of three days ago, the last hour is empty", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openAnalytics(page);
    await page.getByLabel(RANGE_SELECT_LABEL).selectOption("7d");
    await expect.poll(() => new URL(page.url()).searchParams.get("range")).toBe("7d");
    await expect
      .poll(async () => (await cards(page)).visitors)
      .toEqual(["7", "New: none in the previous 7 days"]);
    expect(await cards(page)).toMatchObject({
      pageViews: ["12", "New: none in the previous 7 days"],
      averageTime: ["1m 8s", "New: none in the previous 7 days"],
      countries: ["3", "New: none in the previous 7 days"],
      bounceRate: ["43%", "New: none in the previous 7 days"],
      topSource: ["google.com", ""],
    });
    // 2 of 7 from google.com, 2 of 7 direct.
    expect(await topSourceMeaning(page)).toBe("Top referring site: 29% of visits (Direct: 29%)");
    // Per day over seven days: 8 days touched.
    expect(await page.locator("figure table tbody tr").count()).toBe(8);

    await page.getByLabel(RANGE_SELECT_LABEL).selectOption("1h");
    await expect.poll(() => new URL(page.url()).searchParams.get("range")).toBe("1h");
    await page.getByText("No visits in the last hour.").waitFor();
    expect(await cards(page)).toEqual({
      visitors: ["0", ""],
      pageViews: ["0", ""],
      averageTime: ["0s", ""],
      countries: ["0", ""],
      bounceRate: ["0%", ""],
      topSource: ["Direct", ""],
    });
    // One sentence rather than empty panels: no chart, no tabs.
    expect(await page.locator("figure").count()).toBe(0);
    expect(await page.getByRole("tablist").count()).toBe(0);

    // Back shows the 7 days again, with the select saying so.
    await page.goBack();
    await expect.poll(async () => (await cards(page)).visitors[0]).toBe("7");
    expect(await page.getByLabel(RANGE_SELECT_LABEL).inputValue()).toBe("7d");

    // An address the page does not know is the default range, never an error.
    for (const range of ["90d", "", "%00"]) {
      const response = await page.goto(`${server().url}/admin/analytics?range=${range}&vpage=-3&tab=x`);
      expect(response?.status()).toBe(200);
      expect(await page.getByLabel(RANGE_SELECT_LABEL).inputValue()).toBe("24h");
      expect((await cards(page)).visitors[0]).toBe("4");
    }
  });

  it("lists top pages, recent visitors, sources and enquiry pages, and the full tables in their tabs", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openAnalytics(page);
    const overviewRows = (name: string) =>
      page
        .locator(`[data-overview="${name}"] li`)
        .evaluateAll((items) => items.map((item) => item.getAttribute("data-row")));
    expect(await overviewRows("top-pages")).toEqual(["/", "/schools", "/admissions", "/events"]);
    expect(await overviewRows("recent-visitors")).toEqual(TODAY.map((visit) => visit.sessionId).reverse());
    const breakdown = (dimension: string) =>
      page
        .locator(`[data-breakdown="${dimension}"] li`)
        .evaluateAll((items) =>
          items.map((item) => [item.getAttribute("data-row"), item.textContent?.replace(/\s+/g, " ").trim()]),
        );
    expect((await breakdown("source")).slice(0, 2)).toEqual([
      ["google.com", "google.com2 · 50%"],
      ["facebook.com", "facebook.com1 · 25%"],
    ]);
    expect((await breakdown("country")).map(([label]) => label)).toEqual([
      "India",
      "United States",
      "Unknown",
    ]);
    expect((await breakdown("device")).map(([label]) => label)).toEqual(["desktop", "mobile"]);
    const enquiries = page.locator("[data-enquiry-pages]");
    expect(await enquiries.getByRole("heading").textContent()).toBe(ENQUIRY_PAGES_TITLE);
    expect(await enquiries.locator("li").first().getAttribute("data-row")).toBe("/");
    expect(await enquiries.locator("li").allTextContents()).not.toHaveLength(0);

    // The tabs by keyboard: arrow to Visitors, which shows at once; the tab lands in the address.
    await page.locator(CHART_DRAWN).waitFor();
    await page.getByRole("tab", { name: "Overview" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() => rows(page, "[data-visitors-table] tbody tr"))
      .toEqual([
        ["Unknown mobile · Chrome · Android", "/", "https://facebook.com/", "1", "5s", expect.any(String)],
        ["United States desktop · Firefox · Linux", "/schools", "Direct", "1", "26s", expect.any(String)],
        [
          "Madurai, India mobile · Safari · iOS",
          "/",
          "https://www.google.com/",
          "2",
          "1m 20s",
          expect.any(String),
        ],
        [
          "Chennai, India desktop · Chrome · Windows",
          "/",
          "https://www.google.com/search?q=schools",
          "3",
          "9m 0s",
          expect.any(String),
        ],
      ]);
    await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toBe("visitors");
    // Visit times in India time (UTC+5:30), as the admin pages write them.
    const visitTime = await page.locator("[data-visitors-table] tbody tr").first().locator("time");
    const shown = await visitTime.textContent();
    const instant = new Date((await visitTime.getAttribute("datetime"))!);
    expect(shown).toBe(
      new Intl.DateTimeFormat("en-IN", {
        timeZone: "Asia/Kolkata",
        dateStyle: "medium",
        timeStyle: "short",
      }).format(instant),
    );

    await page.keyboard.press("ArrowRight");
    await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toBe("pages");
    await expect
      .poll(() => rows(page, "[data-pages-table] tbody tr"))
      .toEqual([
        ["/ Home", "3", "25s", "1m 15s"],
        ["/schools Our Schools", "2", "1m 53s", "3m 46s"],
        ["/admissions Admissions", "1", "5m 0s", "5m 0s"],
        ["/events Events", "1", "50s", "50s"],
      ]);
    // A reload opens the same tab.
    await page.reload();
    expect(await page.getByRole("tab", { name: "Pages" }).getAttribute("aria-selected")).toBe("true");
  });

  it("pages the Visitors and Pages tables, keeping the range and the tab", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openAnalytics(page, "?range=30d&tab=visitors");
    const visitors = Number((await cards(page)).visitors[0]);
    expect(visitors).toBeGreaterThan(ANALYTICS_PAGE_SIZE);
    const visitorRows = () => page.locator("[data-visitors-table] tbody tr").count();
    expect(await visitorRows()).toBe(ANALYTICS_PAGE_SIZE);
    const visitorPages = page.getByRole("navigation", { name: VISITORS_PAGES_LABEL });
    expect(await visitorPages.textContent()).toContain("Page 1 of 2");
    await visitorPages.getByRole("link", { name: "Next" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("vpage")).toBe("2");
    expect(new URL(page.url()).searchParams.get("range")).toBe("30d");
    expect(new URL(page.url()).searchParams.get("tab")).toBe("visitors");
    await expect.poll(visitorRows).toBe(visitors - ANALYTICS_PAGE_SIZE);
    // The oldest visit is the last row of the last page.
    expect(await page.locator("[data-visitors-table] tbody tr").last().getAttribute("data-visitor")).toBe(
      EARLIER_THIS_MONTH.at(-1)!.sessionId,
    );

    // A page past the end (an old bookmark) shows the last page.
    await openAnalytics(page, "?range=30d&tab=pages&ppage=99");
    const pageRows = () =>
      page
        .locator("[data-pages-table] tbody tr")
        .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-page")));
    const pagesNav = page.getByRole("navigation", { name: PAGES_PAGES_LABEL });
    expect(await pagesNav.textContent()).toContain("Page 2 of 2");
    const lastPage = await pageRows();
    await pagesNav.getByRole("link", { name: "Previous" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("ppage")).toBe(null);
    await expect.poll(async () => (await pageRows()).length).toBe(ANALYTICS_PAGE_SIZE);
    // Every page is on one of the two, once; most viewed first.
    const all = [...(await pageRows()), ...lastPage];
    expect(new Set(all).size).toBe(all.length);
    expect(all.slice(0, 2)).toEqual(["/", "/schools"]);
    expect(all).toContain("/news/article-29");
  });

  it("reads the figures again on Refresh, saying so while it does", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    await openAnalytics(page);
    const before = Number((await cards(page)).visitors[0]);
    await recordVisits(server(), [
      {
        sessionId: sessionId(),
        at: ago(6 * HOUR),
        country: "India",
        views: [{ pageUrl: "/faculty", seconds: 12 }],
      },
    ]);
    // Hold the data request until the button has shown that it is working.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/admin\/analytics\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: REFRESH_LABEL, exact: true }).click();
    const working = page.getByRole("button", { name: REFRESHING_LABEL, exact: true });
    await working.waitFor();
    expect(await working.getAttribute("aria-disabled")).toBe("true");
    release();
    await page.getByRole("button", { name: REFRESH_LABEL, exact: true }).waitFor();
    expect((await cards(page)).visitors[0]).toBe(String(before + 1));
  });

  it("passes axe and fits 1440 and 390 px", async () => {
    const page = await signedInPage(browser(), server(), TEST_ADMIN);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      for (const search of ["?range=7d", "?range=7d&tab=visitors", "?range=7d&tab=pages", "", "?range=1h"]) {
        await openAnalytics(page, search);
        if (search !== "?range=1h") await page.locator(CHART_DRAWN).waitFor();
        await animationsSettled(page);
        const what = `${search || "the default"} at ${width}px`;
        expect((await axe(page).analyze()).violations, what).toEqual([]);
        if (SCREENSHOTS)
          await page.screenshot({
            path: `${SCREENSHOTS}/analytics${search.replace(/\W+/g, "-") || "-default"}-${width}.png`,
            fullPage: true,
          });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, what).toBeLessThanOrEqual(0);
      }
    }
  });
});

describe("when the reports cannot be read", () => {
  const failing = setupServerAndBrowser();

  it("shows zeros and says the figures could not be loaded, not an error page", async () => {
    // A state the application never makes: the sessions table gone.
    writeDatabase(failing.server(), "alter table visitor_session rename to visitor_session_gone");
    const page = await signedInPage(failing.browser(), failing.server(), TEST_ADMIN);
    const response = await page.goto(`${failing.server().url}/admin/analytics`);
    expect(response?.status()).toBe(200);
    await page.getByRole("alert").filter({ hasText: ANALYTICS_LOAD_FAILED }).waitFor();
    expect((await cards(page)).visitors[0]).toBe("0");
    expect((await cards(page)).bounceRate[0]).toBe("0%");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(ANALYTICS_TITLE);
  });
});
