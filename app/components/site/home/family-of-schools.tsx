import { ArrowRightIcon, MapPinIcon } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { Localized } from "~/components/site/localized";
import { SpriteIcon } from "~/components/site/sprite-icon";
import { buttonVariants } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { FAMILY_OF_SCHOOLS } from "~/copy/home";
import { schoolPath } from "~/copy/schools-page";
import { useLocalePath } from "~/i18n/intl";
import type { LocalizedText } from "~/i18n/localized";
import type { ImageVariant } from "~/views/images";
import { RevealOnScroll } from "./reveal-on-scroll";
import { SectionHeading } from "./section-heading";

export type FamilySchoolCard = {
  slug: string;
  name: string;
  /** In the page's language (marked English where a Tamil page has no Tamil text). */
  ageRange: LocalizedText | null;
  location: LocalizedText | null;
  description: LocalizedText | null;
  logo: {
    src: string;
    width: number;
    height: number;
    alt: string;
    variants?: ImageVariant[];
    placeholder?: string;
  } | null;
};

function Logo({ school }: { school: FamilySchoolCard }) {
  const frame =
    "flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full border border-border bg-surface shadow-card";
  if (!school.logo)
    return (
      <span aria-hidden="true" className={`${frame} font-heading text-h3 font-bold text-primary`}>
        {school.name.charAt(0)}
      </span>
    );
  return (
    <span className={frame}>
      <ResponsiveImage {...school.logo} alt="" sizes="64px" className="size-full object-contain" />
    </span>
  );
}

export function FamilyOfSchools({ schools }: { schools: FamilySchoolCard[] }) {
  const t = useTranslations("home.family");
  const localePath = useLocalePath();
  return (
    <section aria-labelledby="family-heading" data-testid="family-of-schools">
      <div className="mx-auto max-w-page px-gutter py-section">
        <RevealOnScroll>
          <SectionHeading
            id="family-heading"
            eyebrow={t("eyebrow")}
            heading={t("heading")}
            intro={t("intro")}
          />
          <ul className="mt-10 flex flex-wrap justify-center gap-5">
            {schools.map((school) => (
              <li
                key={school.slug}
                className="flex w-full flex-col gap-3 rounded-card border border-border bg-surface p-6 shadow-card wrap-anywhere transition-shadow hover:shadow-raised sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-2.5rem)/3)]"
              >
                <Logo school={school} />
                <h3 className="font-heading text-h4 font-bold text-foreground">{school.name}</h3>
                {school.ageRange ? (
                  <Localized
                    as="p"
                    value={school.ageRange}
                    className="w-fit rounded-pill bg-accent px-3 py-0.5 text-xs font-semibold text-accent-foreground"
                  />
                ) : null}
                {school.location ? (
                  <p
                    lang={school.location.lang}
                    className="flex items-start gap-1.5 text-sm text-muted-foreground"
                  >
                    <SpriteIcon icon={MapPinIcon} className="mt-0.5 size-4 shrink-0 text-primary" />
                    {school.location.text}
                  </p>
                ) : null}
                {school.description ? (
                  <Localized
                    as="p"
                    value={school.description}
                    className="line-clamp-4 text-sm text-muted-foreground"
                  />
                ) : null}
                <Link
                  to={localePath(schoolPath(school.slug))}
                  className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {t("visit", { name: school.name })}
                  <SpriteIcon icon={ArrowRightIcon} className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex justify-center">
            <Link
              to={localePath(FAMILY_OF_SCHOOLS.allSchools.href)}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              {t("allSchools")}
            </Link>
          </div>
        </RevealOnScroll>
      </div>
    </section>
  );
}
