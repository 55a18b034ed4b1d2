import { CalendarClockIcon, TicketIcon, UsersIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import { SpriteIcon } from "~/components/site/sprite-icon";
import { buttonVariants } from "~/components/ui/button";
import { useLocale, useLocalePath } from "~/i18n/intl";
import { cn } from "~/lib/cn";
import { formatSchoolInstant } from "~/lib/event-time";
import { registerPath } from "~/lib/registration-paths";
import type { ClosedReason } from "~/lib/registration-window";
import type { EventRegistrationView } from "~/views/events";

/** Why registration is closed, said plainly (the deadline in India time, in the page's language). */
export function useClosedReason() {
  const t = useTranslations("registration.closed");
  const locale = useLocale();
  return (reason: ClosedReason, deadline: string | null) =>
    reason === "deadline" && deadline
      ? t("deadline", { deadline: formatSchoolInstant(deadline, locale) })
      : t(reason === "deadline" ? "switched-off" : reason);
}

/**
 * Seats left, the deadline and the way in (Register, or the waiting list), or why registration is
 * closed: on an event's card and on its page. The button is a plain link to the form.
 */
export function RegistrationStatus({
  slug,
  registration,
  className,
}: {
  slug: string;
  registration: EventRegistrationView;
  className?: string;
}) {
  const t = useTranslations("registration.status");
  const locale = useLocale();
  const localePath = useLocalePath();
  const closedReason = useClosedReason();
  const { window, deadline } = registration;
  if (window.state === "closed")
    return (
      <div className={cn("flex flex-col gap-0.5 text-sm", className)} data-testid="registration-closed">
        <p className="font-semibold text-foreground">{t("closed")}</p>
        <p className="text-muted-foreground" data-testid="registration-closed-reason">
          {closedReason(window.reason, deadline)}
        </p>
      </div>
    );
  return (
    <div className={cn("flex flex-col gap-2 text-sm", className)} data-testid="registration-open">
      <ul className="flex flex-col gap-1.5 text-muted-foreground">
        {window.state === "open" && window.seatsLeft !== null && window.seatsTotal !== null ? (
          <li className="flex items-start gap-2">
            <SpriteIcon icon={UsersIcon} className="mt-0.5 size-4 text-primary" />
            <span className="font-semibold text-foreground" data-testid="event-seats-left">
              {t("seatsLeft", { left: window.seatsLeft, total: window.seatsTotal })}
            </span>
          </li>
        ) : null}
        {window.state === "waiting-list" ? (
          <li className="flex items-start gap-2">
            <SpriteIcon icon={UsersIcon} className="mt-0.5 size-4 text-primary" />
            <span className="font-semibold text-foreground" data-testid="event-seats-left">
              {t("full")}
            </span>
          </li>
        ) : null}
        {deadline ? (
          <li className="flex items-start gap-2">
            <SpriteIcon icon={CalendarClockIcon} className="mt-0.5 size-4 text-primary" />
            <span data-testid="event-registration-deadline">
              {t("deadline", { deadline: formatSchoolInstant(deadline, locale) })}
            </span>
          </li>
        ) : null}
      </ul>
      {/* Above the card's whole-card link, so that it can be pressed on its own. */}
      <a
        href={localePath(registerPath(slug))}
        data-testid="event-register"
        className={buttonVariants({
          variant: window.state === "open" ? "primary" : "secondary",
          className: "relative z-10 h-auto min-h-11 w-full py-2 text-center whitespace-normal",
        })}
      >
        <SpriteIcon icon={TicketIcon} />
        {window.state === "open" ? t("register") : t("joinWaitingList")}
      </a>
    </div>
  );
}
