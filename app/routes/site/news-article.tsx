// /news/<slug>: one published article (title, date, category, priority, picture, sanitized
// body) with NewsArticle JSON-LD. Drafts, archived and scheduled articles are a 404 for the
// public; signed-in staff see them marked as a preview, never cached and never indexed.
// /ta/news/<slug> shows the Tamil title, excerpt and body where staff wrote them, else the
// English ones marked lang="en".
import { data } from "react-router";
import { withDrawnBody } from "~/components/site/news/body-pictures";
import { NewsArticleContent } from "~/components/site/news/news-article-content";
import { newsArticlePath } from "~/copy/news-page";
import { pathInLocale } from "~/i18n/locales";
import { messagesFor, requestLocale, translatorFor } from "~/i18n/server";
import { newsFeedLink } from "~/lib/news-feed-link";
import { newsArticleJsonLd } from "~/lib/news-structured-data";
import { matchedLocale, pageTitle, seoMeta, siteOrigin } from "~/lib/seo";
import { isPreviewer, PRIVATE_HEADERS } from "~/server/content/preview.server";
import { log } from "~/server/log.server";
import { newsArticlePageData } from "~/server/news/article-page.server";
import { newsBySlug } from "~/server/news/articles.server";
import type { Route } from "./+types/news-article";

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const staff = await isPreviewer(request);
  const article = await newsBySlug(params.slug, { staff });
  if (!article) {
    log("warn", "page not found", { path: new URL(request.url).pathname });
    throw data(null, { status: 404 });
  }
  return data(withDrawnBody(await newsArticlePageData(article, locale)), {
    headers: staff ? PRIVATE_HEADERS : undefined,
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const locale = matchedLocale(matches);
  const t = translatorFor(locale);
  if (!loaderData)
    return [{ title: pageTitle(locale === "en" ? "Page not found" : t("common.notFound.title")) }];
  const { article, preview } = loaderData;
  const path = newsArticlePath(params.slug);
  const description = article.excerpt || t("news.article.fallbackDescription", { title: article.title });
  const categories: Record<string, string> = messagesFor(locale).news.categories;
  const section = Object.hasOwn(categories, article.category)
    ? categories[article.category]!
    : article.category;
  return [
    ...seoMeta(matches, {
      title: article.title,
      description,
      path,
      image: article.image?.src,
      type: "article",
      jsonLd: newsArticleJsonLd(siteOrigin(matches), {
        title: article.title,
        path: pathInLocale(path, locale),
        excerpt: article.excerpt,
        imageUrl: article.image?.src,
        category: section,
        publishedAt: article.publishedAt,
        updatedAt: article.updatedAt,
      }),
    }),
    ...(article.publishedAt ? [{ property: "article:published_time", content: article.publishedAt }] : []),
    { property: "article:section", content: section },
    ...(preview ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    newsFeedLink(matches),
  ];
};

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  return <NewsArticleContent data={loaderData} />;
}
