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
import { type Fact, FactList } from "~/components/site/fact-list";
import { buttonVariants } from "~/components/ui/button";
import { CONTENT_PAGE_LABELS, type ContentPageEvent, formatCalendarDay } from "~/copy/content-page";
import { EVENT_LABELS } from "~/copy/events-page";
import { eventTimeLabel } from "~/lib/event-time";

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
  const L = EVENT_LABELS;
  const time = eventTimeLabel(event.time);
  const facts: Fact[] = [
    { icon: CalendarDaysIcon, term: L.date, value: formatCalendarDay(event.date) },
    ...(time ? [{ icon: ClockIcon, term: L.time, value: time }] : []),
    ...(event.location ? [{ icon: MapPinIcon, term: L.location, value: event.location }] : []),
    ...(event.category ? [{ icon: TagIcon, term: CONTENT_PAGE_LABELS.category, value: event.category }] : []),
    {
      icon: ClipboardCheckIcon,
      term: L.registration,
      value: event.registrationRequired ? L.registrationRequired : L.noRegistration,
    },
    ...(event.maxParticipants
      ? [{ icon: UsersIcon, term: L.places, value: L.maxParticipants(event.maxParticipants) }]
      : []),
  ];
  return <FactPanel heading={L.details} facts={facts} />;
}

/** A school's place, with a link to its own page. */
export function SchoolFacts({
  school,
  href,
}: {
  school: { location: string | null; address: string | null };
  href: string;
}) {
  const L = CONTENT_PAGE_LABELS;
  const facts: Fact[] = [
    ...(school.location ? [{ icon: MapPinIcon, term: L.location, value: school.location }] : []),
    ...(school.address ? [{ icon: MapPinIcon, term: L.address, value: school.address }] : []),
  ];
  return (
    <FactPanel heading={L.schoolDetails} facts={facts}>
      <a href={href} className={buttonVariants({ variant: "outline", className: "mt-5 w-fit" })}>
        {L.visitSchoolPage}
        <ArrowRightIcon aria-hidden="true" />
      </a>
    </FactPanel>
  );
}
