// The Overview tab: the five most viewed pages and the five newest visitors (spec §2), then where
// visitors came from and which pages led to an enquiry.
import { ArrowRightIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import {
  NO_PAGE_ROWS,
  NO_VISITORS_ROWS,
  RECENT_VISITORS_TITLE,
  SHOW_ALL_PAGES,
  SHOW_ALL_VISITORS,
  TOP_PAGES_TITLE,
} from "~/copy/analytics";
import { formatCount } from "~/lib/analytics-format";
import type { AnalyticsPageData } from "~/views/analytics";
import { BreakdownCards, EnquiryPages } from "./breakdowns";

const views = (count: number) => (count === 1 ? "1 view" : `${formatCount(count)} views`);

export function Overview({ data, onShowAll }: { data: AnalyticsPageData; onShowAll: (tab: string) => void }) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <Card data-overview="top-pages">
          <CardHeader className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h2" id="top-pages-title">
              {TOP_PAGES_TITLE}
            </CardTitle>
            <Button variant="outline" size="sm" onClick={() => onShowAll("pages")}>
              {SHOW_ALL_PAGES}
              <ArrowRightIcon aria-hidden="true" />
            </Button>
          </CardHeader>
          <CardContent>
            {data.topPages.length === 0 ? (
              <p className="text-muted-foreground">{NO_PAGE_ROWS}</p>
            ) : (
              <ol aria-labelledby="top-pages-title" className="divide-y divide-border">
                {data.topPages.map((page) => (
                  <li key={page.pageUrl} data-row={page.pageUrl} className="flex items-baseline gap-3 py-3">
                    <span className="grid min-w-0 flex-1 gap-0.5">
                      <span className="font-medium break-all">{page.pageUrl}</span>
                      {page.pageTitle ? (
                        <span className="truncate text-sm text-muted-foreground">{page.pageTitle}</span>
                      ) : null}
                    </span>
                    <span className="shrink-0 text-right text-sm tabular-nums">
                      <span className="block font-semibold">{views(page.views)}</span>
                      <span className="block text-muted-foreground">avg. {page.averageTime}</span>
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
        <Card data-overview="recent-visitors">
          <CardHeader className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h2" id="recent-visitors-title">
              {RECENT_VISITORS_TITLE}
            </CardTitle>
            <Button variant="outline" size="sm" onClick={() => onShowAll("visitors")}>
              {SHOW_ALL_VISITORS}
              <ArrowRightIcon aria-hidden="true" />
            </Button>
          </CardHeader>
          <CardContent>
            {data.recentVisitors.length === 0 ? (
              <p className="text-muted-foreground">{NO_VISITORS_ROWS}</p>
            ) : (
              <ul aria-labelledby="recent-visitors-title" className="divide-y divide-border">
                {data.recentVisitors.map((visitor) => (
                  <li key={visitor.id} data-row={visitor.id} className="flex items-baseline gap-3 py-3">
                    <span className="grid min-w-0 flex-1 gap-0.5">
                      <span className="font-medium">{visitor.location}</span>
                      <span className="truncate text-sm text-muted-foreground">
                        {visitor.landingPage} · {visitor.source}
                      </span>
                    </span>
                    <span className="shrink-0 text-right text-sm tabular-nums">
                      <span className="block font-semibold">
                        {views(visitor.views)} · {visitor.timeSpent}
                      </span>
                      <time dateTime={visitor.visitedAt} className="block text-muted-foreground">
                        {visitor.visitTime}
                      </time>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <BreakdownCards breakdowns={data.breakdowns} visitors={data.visitorCount} />
      <EnquiryPages rows={data.enquiryPages} />
    </div>
  );
}
