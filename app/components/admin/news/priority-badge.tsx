// The priority badge of a News Management row (spec §2): the priority in upper case, high
// destructive, medium default, low secondary — the colours the public badges share.
import { Badge } from "~/components/ui/badge";
import type { NewsPriority } from "~/copy/categories";
import { NEWS_PRIORITY_BADGES } from "~/copy/news-page";

export function priorityBadgeText(priority: NewsPriority): string {
  return priority.toUpperCase();
}

export function AdminPriorityBadge({ priority }: { priority: NewsPriority }) {
  return (
    <Badge variant={NEWS_PRIORITY_BADGES[priority].variant} data-priority={priority}>
      {priorityBadgeText(priority)}
    </Badge>
  );
}
