import {
  ArrowRightIcon,
  CalendarDaysIcon,
  ClipboardCheckIcon,
  ClockIcon,
  type LucideIcon,
  MapPinIcon,
  TagIcon,
  UsersIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { CONTENT_PAGE_LABELS, formatCalendarDay, formatClockTime } from "~/content/content-page";

export type EventFactsData = {
  date: string;
  time: string | null;
  location: string | null;
  category: string;
  maxParticipants: number | null;
  registrationRequired: boolean;
};

type Fact = { icon: LucideIcon; term: string; value: string };

function FactList({ heading, facts, children }: { heading: string; facts: Fact[]; children?: ReactNode }) {
  return (
    <section
      aria-label={heading}
      data-testid="content-facts"
      className="rounded-card border border-border bg-surface p-5 shadow-card sm:p-6"
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        {facts.map(({ icon: Icon, term, value }) => (
          <div key={term} className="relative flex min-h-10 flex-col justify-center pl-13">
            <dt className="text-sm font-semibold text-muted-foreground">
              <span
                aria-hidden="true"
                className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-pill bg-primary-soft text-primary"
              >
                <Icon className="size-5" />
              </span>
              {term}
            </dt>
            <dd className="font-semibold text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}

/** An event's day, time, place, category and registration rules. */
export function EventFacts({ event }: { event: EventFactsData }) {
  const L = CONTENT_PAGE_LABELS;
  const facts: Fact[] = [
    { icon: CalendarDaysIcon, term: L.date, value: formatCalendarDay(event.date) },
    ...(event.time ? [{ icon: ClockIcon, term: L.time, value: formatClockTime(event.time) }] : []),
    ...(event.location ? [{ icon: MapPinIcon, term: L.location, value: event.location }] : []),
    ...(event.category ? [{ icon: TagIcon, term: L.category, value: event.category }] : []),
    {
      icon: ClipboardCheckIcon,
      term: L.registration,
      value: event.registrationRequired ? L.registrationRequired : L.registrationOpen,
    },
    ...(event.maxParticipants
      ? [{ icon: UsersIcon, term: L.places, value: L.maxParticipants(event.maxParticipants) }]
      : []),
  ];
  return <FactList heading={L.eventDetails} facts={facts} />;
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
    <FactList heading={L.schoolDetails} facts={facts}>
      <a href={href} className={buttonVariants({ variant: "outline", className: "mt-5 w-fit" })}>
        {L.visitSchoolPage}
        <ArrowRightIcon aria-hidden="true" />
      </a>
    </FactList>
  );
}
