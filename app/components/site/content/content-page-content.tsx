// The body of /content/<slug>: the item in the reading layout, with its kind's badges and facts.
// Drawn by the public route and by the staff preview of the Content form's unsaved values, so both
// show the same page.
import { ArrowRightIcon } from "lucide-react";
import { useLocale, useTranslations } from "use-intl";
import { ArticleLayout } from "~/components/site/news/article-layout";
import { EventFacts, SchoolFacts } from "~/components/site/news/content-facts";
import { CategoryBadge, PriorityBadge } from "~/components/site/news/news-badges";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { UNCATEGORISED_NEWS_LABEL } from "~/copy/categories";
import { CONTENT_BACK_LINKS } from "~/copy/content-page";
import { formatNewsDate } from "~/copy/news-page";
import { schoolPath } from "~/copy/schools-page";
import { useLocalePath } from "~/i18n/intl";
import type { ContentPageItemView, ContentPageView } from "~/views/content-page";

function KindBadges({ item }: { item: ContentPageItemView }) {
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

export function ContentPageContent({ data }: { data: ContentPageView }) {
  const { item, image, preview } = data;
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
