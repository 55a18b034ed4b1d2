// What /news/<slug> shows of an article, built once for the public page and for the staff preview of
// unsaved changes (app/routes/site/news-preview.tsx), so the preview is the page parents will see.

import { formatNewsDate, MORE_NEWS_COUNT } from "~/copy/news-page";
import type { Locale } from "~/i18n/locales";
import { inLocale } from "~/i18n/localized";
import { translatorFor } from "~/i18n/server";
import type { NewsArticlePageSource } from "~/views/news";
import { publicBody } from "../content/body-pictures.server";
import { isPublic } from "../content/preview.server";
import { log } from "../log.server";
import { picturesFor } from "../media/pictures.server";
import { publishedNews } from "./articles.server";
import { newsCard, newsCards } from "./page.server";
import type { NewsArticle } from "./rows.server";

async function moreNews(exceptId: string, locale: Locale) {
  try {
    const latest = await publishedNews({ limit: MORE_NEWS_COUNT + 1 });
    return await newsCards(
      latest.filter((article) => article.id !== exceptId).slice(0, MORE_NEWS_COUNT),
      locale,
    );
  } catch (error) {
    log("warn", "news article: more news unavailable", { error });
    return [];
  }
}

/**
 * The article page's data. `unsaved`: a preview of values not saved, marked so even when they
 * would be public.
 */
export async function newsArticlePageData(
  article: NewsArticle,
  locale: Locale,
  options: { unsaved?: boolean } = {},
): Promise<NewsArticlePageSource> {
  const [pictures, more] = await Promise.all([picturesFor([article.imageUrl]), moreNews(article.id, locale)]);
  const visible = isPublic(article);
  const scheduled =
    article.status === "published" && !visible && article.publishedAt
      ? translatorFor(locale)("news.preview.scheduledFor", {
          date: formatNewsDate(article.publishedAt, locale),
        })
      : undefined;
  const card = newsCard(article, pictures, locale);
  const body = inLocale(locale, article.body ?? "", article.bodyTa);
  return {
    article: {
      ...card,
      body: await publicBody(body.text || null),
      ...(body.lang && { bodyLang: body.lang }),
      updatedAt: article.updatedAt,
    },
    preview:
      visible && !options.unsaved
        ? null
        : { status: article.status, scheduled, ...(options.unsaved && { unsaved: true }) },
    more,
  };
}
