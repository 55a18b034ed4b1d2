import {
  CalendarDaysIcon,
  CalendarPlusIcon,
  ClipboardCheckIcon,
  ClockIcon,
  ExternalLinkIcon,
  HistoryIcon,
  type LucideIcon,
  MapPinIcon,
  UsersIcon,
} from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { EVENT_LABELS } from "~/content/events-page";
import { formatEventDate, weekdayOf } from "~/lib/event-time";
import type { EventCardData } from "./event-card";

type Fact = { icon: LucideIcon; term: string; value: string; testId: string };

function facts(event: EventCardData): Fact[] {
  return [
    {
      icon: CalendarDaysIcon,
      term: EVENT_LABELS.date,
      value: `${weekdayOf(event.date)}, ${formatEventDate(event.date)}`,
      testId: "event-date",
    },
    {
      icon: ClockIcon,
      term: EVENT_LABELS.time,
      value: event.time ?? EVENT_LABELS.allDay,
      testId: "event-time",
    },
    ...(event.location
      ? [{ icon: MapPinIcon, term: EVENT_LABELS.location, value: event.location, testId: "event-location" }]
      : []),
    {
      icon: ClipboardCheckIcon,
      term: EVENT_LABELS.registration,
      value: event.registrationRequired ? EVENT_LABELS.registrationRequired : EVENT_LABELS.noRegistration,
      testId: "event-registration-fact",
    },
    {
      icon: UsersIcon,
      term: EVENT_LABELS.places,
      value: event.maxParticipants
        ? EVENT_LABELS.maxParticipants(event.maxParticipants)
        : EVENT_LABELS.unlimited,
      testId: "event-max",
    },
  ];
}

/** An event page's panel: when, where, registration and places, then the calendar buttons. */
export function EventDetails({
  event,
  calendarHref,
  googleHref,
}: {
  event: EventCardData;
  calendarHref: string;
  googleHref: string;
}) {
  return (
    <aside
      aria-labelledby="event-details-heading"
      data-testid="event-details"
      className="flex flex-col gap-5 self-start rounded-card border border-border bg-surface p-5 shadow-raised sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="event-details-heading" className="font-heading text-h4 font-bold text-foreground">
        {EVENT_LABELS.details}
      </h2>
      <dl className="flex flex-col gap-4">
        {facts(event).map(({ icon: Icon, term, value, testId }) => (
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
            <dd className="font-semibold text-foreground" data-testid={testId}>
              {testId === "event-date" ? <time dateTime={event.date}>{value}</time> : value}
            </dd>
          </div>
        ))}
      </dl>
      {event.past ? (
        <p className="flex items-center gap-2 rounded-control bg-muted px-3 py-2 text-sm font-semibold text-muted-foreground">
          <HistoryIcon aria-hidden="true" className="size-4 shrink-0" />
          {EVENT_LABELS.past}
        </p>
      ) : (
        // Nobody needs a past event in their calendar.
        <div className="flex flex-col gap-3">
          <a href={calendarHref} download className={buttonVariants({ size: "lg", className: "w-full" })}>
            <CalendarPlusIcon aria-hidden="true" />
            {EVENT_LABELS.addToCalendar}
          </a>
          <a
            href={googleHref}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "outline", className: "w-full" })}
          >
            {EVENT_LABELS.googleCalendar}
            <ExternalLinkIcon aria-hidden="true" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      )}
    </aside>
  );
}
