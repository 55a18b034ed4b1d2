import { Badge } from "~/components/ui/badge";
import type { NewsPriority } from "~/copy/categories";
import { NEWS_PRIORITY_BADGES } from "~/copy/news-page";
import { cn } from "~/lib/cn";

/** High, medium or low, coloured as News Management shows it (high red, medium teal, low sand). */
export function PriorityBadge({ priority, className }: { priority: NewsPriority; className?: string }) {
  const { label, variant } = NEWS_PRIORITY_BADGES[priority];
  return (
    <Badge variant={variant} data-priority={priority} className={cn("tracking-wide uppercase", className)}>
      {label}
    </Badge>
  );
}

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <Badge variant="outline" data-testid="news-category" className={cn("bg-surface", className)}>
      {category}
    </Badge>
  );
}
