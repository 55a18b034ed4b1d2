import {
  ArrowRightIcon,
  CalendarDaysIcon,
  ClipboardCheckIcon,
  ClockIcon,
  MapPinIcon,
  TagIcon,
  UsersIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { type Fact, FactList } from "~/components/site/fact-list";
import { buttonVariants } from "~/components/ui/button";
import { type ContentPageEvent, formatCalendarDay } from "~/copy/content-page";
import type { LocalizedText } from "~/i18n/localized";
import { eventTimeLabel } from "~/lib/event-time";
import { useCategoryLabel } from "./news-badges";

function FactPanel({ heading, facts, children }: { heading: string; facts: Fact[]; children?: ReactNode }) {
  return (
    <section
      aria-label={heading}
      data-testid="content-facts"
      className="rounded-card border border-border bg-surface p-5 shadow-card sm:p-6"
    >
      <FactList facts={facts} className="grid gap-4 sm:grid-cols-2" />
      {children}
    </section>
  );
}

/** An event's day, time, place, category and registration rules (only what staff filled in). */
export function EventFacts({ event }: { event: ContentPageEvent }) {
  const t = useTranslations("contentPage");
  const locale = useLocale();
  const category = useCategoryLabel(event.category);
  const time = eventTimeLabel(event.time);
  const facts: Fact[] = [
    { icon: CalendarDaysIcon, term: t("event.date"), value: formatCalendarDay(event.date, locale) },
    ...(time ? [{ icon: ClockIcon, term: t("event.time"), value: time }] : []),
    ...(event.location ? [{ icon: MapPinIcon, term: t("event.location"), value: event.location }] : []),
    ...(event.category
      ? [
          {
            icon: TagIcon,
            term: t("category"),
            value: category.lang ? <span lang={category.lang}>{category.text}</span> : category.text,
          },
        ]
      : []),
    {
      icon: ClipboardCheckIcon,
      term: t("event.registration"),
      value: event.registrationRequired ? t("event.registrationRequired") : t("event.noRegistration"),
    },
    ...(event.maxParticipants
      ? [
          {
            icon: UsersIcon,
            term: t("event.places"),
            value: t("event.maxParticipants", { count: String(event.maxParticipants) }),
          },
        ]
      : []),
  ];
  return <FactPanel heading={t("event.details")} facts={facts} />;
}

/** A school's place, with a link to its own page. */
export function SchoolFacts({
  school,
  href,
}: {
  /** The school's place in the page's language (or the English, marked), and its address. */
  school: { location: LocalizedText | null; address: string | null };
  /** The school's page, in the page's language. */
  href: string;
}) {
  const t = useTranslations("contentPage");
  const location = school.location;
  const facts: Fact[] = [
    ...(location
      ? [
          {
            icon: MapPinIcon,
            term: t("location"),
            value: location.lang ? <span lang={location.lang}>{location.text}</span> : location.text,
          },
        ]
      : []),
    ...(school.address ? [{ icon: MapPinIcon, term: t("address"), value: school.address }] : []),
  ];
  return (
    <FactPanel heading={t("schoolDetails")} facts={facts}>
      <a href={href} className={buttonVariants({ variant: "outline", className: "mt-5 w-fit" })}>
        {t("visitSchoolPage")}
        <ArrowRightIcon aria-hidden="true" />
      </a>
    </FactPanel>
  );
}
