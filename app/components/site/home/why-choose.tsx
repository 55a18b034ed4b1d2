import { useMessages } from "use-intl";
import { WHY_CHOOSE } from "~/copy/home";
import { HomeIcon } from "./home-icon";
import { RevealOnScroll } from "./reveal-on-scroll";
import { SectionHeading } from "./section-heading";

export function WhyChoose() {
  const m = useMessages().home.whyChoose;
  const cards = Object.values(m.cards);
  return (
    <section aria-labelledby="why-choose-heading" data-testid="why-choose">
      <div className="mx-auto max-w-page px-gutter py-section">
        <RevealOnScroll>
          <SectionHeading id="why-choose-heading" heading={m.heading} intro={m.intro} />
          <ul className="mt-10 grid gap-5 md:grid-cols-3 md:gap-6">
            {WHY_CHOOSE.cards.map((card, n) => (
              <li
                key={card.icon}
                className="flex flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-card md:p-8"
              >
                <HomeIcon name={card.icon} />
                <h3 className="font-heading text-h3 font-bold text-foreground">{cards[n]?.title}</h3>
                <p className="text-muted-foreground">{cards[n]?.text}</p>
              </li>
            ))}
          </ul>
        </RevealOnScroll>
      </div>
    </section>
  );
}
