import { ArrowRightIcon, CalendarDaysIcon, NewspaperIcon } from "lucide-react";
import { useLocale, useTranslations } from "use-intl";
import { SpriteIcon } from "~/components/site/sprite-icon";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { formatNewsDate } from "~/copy/news-page";
import { useLocalePath } from "~/i18n/intl";
import { cn } from "~/lib/cn";
import type { NewsCardData } from "~/views/news";
import { CategoryBadge, PriorityBadge } from "./news-badges";

/** Cards sit two or three to a row; the picture is drawn at about that width. */
const CARD_IMAGE_SIZES = "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw";

/** One article in a list: picture, badges, date, title (linking to the article), excerpt. */
export function NewsCard({ item, headingLevel = "h3" }: { item: NewsCardData; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const t = useTranslations("news.recent");
  const locale = useLocale();
  const localePath = useLocalePath();
  const date = formatNewsDate(item.publishedAt, locale);
  return (
    <article
      data-testid="news-card"
      data-news-id={item.id}
      className="group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card transition-shadow hover:shadow-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring"
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-primary-soft">
        {item.image ? (
          <ResponsiveImage
            {...item.image}
            sizes={CARD_IMAGE_SIZES}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-full items-center justify-center bg-linear-to-br from-primary-soft via-background to-accent"
          >
            <NewspaperIcon className="size-12 text-primary/70" />
          </div>
        )}
        <PriorityBadge priority={item.priority} className="absolute top-3 left-3 shadow-card" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
          <CategoryBadge category={item.category} />
          {date ? (
            <span className="inline-flex items-center gap-1.5">
              <CalendarDaysIcon aria-hidden="true" className="size-4 shrink-0" />
              <time dateTime={item.publishedAt ?? undefined}>{date}</time>
            </span>
          ) : null}
        </div>
        <Heading
          lang={item.titleLang}
          className="font-heading text-h4 leading-snug font-bold text-foreground"
        >
          {item.href ? (
            // The whole card is the link's target area; the heading keeps the accessible name short.
            <a
              href={localePath(item.href)}
              className="after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none"
            >
              {item.title}
            </a>
          ) : (
            item.title
          )}
        </Heading>
        {item.excerpt ? (
          <p
            lang={item.excerptLang}
            data-testid="news-excerpt"
            className="line-clamp-4 text-muted-foreground"
          >
            {item.excerpt}
          </p>
        ) : null}
        {item.href ? (
          <span
            aria-hidden="true"
            className={cn(
              "mt-auto inline-flex items-center gap-1.5 pt-1 text-sm font-semibold text-primary",
              "group-hover:underline",
            )}
          >
            {t("readMore")}
            <SpriteIcon
              icon={ArrowRightIcon}
              className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
            />
          </span>
        ) : null}
      </div>
    </article>
  );
}

/** Cards in a responsive grid: one column on phones, two on tablets, three on wide screens. */
export function NewsGrid({
  items,
  headingLevel,
  testId = "news-list",
}: {
  items: readonly NewsCardData[];
  headingLevel?: "h2" | "h3";
  testId?: string;
}) {
  return (
    <ul data-testid={testId} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <NewsCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
