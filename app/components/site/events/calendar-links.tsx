import { CalendarPlusIcon, DownloadIcon } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { CALENDAR_LINKS, EVENTS_CALENDAR_PATH } from "~/copy/events-page";

/**
 * Subscribe (webcal://, which phones hand to their calendar app, kept up to date) and a plain
 * download of the same feed for everyone else.
 */
export function CalendarLinks({ subscribeUrl }: { subscribeUrl: string }) {
  return (
    <div className="flex flex-col gap-3" data-testid="calendar-links">
      <div className="flex flex-wrap gap-3">
        <a href={subscribeUrl} className={buttonVariants({ size: "lg", className: "w-full sm:w-auto" })}>
          <CalendarPlusIcon aria-hidden="true" />
          {CALENDAR_LINKS.subscribe}
        </a>
        <a
          href={EVENTS_CALENDAR_PATH}
          download
          type="text/calendar"
          className={buttonVariants({ variant: "outline", size: "lg", className: "w-full sm:w-auto" })}
        >
          <DownloadIcon aria-hidden="true" />
          {CALENDAR_LINKS.download}
        </a>
      </div>
      <p className="max-w-prose text-sm text-muted-foreground">{CALENDAR_LINKS.hint}</p>
    </div>
  );
}
