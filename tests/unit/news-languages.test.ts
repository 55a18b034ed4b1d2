// The news pages' pure parts in both languages: dates (Intl ta-IN, Asia/Kolkata; English as it
// was), an article's texts in the page's language with the English fallback marked, and the
// catalogue's English messages matching the spec's texts the pages used before.
import { describe, expect, it } from "vitest";
import { formatCalendarDay } from "~/copy/content-page";
import { formatNewsDate, NEWS_ARCHIVE_PAGE, NEWS_PAGE } from "~/copy/news-page";
import { NEWSLETTER_MESSAGES } from "~/copy/newsletter";
import { translatorFor } from "~/i18n/server";
import type { NewsArticle } from "~/server/news/articles.server";
import { newsTexts } from "~/server/news/page.server";

const article = (fields: Partial<NewsArticle>): NewsArticle => ({
  id: "a",
  title: "Sports Day",
  slug: "sports-day",
  excerpt: "Every house won.",
  body: null,
  titleTa: null,
  excerptTa: null,
  bodyTa: null,
  imageUrl: null,
  mediaId: null,
  category: "Sports",
  priority: "medium",
  isFeatured: false,
  status: "published",
  publishedAt: "2026-11-23T04:30:00.000Z",
  createdAt: "2026-11-23T04:30:00.000Z",
  updatedAt: "2026-11-23T04:30:00.000Z",
  ...fields,
});

describe("news dates", () => {
  it("are Tamil on Tamil pages and as before on English ones, where the schools are", () => {
    expect(formatNewsDate("2026-11-23T04:30:00.000Z")).toBe("23 November 2026");
    expect(formatNewsDate("2026-11-23T04:30:00.000Z", "ta")).toBe("23 நவம்பர், 2026");
    // 20:00 UTC is already the next day in Asia/Kolkata.
    expect(formatNewsDate("2026-11-23T20:00:00.000Z", "ta")).toBe("24 நவம்பர், 2026");
    expect(formatNewsDate("not a date", "ta")).toBe("");
    expect(formatCalendarDay("2026-12-12")).toBe("Saturday, 12 December 2026");
    expect(formatCalendarDay("2026-12-12", "ta")).toBe("சனி, 12 டிசம்பர், 2026");
    expect(formatCalendarDay("Every Monday", "ta")).toBe("Every Monday");
  });
});

describe("an article's texts", () => {
  it("are Tamil where staff wrote them, else English marked as English", () => {
    expect(newsTexts(article({}), "en")).toEqual({ title: "Sports Day", excerpt: "Every house won." });
    expect(newsTexts(article({ titleTa: "விளையாட்டு தினம்" }), "en").title).toBe("Sports Day");
    expect(newsTexts(article({ titleTa: "விளையாட்டு தினம்", excerptTa: "எல்லோரும் வென்றனர்." }), "ta")).toEqual({
      title: "விளையாட்டு தினம்",
      excerpt: "எல்லோரும் வென்றனர்.",
    });
    expect(newsTexts(article({ titleTa: "  " }), "ta")).toEqual({
      title: "Sports Day",
      titleLang: "en",
      excerpt: "Every house won.",
      excerptLang: "en",
    });
    // No excerpt at all: nothing to mark.
    expect(newsTexts(article({ excerpt: "" }), "ta")).toEqual({
      title: "Sports Day",
      titleLang: "en",
      excerpt: "",
    });
  });
});

describe("the English catalogue", () => {
  it("says what the pages said before", () => {
    const t = translatorFor("en");
    expect(t("news.page.heading")).toBe(NEWS_PAGE.heading);
    expect(t("news.archive.pageOf", { page: "2", pages: "3" })).toBe(NEWS_ARCHIVE_PAGE.pageOf(2, 3));
    expect(t("news.archive.titleOfPage", { page: "2" })).toBe(NEWS_ARCHIVE_PAGE.titleOfPage(2));
    expect(t("news.newsletter.subscribed.description", { email: "a@b.org" })).toBe(
      NEWSLETTER_MESSAGES.subscribed("a@b.org").description,
    );
    expect(t("news.newsletter.alreadySubscribed.description", { email: "a@b.org" })).toBe(
      NEWSLETTER_MESSAGES.alreadySubscribed("a@b.org").description,
    );
    expect(t("news.newsletter.failed.description")).toBe(NEWSLETTER_MESSAGES.failed.description);
  });
});
