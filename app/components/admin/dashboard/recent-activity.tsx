// Recent Activity (spec §2) with the audit log's changes (DECISIONS), as one list: newest first,
// each item once.
import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { ALL_CONTENT_LINK } from "~/copy/admin-content";
import { NO_RECENT_ACTIVITY, RECENT_ACTIVITY_TITLE } from "~/copy/admin-pages";
import type { ActivityItem } from "~/views/dashboard";

export function RecentActivity({ items, className }: { items: ActivityItem[]; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">{RECENT_ACTIVITY_TITLE}</CardTitle>
        <Link to="/admin/content" className={buttonVariants({ variant: "outline", size: "sm" })}>
          {ALL_CONTENT_LINK}
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-muted-foreground">{NO_RECENT_ACTIVITY}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={RECENT_ACTIVITY_TITLE}>
            {items.map((item) => (
              <li
                key={item.key}
                data-activity={item.key}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
              >
                <span className="grid min-w-0 gap-0.5">
                  {item.to ? (
                    <Link
                      to={item.to}
                      className="font-medium break-words underline-offset-4 hover:text-primary hover:underline"
                    >
                      {item.text}
                    </Link>
                  ) : (
                    <span className="break-words">{item.text}</span>
                  )}
                  <span className="text-sm text-muted-foreground">
                    {item.type ? (
                      <>
                        <span className="capitalize">{item.type}</span> ·{" "}
                      </>
                    ) : null}
                    {item.done}
                  </span>
                </span>
                <time dateTime={item.dateTime} className="text-sm whitespace-nowrap text-muted-foreground">
                  {item.when}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
