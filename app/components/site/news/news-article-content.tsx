// The body of /news/<slug>: the article in the reading layout and more news after it. Drawn by the
// public route and by the staff preview of unsaved changes, so both show the same page.
import { useLocale, useTranslations } from "use-intl";
import { PageSection } from "~/components/site/about/page-section";
import { ArticleLayout } from "~/components/site/news/article-layout";
import { CategoryBadge, PriorityBadge } from "~/components/site/news/news-badges";
import { NewsGrid } from "~/components/site/news/news-card";
import { formatNewsDate, NEWS_PATH } from "~/copy/news-page";
import { useLocalePath } from "~/i18n/intl";
import type { NewsArticlePageView } from "~/views/news";

export function NewsArticleContent({ data }: { data: NewsArticlePageView }) {
  const { article, preview, more } = data;
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
