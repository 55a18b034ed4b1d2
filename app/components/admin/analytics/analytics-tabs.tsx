// Overview, Visitors and Pages (spec §2). The tab is kept in the address, so a reload, a shared
// link and the tables' page links open the same tab; switching reads nothing again.
import { type ReactNode, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Pagination } from "~/components/admin/pagination";
import { Card } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import {
  ANALYTICS_TABS,
  type AnalyticsTabKey,
  NO_PAGE_ROWS,
  NO_VISITORS_ROWS,
  PAGES_PAGES_LABEL,
  VISITORS_PAGES_LABEL,
} from "~/copy/analytics";
import type { AnalyticsPageData } from "~/views/analytics";
import { analyticsHref } from "./address";
import { Overview } from "./overview";
import { PagesTable } from "./pages-table";
import { VisitorsTable } from "./visitors-table";

function tabFrom(value: string | null): AnalyticsTabKey {
  return ANALYTICS_TABS.find((tab) => tab.key === value)?.key ?? "overview";
}

export function AnalyticsTabs({ data }: { data: AnalyticsPageData }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const addressTab = tabFrom(searchParams.get("tab"));
  // Shown at once; the address follows (a navigation may wait for the chart's code to arrive).
  const [tab, setTab] = useState(addressTab);
  useEffect(() => setTab(addressTab), [addressTab]);
  const query = { ...data.query, tab };
  const choose = (value: string) => {
    const next = tabFrom(value);
    setTab(next);
    navigate(analyticsHref({ ...query, tab: next }), { preventScrollReset: true, replace: true });
  };
  return (
    <Tabs value={tab} onValueChange={choose}>
      <TabsList>
        {ANALYTICS_TABS.map((choice) => (
          <TabsTrigger key={choice.key} value={choice.key}>
            {choice.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <Overview data={data} onShowAll={choose} />
      </TabsContent>
      <PagedTableTab
        value="visitors"
        emptyText={NO_VISITORS_ROWS}
        table={
          data.visitors.rows.length > 0 ? (
            <VisitorsTable rows={data.visitors.rows} label={ANALYTICS_TABS[1].label} />
          ) : null
        }
        paging={data.visitors}
        pagingLabel={VISITORS_PAGES_LABEL}
        hrefFor={(page) => analyticsHref({ ...query, visitorsPage: page })}
      />
      <PagedTableTab
        value="pages"
        emptyText={NO_PAGE_ROWS}
        table={
          data.pages.rows.length > 0 ? (
            <PagesTable rows={data.pages.rows} label={ANALYTICS_TABS[2].label} />
          ) : null
        }
        paging={data.pages}
        pagingLabel={PAGES_PAGES_LABEL}
        hrefFor={(page) => analyticsHref({ ...query, pagesPage: page })}
      />
    </Tabs>
  );
}

/** A tab holding one table (or its empty text) and the links to its other pages. */
function PagedTableTab({
  value,
  emptyText,
  table,
  paging,
  pagingLabel,
  hrefFor,
}: {
  value: AnalyticsTabKey;
  emptyText: string;
  table: ReactNode;
  paging: { page: number; pageCount: number };
  pagingLabel: string;
  hrefFor: (page: number) => string;
}) {
  return (
    <TabsContent value={value} className="grid gap-4">
      <Card className="overflow-hidden">
        {table ?? <p className="p-6 text-muted-foreground">{emptyText}</p>}
      </Card>
      <Pagination page={paging.page} pageCount={paging.pageCount} label={pagingLabel} hrefFor={hrefFor} />
    </TabsContent>
  );
}
