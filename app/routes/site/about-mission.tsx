import { IconCardGrid } from "~/components/site/about/icon-card-grid";
import { NumberedSteps } from "~/components/site/about/numbered-steps";
import { OnwardLinks } from "~/components/site/about/onward-links";
import { PageHero } from "~/components/site/about/page-hero";
import { PageSection } from "~/components/site/about/page-section";
import { QuoteBlock } from "~/components/site/about/quote-block";
import {
  CORE_VALUES,
  MISSION_CARDS,
  MISSION_IN_PRACTICE,
  MISSION_ONWARD,
  MISSION_PAGE,
  MISSION_STATEMENT,
} from "~/copy/mission";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about-mission";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: MISSION_PAGE.title,
    description: MISSION_PAGE.description,
    path: "/about/mission",
  });

export default function AboutMission() {
  return (
    <main id={MAIN_CONTENT_ID}>
      <PageHero eyebrow={MISSION_PAGE.eyebrow} title={MISSION_PAGE.title} lead={MISSION_PAGE.lead} />

      <PageSection id="statement" heading={MISSION_STATEMENT.heading} centered>
        <QuoteBlock>{MISSION_STATEMENT.statement}</QuoteBlock>
      </PageSection>

      <PageSection id="commitments" heading={MISSION_CARDS.heading} tone="muted">
        <IconCardGrid items={MISSION_CARDS.items} columns={3} testId="mission-cards" />
      </PageSection>

      <PageSection id="core-values" heading={CORE_VALUES.heading}>
        <IconCardGrid items={CORE_VALUES.items} columns={4} testId="core-values" accent />
      </PageSection>

      <PageSection
        id="in-practice"
        heading={MISSION_IN_PRACTICE.heading}
        intro={MISSION_IN_PRACTICE.intro}
        tone="muted"
      >
        <NumberedSteps steps={MISSION_IN_PRACTICE.steps} />
      </PageSection>

      <OnwardLinks links={MISSION_ONWARD} />
    </main>
  );
}
