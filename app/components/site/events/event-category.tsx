import {
  BookOpenIcon,
  FlaskConicalIcon,
  HandshakeIcon,
  type LucideIcon,
  MedalIcon,
  MusicIcon,
  PencilLineIcon,
  PresentationIcon,
  SparklesIcon,
  SunIcon,
  TrophyIcon,
} from "lucide-react";
import { SpriteIcon } from "~/components/site/sprite-icon";
import { Badge } from "~/components/ui/badge";
import { DEFAULT_EVENT_CATEGORY, type EventCategory, isEventCategory } from "~/copy/categories";
import { cn } from "~/lib/cn";

type CategoryLook = {
  icon: LucideIcon;
  /** Badge colours; every pair meets WCAG AA (app/app.css). */
  tone: string;
  /** The soft band a card without a picture shows instead. */
  band: string;
};

const LOOKS: Record<EventCategory, CategoryLook> = {
  Other: {
    icon: SparklesIcon,
    tone: "bg-muted text-muted-foreground",
    band: "from-muted via-background to-muted text-muted-foreground",
  },
  Academic: {
    icon: BookOpenIcon,
    tone: "bg-info-soft text-info-soft-foreground",
    band: "from-info-soft via-background to-info-soft text-info-soft-foreground",
  },
  Sports: {
    icon: TrophyIcon,
    tone: "bg-success-soft text-success-soft-foreground",
    band: "from-success-soft via-background to-success-soft text-success-soft-foreground",
  },
  Cultural: {
    icon: MusicIcon,
    tone: "bg-accent text-accent-foreground",
    band: "from-accent via-background to-accent text-accent-foreground",
  },
  "Science Fair": {
    icon: FlaskConicalIcon,
    tone: "bg-primary-soft text-primary-soft-foreground",
    band: "from-primary-soft via-background to-primary-soft text-primary-soft-foreground",
  },
  Workshop: {
    icon: PresentationIcon,
    tone: "bg-warning-soft text-warning-soft-foreground",
    band: "from-warning-soft via-background to-warning-soft text-warning-soft-foreground",
  },
  Competition: {
    icon: MedalIcon,
    tone: "bg-destructive-soft text-destructive-soft-foreground",
    band: "from-destructive-soft via-background to-destructive-soft text-destructive-soft-foreground",
  },
  "Parent Meeting": {
    icon: HandshakeIcon,
    tone: "bg-primary-soft text-primary-soft-foreground",
    band: "from-primary-soft via-background to-accent text-primary-soft-foreground",
  },
  Examination: {
    icon: PencilLineIcon,
    tone: "bg-info-soft text-info-soft-foreground",
    band: "from-info-soft via-background to-muted text-info-soft-foreground",
  },
  Holiday: {
    icon: SunIcon,
    tone: "bg-success-soft text-success-soft-foreground",
    band: "from-accent via-background to-success-soft text-success-soft-foreground",
  },
};

/** A category's icon and colours; an unknown category (old data) looks like Other. */
export function categoryLook(category: string): CategoryLook {
  return LOOKS[isEventCategory(category) ? category : DEFAULT_EVENT_CATEGORY];
}

/** `label`: the category as the page's language names it (public pages: useEventCategoryName). */
export function EventCategoryBadge({
  category,
  label,
  className,
}: {
  category: string;
  label?: string;
  className?: string;
}) {
  const { icon, tone } = categoryLook(category);
  return (
    <Badge data-testid="event-category" className={cn("border-transparent", tone, className)}>
      <SpriteIcon icon={icon} />
      {label ?? category}
    </Badge>
  );
}

/** The category's icon in a soft round badge, beside words that name it. */
export function EventCategoryIcon({ category, className }: { category: string; className?: string }) {
  const { icon, tone } = categoryLook(category);
  return (
    <span
      aria-hidden="true"
      className={cn("flex size-11 shrink-0 items-center justify-center rounded-pill", tone, className)}
    >
      <SpriteIcon icon={icon} className="size-5" />
    </span>
  );
}
