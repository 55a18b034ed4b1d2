import type { AboutIconName, TitledText } from "~/copy/about";
import { cn } from "~/lib/cn";
import { AboutIcon } from "./about-icon";

const COLUMNS = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Cards with an optional icon, an h3 title and a short text; on phones one column, icon at the side. */
export function IconCardGrid({
  items,
  columns = 3,
  testId,
  accent = false,
}: {
  items: readonly (TitledText & { icon?: AboutIconName })[];
  columns?: keyof typeof COLUMNS;
  testId?: string;
  /** A marigold top edge, for the few cards a page wants to stand out (its values). */
  accent?: boolean;
}) {
  return (
    <ul className={cn("grid gap-5 md:gap-6", COLUMNS[columns])} data-testid={testId}>
      {items.map((item) => (
        <li
          key={item.title}
          className={cn(
            "flex gap-4 rounded-card border border-border bg-surface p-5 shadow-card sm:flex-col sm:p-6",
            accent && "border-t-4 border-t-secondary",
          )}
        >
          {item.icon ? <AboutIcon name={item.icon} /> : null}
          <div className="flex flex-col gap-2">
            <h3 className="font-heading text-h4 font-bold text-foreground">{item.title}</h3>
            <p className="text-muted-foreground">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
