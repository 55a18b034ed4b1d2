// The dashboard's "To do today" grid (issue 26): new enquiries per school, what is scheduled,
// drafts, this week's events, items without Tamil, pictures without alt text, and the events filling
// up with the registrations made today (issue 29; its words come written from the server, so that
// the shell every admin screen loads grows by the card alone).
import {
  ArrowRightIcon,
  CalendarClockIcon,
  CalendarDaysIcon,
  FilePenLineIcon,
  ImageOffIcon,
  InboxIcon,
  LanguagesIcon,
} from "lucide-react";
import { Link } from "react-router";
import { ALL_CONTENT_LINK } from "~/copy/admin-content";
import {
  EVENTS_LINK,
  missingAltText,
  newCount,
  OPEN_INBOX,
  OPEN_MEDIA_LIBRARY,
  TODO_DONE,
  TODO_SECTION_LABEL,
  TODO_TITLES,
  WEEK_NOTE_PREFIX,
  waitingCount,
} from "~/copy/admin-dashboard";
import type { DashboardTodos, EnquiryTodo } from "~/views/dashboard";
import { TodoCard, TodoItems, TodoLinks } from "./todo-card";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

function MoreLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={`inline-flex items-center gap-1 text-sm ${linkClass}`}>
      {label}
      <ArrowRightIcon aria-hidden="true" className="size-3.5" />
    </Link>
  );
}

function EnquiriesBySchool({ enquiries }: { enquiries: EnquiryTodo }) {
  return (
    <>
      <ul className="grid gap-2" aria-label="New enquiries per school">
        {enquiries.schools.map((school) => (
          <li key={school.name} className="grid gap-0.5 text-sm" data-school={school.name}>
            <span className="flex items-baseline justify-between gap-3">
              <span className="font-medium">{school.name}</span>
              {school.to ? (
                <Link to={school.to} className={`${linkClass} tabular-nums`} data-enquiries-new>
                  {newCount(school.fresh)}
                </Link>
              ) : (
                <span className="tabular-nums" data-enquiries-new>
                  {newCount(school.fresh)}
                </span>
              )}
            </span>
            {school.waiting > 0 ? (
              school.waitingTo ? (
                <Link
                  to={school.waitingTo}
                  className="text-warning-soft-foreground text-xs font-semibold underline underline-offset-4"
                  data-enquiries-waiting
                >
                  {waitingCount(school.waiting)}
                </Link>
              ) : (
                <span className="text-warning-soft-foreground text-xs font-semibold" data-enquiries-waiting>
                  {waitingCount(school.waiting)}
                </span>
              )
            ) : null}
          </li>
        ))}
      </ul>
      <MoreLink to={enquiries.inboxTo} label={OPEN_INBOX} />
    </>
  );
}

export function MorningTodos({ todos }: { todos: DashboardTodos }) {
  const { enquiries, scheduled, drafts, events, withoutTamil, altText, registrations } = todos;
  const sum = (links: { count: number }[]) => links.reduce((total, link) => total + link.count, 0);
  return (
    <section aria-labelledby="todo-heading" className="grid gap-3">
      <h2 id="todo-heading" className="font-heading text-h4 font-bold">
        {TODO_SECTION_LABEL}
      </h2>
      <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
        {enquiries ? (
          <TodoCard
            id="enquiries"
            title={TODO_TITLES.enquiries}
            icon={InboxIcon}
            count={enquiries.total}
            done={TODO_DONE.enquiries}
          >
            <EnquiriesBySchool enquiries={enquiries} />
          </TodoCard>
        ) : null}
        <TodoCard
          id="events"
          title={TODO_TITLES.events}
          icon={CalendarDaysIcon}
          count={events.total}
          done={TODO_DONE.events}
          note={events.week ? `${events.week} (${WEEK_NOTE_PREFIX})` : undefined}
        >
          <TodoItems items={events.items} more={<MoreLink to={events.allTo} label={EVENTS_LINK} />} />
        </TodoCard>
        <TodoCard
          id="scheduled"
          title={TODO_TITLES.scheduled}
          icon={CalendarClockIcon}
          count={scheduled.total}
          done={TODO_DONE.scheduled}
        >
          <TodoItems
            items={scheduled.items}
            more={<MoreLink to={scheduled.allTo} label={ALL_CONTENT_LINK} />}
          />
        </TodoCard>
        <TodoCard
          id="drafts"
          title={TODO_TITLES.drafts}
          icon={FilePenLineIcon}
          count={drafts.total}
          done={TODO_DONE.drafts}
        >
          <TodoLinks links={drafts.links} />
        </TodoCard>
        <TodoCard
          id="tamil"
          title={TODO_TITLES.tamil}
          icon={LanguagesIcon}
          count={sum(withoutTamil)}
          done={TODO_DONE.tamil}
        >
          <TodoLinks links={withoutTamil} />
        </TodoCard>
        {registrations ? (
          <TodoCard
            id="registrations"
            icon={CalendarDaysIcon}
            count={registrations.items.length}
            {...registrations}
          >
            <TodoItems items={registrations.items} />
          </TodoCard>
        ) : null}
        {altText ? (
          <TodoCard
            id="alt-text"
            title={TODO_TITLES.altText}
            icon={ImageOffIcon}
            count={altText.count}
            done={TODO_DONE.altText}
          >
            <p className="text-sm">{missingAltText(altText.count)}.</p>
            <ul className="grid gap-1.5" aria-label={TODO_TITLES.altText} data-missing-alt-list>
              {altText.items.map((picture) => (
                <li key={picture.id} className="text-sm">
                  <Link
                    to={picture.to}
                    className={`break-words ${linkClass}`}
                    data-missing-alt={picture.name}
                  >
                    {picture.name}
                  </Link>
                </li>
              ))}
            </ul>
            <MoreLink to={altText.to} label={OPEN_MEDIA_LIBRARY} />
          </TodoCard>
        ) : null}
      </div>
    </section>
  );
}
