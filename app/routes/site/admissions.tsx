import { ArrowDownIcon, CheckCircle2Icon } from "lucide-react";
import { useLocale, useMessages, useTranslations } from "use-intl";
import AdmissionForm from "~/components/site/enquiry/admission-form.island";
import { enquiryIslandText } from "~/components/site/enquiry/island-text";
import { type GalleryPhoto, LifeAtSchoolGallery } from "~/components/site/enquiry/life-at-school-gallery";
import { refusedEnquiry } from "~/components/site/enquiry/refused-enquiry";
import { toEnquirySchool } from "~/components/site/enquiry/school-contact-card";
import { buttonVariants } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { ADMISSIONS_PAGE } from "~/copy/enquiry-copy";
import { canonicalSchoolSlug } from "~/copy/schools";
import { inLocale } from "~/i18n/localized";
import { requestLocale } from "~/i18n/server";
import { Island } from "~/islands/island";
import { matchedMessages, seoMeta } from "~/lib/seo";
import { publishedGallery } from "~/server/gallery/items.server";
import { log } from "~/server/log.server";
import { listMedia } from "~/server/media/media.server";
import { picturesFor } from "~/server/media/pictures.server";
import { allSchools } from "~/server/schools/schools.server";
import { siteSettings } from "~/server/settings/settings.server";
import type { Route } from "./+types/admissions";

/** The demo content's admissions picture (a parent and child arriving at school). */
const HERO_IMAGE_NAME = "news-admissions.png";
const GALLERY_SIZE = 6;

async function heroImageUrl() {
  try {
    const { items } = await listMedia({ search: HERO_IMAGE_NAME, limit: 1 });
    return items.find((item) => item.originalName === HERO_IMAGE_NAME)?.url;
  } catch (error) {
    log("warn", "admissions: hero image unavailable", { error });
    return undefined;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const [settings, schools, gallery, heroUrl] = await Promise.all([
    siteSettings(),
    allSchools(),
    publishedGallery({ limit: GALLERY_SIZE + 1 }),
    heroImageUrl(),
  ]);
  // Without the admissions picture, the first gallery photo leads the page instead.
  const hero = heroUrl ?? gallery[0]?.imageUrl ?? null;
  const photos = gallery.filter((item) => item.imageUrl && item.imageUrl !== hero).slice(0, GALLERY_SIZE);
  const pictures = await picturesFor([hero, ...photos.map((item) => item.imageUrl)]);
  const wanted = new URL(request.url).searchParams.get("school");
  return {
    office: {
      address: settings.officeAddress,
      ...(locale === "ta" ? { addressLang: "en" as const } : {}),
      phone: settings.officePhone,
      email: settings.officeEmail,
    },
    admissionsYear: settings.admissionsYear,
    schools: schools.map((school) => toEnquirySchool(school, locale)),
    preselectedSchool: (wanted && canonicalSchoolSlug(wanted)) || null,
    hero: hero ? (pictures.get(hero) ?? null) : null,
    photos: photos.flatMap((item): GalleryPhoto[] => {
      const picture = item.imageUrl ? pictures.get(item.imageUrl) : undefined;
      return picture ? [{ title: inLocale(locale, item.title, item.titleTa), picture }] : [];
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const m = matchedMessages(matches);
  return seoMeta(matches, {
    title: m.enquiry.admissions.title,
    description: m.enquiry.admissions.description,
    path: ADMISSIONS_PAGE.path,
    image: loaderData?.hero?.src,
  });
};

export default function Admissions({ loaderData, matches }: Route.ComponentProps) {
  const { office, admissionsYear, schools, preselectedSchool, hero, photos } = loaderData;
  const t = useTranslations("enquiry.admissions");
  const locale = useLocale();
  const { enquiry } = useMessages();
  const text = enquiryIslandText(locale, enquiry);
  return (
    <main id="main-content">
      <section className="bg-gradient-to-b from-primary-soft to-background">
        <div className="mx-auto grid max-w-page items-center gap-8 px-gutter pt-10 pb-12 md:pt-14 lg:grid-cols-2 lg:gap-12 lg:pb-16">
          <div className="flex flex-col items-start gap-5">
            <p className="rounded-pill bg-surface px-4 py-1 text-sm font-semibold text-primary-soft-foreground shadow-card">
              {t("eyebrow", { year: admissionsYear })}
            </p>
            <h1 className="font-heading text-h1 font-bold text-primary-soft-foreground">{t("heading")}</h1>
            <p className="max-w-prose text-lead text-muted-foreground">{t("lead")}</p>
            <ol className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-5">
              {enquiry.admissions.steps.map((step, index) => (
                <li key={step} className="flex items-center gap-2 text-sm font-semibold">
                  <CheckCircle2Icon aria-hidden="true" className="size-4 text-primary" />
                  <span>
                    <span className="sr-only">{t("step", { number: index + 1 })}</span>
                    {step}
                  </span>
                </li>
              ))}
            </ol>
            <a href="#enquiry" className={buttonVariants({ size: "lg" })}>
              {t("jumpToForm")}
              <ArrowDownIcon aria-hidden="true" />
            </a>
          </div>
          {hero ? (
            <div className="overflow-hidden rounded-card shadow-raised">
              <ResponsiveImage
                src={hero.src}
                alt={hero.alt}
                width={hero.width}
                height={hero.height}
                variants={hero.variants}
                placeholder={hero.placeholder}
                sizes="(min-width: 1024px) 50vw, 100vw"
                priority
                className="aspect-[16/10] h-auto w-full object-cover"
              />
            </div>
          ) : null}
        </div>
      </section>

      <LifeAtSchoolGallery photos={photos} />

      <div id="enquiry" className="mx-auto max-w-page scroll-mt-24 px-gutter pb-section">
        <Island
          component={AdmissionForm}
          props={{
            schools,
            preselectedSchool,
            refusal: refusedEnquiry(matches),
            office,
            ...(text ? { text, locale } : {}),
          }}
        />
      </div>
    </main>
  );
}
