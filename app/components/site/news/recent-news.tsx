import { ArrowRightIcon, RssIcon } from "lucide-react";
import { Suspense } from "react";
import { Await } from "react-router";
import { useTranslations } from "use-intl";
import { PageSection } from "~/components/site/about/page-section";
import { buttonVariants } from "~/components/ui/button";
import { NEWS_ARCHIVE_PATH, NEWS_FEED_PATH, RECENT_NEWS_SECTION } from "~/copy/news-page";
import { useLocalePath } from "~/i18n/intl";
import type { RecentNewsData } from "~/views/news";
import { NewsGrid } from "./news-card";
import { NewsSkeleton } from "./news-skeleton";

function RecentNewsList({ news }: { news: RecentNewsData }) {
  return (
    <div data-testid="recent-news" data-source={news.source}>
      <NewsGrid items={news.items} />
    </div>
  );
}

/**
 * Recent News is usually at hand when the page is drawn. When the database is slow and the page
 * is streamed, it is still a promise: the skeleton goes out with the page and React's inline
 * script swaps the cards in when they arrive (see recentNewsFor). The promise never rejects: a
 * failed read becomes the sample articles.
 */
export function RecentNews({ news }: { news: Promise<RecentNewsData> | RecentNewsData }) {
  const t = useTranslations("news.recent");
  const localePath = useLocalePath();
  return (
    <PageSection id={RECENT_NEWS_SECTION.id} heading={t("heading")} intro={t("intro")} tone="muted">
      {news instanceof Promise ? (
        <Suspense fallback={<NewsSkeleton />}>
          <Await resolve={news}>{(resolved: RecentNewsData) => <RecentNewsList news={resolved} />}</Await>
        </Suspense>
      ) : (
        // No boundary when the news is at hand: React would still send a large one apart from
        // the page (progressive chunking) and swap it in by script, with a skeleton meanwhile.
        <RecentNewsList news={news} />
      )}
      <div className="mt-10 flex flex-col items-center gap-4 sm:flex-row sm:justify-center sm:gap-6">
        <a href={localePath(NEWS_ARCHIVE_PATH)} className={buttonVariants({ size: "lg" })}>
          {t("viewAll")}
          <ArrowRightIcon aria-hidden="true" />
        </a>
        <a
          href={localePath(NEWS_FEED_PATH)}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <RssIcon aria-hidden="true" className="size-4" />
          {t("feedLink")}
        </a>
      </div>
    </PageSection>
  );
}
