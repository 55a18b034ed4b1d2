export type StatTile = { value: string; label: string };

/** Large figures with their labels, as a definition list (label read first, shown second). */
export function StatTiles({ stats, testId }: { stats: readonly StatTile[]; testId?: string }) {
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-4 md:gap-6" data-testid={testId}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse items-center justify-end gap-1 rounded-card border border-border bg-surface px-2 py-5 text-center shadow-card sm:p-6"
        >
          <dt className="text-xs font-semibold text-muted-foreground sm:text-sm">{stat.label}</dt>
          <dd className="font-heading text-h2 leading-none font-bold text-primary sm:text-display">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
