import { CalendarDaysIcon, ClockIcon, MapPinIcon, StarIcon, TicketIcon, UsersIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Localized } from "~/components/site/localized";
import { SpriteIcon } from "~/components/site/sprite-icon";
import { Badge } from "~/components/ui/badge";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { eventPath } from "~/copy/events-page";
import { useLocale, useLocalePath } from "~/i18n/intl";
import { cn } from "~/lib/cn";
import { eventDateLeaf, formatEventDate } from "~/lib/event-time";
import type { EventCardData } from "~/views/events";
import { useEventCategoryName } from "./category-name";
import { categoryLook, EventCategoryBadge } from "./event-category";
import { RegistrationStatus } from "./registration-status";

/** Cards sit one, two or three to a row; the picture is drawn at about that width. */
const CARD_IMAGE_SIZES = "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw";

export function FeaturedBadge({ className }: { className?: string }) {
  const t = useTranslations("events.labels");
  return (
    <Badge variant="secondary" data-testid="event-featured" className={className}>
      <SpriteIcon icon={StarIcon} className="fill-current" />
      {t("featured")}
    </Badge>
  );
}

export function RegistrationBadge({ className }: { className?: string }) {
  const t = useTranslations("events.labels");
  return (
    <Badge variant="outline" data-testid="event-registration" className={cn("bg-surface", className)}>
      <SpriteIcon icon={TicketIcon} />
      {t("registrationRequired")}
    </Badge>
  );
}

/** The event's category badge, named in the page's language. */
export function EventCategoryLabel({ category, className }: { category: string; className?: string }) {
  const categoryName = useEventCategoryName();
  return <EventCategoryBadge category={category} label={categoryName(category)} className={className} />;
}

/** The day and month on a small calendar leaf over the picture; the date is also written below. */
function DateLeaf({ date, past }: { date: string; past: boolean }) {
  const { month, day } = eventDateLeaf(date, useLocale());
  return (
    <span
      aria-hidden="true"
      className="absolute top-3 left-3 flex w-14 flex-col items-center overflow-hidden rounded-control bg-surface text-center shadow-raised"
    >
      <span
        className={cn(
          "w-full py-0.5 text-xs font-bold tracking-wider uppercase",
          past ? "bg-muted-foreground text-surface" : "bg-primary text-primary-foreground",
        )}
      >
        {month}
      </span>
      <span className="py-1 font-heading text-2xl leading-none font-bold text-foreground">{day}</span>
    </span>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 text-primary [&_svg]:size-4">{icon}</span>
      <span>{children}</span>
    </li>
  );
}

/** When, where and how many, as a card lists them. */
export function EventWhenWhere({ event }: { event: EventCardData }) {
  const t = useTranslations("events.labels");
  const locale = useLocale();
  return (
    <ul className="flex flex-col gap-1.5 text-sm text-muted-foreground">
      <Fact icon={<SpriteIcon icon={CalendarDaysIcon} />}>
        <time dateTime={event.date} data-testid="event-date" className="font-semibold text-foreground">
          {formatEventDate(event.date, locale)}
        </time>
      </Fact>
      <Fact icon={<SpriteIcon icon={ClockIcon} />}>
        <span data-testid="event-time">{event.time ?? t("allDay")}</span>
      </Fact>
      {event.location ? (
        <Fact icon={<SpriteIcon icon={MapPinIcon} />}>
          <Localized value={event.location} data-testid="event-location" />
        </Fact>
      ) : null}
      {event.maxParticipants ? (
        <Fact icon={<SpriteIcon icon={UsersIcon} />}>
          <span data-testid="event-max">{t("maxParticipants", { count: event.maxParticipants })}</span>
        </Fact>
      ) : null}
    </ul>
  );
}

/** One event in a list: picture or category band, badges, title linking to its page, details. */
export function EventCard({ event }: { event: EventCardData }) {
  const { icon, band } = categoryLook(event.category);
  const localePath = useLocalePath();
  return (
    <article
      data-testid="event-card"
      data-slug={event.slug}
      data-past={event.past ? "true" : "false"}
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-card border border-border transition-shadow has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring",
        // Past events step back: a paper-coloured card without shadow and a faded, grey picture;
        // the words keep their contrast.
        event.past ? "bg-muted/70" : "bg-surface shadow-card hover:shadow-raised",
        event.isFeatured && !event.past && "border-secondary ring-1 ring-secondary",
      )}
    >
      <div className={cn("relative overflow-hidden", event.image ? "aspect-[16/9] bg-muted" : "h-28")}>
        {event.image ? (
          <ResponsiveImage
            {...event.image}
            sizes={CARD_IMAGE_SIZES}
            className={cn(
              "size-full object-cover transition duration-500 motion-reduce:transition-none",
              event.past
                ? "opacity-60 grayscale"
                : "group-hover:scale-[1.03] motion-reduce:group-hover:scale-100",
            )}
          />
        ) : (
          <div
            aria-hidden="true"
            className={cn(
              "flex size-full items-center justify-end bg-linear-to-br pr-6",
              band,
              event.past && "opacity-60 grayscale",
            )}
          >
            <SpriteIcon icon={icon} className="size-16 opacity-40" />
          </div>
        )}
        <DateLeaf date={event.date} past={event.past} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <EventCategoryLabel category={event.category} />
          {event.isFeatured ? <FeaturedBadge /> : null}
        </div>
        <h3
          className={cn(
            "font-heading text-h4 leading-snug font-bold",
            event.past ? "text-muted-foreground" : "text-foreground",
          )}
        >
          {/* The whole card is the link's target; the title says where it goes. */}
          <a
            href={localePath(eventPath(event.slug))}
            lang={event.title.lang}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-primary"
          >
            {event.title.text}
          </a>
        </h3>
        {event.description ? (
          <Localized
            as="p"
            value={event.description}
            className="line-clamp-3 text-muted-foreground"
            data-testid="event-description"
          />
        ) : null}
        <div className="mt-auto flex flex-col gap-3 pt-1">
          <EventWhenWhere event={event} />
          {event.registrationRequired ? <RegistrationBadge /> : null}
          {event.registration ? (
            <RegistrationStatus slug={event.slug} registration={event.registration} />
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function EventGrid({ events, testId }: { events: readonly EventCardData[]; testId?: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
