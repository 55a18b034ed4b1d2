// /content/<slug>: any published content item, drawn by its kind (DECISIONS: the admin content
// list links here). Drafts and archived or scheduled items are a 404 for the public; signed-in
// staff see them marked "Preview", with noindex, and their answers are never cached.
// /ta/content/<slug> shows the Tamil title, summary and body where staff wrote them, else the
// English ones marked lang="en".
import { ArrowRightIcon } from "lucide-react";
import { data } from "react-router";
import { useLocale, useTranslations } from "use-intl";
import { ArticleLayout } from "~/components/site/news/article-layout";
import { expandBodyPictures } from "~/components/site/news/body-pictures";
import { EventFacts, SchoolFacts } from "~/components/site/news/content-facts";
import { CategoryBadge, PriorityBadge } from "~/components/site/news/news-badges";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { UNCATEGORISED_NEWS_LABEL } from "~/copy/categories";
import type { ContentKind } from "~/copy/content-kinds";
import { CONTENT_BACK_LINKS, contentPath } from "~/copy/content-page";
import { formatNewsDate, newsArticlePath } from "~/copy/news-page";
import { schoolPath } from "~/copy/schools-page";
import { useLocalePath } from "~/i18n/intl";
import { pathInLocale } from "~/i18n/locales";
import { inLocale, optionalInLocale } from "~/i18n/localized";
import { requestLocale, translatorFor } from "~/i18n/server";
import { newsArticleJsonLd } from "~/lib/news-structured-data";
import { matchedLocale, pageTitle, seoMeta, siteOrigin } from "~/lib/seo";
import { publicBody } from "~/server/content/body-pictures.server";
import { isPreviewer, isPublic, PRIVATE_HEADERS } from "~/server/content/preview.server";
import { contentPageBySlug } from "~/server/content/queries.server";
import { log } from "~/server/log.server";
import { pictureFor } from "~/server/media/pictures.server";
import type { Route } from "./+types/content";

/** The page search engines should keep for an item that has a page of its own kind. */
function canonicalPath(kind: ContentKind, slug: string, isSchool: boolean) {
  if (kind === "news") return newsArticlePath(slug);
  if (kind === "event") return `/events/${encodeURIComponent(slug)}`;
  if (kind === "school_info" && isSchool) return schoolPath(slug);
  return contentPath(slug);
}

/** A slide's button goes to a page of the site or a web address, nothing else. */
function safeLink(link: string | null) {
  if (!link) return null;
  return /^(\/(?!\/)|https?:\/\/)/.test(link) ? link : null;
}

/** Paragraphs of plain text (an item saved with a description but no rich body). */
function plainTextHtml(text: string) {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`)
    .join("");
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const staff = await isPreviewer(request);
  const item = await contentPageBySlug(params.slug, { staff });
  if (!item) {
    log("warn", "page not found", { path: new URL(request.url).pathname });
    throw data(null, { status: 404 });
  }
  const visible = isPublic(item);
  const englishBody =
    expandBodyPictures(await publicBody(item.body)) ??
    (item.details.details ? plainTextHtml(item.details.details) : null);
  const tamilBody = locale === "ta" ? expandBodyPictures(await publicBody(item.bodyTa)) : null;
  const body = tamilBody ? { text: tamilBody } : englishBody ? inLocale(locale, englishBody, null) : null;
  const lead = optionalInLocale(locale, item.summary ?? item.details.description ?? null, item.summaryTa);
  const image = await pictureFor(item.featuredImage);
  const scheduled =
    item.status === "published" && !visible && item.publishedAt
      ? translatorFor(locale)("news.preview.scheduledFor", { date: formatNewsDate(item.publishedAt, locale) })
      : undefined;
  return data(
    {
      item: {
        kind: item.kind,
        slug: item.slug,
        title: inLocale(locale, item.title, item.titleTa),
        /** Staff's search-engine title is English: the Tamil page uses its (Tamil) title instead. */
        metaTitle: locale === "en" || !item.titleTa ? item.metaTitle : null,
        lead,
        body,
        publishedAt: item.publishedAt,
        updatedAt: item.updatedAt,
        event: item.event,
        news: item.news,
        gallery: item.gallery,
        slide: item.slide && { text: item.slide.buttonText, link: safeLink(item.slide.buttonLink) },
        school: item.school && {
          location: optionalInLocale(locale, item.school.location, item.school.locationTa),
          address: item.school.address,
        },
      },
      image: image ?? null,
      preview: visible ? null : { status: item.status, scheduled },
    },
    { headers: staff ? PRIVATE_HEADERS : undefined },
  );
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

function KindBadges({ item }: { item: Route.ComponentProps["loaderData"]["item"] }) {
  const t = useTranslations("contentPage.kind");
  if (item.news)
    return (
      <>
        <CategoryBadge category={item.news.category || UNCATEGORISED_NEWS_LABEL} />
        <PriorityBadge priority={item.news.priority} />
      </>
    );
  const category = item.event?.category || item.gallery?.category;
  return (
    <>
      <Badge variant="secondary" data-testid="content-kind">
        {t(item.kind)}
      </Badge>
      {category ? <CategoryBadge category={category} /> : null}
    </>
  );
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { item, image, preview } = loaderData;
  const t = useTranslations("contentPage");
  const locale = useLocale();
  const localePath = useLocalePath();
  const date = item.kind === "news" ? formatNewsDate(item.publishedAt, locale) : "";
  const details = item.event ? (
    <EventFacts event={item.event} />
  ) : item.school ? (
    <SchoolFacts school={item.school} href={localePath(schoolPath(item.slug))} />
  ) : item.slide?.text && item.slide.link ? (
    <a
      href={localePath(item.slide.link)}
      lang={locale === "en" ? undefined : "en"}
      className={buttonVariants({ size: "lg" })}
    >
      {item.slide.text}
      <ArrowRightIcon aria-hidden="true" />
    </a>
  ) : null;
  return (
    <ArticleLayout
      kind={item.kind}
      back={{ href: localePath(CONTENT_BACK_LINKS[item.kind].href), label: t(`back.${item.kind}`) }}
      title={item.title}
      badges={<KindBadges item={item} />}
      date={date && item.publishedAt ? { iso: item.publishedAt, label: date } : null}
      lead={item.lead}
      image={image}
      details={details}
      bodyHtml={item.body?.text}
      bodyLang={item.body?.lang}
      preview={preview}
    />
  );
}
