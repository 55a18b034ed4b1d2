import { ArrowLeftIcon, CalendarClockIcon, UsersIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { FactList } from "~/components/site/fact-list";
import { Localized } from "~/components/site/localized";
import { eventPath } from "~/copy/events-page";
import { useLocale, useLocalePath } from "~/i18n/intl";
import { formatSchoolInstant } from "~/lib/event-time";
import type { RegistrationEventView } from "~/views/registrations";
import { useEventFacts } from "./event-facts";

/** The event in short beside the form: when, where, seats left and the deadline. */
export function RegistrationEventPanel({ event }: { event: RegistrationEventView }) {
  const t = useTranslations("registration");
  const locale = useLocale();
  const facts = useEventFacts(event);
  const { window } = event;
  if (window.state === "open" && window.seatsLeft !== null && window.seatsTotal !== null)
    facts.push({
      icon: UsersIcon,
      term: t("confirmation.seats"),
      value: t("status.seatsLeft", { left: window.seatsLeft, total: window.seatsTotal }),
      testId: "event-seats-left",
    });
  if (window.state !== "closed" && event.deadline)
    facts.push({
      icon: CalendarClockIcon,
      term: t("form.deadline"),
      value: t("form.deadlineValue", { deadline: formatSchoolInstant(event.deadline, locale) }),
      testId: "event-registration-deadline",
    });
  return (
    <aside
      aria-labelledby="registration-event-heading"
      data-testid="registration-event"
      className="flex flex-col gap-4 self-start rounded-card border border-border bg-surface p-5 shadow-raised wrap-anywhere sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="registration-event-heading" className="font-heading text-h4 font-bold text-foreground">
        {t("form.eventHeading")}
      </h2>
      <FactList facts={facts} className="flex flex-col gap-4" />
    </aside>
  );
}

/** The top of a registration page: the way back to the event, the heading and a line under it. */
export function RegistrationPageHeader({
  slug,
  heading,
  eventTitle,
  backLabel,
  children,
}: {
  slug: string;
  heading: string;
  eventTitle?: RegistrationEventView["title"];
  backLabel: string;
  children?: ReactNode;
}) {
  const localePath = useLocalePath();
  return (
    <header className="bg-linear-to-b from-primary-soft to-background">
      <div className="mx-auto flex max-w-page flex-col gap-4 px-gutter pt-8 pb-6 md:pt-12 md:pb-10">
        <a
          href={localePath(eventPath(slug))}
          className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          {backLabel}
        </a>
        {eventTitle ? (
          <Localized
            as="p"
            value={eventTitle}
            className="font-heading text-lead font-bold text-primary-soft-foreground"
          />
        ) : null}
        <h1 className="max-w-4xl font-heading text-h1 font-bold text-balance text-primary-soft-foreground">
          {heading}
        </h1>
        {children}
      </div>
    </header>
  );
}
