import { useTranslations } from "use-intl";
import { type FounderPortrait, founderInitials } from "~/components/site/founder-card";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";

/**
 * The correspondent's portrait in a rounded frame (the illustrated portrait is 4:5), or her
 * initials when the media library has no portrait.
 */
export function FounderPortraitFrame({
  portrait,
  name,
  sizes,
  priority = false,
  className,
}: {
  portrait: FounderPortrait | null | undefined;
  name: string;
  /** How wide the frame is drawn, for picking the image variant. */
  sizes: string;
  priority?: boolean;
  /** Sets the frame's width; the height follows the 4:5 ratio. */
  className?: string;
}) {
  const t = useTranslations("about.shared");
  const frame = cn(
    "aspect-[4/5] shrink-0 overflow-hidden rounded-card border-4 border-surface bg-primary-soft shadow-raised",
    className,
  );
  if (!portrait) {
    return (
      <div
        role="img"
        aria-label={t("initialsLabel", { name })}
        className={cn(
          frame,
          "flex items-center justify-center bg-linear-to-br from-primary to-primary-hover",
        )}
      >
        <span aria-hidden="true" className="font-heading text-5xl font-bold text-primary-foreground">
          {founderInitials(name)}
        </span>
      </div>
    );
  }
  return (
    <div className={frame}>
      <ResponsiveImage
        {...portrait}
        alt={t("portraitAlt", { name })}
        sizes={sizes}
        priority={priority}
        className="size-full object-cover object-top"
      />
    </div>
  );
}
