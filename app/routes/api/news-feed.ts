// GET /news/feed.xml: RSS 2.0 of the newest published articles (NEWS_FEED_LIMIT), with absolute
// links, RFC 822 dates and a guid made of the article's id, so a renamed article is not "new".
// Readers and proxies may keep it for a minute, as long as the render cache keeps a page, so a
// scheduled article reaches the feed about when it reaches /news.
import { NEWS_FEED, NEWS_FEED_PATH, NEWS_PATH, newsArticlePath } from "~/copy/news-page";
import { RSS_CONTENT_TYPE, renderRss } from "~/lib/rss";
import { absoluteUrl } from "~/lib/seo";
import { PAGE_TTL_MS } from "~/server/cache/render-cache.server";
import { config } from "~/server/config.server";
import { log } from "~/server/log.server";
import { picturesFor } from "~/server/media/pictures.server";
import { newsFeedArticles } from "~/server/news/page.server";

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

export async function loader() {
  const origin = config().publicUrl;
  let articles: Awaited<ReturnType<typeof newsFeedArticles>>;
  try {
    articles = await newsFeedArticles();
  } catch (error) {
    log("error", "Failed to fetch news", { error, feed: true });
    return new Response("The news feed is not available just now. Please try again later.", {
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
    title: NEWS_FEED.title,
    link: absoluteUrl(origin, NEWS_PATH),
    description: NEWS_FEED.description,
    selfUrl: absoluteUrl(origin, NEWS_FEED_PATH),
    language: NEWS_FEED.language,
    ttl: FEED_TTL_MINUTES,
    items: articles.flatMap((article) => {
      if (!article.publishedAt) return [];
      const image = article.imageUrl ? pictures.get(article.imageUrl) : undefined;
      const type = image && imageType(image.src);
      return [
        {
          title: article.title,
          link: absoluteUrl(origin, newsArticlePath(article.slug)),
          guid: `urn:uuid:${article.id}`,
          pubDate: article.publishedAt,
          description: article.excerpt || undefined,
          categories: article.category ? [article.category] : [],
          enclosure: image && type ? { url: absoluteUrl(origin, image.src), type } : undefined,
        },
      ];
    }),
  });
  return new Response(xml, {
    headers: { "Content-Type": RSS_CONTENT_TYPE, "Cache-Control": `public, max-age=${FEED_MAX_AGE_S}` },
  });
}
