import type { LucideIcon } from "lucide-react";
import { Card } from "~/components/ui/card";

/** A count, or a figure already written as text ('62m 5s', '40%', a host name). */
export type StatCardProps = {
  label: string;
  value: number | string;
  icon: LucideIcon;
  /** What the figure means, under it. */
  meaning?: string;
  note?: string;
};

/** One dashboard figure; the label names the number for screen readers too. */
export function StatCard({ label, value, icon: Icon, meaning, note }: StatCardProps) {
  return (
    <Card className="gap-3 p-4 sm:p-5" data-stat={label}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-semibold text-muted-foreground">{label}</h2>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-pill bg-primary-soft text-primary-soft-foreground">
          <Icon aria-hidden="true" className="size-4" />
        </span>
      </div>
      <p className="font-heading text-h2 leading-none font-bold break-words tabular-nums" data-stat-value>
        {typeof value === "number" ? value.toLocaleString("en-IN") : value}
      </p>
      {meaning ? (
        <p className="text-sm" data-stat-meaning>
          {meaning}
        </p>
      ) : null}
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
    </Card>
  );
}
