import { ArrowRightIcon, CalendarCheckIcon, MessageCircleIcon } from "lucide-react";
import { Link } from "react-router";
import { useLocale, useMessages, useTranslations } from "use-intl";
import CampusVisitForm from "~/components/site/enquiry/campus-visit-form.island";
import ContactMessageForm from "~/components/site/enquiry/contact-message-form.island";
import { contactFormText, enquiryIslandText } from "~/components/site/enquiry/island-text";
import { OfficeCard } from "~/components/site/enquiry/office-card";
import { OfficeHours } from "~/components/site/enquiry/office-hours";
import { refusedEnquiry } from "~/components/site/enquiry/refused-enquiry";
import { SchoolContactCard, toEnquirySchool } from "~/components/site/enquiry/school-contact-card";
import { buttonVariants } from "~/components/ui/button";
import { ADMISSIONS_PAGE, CONTACT_PAGE } from "~/copy/enquiry-copy";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { canonicalSchoolSlug } from "~/copy/schools";
import { useLocalePath } from "~/i18n/intl";
import { requestLocale } from "~/i18n/server";
import { Island } from "~/islands/island";
import { matchedMessages, seoMeta } from "~/lib/seo";
import { officeChatNumber } from "~/server/enquiries/chat-link.server";
import { allSchools } from "~/server/schools/schools.server";
import { siteSettings } from "~/server/settings/settings.server";
import type { Route } from "./+types/contact";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const [settings, schools] = await Promise.all([siteSettings(), allSchools()]);
  const wanted = new URL(request.url).searchParams.get("school");
  return {
    office: {
      address: settings.officeAddress,
      ...(locale === "ta" ? { addressLang: "en" as const } : {}),
      phone: settings.officePhone,
      email: settings.officeEmail,
    },
    officeNumber: officeChatNumber(settings),
    schools: schools.map((school) => toEnquirySchool(school, locale)),
    preselectedSchool: (wanted && canonicalSchoolSlug(wanted)) || null,
    today: todayInSchoolTimeZone(),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const m = matchedMessages(matches);
  return seoMeta(matches, {
    title: m.enquiry.contact.title,
    description: m.enquiry.contact.description,
    path: CONTACT_PAGE.path,
  });
};

export default function Contact({ loaderData, matches }: Route.ComponentProps) {
  const { office, officeNumber, schools, preselectedSchool, today } = loaderData;
  const refusal = refusedEnquiry(matches);
  const t = useTranslations("enquiry.contact");
  const locale = useLocale();
  const localePath = useLocalePath();
  const { enquiry } = useMessages();
  const words = enquiry.form;
  const visitText = enquiryIslandText(locale, enquiry);
  const messageText = contactFormText(locale, enquiry.form);
  return (
    <main id="main-content">
      <section className="bg-gradient-to-b from-primary-soft to-background">
        <div className="mx-auto flex max-w-page flex-col items-center gap-5 px-gutter pt-14 pb-10 text-center md:pt-20 md:pb-14">
          <p className="rounded-pill bg-surface px-4 py-1 text-sm font-semibold text-primary-soft-foreground shadow-card">
            {t("eyebrow")}
          </p>
          <h1 className="font-heading text-h1 font-bold text-primary-soft-foreground">{t("title")}</h1>
          <p className="max-w-prose text-lead text-muted-foreground">{t("lead")}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href="#visit" className={buttonVariants({ size: "lg" })}>
              <CalendarCheckIcon aria-hidden="true" />
              {t("campusVisit")}
            </a>
            <a href="#message" className={buttonVariants({ variant: "outline", size: "lg" })}>
              <MessageCircleIcon aria-hidden="true" />
              {t("sendMessage")}
            </a>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-page items-start gap-8 px-gutter pt-4 pb-section lg:grid-cols-[2fr_3fr] lg:gap-10">
        <div className="flex flex-col gap-6">
          <OfficeCard office={office} text={words} />
          <OfficeHours />
        </div>
        <section
          id="message"
          aria-labelledby="message-heading"
          className="scroll-mt-24 rounded-card border border-border bg-surface p-6 shadow-raised md:p-8"
        >
          <div className="mb-6 flex flex-col gap-1.5">
            <h2 id="message-heading" className="font-heading text-h2 font-bold">
              {t("sendMessage")}
            </h2>
            <p className="text-muted-foreground">{t("sendMessageLead")}</p>
          </div>
          <Island
            component={ContactMessageForm}
            props={{ schools, officeNumber, refusal, ...(messageText ? { text: messageText, locale } : {}) }}
          />
        </section>
      </div>

      <section aria-labelledby="schools-heading" className="bg-muted/60">
        <div className="mx-auto max-w-page px-gutter py-section">
          <div className="mb-8 flex flex-col gap-2 text-center">
            <h2 id="schools-heading" className="font-heading text-h2 font-bold">
              {t("schools")}
            </h2>
            <p className="text-muted-foreground">{t("schoolsLead")}</p>
          </div>
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {schools.map((school) => (
              <li key={school.value} className="flex">
                <SchoolContactCard school={school} className="w-full" text={words} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="mx-auto grid max-w-page items-start gap-8 px-gutter py-section lg:grid-cols-[3fr_2fr] lg:gap-10">
        <section
          id="visit"
          aria-labelledby="visit-heading"
          className="scroll-mt-24 rounded-card border border-border bg-surface p-6 shadow-raised md:p-8"
        >
          <div className="mb-6 flex flex-col gap-1.5">
            <h2 id="visit-heading" className="font-heading text-h2 font-bold">
              {t("campusVisit")}
            </h2>
            <p className="text-muted-foreground">{t("campusVisitLead")}</p>
          </div>
          <Island
            component={CampusVisitForm}
            props={{
              schools,
              preselectedSchool,
              today,
              refusal,
              ...(visitText ? { text: visitText, locale } : {}),
            }}
          />
        </section>
        <section
          aria-labelledby="apply-heading"
          className="flex flex-col items-start gap-4 rounded-card bg-primary p-6 text-primary-foreground shadow-raised md:p-8"
        >
          <h2 id="apply-heading" className="font-heading text-h3 font-bold">
            {t("applyNow")}
          </h2>
          <p className="text-primary-foreground/90">{t("applyNowLead")}</p>
          <Link
            to={localePath(ADMISSIONS_PAGE.path)}
            className={buttonVariants({ variant: "secondary", size: "lg" })}
          >
            {t("startApplication")}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </section>
      </div>
    </main>
  );
}
