// GET /news/feed.xml: RSS 2.0 of the newest published articles (NEWS_FEED_LIMIT), with absolute
// links, RFC 822 dates and a guid made of the article's id, so a renamed article is not "new".
// Readers and proxies may keep it for a minute, as long as the render cache keeps a page, so a
// scheduled article reaches the feed about when it reaches /news.
// /ta/news/feed.xml is the same feed for Tamil readers: Tamil channel texts, <language>ta,
// each article's Tamil title and excerpt where staff wrote them (English otherwise) and /ta links.
import { NEWS_FEED, NEWS_FEED_PATH, NEWS_PATH, newsArticlePath } from "~/copy/news-page";
import { LANGUAGE_TAG, pathInLocale } from "~/i18n/locales";
import { messagesFor, requestLocale, translatorFor } from "~/i18n/server";
import { RSS_CONTENT_TYPE, renderRss } from "~/lib/rss";
import { absoluteUrl } from "~/lib/seo";
import { PAGE_TTL_MS } from "~/server/cache/render-cache.server";
import { config } from "~/server/config.server";
import { log } from "~/server/log.server";
import { picturesFor } from "~/server/media/pictures.server";
import { newsFeedArticles, newsTexts } from "~/server/news/page.server";
import type { Route } from "./+types/news-feed";

/** Feed readers poll; this is how long they may wait (minutes). */
const FEED_TTL_MINUTES = 60;
const FEED_MAX_AGE_S = PAGE_TTL_MS / 1000;

const IMAGE_TYPES: Record<string, string> = {
  avif: "image/avif",
  gif: "image/gif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

function imageType(url: string) {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return extension ? IMAGE_TYPES[extension] : undefined;
}

export async function loader({ request }: Route.LoaderArgs) {
  const origin = config().publicUrl;
  const locale = requestLocale(request);
  const t = translatorFor(locale);
  const categories: Record<string, string> = messagesFor(locale).news.categories;
  const url = (path: string) => absoluteUrl(origin, pathInLocale(path, locale));
  let articles: Awaited<ReturnType<typeof newsFeedArticles>>;
  try {
    articles = await newsFeedArticles();
  } catch (error) {
    log("error", "Failed to fetch news", { error, feed: true });
    return new Response(t("news.feed.unavailable"), {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": "300",
        "Cache-Control": "no-store",
      },
    });
  }
  const pictures = await picturesFor(articles.map((article) => article.imageUrl)).catch(() => new Map());
  const xml = renderRss({
    title: t("news.feed.title"),
    link: url(NEWS_PATH),
    description: t("news.feed.description"),
    selfUrl: url(NEWS_FEED_PATH),
    language: locale === "en" ? NEWS_FEED.language : LANGUAGE_TAG[locale],
    ttl: FEED_TTL_MINUTES,
    items: articles.flatMap((article) => {
      if (!article.publishedAt) return [];
      const image = article.imageUrl ? pictures.get(article.imageUrl) : undefined;
      const type = image && imageType(image.src);
      const texts = newsTexts(article, locale);
      const category =
        article.category &&
        (Object.hasOwn(categories, article.category) ? categories[article.category] : article.category);
      return [
        {
          title: texts.title,
          link: url(newsArticlePath(article.slug)),
          guid: `urn:uuid:${article.id}`,
          pubDate: article.publishedAt,
          description: texts.excerpt || undefined,
          categories: category ? [category] : [],
          enclosure: image && type ? { url: absoluteUrl(origin, image.src), type } : undefined,
        },
      ];
    }),
  });
  return new Response(xml, {
    headers: { "Content-Type": RSS_CONTENT_TYPE, "Cache-Control": `public, max-age=${FEED_MAX_AGE_S}` },
  });
}
