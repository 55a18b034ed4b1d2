// The optional Tamil versions of texts in the admin forms and lists (issue 17): each Tamil field
// stands beside its English field on wide screens and under it on phones; a list marks the items
// that have no Tamil version yet.
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { NO_TAMIL_BADGE, NO_TAMIL_HINT } from "~/copy/admin-tamil";
import { cn } from "~/lib/cn";

/** An English field and its Tamil field: two columns from md up, stacked below. */
export function BilingualRow({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("grid items-start gap-5 md:grid-cols-2", className)}>{children}</div>;
}

/** "No Tamil" beside an item's title, with what it means for the website. */
export function NoTamilBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="outline"
      title={NO_TAMIL_HINT}
      className={cn("text-muted-foreground", className)}
      data-no-tamil
    >
      {NO_TAMIL_BADGE}
      <span className="sr-only">: {NO_TAMIL_HINT}</span>
    </Badge>
  );
}
