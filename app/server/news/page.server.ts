// What the public news pages show, built from the news reads: cards with their pictures, the
// built-in samples when there is nothing to show, the archive's pages and the feed's items.

import { ADMISSION_YEAR } from "~/copy/admissions";
import { UNCATEGORISED_NEWS_LABEL } from "~/copy/categories";
import { NEWS_ARCHIVE_PAGE_SIZE, NEWS_LIMIT } from "~/copy/limits";
import { NEWS_FEED_LIMIT, newsArticlePath, SAMPLE_NEWS } from "~/copy/news-page";
import type { Locale } from "~/i18n/locales";
import { inLocale } from "~/i18n/localized";
import { requestLocale, translatorFor } from "~/i18n/server";
import type { Picture } from "~/views/images";
import type { NewsCardData, RecentNewsData } from "~/views/news";
import { CACHE_VERSION_HEADER, publicCacheKey } from "../cache/render-cache.server";
import { log } from "../log.server";
import { picturesFor } from "../media/pictures.server";
import { pageCountOf } from "../paging.server";
import { countPublishedNews, type NewsArticle, publishedNews } from "./articles.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An article's title and excerpt in the page's language: the Tamil ones on a Tamil page when
 * staff wrote them, else the English, marked (`titleLang`, `excerptLang`).
 */
export function newsTexts(article: NewsArticle, locale: Locale) {
  const title = inLocale(locale, article.title, article.titleTa);
  const excerpt = inLocale(locale, article.excerpt, article.excerptTa);
  return {
    title: title.text,
    ...(title.lang && { titleLang: title.lang }),
    excerpt: excerpt.text,
    ...(excerpt.lang && excerpt.text && { excerptLang: excerpt.lang }),
  };
}

export function newsCard(
  article: NewsArticle,
  pictures: Map<string, Picture>,
  locale: Locale = "en",
): NewsCardData {
  const picture = article.imageUrl ? pictures.get(article.imageUrl) : undefined;
  return {
    id: article.id,
    ...newsTexts(article, locale),
    category: article.category || UNCATEGORISED_NEWS_LABEL,
    priority: article.priority,
    publishedAt: article.publishedAt,
    href: newsArticlePath(article.slug),
    image: picture
      ? {
          src: picture.src,
          width: picture.width,
          height: picture.height,
          alt: picture.alt,
          variants: picture.variants,
          placeholder: picture.placeholder,
        }
      : null,
  };
}

export async function newsCards(
  articles: readonly NewsArticle[],
  locale: Locale = "en",
): Promise<NewsCardData[]> {
  const pictures = await picturesFor(articles.map((article) => article.imageUrl));
  return articles.map((article) => newsCard(article, pictures, locale));
}

/** Each sample's texts in the catalogue (news.samples). */
const SAMPLE_KEYS = {
  "sample-admissions": "admissions",
  "sample-art-festival": "artFestival",
  "sample-pongal": "pongal",
  "sample-library-hour": "libraryHour",
} as const;

function sampleTexts(id: string, locale: Locale, english: { title: string; excerpt: string }) {
  const key = SAMPLE_KEYS[id as keyof typeof SAMPLE_KEYS];
  if (locale === "en" || !key) return english;
  const t = translatorFor(locale);
  return {
    title: t(`news.samples.${key}.title`, { year: ADMISSION_YEAR }),
    excerpt: t(`news.samples.${key}.excerpt`),
  };
}

/** The four built-in articles (spec §6), dated a few days before `now`; they link nowhere. */
function sampleNewsCards(now = new Date(), locale: Locale = "en"): NewsCardData[] {
  return SAMPLE_NEWS.map((sample) => ({
    id: sample.id,
    ...sampleTexts(sample.id, locale, sample),
    category: sample.category,
    priority: sample.priority,
    publishedAt: new Date(now.getTime() - sample.daysAgo * DAY_MS).toISOString(),
    href: null,
    image: null,
  }));
}

/** Recent News: the ten newest published articles, or the samples when the read fails or is empty. */
export async function recentNews(locale: Locale = "en"): Promise<RecentNewsData> {
  try {
    const articles = await publishedNews({ limit: NEWS_LIMIT });
    if (articles.length > 0) return { items: await newsCards(articles, locale), source: "database" };
  } catch (error) {
    log("error", "Failed to fetch news", { error });
  }
  return { items: sampleNewsCards(new Date(), locale), source: "samples" };
}

/**
 * How long a streamed page waits for Recent News before it sends the rest of the page with the
 * skeleton in its place. The read normally takes a few milliseconds and the cards go out with
 * the page; only a slow database makes the skeleton worth showing.
 */
export const SKELETON_AFTER_MS = 100;

/** True when the server renders this request whole, for the render cache (app/entry.server.tsx). */
function rendersWhole(request: Request) {
  return (
    request.headers.has(CACHE_VERSION_HEADER) &&
    publicCacheKey(request.method, new URL(request.url), request.headers.get("cookie")) !== undefined
  );
}

/**
 * Recent News for a request: the data itself when it is at hand, or still a promise (React
 * Router then streams the page with the skeleton first) when the read is slow and the page is
 * streamed. A page rendered whole for the cache always gets the data: its visitors must never
 * see a skeleton replaced by cards, which would shift the page.
 */
export async function recentNewsFor(
  request: Request,
  read: () => Promise<RecentNewsData> = () => recentNews(requestLocale(request)),
  waitMs = SKELETON_AFTER_MS,
): Promise<{ news: RecentNewsData | Promise<RecentNewsData> }> {
  const news = read();
  if (rendersWhole(request)) return { news: await news };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  const quick = await Promise.race([news, slow]);
  clearTimeout(timer);
  return { news: quick ?? news };
}

export type NewsArchivePage = {
  items: NewsCardData[];
  page: number;
  pageCount: number;
  total: number;
};

/**
 * One page of the archive, or undefined when the page does not exist (past the last one).
 * With no news at all there is one, empty, page.
 */
export async function newsArchivePage(
  page: number,
  locale: Locale = "en",
): Promise<NewsArchivePage | undefined> {
  const total = await countPublishedNews();
  const pageCount = pageCountOf(total, NEWS_ARCHIVE_PAGE_SIZE);
  if (page < 1 || page > pageCount) return undefined;
  const articles = await publishedNews({
    limit: NEWS_ARCHIVE_PAGE_SIZE,
    offset: (page - 1) * NEWS_ARCHIVE_PAGE_SIZE,
  });
  return { items: await newsCards(articles, locale), page, pageCount, total };
}

/** The feed's articles: the newest published ones, capped. */
export function newsFeedArticles(): Promise<NewsArticle[]> {
  return publishedNews({ limit: NEWS_FEED_LIMIT });
}
