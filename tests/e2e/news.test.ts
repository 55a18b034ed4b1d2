// /news, its archive, article pages and the feed, from the database: order, limit, excerpt
// fallback, default category, priority badges, sanitized bodies, JSON-LD, drafts / archived /
// scheduled articles kept from the public, previews for staff, pagination, RSS, and axe.
// The newsletter, the fallbacks and scheduling are in news-newsletter.test.ts and
// news-fallbacks.test.ts.
import type { Page } from "playwright-core";
import Parser from "rss-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { SCHOOL_GROUP_NAME } from "~/copy/brand";
import { NEWS_ARCHIVE_PAGE_SIZE, NEWS_LIMIT } from "~/copy/limits";
import {
  formatNewsDate,
  NEWS_CATEGORY_CARDS,
  NEWS_FEED_LIMIT,
  NEWS_PRIORITY_BADGES,
  PREVIEW_NOTICE,
  RECENT_NEWS_SECTION,
} from "~/copy/news-page";
import { DEMO_NEWS } from "~/server/seed/news-data";
import { rawGet } from "../support/app-server";
import { visitWithScript } from "../support/browser";
import { queryDatabase, writeDatabase } from "../support/database-file";
import { offlinePage } from "../support/offline-page";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { type ContentRow, createStaff, DAY, fromNow, HOUR, insertContent } from "../support/server-data";
import { axe } from "./helpers/axe";
import { signedInPage } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser();

/** Staff type this; none of it may reach a visitor's page as markup that runs. */
const UNSAFE_BODY = [
  "<p>Hello <strong>parents</strong>, see you on the ground.</p>",
  '<script>window.__injected = "script"</script>',
  '<img src="https://example.invalid/x.png" onerror="window.__injected = \'onerror\'">',
  "<p><a href=\"javascript:window.__injected='link'\">Tap here</a></p>",
].join("");

const NEWEST: ContentRow = {
  kind: "news",
  title: 'Sports Day & "Fun Run" <Results>',
  slug: "sports-day-results",
  summary: "Every house won at least one race.",
  details: { description: "Never shown: the summary comes first." },
  body: UNSAFE_BODY,
  news: { category: null, priority: "high" },
  publishedAt: fromNow(-1 * HOUR),
};
const DESCRIBED: ContentRow = {
  kind: "news",
  title: "Library Week Begins",
  slug: "library-week-begins",
  details: { description: "From the description." },
  news: { category: "Academic", priority: "low" },
  publishedAt: fromNow(-2 * HOUR),
};
const BARE: ContentRow = {
  kind: "news",
  title: "Bare Notice",
  slug: "bare-notice",
  news: { category: "Holiday", priority: "medium" },
  publishedAt: fromNow(-3 * HOUR),
};
const HIDDEN: ContentRow[] = [
  { kind: "news", title: "Draft Notice", slug: "draft-notice", status: "draft", publishedAt: null },
  { kind: "news", title: "Archived Notice", slug: "archived-notice", status: "archived" },
  { kind: "news", title: "Scheduled Notice", slug: "scheduled-notice", publishedAt: fromNow(2 * DAY) },
];
const OLDER: ContentRow[] = Array.from({ length: 15 }, (_, i) => ({
  kind: "news",
  title: `Older Notice ${i + 1}`,
  slug: `older-notice-${i + 1}`,
  summary: `Notice number ${i + 1}.`,
  publishedAt: fromNow(-(30 + i) * DAY),
}));

/** Every article the public may see, newest first (the demo articles are 2 to 20 days old). */
const VISIBLE_TITLES = [
  NEWEST.title,
  DESCRIBED.title,
  BARE.title,
  ...[...DEMO_NEWS].sort((a, b) => a.daysAgo - b.daysAgo).map((article) => article.title),
  ...OLDER.map((row) => row.title),
];

beforeAll(async () => {
  // Written before any page is requested, so no cached page predates them.
  await insertContent(server(), [NEWEST, DESCRIBED, BARE, ...HIDDEN, ...OLDER]);
  // Saving cleans a body. This one is stored as typed, as an older version or a restored backup
  // may have left it, so the page itself must not let any of it run.
  writeDatabase(server(), "update content set body = ? where slug = ?", UNSAFE_BODY, NEWEST.slug!);
});

const origin = () => `http://localhost:${server().port}`;

type Row = { id: string; title: string; slug: string; published_at: string };
const articleRow = (title: string) =>
  queryDatabase<Row>(
    server(),
    "select id, title, slug, published_at from content where title = ?",
    title,
  )[0]!;

async function openNews(page: Page, path = "/news") {
  await visitWithScript(page, `${server().url}${path}`);
}

const cardTitles = (page: Page, list = "news-list") =>
  page.getByTestId(list).locator("[data-testid=news-card] h2, [data-testid=news-card] h3").allTextContents();

const card = (page: Page, title: string) => page.getByTestId("news-card").filter({ hasText: title });

describe("/news", () => {
  it("shows the four category cards, each with a description and three updates", async () => {
    const page = await offlinePage(browser());
    await openNews(page);
    const cards = page.getByTestId("news-category-card");
    expect(await cards.count()).toBe(4);
    expect(NEWS_CATEGORY_CARDS.map((c) => c.title)).toEqual([
      "Academic Calendar",
      "Student Achievements",
      "New Programs",
      "Parent Workshops",
    ]);
    for (const [index, expected] of NEWS_CATEGORY_CARDS.entries()) {
      const shown = cards.nth(index);
      expect(await shown.getByRole("heading").textContent()).toBe(expected.title);
      expect(await shown.textContent()).toContain(expected.description);
      expect(await shown.locator("ul li").allTextContents()).toEqual([...expected.updates]);
    }
    expect(await page.getByRole("heading", { level: 2, name: "News & Updates" }).count()).toBe(1);
  });

  it("lists the ten newest published articles, newest first, never drafts, archived or scheduled ones", async () => {
    const page = await offlinePage(browser());
    await openNews(page);
    expect(await page.getByTestId("recent-news").getAttribute("data-source")).toBe("database");
    expect(await cardTitles(page)).toEqual(VISIBLE_TITLES.slice(0, NEWS_LIMIT));
    const text = await page.locator("main").textContent();
    for (const hidden of HIDDEN) expect(text).not.toContain(hidden.title);
  });

  it("shows the excerpt (summary, else description, else nothing), category 'General' by default, date and priority", async () => {
    const page = await offlinePage(browser());
    await openNews(page);
    const newest = card(page, NEWEST.title);
    expect(await newest.getByTestId("news-excerpt").textContent()).toBe(NEWEST.summary);
    expect(await newest.getByTestId("news-category").textContent()).toBe("General");
    expect(await newest.locator("time").textContent()).toBe(
      formatNewsDate(articleRow(NEWEST.title).published_at),
    );
    expect(await card(page, DESCRIBED.title).getByTestId("news-excerpt").textContent()).toBe(
      "From the description.",
    );
    expect(await card(page, DESCRIBED.title).getByTestId("news-category").textContent()).toBe("Academic");
    expect(await card(page, BARE.title).getByTestId("news-excerpt").count()).toBe(0);
    for (const [row, priority, variant] of [
      [NEWEST, "high", "destructive"],
      [DESCRIBED, "low", "secondary"],
      [BARE, "medium", "default"],
    ] as const) {
      const badge = card(page, row.title).locator("[data-priority]");
      expect(await badge.getAttribute("data-priority")).toBe(priority);
      expect(await badge.getAttribute("data-variant")).toBe(variant);
      expect(await badge.textContent()).toBe(NEWS_PRIORITY_BADGES[priority].label);
    }
    expect(await newest.getByRole("link").getAttribute("href")).toBe(`/news/${NEWEST.slug}`);
  });

  it("links View All News to the archive and names the feed for browsers", async () => {
    const page = await offlinePage(browser());
    await openNews(page);
    const viewAll = page.getByRole("link", { name: RECENT_NEWS_SECTION.viewAll });
    expect(await viewAll.getAttribute("href")).toBe("/news/archive");
    const alternate = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    expect(await alternate.getAttribute("href")).toBe(`${origin()}/news/feed.xml`);
    await viewAll.click();
    await page.waitForURL(`${server().url}/news/archive`);
  });

  it("sends the cached page whole: no skeleton, no script swapping content in", async () => {
    const first = await rawGet(`${server().url}/news`);
    const second = await rawGet(`${server().url}/news`);
    expect(second.headers["x-cache"]).toBe("HIT");
    for (const response of [first, second]) {
      const html = response.body.toString();
      expect(html).toContain('data-testid="recent-news"');
      expect(html).not.toContain("news-skeleton");
      expect(html).not.toMatch(/\$RC\(|<template id="B:/);
    }
  });
});

describe("/news/<slug>", () => {
  it("shows the article with its date, category, priority and a body stripped of anything that runs", async () => {
    const page = await offlinePage(browser());
    await openNews(page, `/news/${NEWEST.slug}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(NEWEST.title);
    const article = page.getByTestId("article");
    expect(await article.locator("time").first().getAttribute("datetime")).toBe(
      articleRow(NEWEST.title).published_at,
    );
    expect(await article.getByTestId("news-category").textContent()).toBe("General");
    expect(await article.locator("[data-priority]").getAttribute("data-priority")).toBe("high");
    const body = page.getByTestId("article-body");
    expect(await body.textContent()).toContain("Hello parents, see you on the ground.");
    const html = await body.innerHTML();
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(await page.locator("main script").count()).toBe(0);
    // The link keeps its text and loses the address that would have run script.
    expect(await body.getByText("Tap here").getAttribute("href")).toBeNull();
    expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
    expect(await page.getByRole("link", { name: "Back to all news" }).getAttribute("href")).toBe("/news");
  });

  it("describes itself as a NewsArticle with share tags and the article's picture", async () => {
    const demo = articleRow(DEMO_NEWS[0]!.title);
    const html = (await rawGet(`${server().url}/news/${demo.slug}`)).body.toString();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    const article = scripts.map((m) => JSON.parse(m[1]!)).find((item) => item["@type"] === "NewsArticle");
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      headline: demo.title,
      url: `${origin()}/news/${demo.slug}`,
      datePublished: demo.published_at,
      description: DEMO_NEWS[0]!.excerpt,
      articleSection: DEMO_NEWS[0]!.category,
      publisher: { name: SCHOOL_GROUP_NAME },
    });
    expect(article.image[0]).toMatch(new RegExp(`^${origin()}/media/`));
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<meta property="og:image" content="${article.image[0]}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${origin()}/news/${demo.slug}"/>`);
    expect(html).toMatch(/<img[^>]+width="\d+"[^>]+height="\d+"/);
    expect(html).not.toContain("noindex");
  });

  it("is a 404 for the public when the article is a draft, archived, scheduled or unknown", async () => {
    for (const slug of [...HIDDEN.map((row) => row.slug), "no-such-article"]) {
      const response = await rawGet(`${server().url}/news/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(response.body.toString()).toContain("Oops! Page not found");
    }
  });

  it("shows signed-in staff a draft as a preview that is neither cached nor indexed", async () => {
    const [editor] = await createStaff(server(), [
      { username: "newseditor", role: "editor", password: "editor-pass-123" },
    ]);
    const page = await signedInPage(browser(), server(), editor);
    for (const hidden of HIDDEN) {
      const response = await page.goto(`${server().url}/news/${hidden.slug}`);
      expect(response?.status(), hidden.slug).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(hidden.title);
      expect(await page.getByTestId("preview-banner").textContent()).toContain(PREVIEW_NOTICE.label);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    }
    expect(await page.getByTestId("preview-banner").textContent()).toContain("Scheduled for");
  });
});

describe("/news/archive", () => {
  it("pages through every published article, NEWS_ARCHIVE_PAGE_SIZE at a time, with previous and next links", async () => {
    const page = await offlinePage(browser());
    const pages = Math.ceil(VISIBLE_TITLES.length / NEWS_ARCHIVE_PAGE_SIZE);
    expect(pages).toBe(3);
    const seen: string[] = [];
    await openNews(page, "/news/archive");
    for (let n = 1; n <= pages; n++) {
      expect(await page.getByTestId("news-pagination").textContent()).toContain(`Page ${n} of ${pages}`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        n === 1 ? "All News" : `All News, page ${n}`,
      );
      seen.push(...(await cardTitles(page)));
      const previous = page.getByRole("link", { name: "Previous" });
      const next = page.getByRole("link", { name: "Next" });
      expect(await previous.count()).toBe(n > 1 ? 1 : 0);
      if (n > 1)
        expect(await previous.getAttribute("href")).toBe(
          n === 2 ? "/news/archive" : `/news/archive?page=${n - 1}`,
        );
      if (n === pages) {
        expect(await next.count()).toBe(0);
        break;
      }
      await next.click();
      await page.waitForURL(`${server().url}/news/archive?page=${n + 1}`);
    }
    expect(seen).toEqual(VISIBLE_TITLES);
  });

  it("answers 404 for a page that does not exist and sends ?page=1 to the bare address", async () => {
    for (const query of ["?page=4", "?page=0", "?page=-1", "?page=two", "?page=1.5"]) {
      expect((await rawGet(`${server().url}/news/archive${query}`)).status, query).toBe(404);
    }
    const first = await rawGet(`${server().url}/news/archive?page=1`);
    expect(first.status).toBe(301);
    expect(first.headers.location).toBe("/news/archive");
    const html = (await rawGet(`${server().url}/news/archive?page=2`)).body.toString();
    expect(html).toContain(`<link rel="canonical" href="${origin()}/news/archive?page=2"/>`);
    expect(html).toContain(`<link rel="prev" href="${origin()}/news/archive"/>`);
    expect(html).toContain(`<link rel="next" href="${origin()}/news/archive?page=3"/>`);
  });
});

describe("/news/feed.xml", () => {
  it("is RSS 2.0 of the newest published articles with absolute links, dates and stable guids", async () => {
    const response = await fetch(`${server().url}/news/feed.xml`);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    const feed = await new Parser().parseString(xml);
    expect(feed.link).toBe(`${origin()}/news`);
    expect(feed.items.map((item) => item.title)).toEqual(VISIBLE_TITLES.slice(0, NEWS_FEED_LIMIT));
    for (const item of feed.items) {
      const row = articleRow(item.title!);
      expect(item.link).toBe(`${origin()}/news/${row.slug}`);
      // RFC 822 counts whole seconds.
      expect(item.isoDate).toBe(
        new Date(Math.floor(Date.parse(row.published_at) / 1000) * 1000).toISOString(),
      );
      expect(item.pubDate).toBe(new Date(row.published_at).toUTCString());
      expect(item.guid).toBe(`urn:uuid:${row.id}`);
    }
    expect(feed.items[0]!.contentSnippet).toBe(NEWEST.summary);
    expect(xml).toContain("<title>Sports Day &amp; &quot;Fun Run&quot; &lt;Results&gt;</title>");
    for (const hidden of HIDDEN) expect(xml).not.toContain(hidden.title);
    // Asked again, the feed says the same: guids and dates do not change between reads.
    expect(await (await fetch(`${server().url}/news/feed.xml`)).text()).toBe(xml);
  });

  it("is linked from every article page", async () => {
    const html = (await rawGet(`${server().url}/news/${DESCRIBED.slug}`)).body.toString();
    expect(html).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Thenpalli Schools: News &amp; Updates" href="${origin()}/news/feed.xml"/>`,
    );
  });
});

describe("accessibility", () => {
  for (const width of [390, 1440]) {
    it(`/news, an article and the archive pass axe at ${width} px`, async () => {
      const page = await offlinePage(browser(), { viewport: { width, height: 900 } });
      for (const path of ["/news", `/news/${articleRow(DEMO_NEWS[0]!.title).slug}`, "/news/archive?page=2"]) {
        await openNews(page, path);
        const results = await axe(page).analyze();
        expect(results.violations, path).toEqual([]);
      }
    });
  }
});
