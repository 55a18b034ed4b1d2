import { useTranslations } from "use-intl";
import { EVENT_CATEGORY_BADGES } from "~/copy/events-page";
import { EventCategoryLabel } from "./event-card";
import { EventCategoryIcon } from "./event-category";

/** The six categories of event badges (spec §2 Events), each with its icon and what it means. */
export function EventCategories() {
  const t = useTranslations("events.categoriesSection.badges");
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="event-categories">
      {EVENT_CATEGORY_BADGES.map(({ category }) => (
        <li
          key={category}
          data-category={category}
          className="flex items-start gap-4 rounded-card border border-border bg-surface p-5 shadow-card"
        >
          <EventCategoryIcon category={category} />
          <div className="flex flex-col gap-2">
            <h3 className="font-sans">
              <EventCategoryLabel category={category} className="text-sm" />
            </h3>
            <p className="text-muted-foreground">{t(category as Parameters<typeof t>[0])}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
