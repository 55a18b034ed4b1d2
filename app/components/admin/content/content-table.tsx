import { EyeIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { Link } from "react-router";
import { NoTamilBadge } from "~/components/admin/tamil-field";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { LIST_LABELS as L } from "~/copy/admin-content";
import { CONTENT_STATUS_LABELS, type ContentKind, type ContentStatus } from "~/copy/content-kinds";

/** One line of the content list as the loader sends it (dates already written out). */
export type ContentRow = {
  id: string;
  title: string;
  /** False: no Tamil version yet (marked "No Tamil"). */
  hasTamil: boolean;
  slug: string;
  kind: ContentKind;
  /** The kind with underscores as spaces (spec §2). */
  type: string;
  status: ContentStatus;
  updated: string;
  updatedAt: string;
  /** /content/<slug>, for published items only. */
  viewHref: string | null;
  /** When a published item with a later publication date appears. */
  scheduledFor: string | null;
};

const STATUS_BADGES: Record<ContentStatus, BadgeVariant> = {
  published: "success",
  draft: "secondary",
  archived: "outline",
};

export function ContentTable({
  rows,
  onDelete,
}: {
  rows: readonly ContentRow[];
  onDelete: (row: ContentRow) => void;
}) {
  const actionLink = buttonVariants({ variant: "ghost", size: "sm", className: "px-2" });
  return (
    <Table className="min-w-4xl table-fixed">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-[37%] pl-4">{L.columns.title}</TableHead>
          <TableHead className="w-[11%]">{L.columns.type}</TableHead>
          <TableHead className="w-[12%]">{L.columns.status}</TableHead>
          <TableHead className="w-[12%]">{L.columns.updated}</TableHead>
          <TableHead className="w-[28%] pr-4 text-right">{L.columns.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-content-row={row.id}>
            <TableCell className="pl-4">
              <div className="grid min-w-0 gap-0.5">
                <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="min-w-0 font-medium break-words text-foreground">{row.title}</span>
                  {row.hasTamil ? null : <NoTamilBadge />}
                </div>
                <span
                  className="font-mono text-xs break-all text-muted-foreground"
                  data-testid="content-slug"
                >
                  {row.slug}
                </span>
              </div>
            </TableCell>
            <TableCell>
              <span className="capitalize" data-testid="content-type">
                {row.type}
              </span>
            </TableCell>
            <TableCell>
              <div className="grid gap-1">
                <Badge variant={STATUS_BADGES[row.status]} data-testid="content-status">
                  {CONTENT_STATUS_LABELS[row.status]}
                </Badge>
                {row.scheduledFor ? (
                  <span className="text-xs text-muted-foreground">{L.scheduledFor(row.scheduledFor)}</span>
                ) : null}
              </div>
            </TableCell>
            <TableCell className="text-muted-foreground">
              <time dateTime={row.updatedAt}>{row.updated}</time>
            </TableCell>
            <TableCell className="pr-4">
              <div className="flex justify-end gap-0.5">
                {row.viewHref ? (
                  <a
                    href={row.viewHref}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={L.view(row.title)}
                    className={actionLink}
                  >
                    <EyeIcon aria-hidden="true" />
                    {L.viewShort}
                  </a>
                ) : null}
                <Link
                  to={`/admin/content/edit/${row.id}`}
                  aria-label={L.edit(row.title)}
                  className={actionLink}
                >
                  <PencilIcon aria-hidden="true" />
                  {L.editShort}
                </Link>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={L.delete(row.title)}
                  className="px-2 text-destructive hover:bg-destructive-soft hover:text-destructive"
                  onClick={() => onDelete(row)}
                >
                  <Trash2Icon aria-hidden="true" />
                  {L.deleteShort}
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
