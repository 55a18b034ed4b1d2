// /news/<slug>: one published article (title, date, category, priority, picture, sanitized
// body) with NewsArticle JSON-LD. Drafts, archived and scheduled articles are a 404 for the
// public; signed-in staff see them marked as a preview, never cached and never indexed.
// /ta/news/<slug> shows the Tamil title, excerpt and body where staff wrote them, else the
// English ones marked lang="en".
import { data } from "react-router";
import { useLocale, useTranslations } from "use-intl";
import { PageSection } from "~/components/site/about/page-section";
import { ArticleLayout } from "~/components/site/news/article-layout";
import { expandBodyPictures } from "~/components/site/news/body-pictures";
import { CategoryBadge, PriorityBadge } from "~/components/site/news/news-badges";
import { NewsGrid } from "~/components/site/news/news-card";
import { formatNewsDate, MORE_NEWS_COUNT, NEWS_PATH, newsArticlePath } from "~/copy/news-page";
import { useLocalePath } from "~/i18n/intl";
import { type Locale, pathInLocale } from "~/i18n/locales";
import { inLocale } from "~/i18n/localized";
import { messagesFor, requestLocale, translatorFor } from "~/i18n/server";
import { newsFeedLink } from "~/lib/news-feed-link";
import { newsArticleJsonLd } from "~/lib/news-structured-data";
import { matchedLocale, pageTitle, seoMeta, siteOrigin } from "~/lib/seo";
import { publicBody } from "~/server/content/body-pictures.server";
import { isPreviewer, isPublic, PRIVATE_HEADERS } from "~/server/content/preview.server";
import { log } from "~/server/log.server";
import { picturesFor } from "~/server/media/pictures.server";
import { newsBySlug, publishedNews } from "~/server/news/articles.server";
import { newsCard, newsCards } from "~/server/news/page.server";
import type { Route } from "./+types/news-article";

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

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const staff = await isPreviewer(request);
  const article = await newsBySlug(params.slug, { staff });
  if (!article) {
    log("warn", "page not found", { path: new URL(request.url).pathname });
    throw data(null, { status: 404 });
  }
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
  const bodyHtml = expandBodyPictures(await publicBody(body.text || null));
  return data(
    {
      article: {
        ...card,
        body: bodyHtml,
        ...(body.lang && { bodyLang: body.lang }),
        updatedAt: article.updatedAt,
      },
      preview: visible ? null : { status: article.status, scheduled },
      more,
    },
    { headers: staff ? PRIVATE_HEADERS : undefined },
  );
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
  const { article, preview, more } = loaderData;
  const t = useTranslations("news.article");
  const locale = useLocale();
  const localePath = useLocalePath();
  const date = formatNewsDate(article.publishedAt, locale);
  return (
    <ArticleLayout
      kind="news"
      back={{ href: localePath(NEWS_PATH), label: t("backToNews") }}
      title={{ text: article.title, lang: article.titleLang }}
      badges={
        <>
          <CategoryBadge category={article.category} />
          <PriorityBadge priority={article.priority} />
        </>
      }
      date={article.publishedAt && date ? { iso: article.publishedAt, label: date } : null}
      lead={{ text: article.excerpt, lang: article.excerptLang }}
      image={article.image}
      bodyHtml={article.body}
      bodyLang={article.bodyLang}
      preview={preview}
    >
      {more.length > 0 ? (
        <PageSection id="more-news" heading={t("moreNews")} tone="muted">
          <NewsGrid items={more} testId="more-news" />
        </PageSection>
      ) : null}
    </ArticleLayout>
  );
}
