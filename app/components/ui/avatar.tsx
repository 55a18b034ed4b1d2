import { UserIcon } from "lucide-react";
import { Avatar as AvatarPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * Up to two letters for a person: the first letters of the first two words of the name
 * ("Lakshmi Narayanan" → "LN", "Admin" → "A"); an email counts by the part before the @.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "")
    .split("@")[0]!
    .split(/[\s._-]+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => firstGrapheme(word).toLocaleUpperCase())
    .join("");
}

function firstGrapheme(word: string) {
  const segments = new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(word);
  for (const { segment } of segments) return segment;
  return "";
}

export type AvatarProps = ComponentProps<typeof AvatarPrimitive.Root> & {
  /** Used for the initials and the image's alt text. */
  name?: string | null;
  src?: string | null;
};

export function Avatar({ name, src, className, ...props }: AvatarProps) {
  const letters = initials(name);
  return (
    <AvatarPrimitive.Root
      className={cn(
        "relative inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-pill bg-primary-soft align-middle",
        className,
      )}
      {...props}
    >
      {src ? <AvatarPrimitive.Image src={src} alt={name ?? ""} className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        className="flex size-full items-center justify-center text-sm font-bold text-primary-soft-foreground"
        aria-label={name ?? undefined}
        role={name ? "img" : undefined}
      >
        {letters ? (
          <span aria-hidden={name ? true : undefined}>{letters}</span>
        ) : (
          <UserIcon aria-hidden="true" className="size-1/2" />
        )}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
