import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export type PageSectionProps = {
  /** Unique on the page; the heading gets `${id}-heading` and names the section. */
  id: string;
  heading: string;
  intro?: ReactNode;
  /** "muted" tints the band, to tell neighbouring sections apart. */
  tone?: "plain" | "muted";
  centered?: boolean;
  children?: ReactNode;
  className?: string;
};

/** A titled band of a content page with an h2, an optional intro and its content below. */
export function PageSection({
  id,
  heading,
  intro,
  tone = "plain",
  centered = false,
  children,
  className,
}: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(tone === "muted" && "bg-muted", "scroll-mt-20", className)}
    >
      <div className="mx-auto max-w-page px-gutter py-section">
        <div className={cn("flex max-w-3xl flex-col gap-3", centered && "mx-auto items-center text-center")}>
          <h2 id={headingId} className="font-heading text-h2 font-bold text-primary-soft-foreground">
            {heading}
          </h2>
          {intro ? <div className="max-w-prose text-lead text-muted-foreground">{intro}</div> : null}
        </div>
        {children ? <div className="mt-8 md:mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
