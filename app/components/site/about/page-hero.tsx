import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export type PageHeroProps = {
  /** A short line above the heading. */
  eyebrow?: string;
  /** The page's one h1. */
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons or links under the lead. */
  children?: ReactNode;
  /** Shown beside the text on wide screens and above it on phones (a portrait, say). */
  aside?: ReactNode;
  className?: string;
};

/** The opening band of a content page: eyebrow, h1, lead and optional actions or picture. */
export function PageHero({ eyebrow, title, lead, children, aside, className }: PageHeroProps) {
  return (
    <section className={cn("bg-linear-to-b from-primary-soft to-background", className)}>
      <div
        className={cn(
          "mx-auto flex max-w-page flex-col gap-8 px-gutter pt-12 pb-10 md:pt-20 md:pb-16",
          aside ? "md:flex-row-reverse md:items-center md:justify-between" : "items-center text-center",
        )}
      >
        {aside ? <div className="flex shrink-0 justify-center">{aside}</div> : null}
        <div className={cn("flex flex-col gap-5", aside ? "max-w-2xl" : "max-w-3xl items-center")}>
          {eyebrow ? (
            <p className="w-fit rounded-pill bg-surface px-4 py-1 text-sm font-semibold text-primary-soft-foreground shadow-card">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="font-heading text-h1 font-bold text-primary-soft-foreground">{title}</h1>
          {lead ? <p className="max-w-prose text-lead text-muted-foreground">{lead}</p> : null}
          {children ? (
            <div className={cn("flex flex-wrap gap-3", aside ? "" : "justify-center")}>{children}</div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
