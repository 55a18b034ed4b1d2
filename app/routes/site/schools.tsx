import { MessageCircleIcon } from "lucide-react";
import { SchoolCard, type SchoolCardData } from "~/components/site/schools/school-card";
import { buttonVariants } from "~/components/ui/button";
import { SCHOOLS_PAGE, VISIT_CAMPUSES_LABEL } from "~/copy/schools-page";
import { seoMeta, siteOrigin } from "~/lib/seo";
import { schoolGroupJsonLd } from "~/lib/structured-data";
import { CAMPUS_VISITS_TEXT, whatsappLink } from "~/lib/whatsapp";
import { picturesFor } from "~/server/media/pictures.server";
import { allSchools } from "~/server/schools/schools.server";
import { admissionsPhone, siteSettings } from "~/server/settings/settings.server";
import type { Route } from "./+types/schools";

export async function loader(_: Route.LoaderArgs) {
  const [schools, settings] = await Promise.all([allSchools(), siteSettings()]);
  const pictures = await picturesFor(schools.flatMap((s) => [s.logoImage, s.headerImage]));
  const picture = (url: string | null) => (url ? (pictures.get(url) ?? null) : null);
  const cards: SchoolCardData[] = schools.map((school) => ({
    slug: school.slug,
    name: school.name,
    location: school.location,
    affiliation: school.affiliation,
    description: school.description,
    features: school.features,
    logo: picture(school.logoImage),
    header: picture(school.headerImage),
  }));
  const visitLink = whatsappLink(admissionsPhone(settings), CAMPUS_VISITS_TEXT);
  const jsonLdSchools = schools.map((s) => ({
    slug: s.slug,
    name: s.name,
    description: s.description,
    address: s.address,
    phone: s.phone,
    email: s.email,
    headerImage: s.headerImage,
    logoImage: s.logoImage,
  }));
  return { cards, visitLink, settings, jsonLdSchools };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: SCHOOLS_PAGE.title,
    description: SCHOOLS_PAGE.description,
    path: "/schools",
    image: loaderData?.cards[0]?.header?.src,
    jsonLd: loaderData
      ? schoolGroupJsonLd(siteOrigin(matches), loaderData.settings, loaderData.jsonLdSchools)
      : undefined,
  });

export default function Schools({ loaderData }: Route.ComponentProps) {
  const { cards, visitLink } = loaderData;
  return (
    <main id="main-content">
      <section className="bg-gradient-to-b from-primary-soft to-background">
        <div className="mx-auto flex max-w-page flex-col items-center gap-5 px-gutter pt-14 pb-12 text-center md:pt-20 md:pb-16">
          <p className="rounded-pill bg-surface px-4 py-1 text-sm font-semibold text-primary-soft-foreground shadow-card">
            {SCHOOLS_PAGE.eyebrow}
          </p>
          <h1 className="max-w-3xl font-heading text-h1 font-bold text-primary-soft-foreground">
            {SCHOOLS_PAGE.title}
          </h1>
          <p className="max-w-prose text-lead text-muted-foreground">{SCHOOLS_PAGE.lead}</p>
          {visitLink ? (
            <div className="flex flex-col items-center gap-2">
              <a
                href={visitLink}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: "secondary", size: "lg" })}
              >
                <MessageCircleIcon aria-hidden="true" />
                {VISIT_CAMPUSES_LABEL}
              </a>
              <p className="text-sm text-muted-foreground">{SCHOOLS_PAGE.visitNote}</p>
            </div>
          ) : null}
        </div>
      </section>
      <section aria-label="The five schools" className="mx-auto max-w-page px-gutter pt-4 pb-section">
        {/* Six columns at xl, two per card: the last row's two cards sit centred under the three. */}
        <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-6">
          {cards.map((school, index) => (
            <li key={school.slug} className="flex xl:col-span-2 xl:nth-4:col-start-2">
              <SchoolCard school={school} priority={index === 0} />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
