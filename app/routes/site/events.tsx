// /events (spec §2 Events; DECISIONS.md): the calendar links, the carousel of five moments, the
// upcoming events from the database (featured first, then by date), the six category badges, and
// the most recent past events, dimmed. The lists are capped; the carousel and badges are fixed copy,
// so the page still reads well when the database cannot be reached.
import { AlertCircleIcon, CalendarXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { data } from "react-router";
import { PageSection } from "~/components/site/about/page-section";
import { CalendarLinks } from "~/components/site/events/calendar-links";
import type { EventCardData } from "~/components/site/events/event-card";
import { EventGrid } from "~/components/site/events/event-card";
import { EventCategories } from "~/components/site/events/event-categories";
import { EventsCarousel } from "~/components/site/events/events-carousel";
import {
  EVENT_CAROUSEL_SLIDES,
  EVENT_CATEGORIES_SECTION,
  EVENTS_CALENDAR,
  EVENTS_CALENDAR_PATH,
  EVENTS_FAILURE_MESSAGE,
  EVENTS_PAGE,
  EVENTS_PATH,
  PAST_EVENTS_SECTION,
  UPCOMING_EVENTS_SECTION,
  webcalUrl,
} from "~/copy/events-page";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { absoluteUrl, seoMeta } from "~/lib/seo";
import { config } from "~/server/config.server";
import { eventsPageLists } from "~/server/events/page.server";
import { log } from "~/server/log.server";
import type { Route } from "./+types/events";

type Lists = { upcoming: EventCardData[]; past: EventCardData[]; pastTotal: number };

export async function loader() {
  const subscribeUrl = webcalUrl(absoluteUrl(config().publicUrl, EVENTS_CALENDAR_PATH));
  try {
    const lists: Lists = await eventsPageLists();
    return data({ lists, failed: false, subscribeUrl });
  } catch (error) {
    log("error", "Failed to load events", { error, page: EVENTS_PATH });
    // A failure is not kept in the render cache: the next visitor asks the database again.
    const lists: Lists = { upcoming: [], past: [], pastTotal: 0 };
    return data({ lists, failed: true, subscribeUrl }, { headers: { "Cache-Control": "no-store" } });
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta(matches, {
    title: EVENTS_PAGE.title,
    description: EVENTS_PAGE.description,
    path: EVENTS_PATH,
    image: EVENT_CAROUSEL_SLIDES[0]?.image.src,
  }),
  {
    tagName: "link",
    rel: "alternate",
    type: "text/calendar",
    title: EVENTS_CALENDAR.name,
    href: EVENTS_CALENDAR_PATH,
  },
];

function Notice({ icon, children, role }: { icon: ReactNode; children: string; role?: "alert" }) {
  return (
    <p
      role={role}
      className="flex items-start gap-3 rounded-card border border-border bg-surface p-6 text-lead text-muted-foreground shadow-card"
    >
      <span className="mt-1 text-primary [&_svg]:size-6">{icon}</span>
      {children}
    </p>
  );
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { lists, failed, subscribeUrl } = loaderData;
  const { upcoming, past, pastTotal } = lists;
  return (
    <main id={MAIN_CONTENT_ID}>
      <section className="bg-linear-to-b from-primary-soft to-background">
        <div className="mx-auto grid max-w-page gap-10 px-gutter pt-12 pb-10 md:pt-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-center lg:gap-14">
          <div className="flex flex-col gap-5">
            <p className="w-fit rounded-pill bg-surface px-4 py-1 text-sm font-semibold text-primary-soft-foreground shadow-card">
              {EVENTS_PAGE.eyebrow}
            </p>
            <h1 className="font-heading text-h1 font-bold text-primary-soft-foreground">
              {EVENTS_PAGE.title}
            </h1>
            <p className="max-w-prose text-lead text-muted-foreground">{EVENTS_PAGE.lead}</p>
            <CalendarLinks subscribeUrl={subscribeUrl} />
          </div>
          <EventsCarousel slides={EVENT_CAROUSEL_SLIDES} />
        </div>
      </section>

      <PageSection
        id="upcoming"
        heading={UPCOMING_EVENTS_SECTION.heading}
        intro={UPCOMING_EVENTS_SECTION.intro}
      >
        {failed ? (
          <Notice role="alert" icon={<AlertCircleIcon aria-hidden="true" />}>
            {EVENTS_FAILURE_MESSAGE}
          </Notice>
        ) : upcoming.length > 0 ? (
          <EventGrid events={upcoming} testId="upcoming-events" />
        ) : (
          <Notice icon={<CalendarXIcon aria-hidden="true" />}>{UPCOMING_EVENTS_SECTION.empty}</Notice>
        )}
      </PageSection>

      <PageSection
        id="event-categories"
        heading={EVENT_CATEGORIES_SECTION.heading}
        intro={EVENT_CATEGORIES_SECTION.intro}
        tone="muted"
      >
        <EventCategories />
      </PageSection>

      {failed ? null : (
        <PageSection id="past" heading={PAST_EVENTS_SECTION.heading} intro={PAST_EVENTS_SECTION.intro}>
          {past.length > 0 ? (
            <div className="flex flex-col gap-6">
              <EventGrid events={past} testId="past-events" />
              {pastTotal > past.length ? (
                <p className="text-sm text-muted-foreground" data-testid="past-events-more">
                  {PAST_EVENTS_SECTION.more(past.length, pastTotal)}
                </p>
              ) : null}
            </div>
          ) : (
            <p className="text-muted-foreground">{PAST_EVENTS_SECTION.empty}</p>
          )}
        </PageSection>
      )}
    </main>
  );
}
