import { QuoteIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A large, warm quotation: the motto, a statement, the correspondent's words. */
export function QuoteBlock({
  children,
  cite,
  className,
}: {
  children: ReactNode;
  cite?: string;
  className?: string;
}) {
  return (
    <figure
      className={cn(
        "relative mx-auto flex max-w-3xl flex-col gap-4 rounded-card bg-accent px-6 py-8 text-center text-accent-foreground md:px-12 md:py-10",
        className,
      )}
    >
      <QuoteIcon aria-hidden="true" className="mx-auto size-8 text-accent-foreground/70" />
      <blockquote className="font-heading text-h3 leading-snug font-bold">{children}</blockquote>
      {cite ? <figcaption className="text-sm font-semibold">{cite}</figcaption> : null}
    </figure>
  );
}
