// Sessions of the range, newest first (spec §2, Visitors tab): where from, where they landed,
// which site sent them, how many pages, how long, and when (India time).
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { VISITOR_COLUMNS } from "~/copy/analytics";
import type { VisitorRow } from "~/lib/analytics-format";

export function VisitorsTable({ rows, label }: { rows: VisitorRow[]; label: string }) {
  return (
    <Table scrollLabel={label} data-visitors-table>
      <TableHeader>
        <TableRow>
          <TableHead>{VISITOR_COLUMNS.location}</TableHead>
          <TableHead>{VISITOR_COLUMNS.landingPage}</TableHead>
          <TableHead>{VISITOR_COLUMNS.referrer}</TableHead>
          <TableHead className="text-right">{VISITOR_COLUMNS.views}</TableHead>
          <TableHead className="text-right">{VISITOR_COLUMNS.timeSpent}</TableHead>
          <TableHead>{VISITOR_COLUMNS.visitTime}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-visitor={row.id}>
            <TableCell className="min-w-36">
              <span className="block font-medium">{row.location}</span>
              {row.device ? <span className="block text-xs text-muted-foreground">{row.device}</span> : null}
            </TableCell>
            <TableCell className="max-w-56 break-all">{row.landingPage}</TableCell>
            <TableCell className="max-w-56 truncate" title={row.referrer}>
              {row.referrer}
            </TableCell>
            <TableCell className="text-right tabular-nums">{row.views}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{row.timeSpent}</TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              <time dateTime={row.visitedAt}>{row.visitTime}</time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
