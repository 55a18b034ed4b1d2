// When and where an event is, as its page and its registration pages list it.
import { CalendarDaysIcon, ClockIcon, MapPinIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import type { Fact } from "~/components/site/fact-list";
import { Localized } from "~/components/site/localized";
import { useLocale } from "~/i18n/intl";
import type { LocalizedText } from "~/i18n/localized";
import { formatEventDate, weekdayOf } from "~/lib/event-time";

type EventWhenAndWhere = { date: string; time: string | null; location: LocalizedText | null };

/** The date (with its weekday), the time or "All day", and the place when there is one. */
export function useEventFacts(event: EventWhenAndWhere): Fact[] {
  const t = useTranslations("events.labels");
  const locale = useLocale();
  return [
    {
      icon: CalendarDaysIcon,
      term: t("date"),
      value: (
        <time dateTime={event.date}>
          {`${weekdayOf(event.date, locale)}, ${formatEventDate(event.date, locale)}`}
        </time>
      ),
      testId: "event-date",
    },
    { icon: ClockIcon, term: t("time"), value: event.time ?? t("allDay"), testId: "event-time" },
    ...(event.location
      ? [
          {
            icon: MapPinIcon,
            term: t("location"),
            value: <Localized value={event.location} />,
            testId: "event-location",
          },
        ]
      : []),
  ];
}
