import {
  CalendarDaysIcon,
  CircleCheckIcon,
  type LucideIcon,
  SparklesIcon,
  TrophyIcon,
  UsersIcon,
} from "lucide-react";
import { SpriteIcon } from "~/components/site/sprite-icon";
import type { NewsCategoryCard, NewsCategoryIcon } from "~/copy/news-page";

const ICONS: Record<NewsCategoryIcon, LucideIcon> = {
  calendar: CalendarDaysIcon,
  trophy: TrophyIcon,
  sparkles: SparklesIcon,
  users: UsersIcon,
};

/** The four News & Updates cards: icon, title, description and three short updates each. */
export function NewsCategoryCards({ cards }: { cards: readonly NewsCategoryCard[] }) {
  return (
    <ul data-testid="news-category-cards" className="grid gap-5 sm:grid-cols-2 md:gap-6 xl:grid-cols-4">
      {cards.map((card) => {
        const Icon = ICONS[card.icon];
        return (
          <li
            key={card.title}
            data-testid="news-category-card"
            className="flex flex-col gap-4 rounded-card border border-border border-t-4 border-t-secondary bg-surface p-5 shadow-card sm:p-6"
          >
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-pill bg-primary-soft text-primary"
              >
                <Icon className="size-5" />
              </span>
              <h3 className="font-heading text-h4 font-bold text-foreground">{card.title}</h3>
            </div>
            <p className="text-muted-foreground">{card.description}</p>
            <ul className="flex flex-col gap-2.5 border-t border-border pt-4 text-sm">
              {card.updates.map((update) => (
                <li key={update} className="flex gap-2.5">
                  <SpriteIcon icon={CircleCheckIcon} className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>{update}</span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
