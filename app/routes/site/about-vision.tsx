import { CalendarCheckIcon, TelescopeIcon } from "lucide-react";
import { useMessages } from "use-intl";
import { CheckList } from "~/components/site/about/check-list";
import { withCopy } from "~/components/site/about/copy-items";
import { IconCardGrid } from "~/components/site/about/icon-card-grid";
import { OnwardLinks } from "~/components/site/about/onward-links";
import { PageHero } from "~/components/site/about/page-hero";
import { PageSection } from "~/components/site/about/page-section";
import { QuoteBlock } from "~/components/site/about/quote-block";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { VISION_ONWARD, VISION_VALUES } from "~/copy/vision";
import { matchedMessages, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about-vision";

export const meta: Route.MetaFunction = ({ matches }) => {
  const page = matchedMessages(matches).about.vision;
  return seoMeta(matches, { title: page.title, description: page.description, path: "/about/vision" });
};

export default function AboutVision() {
  const m = useMessages().about.vision;
  return (
    <main id={MAIN_CONTENT_ID}>
      <PageHero eyebrow={m.eyebrow} title={m.title} lead={m.lead} />

      <PageSection id="statement" heading={m.statement.heading} centered>
        <QuoteBlock>{m.statement.text}</QuoteBlock>
      </PageSection>

      <PageSection id="why-us" heading={m.reasons.heading} tone="muted">
        <CheckList
          items={m.reasons.items}
          className="max-w-4xl gap-4 text-lg md:grid md:grid-cols-2 md:gap-x-10"
        />
      </PageSection>

      <PageSection id="programmes" heading={m.programmes.heading}>
        <IconCardGrid items={m.programmes.items} columns={2} testId="vision-programmes" />
      </PageSection>

      <section aria-labelledby="promise-heading" className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-page flex-col items-center gap-4 px-gutter py-section text-center">
          <h2 id="promise-heading" className="font-heading text-h2 font-bold">
            {m.promise.heading}
          </h2>
          <p className="max-w-prose text-lead">{m.promise.text}</p>
        </div>
      </section>

      <PageSection id="values" heading={m.values.heading}>
        <IconCardGrid
          items={withCopy(VISION_VALUES.items, m.values.items)}
          columns={4}
          testId="vision-values"
          accent
        />
      </PageSection>

      <PageSection id="goals" heading={m.goalsHeading} tone="muted">
        <div className="grid gap-6 lg:grid-cols-2">
          <GoalCard heading={m.shortTerm.heading} items={m.shortTerm.items} icon="short" />
          <GoalCard heading={m.longTerm.heading} items={m.longTerm.items} icon="long" />
        </div>
      </PageSection>

      <OnwardLinks links={withCopy(VISION_ONWARD, m.onward)} />
    </main>
  );
}

function GoalCard({
  heading,
  items,
  icon,
}: {
  heading: string;
  items: readonly string[];
  icon: "short" | "long";
}) {
  const Icon = icon === "short" ? CalendarCheckIcon : TelescopeIcon;
  return (
    <div className="flex flex-col gap-5 rounded-card border border-border bg-surface p-6 shadow-card md:p-8">
      <h3 className="flex items-center gap-3 font-heading text-h3 font-bold text-foreground">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-pill bg-secondary text-secondary-foreground"
        >
          <Icon className="size-5" />
        </span>
        {heading}
      </h3>
      <CheckList items={items} />
    </div>
  );
}
