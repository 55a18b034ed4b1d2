import { useTranslations } from "use-intl";
import { Skeleton } from "~/components/ui/skeleton";

/** Four placeholder cards (spec §2), shown while Recent News is still on its way. */
export const SKELETON_CARD_COUNT = 4;

/**
 * Drawn only when the page is streamed (not one the render cache keeps) and the database has not
 * answered within SKELETON_AFTER_MS; React then swaps in the cards.
 */
export function NewsSkeleton() {
  const t = useTranslations("news.recent");
  return (
    <div data-testid="news-skeleton" aria-busy="true">
      <p role="status" className="sr-only">
        {t("loading")}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
            key={index}
            data-testid="news-skeleton-card"
            className="flex flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card"
          >
            <Skeleton className="aspect-[16/9] rounded-none" />
            <div className="flex flex-col gap-3 p-5 sm:p-6">
              <Skeleton className="h-5 w-24 rounded-pill" />
              <Skeleton className="h-6 w-4/5" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
