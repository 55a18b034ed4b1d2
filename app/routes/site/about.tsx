import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { FounderPortraitFrame } from "~/components/site/about/founder-portrait";
import { IconCardGrid } from "~/components/site/about/icon-card-grid";
import { OnwardLinks } from "~/components/site/about/onward-links";
import { PageHero } from "~/components/site/about/page-hero";
import { PageSection } from "~/components/site/about/page-section";
import { QuoteBlock } from "~/components/site/about/quote-block";
import { buttonVariants } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import {
  ABOUT_ONWARD,
  ABOUT_PAGE,
  ABOUT_STORY,
  MANAGEMENT_CARD,
  MOTTO_SECTION,
  VISION_MISSION_POINTS,
  VISION_MISSION_SECTION,
} from "~/copy/about";
import { FOUNDER } from "~/copy/brand";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { seoMeta } from "~/lib/seo";
import { log } from "~/server/log.server";
import { founderPortrait } from "~/server/media/founder-portrait.server";
import { pictureFor } from "~/server/media/pictures.server";
import { allSchools } from "~/server/schools/schools.server";
import type { Route } from "./+types/about";

/** A campus photo for the story: the first school's header picture, if there is one. */
async function storyPhoto() {
  try {
    const school = (await allSchools()).find((s) => s.headerImage);
    const picture = await pictureFor(school?.headerImage);
    if (!picture || !school) return null;
    const caption = school.location ? `${school.name}, ${school.location}` : school.name;
    return { picture: { ...picture, alt: picture.alt || `The ${school.name} campus` }, caption };
  } catch (error) {
    log("warn", "about page: campus photo unavailable", { error });
    return null;
  }
}

export async function loader(_: Route.LoaderArgs) {
  const [portrait, photo] = await Promise.all([founderPortrait(), storyPhoto()]);
  return { portrait: portrait ?? null, photo };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: ABOUT_PAGE.title,
    description: ABOUT_PAGE.description,
    path: "/about",
    image: loaderData?.photo?.picture.src,
  });

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <main id={MAIN_CONTENT_ID}>
      <PageHero eyebrow={ABOUT_PAGE.eyebrow} title={ABOUT_PAGE.title} lead={ABOUT_PAGE.lead}>
        <Link to="/schools" className={buttonVariants({ size: "lg" })}>
          Explore Our Schools
        </Link>
        <Link to="/admissions" className={buttonVariants({ variant: "outline", size: "lg" })}>
          Admissions
        </Link>
      </PageHero>

      <PageSection id="story" heading={ABOUT_STORY.heading}>
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-16">
          <div className="flex max-w-prose flex-col gap-4 text-lg">
            {ABOUT_STORY.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {loaderData.photo ? (
            <figure className="flex flex-col gap-3">
              <ResponsiveImage
                {...loaderData.photo.picture}
                sizes="(min-width: 1024px) 26rem, 100vw"
                className="aspect-[4/3] w-full rounded-card bg-muted object-cover shadow-raised"
              />
              <figcaption className="text-sm text-muted-foreground">{loaderData.photo.caption}</figcaption>
            </figure>
          ) : null}
        </div>
      </PageSection>

      <PageSection
        id="management"
        heading={MANAGEMENT_CARD.heading}
        intro={MANAGEMENT_CARD.intro}
        tone="muted"
      >
        <article
          aria-labelledby="management-card-name"
          className="flex flex-col gap-6 rounded-card border border-border bg-surface p-6 shadow-card sm:flex-row sm:items-start md:gap-10 md:p-10"
        >
          <FounderPortraitFrame
            portrait={loaderData.portrait}
            name={FOUNDER.name}
            sizes="(min-width: 640px) 14rem, 10rem"
            className="w-40 self-center sm:w-56 sm:self-start"
          />
          <div className="flex max-w-prose flex-col gap-4">
            <div>
              <h3 id="management-card-name" className="font-heading text-h3 font-bold text-foreground">
                {FOUNDER.name}
              </h3>
              <p className="font-semibold text-primary">{FOUNDER.role}</p>
            </div>
            {MANAGEMENT_CARD.message.map((paragraph) => (
              <p key={paragraph} className="text-muted-foreground">
                {paragraph}
              </p>
            ))}
            <Link to="/about/founder" className={buttonVariants({ variant: "outline", className: "w-fit" })}>
              {MANAGEMENT_CARD.linkLabel}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </div>
        </article>
      </PageSection>

      <PageSection id="motto" heading={MOTTO_SECTION.heading} centered>
        <QuoteBlock>{MOTTO_SECTION.motto}</QuoteBlock>
        <p className="mx-auto mt-6 max-w-prose text-center text-lg text-muted-foreground">
          {MOTTO_SECTION.explanation}
        </p>
      </PageSection>

      <PageSection
        id="vision-mission"
        heading={VISION_MISSION_SECTION.heading}
        intro={VISION_MISSION_SECTION.intro}
        tone="muted"
      >
        <IconCardGrid items={VISION_MISSION_POINTS} columns={3} testId="vision-mission-points" />
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/about/vision" className={buttonVariants()}>
            Read our vision
          </Link>
          <Link to="/about/mission" className={buttonVariants({ variant: "outline" })}>
            Read our mission
          </Link>
        </div>
      </PageSection>

      <OnwardLinks links={ABOUT_ONWARD} />
    </main>
  );
}
