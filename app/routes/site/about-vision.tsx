import { CalendarCheckIcon, TelescopeIcon } from "lucide-react";
import { CheckList } from "~/components/site/about/check-list";
import { IconCardGrid } from "~/components/site/about/icon-card-grid";
import { OnwardLinks } from "~/components/site/about/onward-links";
import { PageHero } from "~/components/site/about/page-hero";
import { PageSection } from "~/components/site/about/page-section";
import { QuoteBlock } from "~/components/site/about/quote-block";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import {
  LONG_TERM_VISION,
  REASONS_TO_CHOOSE,
  SHORT_TERM_GOALS,
  VISION_ONWARD,
  VISION_PAGE,
  VISION_PROGRAMS,
  VISION_PROMISE,
  VISION_STATEMENT,
  VISION_VALUES,
} from "~/copy/vision";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about-vision";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: VISION_PAGE.title, description: VISION_PAGE.description, path: "/about/vision" });

export default function AboutVision() {
  return (
    <main id={MAIN_CONTENT_ID}>
      <PageHero eyebrow={VISION_PAGE.eyebrow} title={VISION_PAGE.title} lead={VISION_PAGE.lead} />

      <PageSection id="statement" heading={VISION_STATEMENT.heading} centered>
        <QuoteBlock>{VISION_STATEMENT.statement}</QuoteBlock>
      </PageSection>

      <PageSection id="why-us" heading={REASONS_TO_CHOOSE.heading} tone="muted">
        <CheckList
          items={REASONS_TO_CHOOSE.items}
          className="max-w-4xl gap-4 text-lg md:grid md:grid-cols-2 md:gap-x-10"
        />
      </PageSection>

      <PageSection id="programmes" heading={VISION_PROGRAMS.heading}>
        <IconCardGrid items={VISION_PROGRAMS.items} columns={2} testId="vision-programmes" />
      </PageSection>

      <section aria-labelledby="promise-heading" className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-page flex-col items-center gap-4 px-gutter py-section text-center">
          <h2 id="promise-heading" className="font-heading text-h2 font-bold">
            {VISION_PROMISE.heading}
          </h2>
          <p className="max-w-prose text-lead">{VISION_PROMISE.text}</p>
        </div>
      </section>

      <PageSection id="values" heading={VISION_VALUES.heading}>
        <IconCardGrid items={VISION_VALUES.items} columns={4} testId="vision-values" accent />
      </PageSection>

      <PageSection id="goals" heading="Our goals" tone="muted">
        <div className="grid gap-6 lg:grid-cols-2">
          <GoalCard heading={SHORT_TERM_GOALS.heading} items={SHORT_TERM_GOALS.items} icon="short" />
          <GoalCard heading={LONG_TERM_VISION.heading} items={LONG_TERM_VISION.items} icon="long" />
        </div>
      </PageSection>

      <OnwardLinks links={VISION_ONWARD} />
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
