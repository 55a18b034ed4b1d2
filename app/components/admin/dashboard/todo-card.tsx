// One card of the dashboard's to-do grid: a title with its icon and count, the lines that lead to
// the work, or one calm "all done" line when there is none.
import { CheckCircle2Icon, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import type { ListedItem, TodoLink } from "~/views/dashboard";

type TodoCardProps = {
  id: string;
  title: string;
  icon: LucideIcon;
  count: number;
  done: string;
  note?: string;
  children?: ReactNode;
};

export function TodoCard({ id, title, icon: Icon, count, done, note, children }: TodoCardProps) {
  const headingId = `todo-${id}`;
  return (
    <Card className="gap-3 p-5" data-todo={id}>
      <section aria-labelledby={headingId} className="grid gap-3">
        <div className="flex items-start gap-3">
          <span
            className={
              count > 0
                ? "flex size-9 shrink-0 items-center justify-center rounded-pill bg-primary-soft text-primary-soft-foreground"
                : "flex size-9 shrink-0 items-center justify-center rounded-pill bg-muted text-muted-foreground"
            }
          >
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <div className="grid min-w-0 flex-1 gap-0.5">
            <h3 id={headingId} className="font-heading text-base leading-snug font-bold">
              {title}
            </h3>
            {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
          </div>
          {count > 0 ? (
            <span className="font-heading text-h3 leading-none font-bold tabular-nums" data-todo-count>
              {count.toLocaleString("en-IN")}
            </span>
          ) : null}
        </div>
        {count > 0 ? (
          children
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" data-todo-done>
            <CheckCircle2Icon aria-hidden="true" className="size-4 text-success" />
            {done}
          </p>
        )}
      </section>
    </Card>
  );
}

/** Counted lines, each opening the list it counts. */
export function TodoLinks({ links }: { links: TodoLink[] }) {
  return (
    <ul className="grid gap-1">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="flex items-baseline justify-between gap-3 rounded-control px-2 py-1.5 text-sm hover:bg-accent"
          >
            <span className="font-medium text-primary underline-offset-4 hover:underline">{link.label}</span>
            <span className="font-semibold tabular-nums">{link.count.toLocaleString("en-IN")}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A few named items, each opening its edit screen, and a link to all of them. */
export function TodoItems({ items, more }: { items: ListedItem[]; more?: ReactNode }) {
  return (
    <>
      <ul className="grid gap-2">
        {items.map((item) => (
          <li key={item.id} className="grid gap-0.5 text-sm">
            <Link
              to={item.to}
              className="font-medium break-words text-primary underline-offset-4 hover:underline"
            >
              {item.title}
            </Link>
            <time dateTime={item.dateTime} className="text-xs text-muted-foreground">
              {item.when}
            </time>
          </li>
        ))}
      </ul>
      {more}
    </>
  );
}
