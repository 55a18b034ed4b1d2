import { Achievements } from "~/components/site/home/achievements";
import { CallToAction } from "~/components/site/home/call-to-action";
import { Curriculum } from "~/components/site/home/curriculum";
import { FamilyOfSchools } from "~/components/site/home/family-of-schools";
import { HeroSlider } from "~/components/site/home/hero-slider";
import { IntroHero } from "~/components/site/home/intro-hero";
import { WhyChoose } from "~/components/site/home/why-choose";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { optionalInLocale } from "~/i18n/localized";
import { requestLocale } from "~/i18n/server";
import { matchedMessages, seoMeta } from "~/lib/seo";
import { schoolGroupJsonLd } from "~/lib/structured-data";
import { config } from "~/server/config.server";
import { familyOfSchools, homeSettings, slidesOrFallback } from "~/server/slides/home-page.server";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const [{ slides }, schools, settings] = await Promise.all([
    slidesOrFallback(undefined, undefined, locale),
    familyOfSchools(),
    homeSettings(),
  ]);
  const cards = schools.map(
    ({ slug, name, ageRange, location, locationTa, description, descriptionTa, logo }) => ({
      slug,
      name,
      logo,
      // The age range has no Tamil version: a Tamil page shows it marked English.
      ageRange: optionalInLocale(locale, ageRange, null),
      location: optionalInLocale(locale, location, locationTa),
      description: optionalInLocale(locale, description, descriptionTa),
    }),
  );
  // Built here rather than in `meta`, so the JSON-LD code stays on the server.
  const jsonLd = schoolGroupJsonLd(
    config().publicUrl,
    settings,
    cards.map(({ slug, name, description }) => ({ slug, name, description: description?.text ?? null })),
  );
  return {
    slides,
    schools: cards,
    admissionsYear: settings.admissionsYear,
    jsonLd,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const m = matchedMessages(matches);
  return seoMeta(matches, {
    title: m.home.meta.title,
    description: m.home.meta.description,
    path: "/",
    image: loaderData?.slides[0]?.image?.src,
    jsonLd: loaderData?.jsonLd,
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { slides, schools, admissionsYear } = loaderData;
  return (
    <main id={MAIN_CONTENT_ID}>
      <HeroSlider slides={slides} />
      <IntroHero admissionsYear={admissionsYear} />
      <WhyChoose />
      <Achievements />
      <CallToAction />
      <Curriculum />
      <FamilyOfSchools schools={schools} />
    </main>
  );
}
