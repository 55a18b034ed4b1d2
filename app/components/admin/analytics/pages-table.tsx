// Pages of the range by views, most viewed first (spec §2, Pages tab).
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { PAGE_COLUMNS } from "~/copy/analytics";
import type { PageRow } from "~/lib/analytics-format";

export function PagesTable({ rows, label }: { rows: PageRow[]; label: string }) {
  return (
    <Table scrollLabel={label} data-pages-table>
      <TableHeader>
        <TableRow>
          <TableHead>{PAGE_COLUMNS.page}</TableHead>
          <TableHead className="text-right">{PAGE_COLUMNS.views}</TableHead>
          <TableHead className="text-right">{PAGE_COLUMNS.averageTime}</TableHead>
          <TableHead className="text-right">{PAGE_COLUMNS.totalTime}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.pageUrl} data-page={row.pageUrl}>
            <TableCell className="min-w-48">
              <span className="block font-medium break-all">{row.pageUrl}</span>
              {row.pageTitle ? (
                <span className="block text-xs text-muted-foreground">{row.pageTitle}</span>
              ) : null}
            </TableCell>
            <TableCell className="text-right tabular-nums">{row.views}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{row.averageTime}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{row.totalTime}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
