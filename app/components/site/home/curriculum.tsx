import { CircleCheckIcon } from "lucide-react";
import { useMessages } from "use-intl";
import { SpriteIcon } from "~/components/site/sprite-icon";
import { CURRICULUM } from "~/copy/home";
import { HomeIcon } from "./home-icon";
import { RevealOnScroll } from "./reveal-on-scroll";
import { SectionHeading } from "./section-heading";

/** The Chrysalis curriculum framework: the E2R2 pedagogy, the four "Look" cards, key features. */
export function Curriculum() {
  const m = useMessages().home.curriculum;
  const cards = Object.values(m.cards);
  return (
    <section aria-labelledby="curriculum-heading" className="bg-muted" data-testid="curriculum">
      <div className="mx-auto flex max-w-page flex-col gap-10 px-gutter py-section md:gap-12">
        <RevealOnScroll>
          <SectionHeading id="curriculum-heading" eyebrow={m.eyebrow} heading={m.heading} intro={m.intro} />
          <div className="mx-auto mt-10 flex max-w-4xl flex-col gap-5 rounded-card bg-surface p-6 shadow-card md:p-8">
            <h3 className="font-heading text-h3 font-bold text-foreground">{m.pedagogyTitle}</h3>
            <p className="text-muted-foreground">{m.pedagogyText}</p>
            <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {Object.values(m.steps).map((step, position) => (
                <li
                  key={step}
                  className="flex items-center gap-2 rounded-control bg-primary-soft px-3 py-2 font-semibold text-primary-soft-foreground"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm text-primary-foreground"
                  >
                    {position + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </div>
        </RevealOnScroll>
        <RevealOnScroll>
          <h3 className="text-center font-heading text-h3 font-bold text-primary-soft-foreground">
            {m.cardsHeading}
          </h3>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="curriculum-cards">
            {CURRICULUM.cards.map((card, n) => (
              <li
                key={card.icon}
                className="flex flex-col gap-3 rounded-card border border-border bg-surface p-6 shadow-card"
              >
                <HomeIcon name={card.icon} />
                <h4 className="font-heading text-h4 font-bold text-foreground">{cards[n]?.title}</h4>
                <p className="text-muted-foreground">{cards[n]?.text}</p>
              </li>
            ))}
          </ul>
        </RevealOnScroll>
        <RevealOnScroll>
          <div className="mx-auto max-w-4xl">
            <h3 className="text-center font-heading text-h3 font-bold text-primary-soft-foreground">
              {m.featuresHeading}
            </h3>
            <ul className="mt-6 grid gap-3 md:grid-cols-2">
              {Object.values(m.features).map((feature) => (
                <li key={feature} className="flex gap-3 rounded-control bg-surface p-4 shadow-card">
                  <SpriteIcon icon={CircleCheckIcon} className="mt-0.5 size-5 shrink-0 text-primary" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </div>
        </RevealOnScroll>
      </div>
    </section>
  );
}
