import { FOUNDER_LINK, MENU_LABELS } from "~/copy/navigation";
import { fillMessage } from "~/i18n/fill-message";
import { ResponsiveImage, type ResponsiveImageProps } from "../ui/responsive-image";

export type FounderPortrait = Pick<
  ResponsiveImageProps,
  "src" | "width" | "height" | "alt" | "variants" | "placeholder"
>;

export type FounderSummary = { name: string; role: string; portrait?: FounderPortrait };

const HONORIFICS = /^(mr|mrs|ms|miss|dr|prof|thiru|tmt|selvi)\.?$/i;

/** "Mrs. Kavitha Raman" → "KR": the name's first two words after any title. */
export function founderInitials(name: string) {
  return name
    .split(/\s+/)
    .filter((word) => word && !HONORIFICS.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
}

/**
 * The correspondent's card in the mobile menu: portrait (or initials), name, role. A plain link,
 * since the menu is an island, where React Router is not.
 */
export function FounderCard({
  founder,
  href = FOUNDER_LINK.to,
  labels = MENU_LABELS,
}: {
  founder: FounderSummary;
  /** The founder's page in the page's language. */
  href?: string;
  labels?: { readMessage: string; portraitAlt: string };
}) {
  return (
    <a
      href={href}
      className="group flex items-center gap-4 rounded-card border border-border bg-background p-3 transition-colors hover:bg-accent"
    >
      {founder.portrait ? (
        <ResponsiveImage
          {...founder.portrait}
          alt={fillMessage(labels.portraitAlt, { name: founder.name })}
          sizes="64px"
          className="size-16 shrink-0 rounded-pill bg-muted object-cover object-top"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-pill bg-linear-to-br from-primary to-primary-hover font-heading text-xl font-bold text-primary-foreground ring-4 ring-accent"
        >
          {founderInitials(founder.name)}
        </span>
      )}
      <span className="min-w-0">
        <span className="block font-heading text-base font-bold text-foreground">{founder.name}</span>
        <span className="block text-sm text-muted-foreground">{founder.role}</span>
        <span className="mt-0.5 block text-sm font-semibold text-primary group-hover:underline">
          {labels.readMessage}
        </span>
      </span>
    </a>
  );
}
