import { cn } from "~/lib/cn";

/** The eyebrow, h2 and introduction that open each band of the home page. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  tone = "plain",
  className,
}: {
  /** The h2's id, which names its section (aria-labelledby). */
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  tone?: "plain" | "inverse";
  className?: string;
}) {
  const inverse = tone === "inverse";
  return (
    <div className={cn("mx-auto flex max-w-prose flex-col items-center gap-3 text-center", className)}>
      {eyebrow ? (
        <p
          className={cn(
            "text-sm font-semibold tracking-wide uppercase",
            inverse ? "text-primary-foreground" : "text-primary",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          "font-heading text-h2 font-bold",
          inverse ? "text-primary-foreground" : "text-primary-soft-foreground",
        )}
      >
        {heading}
      </h2>
      {intro ? (
        <p className={cn("text-lead", inverse ? "text-primary-foreground/90" : "text-muted-foreground")}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}
