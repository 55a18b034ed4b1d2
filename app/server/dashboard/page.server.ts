// The dashboard's data for one reader: the spec's four figures, the morning to-do cards and the
// merged Recent Activity, each read once (a handful of aggregate queries in parallel) and written
// as the page shows it. A figure that fails is logged and shows as nothing to do (spec §8: counts
// stay 0). What the reader's role may not open is neither counted nor shown.

import {
  ALL_DRAFTS_LABEL,
  KIND_ORDER,
  KIND_SCREENS,
  NEWS_DRAFTS_LABEL,
  NO_SCHOOL_ENQUIRIES,
} from "~/copy/admin-dashboard";
import { SEARCH_MAX } from "~/copy/admin-media";
import { adminNavigationFor, isNavItemActive } from "~/copy/admin-navigation";
import {
  EVENTS_FILLING_UP,
  fillingUpLabel,
  NO_EVENTS_FILLING_UP,
  registrationsTodayLabel,
} from "~/copy/admin-registrations";
import { CONTENT_LIST_KINDS } from "~/copy/content-kinds";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { type Role, STAFF_ROLES } from "~/copy/roles";
import { SCHOOLS } from "~/copy/schools";
import { adminDate, adminDateTime, kindLabel } from "~/lib/admin-format";
import { enquiryQueryParams } from "~/lib/enquiry-filters";
import { eventTimeLabel, formatEventDate, weekdayOf } from "~/lib/event-time";
import { contentListHref } from "~/lib/schemas/content";
import { mediaLibraryHref } from "~/lib/schemas/media";
import { newsAdminHref } from "~/lib/schemas/news";
import type { ActivityItem, DashboardTodos, EnquiryTodo, TodoLink } from "~/views/dashboard";
import type { ContentKind } from "../db/schema";
import { schoolNames } from "../enquiries/inbox.server";
import { log } from "../log.server";
import { eventsFillingUp, registrationsToday } from "../registrations/queries.server";
import { countUsers } from "../staff/users.server";
import { type ActivityEntry, recentActivity } from "./activity.server";
import {
  type ContentFigures,
  type CountsByKind,
  contentFigures,
  eventsThisWeek,
  mediaFigures,
  newEnquiriesBySchool,
  picturesWithoutAltText,
  type SchoolEnquiries,
  scheduledSoon,
} from "./to-do.server";

const NO_CONTENT_FIGURES: ContentFigures = {
  total: 0,
  published: 0,
  drafts: {},
  withoutTamil: {},
  scheduled: 0,
};

/** A figure that fails is logged and shows its fallback. */
async function orFallback<T>(name: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    log("error", "dashboard statistic failed", { statistic: name, error });
    return fallback;
  }
}

/** Whether a role may open an admin screen (a path, query ignored), as the side menu says. */
export function mayOpen(role: Role, to: string): boolean {
  if (!(STAFF_ROLES as readonly Role[]).includes(role)) return false;
  const path = to.split("?")[0] ?? to;
  return adminNavigationFor(role).some((item) => item.to !== "/admin" && isNavItemActive(item, path));
}

/** The screen an audit entry's subject is managed on. */
const SCREEN_OF_ENTITY: Record<string, string> = {
  enquiry: "/admin/enquiries",
  user: "/admin/users",
  settings: "/admin/settings",
  media: "/admin/media",
};

function inboxHref(filter: Parameters<typeof enquiryQueryParams>[0]) {
  return `/admin/enquiries?${enquiryQueryParams({ status: "new", spam: "hide", ...filter }).toString()}`;
}

function yesterday(now: Date) {
  return todayInSchoolTimeZone(new Date(now.getTime() - 24 * 60 * 60 * 1000));
}

function enquiryTodo(rows: SchoolEnquiries[], names: Map<string, string>, now: Date): EnquiryTodo {
  const order = (slug: string | null) =>
    slug === null ? SCHOOLS.length : SCHOOLS.findIndex((school) => school.slug === slug);
  const before = yesterday(now);
  return {
    total: rows.reduce((sum, row) => sum + row.fresh, 0),
    inboxTo: inboxHref({}),
    schools: rows
      .filter((row) => row.fresh > 0)
      .sort((a, b) => order(a.schoolSlug) - order(b.schoolSlug))
      .map((row) => ({
        name: row.schoolSlug ? (names.get(row.schoolSlug) ?? row.schoolSlug) : NO_SCHOOL_ENQUIRIES,
        fresh: row.fresh,
        // The inbox has no filter for "no school": those are counted in the whole inbox's link.
        to: row.schoolSlug ? inboxHref({ school: row.schoolSlug }) : null,
        waiting: row.waiting,
        waitingTo: row.schoolSlug ? inboxHref({ school: row.schoolSlug, to: before }) : null,
      })),
  };
}

function draftTodo(drafts: CountsByKind, role: Role): DashboardTodos["drafts"] {
  const listed = CONTENT_LIST_KINDS.reduce((sum, kind) => sum + (drafts[kind] ?? 0), 0);
  const links: TodoLink[] = [
    { label: NEWS_DRAFTS_LABEL, count: drafts.news ?? 0, to: newsAdminHref({ status: "draft" }) },
    { label: ALL_DRAFTS_LABEL, count: listed, to: contentListHref({ status: "draft" }) },
    {
      label: `${KIND_SCREENS.homepage_slide.label} (drafts)`,
      count: drafts.homepage_slide ?? 0,
      to: KIND_SCREENS.homepage_slide.to,
    },
  ];
  const shown = links.filter((link) => link.count > 0 && mayOpen(role, link.to));
  // News drafts are among all drafts: counted once.
  const total = shown
    .filter((link) => link.label !== NEWS_DRAFTS_LABEL)
    .reduce((sum, link) => sum + link.count, 0);
  return { total: total || (shown[0]?.count ?? 0), links: shown };
}

function tamilLinks(counts: CountsByKind, role: Role): TodoLink[] {
  return KIND_ORDER.map((kind) => ({ ...KIND_SCREENS[kind], count: counts[kind] ?? 0 })).filter(
    (link) => link.count > 0 && mayOpen(role, link.to),
  );
}

function editHref(id: string) {
  return `/admin/content/edit/${encodeURIComponent(id)}`;
}

function weekText(first: string, last: string) {
  const short = (date: string) => `${weekdayOf(date).slice(0, 3)} ${adminDate(`${date}T12:00:00+05:30`)}`;
  return `${short(first)} – ${short(last)}`;
}

function activityItem(entry: ActivityEntry): ActivityItem {
  return {
    key: entry.key,
    text: entry.text,
    type: entry.kind ? kindLabel(entry.kind) : null,
    to: entry.contentId ? editHref(entry.contentId) : null,
    done: entry.who ? `${entry.action} by ${entry.who}` : entry.action,
    when: adminDateTime(entry.at),
    dateTime: entry.at,
  };
}

export async function dashboardPage(role: Role, now = new Date()) {
  const seesEnquiries = mayOpen(role, "/admin/enquiries");
  const seesEvents = mayOpen(role, "/admin/events");
  // Nine reads side by side, each one query (the activity three): never a query per row.
  const [content, users, media, enquiries, names, scheduled, events, activity, noAlt] = await Promise.all([
    orFallback("content", () => contentFigures(now), NO_CONTENT_FIGURES),
    orFallback("users", countUsers, 0),
    orFallback("media", mediaFigures, { total: 0, withoutAltText: 0 }),
    seesEnquiries ? orFallback("new enquiries", () => newEnquiriesBySchool(now), []) : null,
    seesEnquiries ? schoolNames() : new Map<string, string>(),
    orFallback("scheduled", () => scheduledSoon(now), []),
    orFallback("events this week", () => eventsThisWeek(now), null),
    orFallback(
      "recent activity",
      () => recentActivity((type) => mayOpen(role, SCREEN_OF_ENTITY[type] ?? "/admin/content")),
      [],
    ),
    orFallback("pictures without alt text", picturesWithoutAltText, []),
  ]);
  const [today, filling] = seesEvents
    ? await Promise.all([
        orFallback("registrations today", () => registrationsToday(now), 0),
        orFallback("events filling up", () => eventsFillingUp(now), []),
      ])
    : [0, []];
  const todos: DashboardTodos = {
    enquiries: enquiries ? enquiryTodo(enquiries, names as Map<string, string>, now) : null,
    scheduled: {
      total: content.scheduled,
      allTo: "/admin/content",
      items: scheduled.map((item) => ({
        id: item.id,
        title: `${item.title} (${kindLabel(item.kind as ContentKind)})`,
        to: editHref(item.id),
        when: adminDateTime(item.publishedAt),
        dateTime: item.publishedAt,
      })),
    },
    drafts: draftTodo(content.drafts, role),
    events: {
      total: events?.total ?? 0,
      week: events ? weekText(events.week.first, events.week.last) : "",
      allTo: "/admin/events",
      items: (events?.items ?? []).map((event) => ({
        id: event.id,
        title: event.title,
        to: editHref(event.id),
        when: [weekdayOf(event.date).slice(0, 3), formatEventDate(event.date), eventTimeLabel(event.time)]
          .filter(Boolean)
          .join(" · "),
        dateTime: event.date,
      })),
    },
    withoutTamil: tamilLinks(content.withoutTamil, role),
    altText: mayOpen(role, "/admin/media")
      ? {
          count: media.withoutAltText,
          to: mediaLibraryHref({ missingAlt: true }),
          items: noAlt.map((picture) => ({
            ...picture,
            to: mediaLibraryHref({ missingAlt: true, search: picture.name.slice(0, SEARCH_MAX) }),
          })),
        }
      : null,
    registrations: seesEvents
      ? {
          title: EVENTS_FILLING_UP,
          done: NO_EVENTS_FILLING_UP,
          note: registrationsTodayLabel(today),
          items: filling.map((event) => ({
            id: event.id,
            title: event.title,
            to: `/admin/events/${encodeURIComponent(event.id)}/registrations`,
            when: fillingUpLabel(
              formatEventDate(event.eventDate),
              event.seatsTaken,
              event.seatsTotal,
              event.waitingFamilies,
            ),
            dateTime: event.eventDate,
          })),
        }
      : null,
  };
  return {
    stats: { totalContent: content.total, published: content.published, users, media: media.total },
    todos,
    activity: activity.map(activityItem),
  };
}
