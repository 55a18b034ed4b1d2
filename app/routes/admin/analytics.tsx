// Analytics (spec §2, §9): the chosen range's six figures, each against the period of the same
// length before it, a chart of visitors and page views, the tabs Overview, Visitors and Pages, and
// where visitors come from. The range, tab and table pages live in the address; Refresh reads the
// figures again. A report that fails shows as 0 with a notice (spec §8), never an error page.
import { type ShouldRevalidateFunctionArgs, useNavigation, useRevalidator } from "react-router";
import { onlyTabChanged } from "~/components/admin/analytics/address";
import { AnalyticsTabs } from "~/components/admin/analytics/analytics-tabs";
import { EnquiryPages } from "~/components/admin/analytics/breakdowns";
import { RangeToolbar } from "~/components/admin/analytics/range-toolbar";
import { SummaryCards } from "~/components/admin/analytics/summary-cards";
import { VisitorsChart } from "~/components/admin/analytics/visitors-chart";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import {
  ANALYTICS_DESCRIPTION,
  ANALYTICS_LOAD_FAILED,
  ANALYTICS_TITLE,
  figuresAsOf,
  GEOLOCATION_CREDIT,
  noVisitsIn,
} from "~/copy/analytics";
import { analyticsPage, parseAnalyticsQuery } from "~/server/analytics/admin-page.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { Route } from "./+types/analytics";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return analyticsPage(parseAnalyticsQuery(new URL(request.url).searchParams));
}

/** Another tab shows figures already on the page: no need to read them again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return onlyTabChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => adminMeta(ANALYTICS_TITLE);

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  // Reading new figures: after Refresh, or after choosing another range or table page.
  const loading =
    revalidator.state === "loading" ||
    (navigation.state === "loading" && navigation.location.pathname === "/admin/analytics");
  return (
    <AdminPage>
      <PageHeader
        title={ANALYTICS_TITLE}
        description={
          <>
            {ANALYTICS_DESCRIPTION}{" "}
            <span aria-live="polite" data-testid="figures-as-of">
              {figuresAsOf(data.asOf)}
            </span>
          </>
        }
        actions={
          <RangeToolbar query={data.query} refreshing={loading} onRefresh={() => revalidator.revalidate()} />
        }
      />
      {data.loadFailed ? (
        <p
          role="alert"
          className="rounded-card border border-destructive bg-destructive-soft p-4 text-destructive-soft-foreground"
        >
          {ANALYTICS_LOAD_FAILED}
        </p>
      ) : null}
      <div aria-busy={loading} className="flex flex-col gap-8 transition-opacity aria-busy:opacity-60">
        <SummaryCards cards={data.cards} />
        {data.empty ? (
          // No visit in the range: one clear sentence instead of empty panels.
          <>
            {data.loadFailed ? null : (
              <p
                data-testid="analytics-empty"
                className="rounded-card border border-border bg-surface p-8 text-center text-muted-foreground"
              >
                {noVisitsIn(data.query.range)}
              </p>
            )}
            {data.enquiryPages.length > 0 ? <EnquiryPages rows={data.enquiryPages} /> : null}
          </>
        ) : (
          <>
            <VisitorsChart points={data.chart} period={data.period} />
            <AnalyticsTabs data={data} />
          </>
        )}
      </div>
      <p className="text-muted-foreground text-sm">
        <a className="underline underline-offset-2" href={GEOLOCATION_CREDIT.href} rel="noopener noreferrer">
          {GEOLOCATION_CREDIT.text}
        </a>
      </p>
    </AdminPage>
  );
}
