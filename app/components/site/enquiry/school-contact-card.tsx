import { clsx } from "clsx";
import { MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import { type EnquiryFormText, schoolMapUrl } from "~/copy/enquiry-copy";
import { offeredGrades, type SchoolSlug } from "~/copy/schools";
import { fillMessage } from "~/i18n/fill-message";
import type { Locale } from "~/i18n/locales";
import { optionalInLocale } from "~/i18n/localized";

/** A school as the enquiry pages show and offer it. */
export type EnquirySchool = {
  value: SchoolSlug;
  name: string;
  location: string | null;
  /** "en" when a Tamil page shows the English location (no Tamil one yet). */
  locationLang?: "en";
  address: string | null;
  /** "en" on a Tamil page: the address is written in English (it has no Tamil version). */
  addressLang?: "en";
  phone: string | null;
  email: string | null;
  whatsapp: string | null;
  grades: readonly string[];
  /** A Google Maps search for the school (its map query, else its name). */
  mapUrl: string;
};

/**
 * A school record (from the loader) as the enquiry forms offer it, with the grades staff set and
 * its location in the page's language. The name and the address keep their usual spelling.
 */
export function toEnquirySchool(
  school: {
    slug: SchoolSlug;
    name: string;
    location: string | null;
    locationTa?: string | null;
    address: string | null;
    phone: string | null;
    email: string | null;
    whatsapp: string | null;
    mapQuery: string | null;
    grades: readonly string[];
  },
  locale: Locale = "en",
): EnquirySchool {
  const { slug, name, address, phone, email, whatsapp, mapQuery } = school;
  const location = optionalInLocale(locale, school.location, school.locationTa);
  return {
    value: slug,
    name,
    location: location?.text ?? null,
    ...(location?.lang ? { locationLang: location.lang } : {}),
    address,
    ...(locale === "ta" && address ? { addressLang: "en" as const } : {}),
    phone,
    email,
    whatsapp,
    grades: offeredGrades(slug, school.grades),
    mapUrl: schoolMapUrl(mapQuery, name),
  };
}

export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-pill bg-primary-soft text-primary [&_svg]:size-4">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
        <div className="wrap-anywhere">{children}</div>
      </div>
    </div>
  );
}

/** Address, phone (tel:) and email (mailto:), each under its small label. */
export function ContactDetails({
  address,
  addressLang,
  phone,
  email,
  text,
}: {
  address: string | null;
  addressLang?: "en";
  phone: string | null;
  email: string | null;
  text: EnquiryFormText;
}) {
  return (
    <div className="flex flex-col gap-4">
      {address ? (
        <ContactLine icon={<MapPinIcon aria-hidden="true" />} label={text.labels.address}>
          <address lang={addressLang} className="not-italic">
            {address}
          </address>
        </ContactLine>
      ) : null}
      {phone ? (
        <ContactLine icon={<PhoneIcon aria-hidden="true" />} label={text.labels.phone}>
          <a href={telHref(phone)} className="font-semibold text-primary hover:underline">
            {phone}
          </a>
        </ContactLine>
      ) : null}
      {email ? (
        <ContactLine icon={<MailIcon aria-hidden="true" />} label={text.labels.email}>
          <a href={`mailto:${email}`} className="font-semibold break-all text-primary hover:underline">
            {email}
          </a>
        </ContactLine>
      ) : null}
    </div>
  );
}

/** One school's office: its contact details and a View on Map link opening in a new tab. */
export function SchoolContactCard({
  school,
  headingLevel = "h3",
  heading,
  className,
  text,
}: {
  school: EnquirySchool;
  headingLevel?: "h2" | "h3";
  heading?: string;
  className?: string;
  text: EnquiryFormText;
}) {
  const Heading = headingLevel;
  return (
    <article
      className={clsx(
        "flex flex-col gap-5 rounded-card border border-border bg-surface p-6 shadow-card",
        className,
      )}
    >
      <div className="flex flex-col gap-1">
        <Heading className="font-heading text-h4 font-bold">{heading ?? school.name}</Heading>
        {school.location ? (
          <p lang={school.locationLang} className="text-sm text-muted-foreground">
            {school.location}
          </p>
        ) : null}
      </div>
      <ContactDetails
        address={school.address}
        addressLang={school.addressLang}
        phone={school.phone}
        email={school.email}
        text={text}
      />
      <a
        href={school.mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: "outline", className: "mt-auto w-full sm:w-fit" })}
      >
        <MapPinIcon aria-hidden="true" />
        {text.labels.viewOnMap}
        <span className="sr-only">{fillMessage(text.viewOnMapFor, { school: school.name })}</span>
      </a>
    </article>
  );
}
