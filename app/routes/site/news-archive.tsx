// /news/archive: every published article, NEWS_ARCHIVE_PAGE_SIZE to a page, newest first.
// Pages are ?page=2, ?page=3…; ?page=1 moves permanently to the bare address (one URL per page),
// and a page that does not exist (not a whole number from 1, or past the last page) is a 404,
// so search engines never keep an empty or duplicate page. /ta/news/archive is the same in Tamil.
import { data } from "react-router";
import { useTranslations } from "use-intl";
import { PageHero } from "~/components/site/about/page-hero";
import { NewsGrid } from "~/components/site/news/news-card";
import { NewsPagination } from "~/components/site/news/news-pagination";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { newsArchivePagePath } from "~/copy/news-page";
import { type Locale, pathInLocale } from "~/i18n/locales";
import { requestLocale, translatorFor } from "~/i18n/server";
import { newsFeedLink } from "~/lib/news-feed-link";
import { absoluteUrl, matchedLocale, pageTitle, seoMeta, siteOrigin } from "~/lib/seo";
import { redirect } from "~/server/http/redirect.server";
import { log } from "~/server/log.server";
import { type NewsArchivePage, newsArchivePage } from "~/server/news/page.server";
import type { Route } from "./+types/news-archive";

const PAGE_PARAM = /^[1-9]\d{0,5}$/;

/** "All News", then "All News, page 2"… in the page's language. */
function archiveTitle(locale: Locale, page: number) {
  const t = translatorFor(locale);
  return page <= 1 ? t("news.archive.title") : t("news.archive.titleOfPage", { page: String(page) });
}

function notFound(path: string): never {
  log("warn", "page not found", { path });
  throw data(null, { status: 404 });
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const param = url.searchParams.get("page");
  if (param === "1") throw redirect(pathInLocale(newsArchivePagePath(1), locale), 301);
  if (param !== null && !PAGE_PARAM.test(param)) notFound(`${url.pathname}${url.search}`);
  const page = param === null ? 1 : Number(param);
  let archive: NewsArchivePage | undefined;
  try {
    archive = await newsArchivePage(page, locale);
  } catch (error) {
    log("error", "Failed to fetch news", { error });
    // Not 200, so the render cache does not keep the apology.
    return data({ archive: null, page }, { status: 503, headers: { "Retry-After": "60" } });
  }
  if (!archive) notFound(`${url.pathname}${url.search}`);
  return { archive, page };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const locale = matchedLocale(matches);
  if (!loaderData)
    return [
      {
        title: pageTitle(locale === "en" ? "Page not found" : translatorFor(locale)("common.notFound.title")),
      },
    ];
  const { archive, page } = loaderData;
  const origin = siteOrigin(matches);
  const pageUrl = (n: number) => absoluteUrl(origin, pathInLocale(newsArchivePagePath(n), locale));
  const neighbours = archive
    ? [
        ...(page > 1 ? [{ tagName: "link", rel: "prev", href: pageUrl(page - 1) }] : []),
        ...(page < archive.pageCount ? [{ tagName: "link", rel: "next", href: pageUrl(page + 1) }] : []),
      ]
    : [];
  return [
    ...seoMeta(matches, {
      title: archiveTitle(locale, page),
      description: translatorFor(locale)("news.archive.description"),
      path: newsArchivePagePath(page),
    }),
    newsFeedLink(matches),
    ...neighbours,
  ];
};

export default function NewsArchive({ loaderData }: Route.ComponentProps) {
  const { archive, page } = loaderData;
  const t = useTranslations("news.archive");
  return (
    <main id={MAIN_CONTENT_ID}>
      <PageHero
        eyebrow={t("eyebrow")}
        title={page <= 1 ? t("title") : t("titleOfPage", { page: String(page) })}
        lead={t("lead")}
      />
      <section aria-label={t("title")} className="mx-auto max-w-page px-gutter pb-section">
        {!archive ? (
          <p role="alert" className="mx-auto max-w-prose rounded-card bg-muted p-6 text-center text-lead">
            {t("unavailable")}
          </p>
        ) : archive.items.length === 0 ? (
          <p className="mx-auto max-w-prose rounded-card bg-muted p-6 text-center text-lead">{t("empty")}</p>
        ) : (
          <>
            <NewsGrid items={archive.items} headingLevel="h2" />
            <NewsPagination page={archive.page} pageCount={archive.pageCount} />
          </>
        )}
      </section>
    </main>
  );
}
