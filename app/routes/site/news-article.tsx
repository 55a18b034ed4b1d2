// /news/<slug>: one published article (title, date, category, priority, picture, sanitized
// body) with NewsArticle JSON-LD. Drafts, archived and scheduled articles are a 404 for the
// public; signed-in staff see them marked as a preview, never cached and never indexed.
import { data } from "react-router";
import { PageSection } from "~/components/site/about/page-section";
import { ArticleLayout } from "~/components/site/news/article-layout";
import { CategoryBadge, PriorityBadge } from "~/components/site/news/news-badges";
import { NewsGrid } from "~/components/site/news/news-card";
import {
  formatNewsDate,
  MORE_NEWS_COUNT,
  NEWS_ARTICLE_LABELS,
  NEWS_PATH,
  newsArticlePath,
  PREVIEW_NOTICE,
} from "~/copy/news-page";
import { newsFeedLink } from "~/lib/news-feed-link";
import { newsArticleJsonLd } from "~/lib/news-structured-data";
import { pageTitle, seoMeta, siteOrigin } from "~/lib/seo";
import { isPreviewer, isPublic, PRIVATE_HEADERS } from "~/server/content/preview.server";
import { cleanRichText } from "~/server/content/rich-text.server";
import { log } from "~/server/log.server";
import { picturesFor } from "~/server/media/pictures.server";
import { newsBySlug, publishedNews } from "~/server/news/articles.server";
import { newsCard, newsCards } from "~/server/news/page.server";
import type { Route } from "./+types/news-article";

async function moreNews(exceptId: string) {
  try {
    const latest = await publishedNews({ limit: MORE_NEWS_COUNT + 1 });
    return await newsCards(latest.filter((article) => article.id !== exceptId).slice(0, MORE_NEWS_COUNT));
  } catch (error) {
    log("warn", "news article: more news unavailable", { error });
    return [];
  }
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const staff = await isPreviewer(request);
  const article = await newsBySlug(params.slug, { staff });
  if (!article) {
    log("warn", "page not found", { path: new URL(request.url).pathname });
    throw data(null, { status: 404 });
  }
  const [pictures, more] = await Promise.all([picturesFor([article.imageUrl]), moreNews(article.id)]);
  const visible = isPublic(article);
  const scheduled =
    article.status === "published" && !visible && article.publishedAt
      ? PREVIEW_NOTICE.scheduledFor(formatNewsDate(article.publishedAt))
      : undefined;
  const card = newsCard(article, pictures);
  return data(
    {
      article: { ...card, body: cleanRichText(article.body), updatedAt: article.updatedAt },
      preview: visible ? null : { status: article.status, scheduled },
      more,
    },
    { headers: staff ? PRIVATE_HEADERS : undefined },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  if (!loaderData) return [{ title: pageTitle("Page not found") }];
  const { article, preview } = loaderData;
  const path = newsArticlePath(params.slug);
  const description = article.excerpt || `${article.title}: news from our schools.`;
  return [
    ...seoMeta(matches, {
      title: article.title,
      description,
      path,
      image: article.image?.src,
      type: "article",
      jsonLd: newsArticleJsonLd(siteOrigin(matches), {
        title: article.title,
        path,
        excerpt: article.excerpt,
        imageUrl: article.image?.src,
        category: article.category,
        publishedAt: article.publishedAt,
        updatedAt: article.updatedAt,
      }),
    }),
    ...(article.publishedAt ? [{ property: "article:published_time", content: article.publishedAt }] : []),
    { property: "article:section", content: article.category },
    ...(preview ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    newsFeedLink(matches),
  ];
};

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, preview, more } = loaderData;
  const date = formatNewsDate(article.publishedAt);
  return (
    <ArticleLayout
      kind="news"
      back={{ href: NEWS_PATH, label: NEWS_ARTICLE_LABELS.backToNews }}
      title={article.title}
      badges={
        <>
          <CategoryBadge category={article.category} />
          <PriorityBadge priority={article.priority} />
        </>
      }
      date={article.publishedAt && date ? { iso: article.publishedAt, label: date } : null}
      lead={article.excerpt}
      image={article.image}
      bodyHtml={article.body}
      preview={preview}
    >
      {more.length > 0 ? (
        <PageSection id="more-news" heading={NEWS_ARTICLE_LABELS.moreNews} tone="muted">
          <NewsGrid items={more} testId="more-news" />
        </PageSection>
      ) : null}
    </ArticleLayout>
  );
}
