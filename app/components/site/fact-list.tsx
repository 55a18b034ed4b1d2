import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export type Fact = { icon: LucideIcon; term: string; value: ReactNode; testId?: string };

/**
 * Facts as terms and values, each beside a round icon: an event's day, time and place, a
 * school's address. `className` lays the rows out (a column, a grid).
 */
export function FactList({ facts, className }: { facts: Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(({ icon: Icon, term, value, testId }) => (
        <div key={term} className="relative flex min-h-10 flex-col justify-center pl-13">
          <dt className="text-sm font-semibold text-muted-foreground">
            <span
              aria-hidden="true"
              className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-pill bg-primary-soft text-primary"
            >
              <Icon className="size-5" />
            </span>
            {term}
          </dt>
          <dd className="font-semibold text-foreground" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
