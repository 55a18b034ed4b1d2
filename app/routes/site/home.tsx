import { Achievements } from "~/components/site/home/achievements";
import { CallToAction } from "~/components/site/home/call-to-action";
import { Curriculum } from "~/components/site/home/curriculum";
import { FamilyOfSchools } from "~/components/site/home/family-of-schools";
import { HeroSlider } from "~/components/site/home/hero-slider";
import { IntroHero } from "~/components/site/home/intro-hero";
import { WhyChoose } from "~/components/site/home/why-choose";
import { HOME_META } from "~/copy/home";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { seoMeta } from "~/lib/seo";
import { schoolGroupJsonLd } from "~/lib/structured-data";
import { config } from "~/server/config.server";
import { familyOfSchools, homeSettings, slidesOrFallback } from "~/server/slides/home-page.server";
import type { Route } from "./+types/home";

export async function loader(_: Route.LoaderArgs) {
  const [{ slides }, schools, settings] = await Promise.all([
    slidesOrFallback(),
    familyOfSchools(),
    homeSettings(),
  ]);
  // Built here rather than in `meta`, so the JSON-LD code stays on the server.
  const jsonLd = schoolGroupJsonLd(
    config().publicUrl,
    settings,
    schools.map(({ slug, name, description }) => ({ slug, name, description })),
  );
  return {
    slides,
    schools: schools.map(({ affiliation: _, ...school }) => school),
    admissionsYear: settings.admissionsYear,
    jsonLd,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: HOME_META.title,
    description: HOME_META.description,
    path: "/",
    image: loaderData?.slides[0]?.image?.src,
    jsonLd: loaderData?.jsonLd,
  });

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
