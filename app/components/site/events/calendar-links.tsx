import { CalendarPlusIcon, DownloadIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import { buttonVariants } from "~/components/ui/button";
import { EVENTS_CALENDAR_PATH } from "~/copy/events-page";
import { useLocalePath } from "~/i18n/intl";

/** Long Tamil labels wrap inside the button instead of pushing the page wider than a phone. */
const WRAPPING = "h-auto min-h-12 py-2 text-center whitespace-normal";

/**
 * Subscribe (webcal://, which phones hand to their calendar app, kept up to date) and a plain
 * download of the same feed for everyone else. A Tamil page offers the Tamil feed (/ta/events.ics).
 */
export function CalendarLinks({ subscribeUrl }: { subscribeUrl: string }) {
  const t = useTranslations("events.calendarLinks");
  const localePath = useLocalePath();
  return (
    <div className="flex flex-col gap-3" data-testid="calendar-links">
      <div className="flex flex-wrap gap-3">
        <a
          href={subscribeUrl}
          className={buttonVariants({ size: "lg", className: `w-full sm:w-auto ${WRAPPING}` })}
        >
          <CalendarPlusIcon aria-hidden="true" />
          {t("subscribe")}
        </a>
        <a
          href={localePath(EVENTS_CALENDAR_PATH)}
          download
          type="text/calendar"
          className={buttonVariants({
            variant: "outline",
            size: "lg",
            className: `w-full sm:w-auto ${WRAPPING}`,
          })}
        >
          <DownloadIcon aria-hidden="true" />
          {t("download")}
        </a>
      </div>
      <p className="max-w-prose text-sm text-muted-foreground">{t("hint")}</p>
    </div>
  );
}
