import { ArrowRightIcon, BadgeCheckIcon, CircleCheckIcon, MapPinIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { Localized } from "~/components/site/localized";
import { buttonVariants } from "~/components/ui/button";
import { ResponsiveImage, type ResponsiveImageProps } from "~/components/ui/responsive-image";
import { schoolPath } from "~/copy/schools-page";
import { useLocale, useLocalePath } from "~/i18n/intl";
import type { LocalizedText } from "~/i18n/localized";

export type SchoolPicture = Pick<
  ResponsiveImageProps,
  "src" | "width" | "height" | "alt" | "variants" | "placeholder"
>;

/** The spec shows four key features on a card; the school page lists them all. */
export const CARD_FEATURE_COUNT = 4;

/** A card's texts are in the page's language already (the loader picks them: inLocale, listInLocale). */
export type SchoolCardData = {
  slug: string;
  name: string;
  location: LocalizedText | null;
  affiliation: string | null;
  description: LocalizedText | null;
  features: { items: string[]; lang?: "en" };
  logo: SchoolPicture | null;
  header: SchoolPicture | null;
};

/**
 * A bare registration number ("061") reads as a number with a name ("Reg. No. 061", in the page's
 * language); "CBSE affiliation …" as written, which on a Tamil page is English text.
 */
export function useAffiliationLabel() {
  const t = useTranslations("schools");
  const locale = useLocale();
  return (affiliation: string): LocalizedText =>
    /[a-z]/i.test(affiliation)
      ? { text: affiliation, ...(locale === "en" ? {} : { lang: "en" as const }) }
      : { text: t("affiliationNumber", { number: affiliation }) };
}

export function AffiliationBadge({ affiliation, className }: { affiliation: string; className?: string }) {
  const label = useAffiliationLabel()(affiliation);
  return (
    <span
      lang={label.lang}
      className={`inline-flex w-fit items-center gap-1.5 rounded-pill bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground ${className ?? ""}`}
    >
      <BadgeCheckIcon aria-hidden="true" className="size-3.5 shrink-0" />
      {label.text}
    </span>
  );
}

export function SchoolLogo({
  logo,
  name,
  className,
  priority = false,
}: {
  logo: SchoolPicture | null;
  name: string;
  className?: string;
  priority?: boolean;
}) {
  const t = useTranslations("schools.card");
  const frame = `flex shrink-0 items-center justify-center overflow-hidden rounded-full border-4 border-surface bg-surface shadow-raised ${className ?? ""}`;
  if (!logo) {
    return (
      <span aria-hidden="true" className={`${frame} font-heading text-h3 font-bold text-primary`}>
        {name.charAt(0)}
      </span>
    );
  }
  return (
    <span className={frame}>
      <ResponsiveImage
        {...logo}
        alt={t("logoAlt", { name })}
        sizes="96px"
        priority={priority}
        className="size-full object-contain"
      />
    </span>
  );
}

/** `priority` for the first card, whose picture is the largest thing a phone shows first. */
export function SchoolCard({ school, priority = false }: { school: SchoolCardData; priority?: boolean }) {
  const t = useTranslations("schools");
  const localePath = useLocalePath();
  const headingId = `school-${school.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card transition-shadow hover:shadow-raised"
    >
      <div className="relative aspect-[16/9] bg-muted">
        {school.header ? (
          <ResponsiveImage
            {...school.header}
            priority={priority}
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
            className="size-full object-cover"
          />
        ) : null}
        <SchoolLogo logo={school.logo} name={school.name} className="absolute -bottom-8 left-6 size-20" />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6 pt-11">
        <div className="flex flex-col gap-2">
          <h2 id={headingId} className="font-heading text-h3 font-bold">
            {school.name}
          </h2>
          {school.location ? (
            <p
              lang={school.location.lang}
              className="flex items-center gap-1.5 text-sm text-muted-foreground"
            >
              <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {school.location.text}
            </p>
          ) : null}
          {school.affiliation ? <AffiliationBadge affiliation={school.affiliation} /> : null}
        </div>
        {school.description ? (
          <Localized as="p" value={school.description} className="text-muted-foreground" />
        ) : null}
        {school.features.items.length > 0 ? (
          <div>
            <h3 className="mb-2 text-sm font-semibold tracking-wide text-primary-soft-foreground uppercase">
              {t("card.keyFeatures")}
            </h3>
            <ul lang={school.features.lang} className="grid gap-2 text-sm" data-testid="key-features">
              {school.features.items.slice(0, CARD_FEATURE_COUNT).map((feature) => (
                <li key={feature} className="flex gap-2">
                  <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Link
          to={localePath(schoolPath(school.slug))}
          className={buttonVariants({ className: "mt-auto w-full sm:w-fit" })}
        >
          {t.rich("buttons.learnMoreAbout", { name: school.name, hidden: srOnly })}
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

/** The `<hidden>` part of a message: read by screen readers, not shown. */
export function srOnly(chunks: ReactNode) {
  return <span className="sr-only">{chunks}</span>;
}
