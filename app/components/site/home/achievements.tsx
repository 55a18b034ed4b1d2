import { useMessages } from "use-intl";
import { ACHIEVEMENTS } from "~/copy/home";
import { RevealOnScroll } from "./reveal-on-scroll";
import { SectionHeading } from "./section-heading";

export function Achievements() {
  const m = useMessages().home.achievements;
  const statLabels = Object.values(m.statLabels);
  const statValues = Object.values(m.statValues);
  return (
    <section aria-labelledby="achievements-heading" className="bg-primary" data-testid="achievements">
      <div className="mx-auto max-w-page px-gutter py-section">
        <RevealOnScroll>
          <SectionHeading id="achievements-heading" heading={m.heading} intro={m.intro} tone="inverse" />
          <dl className="mt-10 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
            {ACHIEVEMENTS.stats.map((stat, n) => (
              <div key={stat.label} className="flex flex-col-reverse items-center gap-2 text-center">
                <dt className="text-base font-semibold text-primary-foreground/90">{statLabels[n]}</dt>
                <dd className="flex flex-col items-center gap-2 font-heading text-display leading-none font-bold text-primary-foreground">
                  {statValues[n] ?? stat.value}
                  <span aria-hidden="true" className="block h-1 w-10 rounded-pill bg-secondary" />
                </dd>
              </div>
            ))}
          </dl>
        </RevealOnScroll>
      </div>
    </section>
  );
}
