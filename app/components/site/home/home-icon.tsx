import {
  GlobeIcon,
  GraduationCapIcon,
  HeartIcon,
  type LucideIcon,
  SearchIcon,
  ShieldCheckIcon,
  SparklesIcon,
  TelescopeIcon,
} from "lucide-react";
import type { IconName } from "~/copy/home";
import { cn } from "~/lib/cn";

const ICONS: Record<IconName, LucideIcon> = {
  heart: HeartIcon,
  graduation: GraduationCapIcon,
  shield: ShieldCheckIcon,
  search: SearchIcon,
  sparkles: SparklesIcon,
  globe: GlobeIcon,
  telescope: TelescopeIcon,
};

/** A decorative icon in a round badge; the words beside it carry the meaning. */
export function HomeIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary",
        className,
      )}
    >
      <Icon className="size-6" />
    </span>
  );
}
