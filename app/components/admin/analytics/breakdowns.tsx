// Where the range's visitors came from and what they used (sources, countries, devices,
// browsers), and the pages seen in the visits an enquiry was sent from.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  BREAKDOWN_TITLES,
  ENQUIRY_PAGES_NOTE,
  ENQUIRY_PAGES_TITLE,
  NO_BREAKDOWN_ROWS,
  NO_ENQUIRY_PAGES,
} from "~/copy/analytics";
import { formatCount, formatPercent } from "~/lib/analytics-format";
import type { AnalyticsPageData, Breakdowns } from "~/views/analytics";

const ORDER: (keyof Breakdowns)[] = ["source", "country", "device", "browser"];

export function BreakdownCards({ breakdowns, visitors }: { breakdowns: Breakdowns; visitors: number }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {ORDER.map((dimension) => (
        <Card key={dimension} data-breakdown={dimension}>
          <CardHeader>
            <CardTitle id={`breakdown-${dimension}`}>{BREAKDOWN_TITLES[dimension]}</CardTitle>
          </CardHeader>
          <CardContent>
            {breakdowns[dimension].length === 0 ? (
              <p className="text-sm text-muted-foreground">{NO_BREAKDOWN_ROWS}</p>
            ) : (
              <ul aria-labelledby={`breakdown-${dimension}`} className="grid gap-3">
                {breakdowns[dimension].map((row) => (
                  <ShareLine
                    key={row.label}
                    label={row.label}
                    count={row.visitors}
                    share={visitors === 0 ? 0 : (row.visitors / visitors) * 100}
                  />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function ShareLine({ label, count, share }: { label: string; count: number; share: number }) {
  return (
    <li className="grid gap-1" data-row={label}>
      <span className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate font-medium" title={label}>
          {label}
        </span>
        <span className="shrink-0 text-muted-foreground tabular-nums">
          {formatCount(count)} · {formatPercent(share)}
        </span>
      </span>
      <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-pill bg-muted">
        <span
          className="block h-full rounded-pill bg-primary"
          style={{ width: `${Math.min(100, share)}%` }}
        />
      </span>
    </li>
  );
}

export function EnquiryPages({ rows }: { rows: AnalyticsPageData["enquiryPages"] }) {
  return (
    <Card data-enquiry-pages>
      <CardHeader>
        <CardTitle id="enquiry-pages-title">{ENQUIRY_PAGES_TITLE}</CardTitle>
        <CardDescription>{ENQUIRY_PAGES_NOTE}</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{NO_ENQUIRY_PAGES}</p>
        ) : (
          <ul aria-labelledby="enquiry-pages-title" className="divide-y divide-border">
            {rows.map((row) => (
              <li
                key={row.pageUrl}
                data-row={row.pageUrl}
                className="flex items-baseline justify-between gap-3 py-2 text-sm"
              >
                <span className="min-w-0 font-medium break-all">{row.pageUrl}</span>
                <span className="shrink-0 text-muted-foreground tabular-nums">
                  {row.enquiries === 1 ? "1 enquiry" : `${formatCount(row.enquiries)} enquiries`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
