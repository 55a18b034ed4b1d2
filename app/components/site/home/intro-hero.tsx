import { ArrowRightIcon, QuoteIcon } from "lucide-react";
import { Link } from "react-router";
import { useMessages, useTranslations } from "use-intl";
import { buttonVariants } from "~/components/ui/button";
import { INTRO_HERO } from "~/copy/home";
import { useLocalePath } from "~/i18n/intl";

/** The page's opening words under the slider: tagline (the h1), motto, two buttons, four figures. */
export function IntroHero({ admissionsYear }: { admissionsYear: string }) {
  const t = useTranslations("home.intro");
  const { statLabels: labels, statValues: values } = useMessages().home.intro;
  const [statLabels, statValues] = [Object.values(labels), Object.values(values)];
  const localePath = useLocalePath();
  const apply = INTRO_HERO.apply(admissionsYear);
  return (
    <section
      aria-labelledby="intro-heading"
      className="bg-linear-to-b from-primary-soft to-background"
      data-testid="intro-hero"
    >
      <div className="mx-auto flex max-w-page flex-col items-center gap-6 px-gutter pt-12 pb-4 text-center md:pt-16 md:pb-8">
        <p className="rounded-pill bg-surface px-4 py-1 text-sm font-semibold text-primary-soft-foreground shadow-card">
          {t("eyebrow")} · {admissionsYear}
        </p>
        <h1
          id="intro-heading"
          className="max-w-4xl font-heading text-display font-bold text-primary-soft-foreground"
        >
          {t("tagline")}
        </h1>
        <p className="flex items-center gap-2 font-heading text-h3 text-accent-foreground italic">
          <QuoteIcon aria-hidden="true" className="size-5 shrink-0 text-secondary-hover" />
          <span data-testid="motto">{t("motto")}</span>
        </p>
        <p className="max-w-prose text-lead text-muted-foreground">{t("lead")}</p>
        <div className="flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row">
          <Link to={localePath(apply.href)} className={buttonVariants({ size: "lg" })}>
            {t("apply", { year: admissionsYear })}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
          <Link
            to={localePath(INTRO_HERO.explore.href)}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            {t("explore")}
          </Link>
        </div>
        <dl
          className="mt-4 grid w-full max-w-4xl grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4"
          data-testid="intro-stats"
        >
          {INTRO_HERO.stats.map((stat, n) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse items-center gap-1 rounded-card border border-border bg-surface px-3 py-5 shadow-card"
            >
              <dt className="text-sm font-semibold text-muted-foreground">{statLabels[n]}</dt>
              <dd className="font-heading text-h1 leading-none font-bold text-primary">
                {statValues[n] ?? stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
