import { ArrowDownIcon, CalendarCheckIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { data, Link } from "react-router";
import { useMessages, useTranslations } from "use-intl";
import { Localized } from "~/components/site/localized";
import { AffiliationBadge, SchoolLogo, srOnly } from "~/components/site/schools/school-card";
import SchoolCarousel from "~/components/site/schools/school-carousel.island";
import type { CarouselSlide } from "~/components/site/schools/school-carousel-slides";
import { SchoolFeatures } from "~/components/site/schools/school-features";
import SchoolMap from "~/components/site/schools/school-map.island";
import { SchoolStats } from "~/components/site/schools/school-stats";
import { buttonVariants } from "~/components/ui/button";
import { canonicalSchoolSlug } from "~/copy/schools";
import { SCHOOL_SECTIONS, schoolAdmissionPath, schoolPath, schoolVisitPath } from "~/copy/schools-page";
import { fillMessage } from "~/i18n/fill-message";
import { useLocalePath } from "~/i18n/intl";
import { pathInLocale } from "~/i18n/locales";
import { listInLocale, optionalInLocale } from "~/i18n/localized";
import { requestLocale, translatorFor } from "~/i18n/server";
import { Island } from "~/islands/island";
import { matchedLocale, pageTitle, seoMeta, siteOrigin } from "~/lib/seo";
import { schoolJsonLd } from "~/lib/structured-data";
import { redirect } from "~/server/http/redirect.server";
import { log } from "~/server/log.server";
import { picturesFor } from "~/server/media/pictures.server";
import { schoolBySlug } from "~/server/schools/schools.server";
import type { Route } from "./+types/school";

export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const canonical = canonicalSchoolSlug(params.slug);
  // The old admin list's spelling (balar-kalikoodam) and any other variant move permanently,
  // staying in the language they were asked in.
  if (canonical && canonical !== params.slug)
    throw redirect(`${pathInLocale(schoolPath(canonical), locale)}${url.search}`, 301);
  const school = canonical ? await schoolBySlug(canonical) : undefined;
  if (!school) {
    log("warn", "page not found", { path: url.pathname });
    throw data(null, { status: 404 });
  }
  const pictures = await picturesFor([
    school.logoImage,
    school.headerImage,
    ...school.images.map((image) => image.url),
  ]);
  // The name stays as written; the other texts in the page's language when translated, else in
  // English marked as such. The figures have no Tamil version: on a Tamil page they are English
  // (`englishLang`).
  const englishLang = locale === "en" ? undefined : ("en" as const);
  const tagline = optionalInLocale(locale, school.tagline, school.taglineTa);
  // The header picture leads the page, captioned with the name and tagline; the carousel's photos follow.
  const header = school.headerImage ? pictures.get(school.headerImage) : undefined;
  const leading: CarouselSlide[] = header
    ? [
        {
          picture: header,
          title: school.name,
          description: tagline?.text ?? "",
          descriptionLang: tagline?.lang,
        },
      ]
    : [];
  const slides: CarouselSlide[] = [
    ...leading,
    ...school.images.flatMap((image) => {
      const picture = pictures.get(image.url);
      if (!picture) return [];
      const title = optionalInLocale(locale, image.title, image.titleTa);
      const description = optionalInLocale(locale, image.description, image.descriptionTa);
      return [
        {
          picture,
          title: title?.text ?? "",
          description: description?.text ?? "",
          titleLang: title?.lang,
          descriptionLang: description?.lang,
        },
      ];
    }),
  ];
  return {
    school: {
      slug: school.slug,
      name: school.name,
      tagline,
      description: optionalInLocale(locale, school.description, school.descriptionTa),
      about: optionalInLocale(locale, school.about, school.aboutTa),
      location: optionalInLocale(locale, school.location, school.locationTa),
      address: optionalInLocale(locale, school.address, school.addressTa),
      phone: school.phone,
      email: school.email,
      affiliation: school.affiliation,
      ageRange: school.ageRange,
      studentCount: school.studentCount,
      mapQuery: school.mapQuery || [school.name, school.address].filter(Boolean).join(", "),
      features: listInLocale(locale, school.features, school.featuresTa),
      grades: listInLocale(locale, school.grades, school.gradesTa),
      headerImage: school.headerImage,
      logoImage: school.logoImage,
    },
    logo: school.logoImage ? (pictures.get(school.logoImage) ?? null) : null,
    slides,
    englishLang,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = translatorFor(matchedLocale(matches));
  if (!loaderData) return [{ title: pageTitle(t("schools.page.notFoundTitle")) }];
  const { school } = loaderData;
  const description = school.description?.text ?? school.tagline?.text ?? school.name;
  return seoMeta(matches, {
    title: school.name,
    description,
    path: schoolPath(school.slug),
    image: school.headerImage,
    jsonLd: schoolJsonLd(siteOrigin(matches), {
      ...school,
      description: school.description?.text,
      address: school.address?.text ?? null,
    }),
  });
};

function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export default function SchoolPage({ loaderData }: Route.ComponentProps) {
  const { school, logo, slides, englishLang } = loaderData;
  const t = useTranslations("schools");
  const messages = useMessages().schools;
  const localePath = useLocalePath();
  const carouselLabel = t("carousel.label", { school: school.name });
  const { label: _, ...carouselCopy } = messages.carousel;
  return (
    <main id="main-content" className="wrap-anywhere">
      <section className="bg-gradient-to-b from-primary-soft to-background">
        <div className="mx-auto flex max-w-page flex-col items-center gap-6 px-gutter pt-12 pb-10 text-center md:flex-row md:items-center md:gap-8 md:pt-16 md:text-left">
          <SchoolLogo logo={logo} name={school.name} className="size-24 md:size-32" />
          <div className="flex max-w-full min-w-0 flex-1 flex-col items-center gap-3 md:items-start">
            {school.affiliation ? <AffiliationBadge affiliation={school.affiliation} /> : null}
            <h1 className="font-heading text-h1 font-bold text-primary-soft-foreground">{school.name}</h1>
            {school.tagline ? (
              <Localized
                as="p"
                value={school.tagline}
                className="max-w-prose text-lead text-muted-foreground"
              />
            ) : null}
            {school.location ? (
              <p
                lang={school.location.lang}
                className="flex items-center gap-1.5 text-sm text-muted-foreground"
              >
                <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {school.location.text}
              </p>
            ) : null}
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row md:flex-col lg:flex-row">
            <Link
              to={localePath(schoolAdmissionPath(school.slug))}
              className={buttonVariants({ size: "lg" })}
            >
              {t("buttons.applyForAdmission")}
            </Link>
            <a
              href={`#${SCHOOL_SECTIONS.about}`}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              {t.rich("buttons.learnMoreAbout", { name: school.name, hidden: srOnly })}
              <ArrowDownIcon aria-hidden="true" />
            </a>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-page px-gutter">
        {/* One photo has nothing to move: drawn without the island, the page needs no React for it. */}
        {slides.length > 1 ? (
          <Island component={SchoolCarousel} props={{ label: carouselLabel, slides, copy: carouselCopy }} />
        ) : (
          <SchoolCarousel label={carouselLabel} slides={slides} copy={carouselCopy} />
        )}
      </div>

      <section
        id={SCHOOL_SECTIONS.about}
        aria-labelledby="about-heading"
        className="mx-auto grid max-w-page gap-10 px-gutter py-section lg:grid-cols-[3fr_2fr] lg:gap-14"
      >
        <div className="flex flex-col gap-5">
          <h2 id="about-heading" className="font-heading text-h2 font-bold">
            {t("page.about", { name: school.name })}
          </h2>
          {school.about ? (
            <div
              lang={school.about.lang}
              className="max-w-prose text-lg text-foreground/90 [&_a]:text-primary [&_a]:underline [&_li]:mb-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-4 [&_ul]:list-disc [&_ul]:pl-6"
              // Rich text is sanitized when staff save it (app/server/content/rich-text.server.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: stored HTML is sanitized on write
              dangerouslySetInnerHTML={{ __html: school.about.text }}
            />
          ) : school.description ? (
            <Localized as="p" value={school.description} className="max-w-prose text-lg" />
          ) : (
            <p className="max-w-prose text-lg" />
          )}
          <a
            href={`#${SCHOOL_SECTIONS.programs}`}
            className={buttonVariants({ variant: "outline", className: "w-fit" })}
          >
            {t("buttons.explorePrograms")}
            <ArrowDownIcon aria-hidden="true" />
          </a>
        </div>
        <div className="flex flex-col gap-4">
          <h3 className="font-heading text-h3 font-bold">{t("page.stats")}</h3>
          <SchoolStats stats={{ ...school, figuresLang: englishLang }} />
        </div>
      </section>

      <SchoolFeatures
        id={SCHOOL_SECTIONS.programs}
        name={school.name}
        features={school.features}
        grades={school.grades}
      />

      <section aria-labelledby="apply-heading" className="mx-auto max-w-page px-gutter py-section">
        <div className="flex flex-col items-start gap-6 rounded-card bg-primary p-8 text-primary-foreground shadow-raised md:flex-row md:items-center md:justify-between md:p-12">
          <div className="flex max-w-2xl flex-col gap-3">
            <h2 id="apply-heading" className="font-heading text-h2 font-bold">
              {t("page.callToAction", { name: school.name })}
            </h2>
            <p className="text-primary-foreground/90">{t("page.callToActionText")}</p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link
              to={localePath(schoolAdmissionPath(school.slug))}
              className={buttonVariants({ variant: "secondary", size: "lg" })}
            >
              {t("buttons.applyNow")}
            </Link>
            <Link
              to={localePath(schoolVisitPath(school.slug))}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              <CalendarCheckIcon aria-hidden="true" />
              {t("buttons.scheduleVisit")}
            </Link>
          </div>
        </div>
      </section>

      <section
        id={SCHOOL_SECTIONS.visit}
        aria-labelledby="visit-heading"
        className="mx-auto grid max-w-page gap-8 px-gutter pb-section lg:grid-cols-[2fr_3fr] lg:gap-12"
      >
        <div className="flex flex-col gap-5">
          <h2 id="visit-heading" className="font-heading text-h2 font-bold">
            {t("page.visit")}
          </h2>
          <address className="flex flex-col gap-4 not-italic">
            {school.address ? (
              <p className="flex gap-3">
                <MapPinIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                <span lang={school.address.lang}>{school.address.text}</span>
              </p>
            ) : null}
            {school.phone ? (
              <p className="flex gap-3">
                <PhoneIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                <a href={telHref(school.phone)} className="font-semibold text-primary hover:underline">
                  {school.phone}
                </a>
              </p>
            ) : null}
            {school.email ? (
              <p className="flex gap-3">
                <MailIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                <a
                  href={`mailto:${school.email}`}
                  className="font-semibold break-all text-primary hover:underline"
                >
                  {school.email}
                </a>
              </p>
            ) : null}
          </address>
          <Link
            to={localePath(schoolVisitPath(school.slug))}
            className={buttonVariants({ variant: "outline", className: "w-fit" })}
          >
            <CalendarCheckIcon aria-hidden="true" />
            {t("buttons.scheduleVisit")}
          </Link>
        </div>
        <Island
          component={SchoolMap}
          props={{
            query: school.mapQuery,
            copy: {
              ...messages.map,
              placeholder: fillMessage(messages.map.placeholder, { name: school.name }),
            },
          }}
        />
      </section>
    </main>
  );
}
