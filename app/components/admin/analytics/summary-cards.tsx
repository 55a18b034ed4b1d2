// The six figures of the range (spec §2), each with how it compares with the period before.
import {
  ClockIcon,
  EyeIcon,
  GlobeIcon,
  LogOutIcon,
  type LucideIcon,
  Share2Icon,
  UsersIcon,
} from "lucide-react";
import { StatCard } from "~/components/admin/stat-card";
import { SUMMARY_CARD_LABELS } from "~/copy/analytics";
import type { SummaryCard } from "~/lib/analytics-format";

const ICONS: Record<SummaryCard["key"], LucideIcon> = {
  visitors: UsersIcon,
  pageViews: EyeIcon,
  averageTime: ClockIcon,
  countries: GlobeIcon,
  bounceRate: LogOutIcon,
  topSource: Share2Icon,
};

export function SummaryCards({ cards }: { cards: SummaryCard[] }) {
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      {cards.map((card) => (
        <StatCard
          key={card.key}
          label={SUMMARY_CARD_LABELS[card.key]}
          value={card.value}
          icon={ICONS[card.key]}
          meaning={card.meaning}
          note={card.comparison?.text}
        />
      ))}
    </section>
  );
}
