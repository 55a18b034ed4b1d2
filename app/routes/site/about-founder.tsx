import { ExternalLinkIcon, GlobeIcon, UsersIcon } from "lucide-react";
import { useMessages, useTranslations } from "use-intl";
import { CheckList } from "~/components/site/about/check-list";
import { withCopy } from "~/components/site/about/copy-items";
import { FounderPortraitFrame } from "~/components/site/about/founder-portrait";
import { IconCardGrid } from "~/components/site/about/icon-card-grid";
import { OnwardLinks } from "~/components/site/about/onward-links";
import { PageHero } from "~/components/site/about/page-hero";
import { PageSection } from "~/components/site/about/page-section";
import { QuoteBlock } from "~/components/site/about/quote-block";
import { FOUNDER, SCHOOL_GROUP_NAME } from "~/copy/brand";
import { FOUNDER_LINKS, FOUNDER_ONWARD, FOUNDER_VALUES } from "~/copy/founder";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { matchedMessages, seoMeta } from "~/lib/seo";
import { founderPortrait } from "~/server/media/founder-portrait.server";
import type { Route } from "./+types/about-founder";

export async function loader({ request }: Route.LoaderArgs) {
  return { portrait: (await founderPortrait(request)) ?? null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = matchedMessages(matches).about.founder;
  return seoMeta(matches, {
    title: page.title,
    description: page.description,
    path: "/about/founder",
    image: loaderData?.portrait?.src,
    jsonLd: {
      "@type": "Person",
      name: FOUNDER.name,
      jobTitle: page.role,
      worksFor: { "@type": "EducationalOrganization", name: SCHOOL_GROUP_NAME },
      sameAs: FOUNDER_LINKS.items.map((link) => link.href),
    },
  });
};

export default function AboutFounder({ loaderData }: Route.ComponentProps) {
  const m = useMessages().about.founder;
  const t = useTranslations("about.shared");
  const links = FOUNDER_LINKS.items.map((link, index) => ({ ...link, label: m.links.labels[index] }));
  return (
    <main id={MAIN_CONTENT_ID}>
      <PageHero
        eyebrow={m.heading}
        title={FOUNDER.name}
        lead={
          <>
            <strong className="font-semibold text-primary-soft-foreground">{m.roleLine}</strong> {m.lead}
          </>
        }
        aside={
          <FounderPortraitFrame
            portrait={loaderData.portrait}
            name={FOUNDER.name}
            sizes="(min-width: 768px) 20rem, 14rem"
            priority
            className="w-56 md:w-80"
          />
        }
      />

      <PageSection id="profile" heading={m.profile.heading}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <div className="flex max-w-prose flex-col gap-4 text-lg">
            {m.profile.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="flex flex-col gap-6">
            <div className="rounded-card border border-border bg-surface p-6 shadow-card">
              <h3 className="flex items-center gap-2 font-heading text-h4 font-bold text-foreground">
                <UsersIcon aria-hidden="true" className="size-5 text-primary" />
                {m.positions.heading}
              </h3>
              <CheckList items={m.positions.items} className="mt-4" />
            </div>
            <div className="rounded-card border border-border bg-surface p-6 shadow-card">
              <h3 className="flex items-center gap-2 font-heading text-h4 font-bold text-foreground">
                <GlobeIcon aria-hidden="true" className="size-5 text-primary" />
                {m.links.heading}
              </h3>
              <ul className="mt-4 flex flex-col gap-2" data-testid="founder-links">
                {links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      {link.label}
                      <ExternalLinkIcon aria-hidden="true" className="size-4" />
                      <span className="sr-only">{t("opensInNewTab")}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </PageSection>

      <section aria-label={m.quoteLabel} className="px-gutter pb-section">
        <QuoteBlock cite={m.quoteCite}>{m.quote}</QuoteBlock>
      </section>

      <PageSection id="values" heading={m.values.heading} intro={m.values.intro} tone="muted">
        <IconCardGrid
          items={withCopy(FOUNDER_VALUES.items, m.values.items)}
          columns={3}
          testId="founder-values"
          accent
        />
      </PageSection>

      <OnwardLinks links={withCopy(FOUNDER_ONWARD, m.onward)} />
    </main>
  );
}
