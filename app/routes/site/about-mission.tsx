import { useMessages } from "use-intl";
import { withCopy } from "~/components/site/about/copy-items";
import { IconCardGrid } from "~/components/site/about/icon-card-grid";
import { NumberedSteps } from "~/components/site/about/numbered-steps";
import { OnwardLinks } from "~/components/site/about/onward-links";
import { PageHero } from "~/components/site/about/page-hero";
import { PageSection } from "~/components/site/about/page-section";
import { QuoteBlock } from "~/components/site/about/quote-block";
import { CORE_VALUES, MISSION_CARDS, MISSION_ONWARD } from "~/copy/mission";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { matchedMessages, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about-mission";

export const meta: Route.MetaFunction = ({ matches }) => {
  const page = matchedMessages(matches).about.mission;
  return seoMeta(matches, { title: page.title, description: page.description, path: "/about/mission" });
};

export default function AboutMission() {
  const m = useMessages().about.mission;
  return (
    <main id={MAIN_CONTENT_ID}>
      <PageHero eyebrow={m.eyebrow} title={m.title} lead={m.lead} />

      <PageSection id="statement" heading={m.statement.heading} centered>
        <QuoteBlock>{m.statement.text}</QuoteBlock>
      </PageSection>

      <PageSection id="commitments" heading={m.commitments.heading} tone="muted">
        <IconCardGrid
          items={withCopy(MISSION_CARDS.items, m.commitments.items)}
          columns={3}
          testId="mission-cards"
        />
      </PageSection>

      <PageSection id="core-values" heading={m.coreValues.heading}>
        <IconCardGrid
          items={withCopy(CORE_VALUES.items, m.coreValues.items)}
          columns={4}
          testId="core-values"
          accent
        />
      </PageSection>

      <PageSection id="in-practice" heading={m.inPractice.heading} intro={m.inPractice.intro} tone="muted">
        <NumberedSteps steps={m.inPractice.steps} />
      </PageSection>

      <OnwardLinks links={withCopy(MISSION_ONWARD, m.onward)} />
    </main>
  );
}
