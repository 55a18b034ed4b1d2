import { useMessages, useTranslations } from "use-intl";
import { galleryPath } from "~/copy/gallery-page";
import { useLocalePath } from "~/i18n/intl";
import { cn } from "~/lib/cn";

export type FilterChoice = { category: string; count: number };

const chipClasses =
  "relative inline-flex h-11 shrink-0 items-center gap-2 rounded-pill border px-4 text-sm font-semibold whitespace-nowrap transition-colors";
const idleClasses =
  "border-border bg-surface text-foreground shadow-card hover:border-primary hover:text-primary";
const currentClasses = "border-primary bg-primary text-primary-foreground shadow-card";

function Chip({
  href,
  current,
  label,
  count,
}: {
  href: string;
  current: boolean;
  label: string;
  count: number;
}) {
  const t = useTranslations("gallery.filter");
  return (
    <li className="shrink-0">
      <a
        href={href}
        aria-current={current ? "page" : undefined}
        data-testid="gallery-filter-link"
        className={cn(chipClasses, current ? currentClasses : idleClasses)}
      >
        {label}{" "}
        <span
          className={cn(
            "rounded-pill px-2 py-0.5 text-xs tabular-nums",
            current ? "bg-white/20" : "bg-muted text-muted-foreground",
          )}
        >
          {count}
          <span className="sr-only">{` ${t("photos", { count })}`}</span>
        </span>
      </a>
    </li>
  );
}

/**
 * The category filter: plain links to ?category=…, so it works without the script and each view
 * has its own cached address. It offers only the categories that hold photos (and the chosen one).
 * On a phone the chips scroll sideways in one row instead of pushing the photos down the page.
 */
export function GalleryFilter({
  categories,
  current,
  total,
}: {
  categories: FilterChoice[];
  current: string | null;
  total: number;
}) {
  const t = useTranslations("gallery.filter");
  const names: Record<string, string> = useMessages().gallery.categories;
  const localePath = useLocalePath();
  return (
    <nav aria-label={t("label")} className="-mx-gutter md:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-gutter py-1 md:flex-wrap md:justify-center md:overflow-visible md:px-0">
        <Chip href={localePath(galleryPath())} current={current === null} label={t("all")} count={total} />
        {categories.map(({ category, count }) => (
          <Chip
            key={category}
            href={localePath(galleryPath({ category }))}
            current={current === category}
            label={names[category] ?? category}
            count={count}
          />
        ))}
      </ul>
    </nav>
  );
}
