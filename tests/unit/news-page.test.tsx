// Recent News on a streamed page (the skeleton first when the database is slow, never on a page
// rendered whole), the loader's choice between the two, and the NewsArticle JSON-LD.
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SKELETON_CARD_COUNT } from "~/components/site/news/news-skeleton";
import { RecentNews } from "~/components/site/news/recent-news";
import { RECENT_NEWS_SECTION } from "~/copy/news-page";
import { SiteIntlProvider } from "~/i18n/intl";
import { HEADLINE_MAX, newsArticleJsonLd } from "~/lib/news-structured-data";
import { CACHE_VERSION_HEADER } from "~/server/cache/render-cache.server";
import { recentNewsFor } from "~/server/news/page.server";
import type { NewsCardData, RecentNewsData } from "~/views/news";

const card = (n: number): NewsCardData => ({
  id: `id-${n}`,
  title: `Story number ${n}`,
  excerpt: `Excerpt ${n}`,
  category: "General",
  priority: "medium",
  publishedAt: "2026-11-20T04:30:00.000Z",
  href: `/news/story-${n}`,
  image: null,
});
const NEWS: RecentNewsData = { items: [card(1), card(2)], source: "database" };

/** Streams like the server does for a visitor: the shell as soon as it is ready, the rest later. */
function stream(element: React.ReactElement) {
  let html = "";
  const sink = new PassThrough();
  sink.on("data", (chunk: Buffer) => {
    html += chunk.toString();
  });
  const ended = new Promise<void>((resolve) => sink.on("end", resolve));
  const shell = new Promise<void>((resolve, reject) => {
    // The site layout gives every public page its language's messages (SiteIntlProvider).
    const { pipe } = renderToPipeableStream(<SiteIntlProvider locale="en">{element}</SiteIntlProvider>, {
      onShellReady() {
        pipe(sink);
        // Let the first chunk reach the sink.
        setImmediate(resolve);
      },
      onShellError: reject,
    });
  });
  return { html: () => html, shell, ended };
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe("Recent News while the database is slow", () => {
  it("sends four skeleton cards and a loading status first, then the cards and the swap", async () => {
    let deliver: (value: RecentNewsData) => void = () => {};
    const pending = new Promise<RecentNewsData>((resolve) => {
      deliver = resolve;
    });
    const page = stream(<RecentNews news={pending} />);
    await page.shell;
    const first = page.html();
    expect(SKELETON_CARD_COUNT).toBe(4);
    expect(count(first, 'data-testid="news-skeleton-card"')).toBe(4);
    expect(first).toContain('aria-busy="true"');
    expect(first).toContain(`<p role="status" class="sr-only">${RECENT_NEWS_SECTION.loading}</p>`);
    expect(first).not.toContain("Story number 1");
    // View All News is not held back by the news.
    expect(first).toContain(RECENT_NEWS_SECTION.viewAll);

    deliver(NEWS);
    await page.ended;
    const rest = page.html().slice(first.length);
    expect(rest).toContain("Story number 1");
    expect(rest).toContain("Story number 2");
    // React's own inline script moves the cards in place of the skeleton: no React runtime needed.
    expect(rest).toMatch(/\$RC\("B:0","S:0"\)/);
  });
});

describe("Recent News at hand", () => {
  it("is drawn in place, with no skeleton and nothing to swap", async () => {
    const page = stream(<RecentNews news={NEWS} />);
    await page.ended;
    const html = page.html();
    expect(html).toContain("Story number 2");
    expect(html).toContain('data-source="database"');
    expect(html).not.toContain("news-skeleton");
    expect(html).not.toMatch(/\$RC|<template/);
  });
});

describe("recentNewsFor", () => {
  // A clock that moves only when the test moves it, so "in time" and "slow" are exact.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const later = (ms: number) => () =>
    new Promise<RecentNewsData>((resolve) => setTimeout(() => resolve(NEWS), ms));
  const streamed = new Request("http://school.test/news", { headers: { cookie: "flash_toast=abc" } });
  const cached = new Request("http://school.test/news", { headers: { [CACHE_VERSION_HEADER]: "3" } });

  /** What recentNewsFor has settled with once `ms` of the clock have passed, or "pending". */
  async function settledAfter<T>(promise: Promise<T>, ms: number): Promise<T | "pending"> {
    let settled: { value: T } | undefined;
    void promise.then((value) => {
      settled = { value };
    });
    await vi.advanceTimersByTimeAsync(ms);
    return settled ? settled.value : "pending";
  }

  it("hands over the news itself when the database answers in time", async () => {
    const answer = await settledAfter(recentNewsFor(streamed, later(199), 200), 199);
    expect(answer).not.toBe("pending");
    const { news } = answer as Awaited<ReturnType<typeof recentNewsFor>>;
    expect(news).toEqual(NEWS);
    expect(news).not.toBeInstanceOf(Promise);
  });

  it("hands over a promise (so the page streams with the skeleton) when the database is slow", async () => {
    const answer = await settledAfter(recentNewsFor(streamed, later(21), 20), 20);
    expect(answer).not.toBe("pending");
    const { news } = answer as Awaited<ReturnType<typeof recentNewsFor>>;
    expect(news).toBeInstanceOf(Promise);
    expect(await settledAfter(Promise.resolve(news), 1)).toEqual(NEWS);
  });

  it("waits for the news when the page is rendered whole for the render cache", async () => {
    const reply = recentNewsFor(cached, later(100), 5);
    // Long past the wait for a skeleton, and still waiting for the news.
    expect(await settledAfter(reply, 99)).toBe("pending");
    const answer = await settledAfter(reply, 1);
    expect(answer).not.toBe("pending");
    const { news } = answer as Awaited<ReturnType<typeof recentNewsFor>>;
    expect(news).not.toBeInstanceOf(Promise);
    expect(news).toEqual(NEWS);
  });
});

describe("newsArticleJsonLd", () => {
  const origin = "https://schools.example";

  it("describes the article with absolute addresses and the group as publisher", () => {
    const entry = newsArticleJsonLd(origin, {
      title: "Admissions Open",
      path: "/news/admissions-open",
      excerpt: "Seats for every class.",
      imageUrl: "/media/news/a.png",
      category: "Admission",
      publishedAt: "2026-11-20T04:30:00.000Z",
      updatedAt: "2026-11-21T05:00:00.000Z",
    });
    expect(entry).toMatchObject({
      "@type": "NewsArticle",
      headline: "Admissions Open",
      url: "https://schools.example/news/admissions-open",
      mainEntityOfPage: { "@id": "https://schools.example/news/admissions-open" },
      description: "Seats for every class.",
      image: ["https://schools.example/media/news/a.png"],
      datePublished: "2026-11-20T04:30:00.000Z",
      dateModified: "2026-11-21T05:00:00.000Z",
      articleSection: "Admission",
      publisher: { name: "Thenpalli Group of Schools", logo: { url: "https://schools.example/favicon.svg" } },
    });
  });

  it("shortens long headlines, leaves out what is missing, and never dates a change before publication", () => {
    const entry = newsArticleJsonLd(origin, {
      title: "A".repeat(200),
      path: "/news/a",
      excerpt: "  ",
      imageUrl: null,
      publishedAt: "2026-12-01T00:00:00.000Z",
      updatedAt: "2026-11-20T00:00:00.000Z",
    });
    expect((entry.headline as string).length).toBe(HEADLINE_MAX);
    expect(entry).not.toHaveProperty("description");
    expect(entry).not.toHaveProperty("image");
    expect(entry).not.toHaveProperty("articleSection");
    expect(entry.dateModified).toBe("2026-12-01T00:00:00.000Z");
  });
});
