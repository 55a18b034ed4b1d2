import { CalendarPlusIcon, ClipboardCheckIcon, ExternalLinkIcon, HistoryIcon, UsersIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import { type Fact, FactList } from "~/components/site/fact-list";
import { buttonVariants } from "~/components/ui/button";
import type { EventCardData } from "~/views/events";
import { useEventFacts } from "./event-facts";
import { RegistrationStatus } from "./registration-status";

/** Long Tamil labels wrap inside the buttons instead of being cut or widening the panel. */
const WRAPPING = "h-auto py-2 text-center whitespace-normal";

function useFacts(event: EventCardData): Fact[] {
  const t = useTranslations("events.labels");
  return [
    ...useEventFacts(event),
    {
      icon: ClipboardCheckIcon,
      term: t("registration"),
      value: event.registrationRequired ? t("registrationRequired") : t("noRegistration"),
      testId: "event-registration-fact",
    },
    {
      icon: UsersIcon,
      term: t("places"),
      value: event.maxParticipants ? t("maxParticipants", { count: event.maxParticipants }) : t("unlimited"),
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
  const t = useTranslations("events.labels");
  const facts = useFacts(event);
  return (
    <aside
      aria-labelledby="event-details-heading"
      data-testid="event-details"
      className="flex flex-col gap-5 self-start rounded-card border border-border bg-surface p-5 shadow-raised wrap-anywhere sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="event-details-heading" className="font-heading text-h4 font-bold text-foreground">
        {t("details")}
      </h2>
      <FactList facts={facts} className="flex flex-col gap-4" />
      {event.registration ? (
        <RegistrationStatus
          slug={event.slug}
          registration={event.registration}
          className="rounded-control bg-primary-soft/50 p-4"
        />
      ) : null}
      {event.past ? (
        <p className="flex items-center gap-2 rounded-control bg-muted px-3 py-2 text-sm font-semibold text-muted-foreground">
          <HistoryIcon aria-hidden="true" className="size-4 shrink-0" />
          {t("past")}
        </p>
      ) : (
        // Nobody needs a past event in their calendar.
        <div className="flex flex-col gap-3">
          <a
            href={calendarHref}
            download
            className={buttonVariants({ size: "lg", className: `w-full min-h-12 ${WRAPPING}` })}
          >
            <CalendarPlusIcon aria-hidden="true" />
            {t("addToCalendar")}
          </a>
          <a
            href={googleHref}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "outline", className: `w-full min-h-11 ${WRAPPING}` })}
          >
            {t("googleCalendar")}
            <ExternalLinkIcon aria-hidden="true" />
            <span className="sr-only">{` ${t("newTab")}`}</span>
          </a>
        </div>
      )}
    </aside>
  );
}
