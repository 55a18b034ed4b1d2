import { useLocale, useMessages, useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import type { NewsPriority } from "~/copy/categories";
import { NEWS_PRIORITY_BADGES } from "~/copy/news-page";
import type { LocalizedText } from "~/i18n/localized";
import { cn } from "~/lib/cn";

/** Tamil words are long: a Tamil badge may wrap rather than overflow its card. */
const WRAP_ON_TAMIL = "whitespace-normal";

/** High, medium or low, coloured as News Management shows it (high red, medium teal, low sand). */
export function PriorityBadge({ priority, className }: { priority: NewsPriority; className?: string }) {
  const t = useTranslations("news.priority");
  const locale = useLocale();
  const { variant } = NEWS_PRIORITY_BADGES[priority];
  return (
    <Badge
      variant={variant}
      data-priority={priority}
      className={cn("tracking-wide uppercase", locale === "ta" && WRAP_ON_TAMIL, className)}
    >
      {t(priority)}
    </Badge>
  );
}

/**
 * A category as visitors see it: the catalogue's name for one of the site's categories, or the
 * name staff typed (marked English on a Tamil page) for any other.
 */
export function useCategoryLabel(category: string): LocalizedText {
  const locale = useLocale();
  const names: Record<string, string> = useMessages().news.categories;
  const name = Object.hasOwn(names, category) ? names[category] : undefined;
  if (name) return { text: name };
  return locale === "en" ? { text: category } : { text: category, lang: "en" };
}

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  const locale = useLocale();
  const label = useCategoryLabel(category);
  return (
    <Badge
      variant="outline"
      data-testid="news-category"
      lang={label.lang}
      className={cn("bg-surface", locale === "ta" && WRAP_ON_TAMIL, className)}
    >
      {label.text}
    </Badge>
  );
}
