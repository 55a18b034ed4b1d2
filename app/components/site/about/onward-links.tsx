import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import type { OnwardLink } from "~/copy/about";
import { useLocalePath } from "~/i18n/intl";
import { cn } from "~/lib/cn";

/**
 * The closing "where next" links of a page, as a grid of link cards. Paths are given in English and
 * lead to the page in the language being drawn.
 */
export function OnwardLinks({
  heading,
  intro,
  links,
}: {
  heading?: string;
  intro?: string;
  links: readonly OnwardLink[];
}) {
  const t = useTranslations("about.shared");
  const localePath = useLocalePath();
  return (
    <nav aria-labelledby="onward-heading" className="border-t border-border bg-surface">
      <div className="mx-auto max-w-page px-gutter py-section">
        <h2 id="onward-heading" className="font-heading text-h2 font-bold text-primary-soft-foreground">
          {heading ?? t("onwardHeading")}
        </h2>
        {intro ? <p className="mt-3 max-w-prose text-lead text-muted-foreground">{intro}</p> : null}
        <ul
          className={cn(
            "mt-8 grid gap-4 sm:grid-cols-2",
            links.length >= 4 ? "lg:grid-cols-4" : "lg:grid-cols-3",
          )}
        >
          {links.map((link) => (
            <li key={link.to} className="flex">
              <Link
                to={localePath(link.to)}
                className="group flex w-full flex-col gap-1 rounded-card border border-border bg-background p-5 shadow-card transition-colors hover:border-primary hover:bg-primary-soft"
              >
                <span className="flex items-center justify-between gap-2 font-heading text-h4 font-bold text-primary">
                  {link.label}
                  <ArrowRightIcon
                    aria-hidden="true"
                    className="size-5 shrink-0 transition-transform group-hover:translate-x-1"
                  />
                </span>
                <span className="text-sm text-muted-foreground">{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
