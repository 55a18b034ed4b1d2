import {
  CalendarDaysIcon,
  CalendarPlusIcon,
  ClipboardCheckIcon,
  ClockIcon,
  ExternalLinkIcon,
  HistoryIcon,
  MapPinIcon,
  UsersIcon,
} from "lucide-react";
import { type Fact, FactList } from "~/components/site/fact-list";
import { buttonVariants } from "~/components/ui/button";
import { EVENT_LABELS } from "~/copy/events-page";
import { formatEventDate, weekdayOf } from "~/lib/event-time";
import type { EventCardData } from "./event-card";

function facts(event: EventCardData): Fact[] {
  return [
    {
      icon: CalendarDaysIcon,
      term: EVENT_LABELS.date,
      value: <time dateTime={event.date}>{`${weekdayOf(event.date)}, ${formatEventDate(event.date)}`}</time>,
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
      <FactList facts={facts(event)} className="flex flex-col gap-4" />
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
