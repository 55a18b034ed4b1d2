import { MessageCircleIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import { SchoolCard, type SchoolCardData } from "~/components/site/schools/school-card";
import { buttonVariants } from "~/components/ui/button";
import { listInLocale, optionalInLocale } from "~/i18n/localized";
import { requestLocale } from "~/i18n/server";
import { matchedMessages, seoMeta, siteOrigin } from "~/lib/seo";
import { schoolGroupJsonLd } from "~/lib/structured-data";
import { CAMPUS_VISITS_TEXT, whatsappLink } from "~/lib/whatsapp";
import { picturesFor } from "~/server/media/pictures.server";
import { allSchools } from "~/server/schools/schools.server";
import { admissionsPhone, siteSettings } from "~/server/settings/settings.server";
import type { Route } from "./+types/schools";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const [schools, settings] = await Promise.all([allSchools(), siteSettings()]);
  const pictures = await picturesFor(schools.flatMap((s) => [s.logoImage, s.headerImage]));
  const picture = (url: string | null) => (url ? (pictures.get(url) ?? null) : null);
  // The name stays as written; the other texts in the page's language when translated.
  const localized = schools.map((school) => ({
    school,
    location: optionalInLocale(locale, school.location, school.locationTa),
    description: optionalInLocale(locale, school.description, school.descriptionTa),
    features: listInLocale(locale, school.features, school.featuresTa),
  }));
  const cards: SchoolCardData[] = localized.map(({ school, location, description, features }) => ({
    slug: school.slug,
    name: school.name,
    location,
    affiliation: school.affiliation,
    description,
    features,
    logo: picture(school.logoImage),
    header: picture(school.headerImage),
  }));
  // The chat's text stays in English in both languages: the office reads it (spec §5).
  const visitLink = whatsappLink(admissionsPhone(settings), CAMPUS_VISITS_TEXT);
  const jsonLdSchools = localized.map(({ school: s, description }) => ({
    slug: s.slug,
    name: s.name,
    description: description?.text ?? null,
    address: s.address,
    phone: s.phone,
    email: s.email,
    headerImage: s.headerImage,
    logoImage: s.logoImage,
  }));
  return { cards, visitLink, settings, jsonLdSchools };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const m = matchedMessages(matches);
  return seoMeta(matches, {
    title: m.schools.list.title,
    description: m.schools.list.description,
    path: "/schools",
    image: loaderData?.cards[0]?.header?.src,
    jsonLd: loaderData
      ? schoolGroupJsonLd(siteOrigin(matches), loaderData.settings, loaderData.jsonLdSchools)
      : undefined,
  });
};

export default function Schools({ loaderData }: Route.ComponentProps) {
  const { cards, visitLink } = loaderData;
  const t = useTranslations("schools.list");
  return (
    <main id="main-content">
      <section className="bg-gradient-to-b from-primary-soft to-background">
        <div className="mx-auto flex max-w-page flex-col items-center gap-5 px-gutter pt-14 pb-12 text-center md:pt-20 md:pb-16">
          <p className="rounded-pill bg-surface px-4 py-1 text-sm font-semibold text-primary-soft-foreground shadow-card">
            {t("eyebrow")}
          </p>
          <h1 className="max-w-3xl font-heading text-h1 font-bold text-primary-soft-foreground">
            {t("title")}
          </h1>
          <p className="max-w-prose text-lead text-muted-foreground">{t("lead")}</p>
          {visitLink ? (
            <div className="flex flex-col items-center gap-2">
              <a
                href={visitLink}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: "secondary", size: "lg" })}
              >
                <MessageCircleIcon aria-hidden="true" />
                {t("visitCampuses")}
              </a>
              <p className="text-sm text-muted-foreground">{t("visitNote")}</p>
            </div>
          ) : null}
        </div>
      </section>
      <section aria-label={t("schoolsLabel")} className="mx-auto max-w-page px-gutter pt-4 pb-section">
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
