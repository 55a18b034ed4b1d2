// Visitors and page views over the range: the chart for the eye (drawn in the browser only, once
// the page has hydrated), and the same figures as a table for screen readers.
import { lazy, Suspense, useEffect, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { CHART_SERIES, CHART_TITLE, chartDescription } from "~/copy/analytics";
import type { ChartPoint } from "~/lib/analytics-format";

const VisitorsChartCanvas = lazy(() => import("./visitors-chart-canvas"));

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function VisitorsChart({ points, period }: { points: ChartPoint[]; period: string }) {
  const hydrated = useHydrated();
  const hourly = points[0]?.bucket.includes("T") ?? true;
  const placeholder = <Skeleton className="size-full" />;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="visitors-chart-title">
          {CHART_TITLE}
        </CardTitle>
        <CardDescription>{chartDescription(period, hourly)}</CardDescription>
      </CardHeader>
      <CardContent>
        <figure aria-labelledby="visitors-chart-title" className="m-0">
          <div aria-hidden="true" className="h-64 w-full sm:h-80" data-testid="visitors-chart">
            {hydrated ? (
              <Suspense fallback={placeholder}>{<VisitorsChartCanvas points={points} />}</Suspense>
            ) : (
              placeholder
            )}
          </div>
          {/* A table ignores the 1px box of sr-only: its wrapper clips it. */}
          <div className="sr-only">
            <table>
              <caption>{chartDescription(period, hourly)}</caption>
              <thead>
                <tr>
                  <th scope="col">{hourly ? "Hour" : "Day"}</th>
                  <th scope="col">{CHART_SERIES.visitors}</th>
                  <th scope="col">{CHART_SERIES.pageViews}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.bucket}>
                    <th scope="row">{point.fullLabel}</th>
                    <td>{point.visitors}</td>
                    <td>{point.pageViews}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      </CardContent>
    </Card>
  );
}
