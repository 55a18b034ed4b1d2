import {
  BookOpenIcon,
  GlobeIcon,
  GraduationCapIcon,
  HandshakeIcon,
  HeartIcon,
  LightbulbIcon,
  type LucideIcon,
  PaletteIcon,
  ShieldCheckIcon,
  SmileIcon,
  SparklesIcon,
  SproutIcon,
  TargetIcon,
  TrophyIcon,
  UsersIcon,
} from "lucide-react";
import type { AboutIconName } from "~/copy/about";
import { cn } from "~/lib/cn";

const ICONS: Record<AboutIconName, LucideIcon> = {
  heart: HeartIcon,
  sparkles: SparklesIcon,
  book: BookOpenIcon,
  users: UsersIcon,
  shield: ShieldCheckIcon,
  sprout: SproutIcon,
  graduation: GraduationCapIcon,
  palette: PaletteIcon,
  handshake: HandshakeIcon,
  lightbulb: LightbulbIcon,
  target: TargetIcon,
  trophy: TrophyIcon,
  globe: GlobeIcon,
  smile: SmileIcon,
};

/** A decorative icon in a soft round badge; the text next to it carries the meaning. */
export function AboutIcon({ name, className }: { name: AboutIconName; className?: string }) {
  const Icon = ICONS[name];
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-12 shrink-0 items-center justify-center rounded-pill bg-primary-soft text-primary",
        className,
      )}
    >
      <Icon className="size-6" />
    </span>
  );
}
