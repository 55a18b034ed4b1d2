// One event's card in Events Management (spec §2): image, title, category badge, Featured badge,
// description, date as 'MMM dd, yyyy', time, location, 'Max N participants', 'Registration
// Required' badge, and Edit and Delete. A past event (before today in India) is dimmed: a muted
// card with a grey picture, its words still readable.
import {
  CalendarDaysIcon,
  ClockIcon,
  HistoryIcon,
  MapPinIcon,
  PencilIcon,
  StarIcon,
  TicketIcon,
  Trash2Icon,
  UsersIcon,
} from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { NoTamilBadge } from "~/components/admin/tamil-field";
import { categoryLook, EventCategoryBadge } from "~/components/site/events/event-category";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DELETE_LABEL, EDIT_LABEL, EVENT_LIST_LABELS as L, PAST_EVENT_BADGE } from "~/copy/admin-events";
import { cn } from "~/lib/cn";
import type { AdminEventView } from "~/views/events";

function Fact({
  icon,
  label,
  children,
  testId,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <dt className="mt-0.5 shrink-0 text-primary [&_svg]:size-4">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words" data-event-fact={testId}>
        {children}
      </dd>
    </div>
  );
}

export function EventAdminCard({
  event,
  deleting,
  onEdit,
  onDelete,
}: {
  event: AdminEventView;
  deleting: boolean;
  onEdit: () => void;
  /** `byKeyboard`: the Delete button was pressed with a key, so focus may move to the toast's Undo. */
  onDelete: (byKeyboard: boolean) => void;
}) {
  const { icon: Icon, band } = categoryLook(event.category);
  return (
    <article
      data-event-card={event.id}
      data-past={event.past ? "true" : "false"}
      aria-busy={deleting || undefined}
      className={cn(
        "flex h-full w-full min-w-0 flex-col overflow-hidden rounded-card border border-border",
        event.past ? "bg-muted/70" : "bg-surface shadow-card",
        deleting && "opacity-60",
      )}
    >
      <div className={cn("relative overflow-hidden", event.thumbnail ? "aspect-[16/9] bg-muted" : "h-24")}>
        {event.thumbnail ? (
          <img
            src={event.thumbnail.src}
            width={event.thumbnail.width}
            height={event.thumbnail.height}
            alt=""
            loading="lazy"
            decoding="async"
            data-event-image
            className={cn("size-full object-cover", event.past && "opacity-60 grayscale")}
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
            <Icon className="size-12 opacity-40" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <EventCategoryBadge category={event.category} />
          {event.isFeatured ? (
            <Badge variant="secondary" data-event-featured>
              <StarIcon aria-hidden="true" className="fill-current" />
              {L.featured}
            </Badge>
          ) : null}
          {event.past ? (
            <Badge variant="outline" data-event-past className="bg-surface">
              <HistoryIcon aria-hidden="true" />
              {PAST_EVENT_BADGE}
            </Badge>
          ) : null}
          {event.titleTa ? null : <NoTamilBadge className="bg-surface" />}
        </div>
        <h2
          data-event-title
          // Three lines at most: a long title has its whole text in the dialog and as a tooltip.
          title={event.title}
          className={cn(
            "line-clamp-3 font-heading text-lg leading-snug font-bold break-words",
            event.past ? "text-muted-foreground" : "text-foreground",
          )}
        >
          {event.title}
        </h2>
        {event.description ? (
          <p data-event-description className="line-clamp-3 text-sm break-words text-muted-foreground">
            {event.description}
          </p>
        ) : null}
        <dl className="mt-auto grid gap-1.5 pt-1 text-sm text-muted-foreground">
          <Fact icon={<CalendarDaysIcon aria-hidden="true" />} label={L.date} testId="date">
            <time dateTime={event.eventDate} className="font-semibold text-foreground">
              {event.dateLabel}
            </time>
          </Fact>
          <Fact icon={<ClockIcon aria-hidden="true" />} label={L.time} testId="time">
            {event.timeLabel ?? L.allDay}
          </Fact>
          {event.location ? (
            <Fact icon={<MapPinIcon aria-hidden="true" />} label={L.location} testId="location">
              {event.location}
            </Fact>
          ) : null}
          {event.maxParticipants ? (
            <Fact icon={<UsersIcon aria-hidden="true" />} label={L.places} testId="max">
              {L.maxParticipants(event.maxParticipants)}
            </Fact>
          ) : null}
        </dl>
        {event.registrationRequired ? (
          <Badge variant="outline" data-event-registration className="bg-surface">
            <TicketIcon aria-hidden="true" />
            {L.registrationRequired}
          </Badge>
        ) : null}
        {event.registrations ? (
          <Link
            to={`/admin/events/${encodeURIComponent(event.id)}/registrations`}
            data-event-registrations
            className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <UsersIcon aria-hidden="true" className="size-4 shrink-0" />
            {event.registrations.label}
            <span className="sr-only"> for {event.title}</span>
          </Link>
        ) : null}
        <div className="flex flex-wrap gap-2 border-t border-border pt-3">
          <Button type="button" variant="outline" size="sm" onClick={onEdit} data-event-edit>
            <PencilIcon aria-hidden="true" />
            {EDIT_LABEL}
            <span className="sr-only"> {event.title}</span>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={deleting}
            data-event-delete
            className="text-destructive hover:bg-destructive-soft hover:text-destructive"
            // A click made with a key has no pointer position (detail 0).
            onClick={(click: MouseEvent<HTMLButtonElement>) => onDelete(click.detail === 0)}
          >
            <Trash2Icon aria-hidden="true" />
            {DELETE_LABEL}
            <span className="sr-only"> {event.title}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
