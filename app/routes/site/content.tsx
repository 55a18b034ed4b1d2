// /content/<slug>: any published content item, drawn by its kind (DECISIONS: the admin content
// list links here). Drafts and archived or scheduled items are a 404 for the public; signed-in
// staff see them marked "Preview", with noindex, and their answers are never cached.
// /ta/content/<slug> shows the Tamil title, summary and body where staff wrote them, else the
// English ones marked lang="en".
import { data } from "react-router";
import { ContentPageContent } from "~/components/site/content/content-page-content";
import { withDrawnContentBody } from "~/components/site/news/body-pictures";
import type { ContentKind } from "~/copy/content-kinds";
import { contentPath } from "~/copy/content-page";
import { newsArticlePath } from "~/copy/news-page";
import { schoolPath } from "~/copy/schools-page";
import { pathInLocale } from "~/i18n/locales";
import { requestLocale, translatorFor } from "~/i18n/server";
import { newsArticleJsonLd } from "~/lib/news-structured-data";
import { matchedLocale, pageTitle, seoMeta, siteOrigin } from "~/lib/seo";
import { contentPageData } from "~/server/content/content-page.server";
import { isPreviewer, PRIVATE_HEADERS } from "~/server/content/preview.server";
import { contentPageBySlug } from "~/server/content/queries.server";
import { log } from "~/server/log.server";
import type { Route } from "./+types/content";

/** The page search engines should keep for an item that has a page of its own kind. */
function canonicalPath(kind: ContentKind, slug: string, isSchool: boolean) {
  if (kind === "news") return newsArticlePath(slug);
  if (kind === "event") return `/events/${encodeURIComponent(slug)}`;
  if (kind === "school_info" && isSchool) return schoolPath(slug);
  return contentPath(slug);
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const staff = await isPreviewer(request);
  const item = await contentPageBySlug(params.slug, { staff });
  if (!item) {
    log("warn", "page not found", { path: new URL(request.url).pathname });
    throw data(null, { status: 404 });
  }
  return data(withDrawnContentBody(await contentPageData(item, locale)), {
    headers: staff ? PRIVATE_HEADERS : undefined,
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const locale = matchedLocale(matches);
  const t = translatorFor(locale);
  if (!loaderData)
    return [{ title: pageTitle(locale === "en" ? "Page not found" : t("common.notFound.title")) }];
  const { item, image, preview } = loaderData;
  const path = canonicalPath(item.kind, item.slug, item.school !== null);
  const description = item.lead?.text || t("contentPage.fallbackDescription", { title: item.title.text });
  return [
    ...seoMeta(matches, {
      title: item.metaTitle || item.title.text,
      description,
      path,
      image: image?.src,
      type: item.kind === "news" ? "article" : "website",
      jsonLd:
        item.kind === "news"
          ? newsArticleJsonLd(siteOrigin(matches), {
              title: item.title.text,
              path: pathInLocale(path, locale),
              excerpt: item.lead?.text,
              imageUrl: image?.src,
              category: item.news?.category,
              publishedAt: item.publishedAt,
              updatedAt: item.updatedAt,
            })
          : undefined,
    }),
    ...(preview ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageContent data={loaderData} />;
}
