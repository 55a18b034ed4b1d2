import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { useMessages } from "use-intl";
import { withCopy } from "~/components/site/about/copy-items";
import { FounderPortraitFrame } from "~/components/site/about/founder-portrait";
import { IconCardGrid } from "~/components/site/about/icon-card-grid";
import { OnwardLinks } from "~/components/site/about/onward-links";
import { PageHero } from "~/components/site/about/page-hero";
import { PageSection } from "~/components/site/about/page-section";
import { QuoteBlock } from "~/components/site/about/quote-block";
import { buttonVariants } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { ABOUT_ONWARD, VISION_MISSION_POINTS } from "~/copy/about";
import { FOUNDER } from "~/copy/brand";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { useLocalePath } from "~/i18n/intl";
import type { Locale } from "~/i18n/locales";
import { optionalInLocale } from "~/i18n/localized";
import { requestLocale, translatorFor } from "~/i18n/server";
import { ABOUT_CAMPUS_PICTURE_KEY } from "~/lib/page-texts/pages";
import { matchedMessages, seoMeta } from "~/lib/seo";
import { log } from "~/server/log.server";
import { founderPortrait } from "~/server/media/founder-portrait.server";
import { pictureFor } from "~/server/media/pictures.server";
import { chosenPicture } from "~/server/pages/texts.server";
import { allSchools } from "~/server/schools/schools.server";
import type { Route } from "./+types/about";

/**
 * A campus photo for the story: the one staff chose on the Pages screen, else the first school's
 * header picture, if there is one.
 */
async function storyPhoto(request: Request, locale: Locale) {
  try {
    const chosen = await chosenPicture(ABOUT_CAMPUS_PICTURE_KEY, request);
    const school = (await allSchools()).find((s) => s.headerImage);
    const picture = await pictureFor(chosen ?? school?.headerImage);
    if (!picture || !school) return null;
    if (chosen) {
      const alt = picture.alt ? { alt: picture.alt, ...(locale === "ta" && { lang: "en" }) } : { alt: "" };
      return { picture: { ...picture, ...alt }, caption: null, englishLocation: null };
    }
    // The media library's alt texts are English: marked so on a Tamil page (`lang` on an img covers its alt).
    const alt = picture.alt
      ? { alt: picture.alt, ...(locale === "ta" && { lang: "en" }) }
      : { alt: translatorFor(locale)("about.about.campusAlt", { school: school.name }) };
    // The school's name is the same in both languages; its location may have a Tamil version, and
    // an English one on a Tamil page is marked as English (`englishLocation`).
    const location = optionalInLocale(locale, school.location, school.locationTa);
    const caption = location && !location.lang ? `${school.name}, ${location.text}` : school.name;
    return {
      picture: { ...picture, ...alt },
      caption,
      englishLocation: location?.lang ? location.text : null,
    };
  } catch (error) {
    log("warn", "about page: campus photo unavailable", { error });
    return null;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const [portrait, photo] = await Promise.all([
    founderPortrait(request),
    storyPhoto(request, requestLocale(request)),
  ]);
  return { portrait: portrait ?? null, photo };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = matchedMessages(matches).about.about;
  return seoMeta(matches, {
    title: page.title,
    description: page.description,
    path: "/about",
    image: loaderData?.photo?.picture.src,
  });
};

export default function About({ loaderData }: Route.ComponentProps) {
  const m = useMessages().about.about;
  const localePath = useLocalePath();
  return (
    <main id={MAIN_CONTENT_ID}>
      <PageHero eyebrow={m.eyebrow} title={m.title} lead={m.lead}>
        <Link to={localePath("/schools")} className={buttonVariants({ size: "lg" })}>
          {m.exploreSchools}
        </Link>
        <Link to={localePath("/admissions")} className={buttonVariants({ variant: "outline", size: "lg" })}>
          {m.admissions}
        </Link>
      </PageHero>

      <PageSection id="story" heading={m.story.heading}>
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-16">
          <div className="flex max-w-prose flex-col gap-4 text-lg">
            {m.story.paragraphs.map((paragraph) => (
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
              {loaderData.photo.caption ? (
                <figcaption className="text-sm text-muted-foreground">
                  {loaderData.photo.caption}
                  {loaderData.photo.englishLocation ? (
                    <>
                      , <span lang="en">{loaderData.photo.englishLocation}</span>
                    </>
                  ) : null}
                </figcaption>
              ) : null}
            </figure>
          ) : null}
        </div>
      </PageSection>

      <PageSection id="management" heading={m.management.heading} intro={m.management.intro} tone="muted">
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
              <p className="font-semibold text-primary">{m.management.role}</p>
            </div>
            {m.management.message.map((paragraph) => (
              <p key={paragraph} className="text-muted-foreground">
                {paragraph}
              </p>
            ))}
            <Link
              to={localePath("/about/founder")}
              className={buttonVariants({ variant: "outline", className: "w-fit" })}
            >
              {m.management.linkLabel}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </div>
        </article>
      </PageSection>

      <PageSection id="motto" heading={m.motto.heading} centered>
        <QuoteBlock>{m.motto.motto}</QuoteBlock>
        <p className="mx-auto mt-6 max-w-prose text-center text-lg text-muted-foreground">
          {m.motto.explanation}
        </p>
      </PageSection>

      <PageSection
        id="vision-mission"
        heading={m.visionMission.heading}
        intro={m.visionMission.intro}
        tone="muted"
      >
        <IconCardGrid
          items={withCopy(VISION_MISSION_POINTS, m.visionMission.points)}
          columns={3}
          testId="vision-mission-points"
        />
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={localePath("/about/vision")} className={buttonVariants()}>
            {m.visionMission.readVision}
          </Link>
          <Link to={localePath("/about/mission")} className={buttonVariants({ variant: "outline" })}>
            {m.visionMission.readMission}
          </Link>
        </div>
      </PageSection>

      <OnwardLinks links={withCopy(ABOUT_ONWARD, m.onward)} />
    </main>
  );
}
