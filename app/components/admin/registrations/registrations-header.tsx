// The registrations screen's and the check-in view's heading: the event's title, its date, and
// its seats ("23 / 40 registered, 5 waiting").
import type { ReactNode } from "react";
import { REGISTRATIONS_TITLE } from "~/copy/admin-registrations";

export type EventSummaryView = {
  id: string;
  title: string;
  dateLabel: string;
  /** "23 / 40 registered, 5 waiting", written on the server. */
  countLabel: string;
};

export function RegistrationsHeader({
  event,
  heading = REGISTRATIONS_TITLE,
  actions,
  children,
}: {
  event: EventSummaryView;
  heading?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="grid min-w-0 gap-1.5">
        <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{heading}</p>
        <h1 className="font-heading text-h2 leading-tight font-bold break-words">{event.title}</h1>
        <p className="text-muted-foreground">
          <span>{event.dateLabel}</span>
          {" · "}
          <span data-registration-summary>{event.countLabel}</span>
        </p>
        {children}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
