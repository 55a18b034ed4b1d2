// What the public news pages read: Recent News with its fallback, the archive's pages, the
// feed's cap, each with the picture of an article when the media library has it.
import { describe, expect, it } from "vitest";
import { NEWS_ARCHIVE_PAGE_SIZE, NEWS_LIMIT } from "~/copy/limits";
import { NEWS_FEED_LIMIT, SAMPLE_NEWS } from "~/copy/news-page";
import { createNewsArticle } from "~/server/news/articles.server";
import { newsArchivePage, newsFeedArticles, recentNews } from "~/server/news/page.server";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

setupTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe("news pages", () => {
  it("fall back to the four samples, without pages of their own, while there is no news", async () => {
    const recent = await recentNews();
    expect(recent.source).toBe("samples");
    expect(recent.items.map((item) => item.title)).toEqual(SAMPLE_NEWS.map((sample) => sample.title));
    expect(recent.items.every((item) => item.href === null && item.publishedAt !== null)).toBe(true);
    expect(await newsArchivePage(1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(await newsArchivePage(2)).toBeUndefined();
    expect(await newsFeedArticles()).toEqual([]);
  });

  it("show published articles newest first, capped, paged, and never a scheduled one", async () => {
    const actor = await insertUser();
    for (let i = 0; i < 25; i++)
      await createNewsArticle(
        { title: `Story ${i}`, publishedAt: daysAgo(i + 1), category: "Sports" },
        actor,
      );
    await createNewsArticle({ title: "Later", publishedAt: new Date(Date.now() + DAY) }, actor);
    await createNewsArticle({ title: "Draft", status: "draft" }, actor);

    const recent = await recentNews();
    expect(recent.source).toBe("database");
    expect(recent.items.map((item) => item.title)).toEqual(
      Array.from({ length: NEWS_LIMIT }, (_, i) => `Story ${i}`),
    );
    expect(recent.items[0]).toMatchObject({ href: "/news/story-0", category: "Sports", priority: "medium" });

    const pages = [1, 2, 3].map((n) => newsArchivePage(n));
    const [first, second, third] = await Promise.all(pages);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 25 });
    expect(first!.items).toHaveLength(NEWS_ARCHIVE_PAGE_SIZE);
    expect(third!.items.map((item) => item.title)).toEqual([
      "Story 20",
      "Story 21",
      "Story 22",
      "Story 23",
      "Story 24",
    ]);
    const titles = [first, second, third].flatMap((page) => page!.items.map((item) => item.title));
    expect(new Set(titles).size).toBe(25);
    expect(titles).not.toContain("Later");
    expect(await newsArchivePage(4)).toBeUndefined();
    expect(await newsArchivePage(0)).toBeUndefined();

    const feed = await newsFeedArticles();
    expect(feed).toHaveLength(NEWS_FEED_LIMIT);
    expect(feed[0]!.title).toBe("Story 0");
  });
});
