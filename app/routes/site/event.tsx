// /events/<slug>: one published event with everything its card has (its time running to its end
// time, when it has one), its text, "Add to calendar" (its own .ics file, and Google Calendar for
// Android phones) and Event JSON-LD. Drafts and archived events are a 404 for the public; signed-in
// staff see them marked as a preview, never cached and never indexed.
import { ArrowLeftIcon } from "lucide-react";
import { data } from "react-router";
import { PageSection } from "~/components/site/about/page-section";
import { EventGrid, FeaturedBadge } from "~/components/site/events/event-card";
import { EventCategoryBadge } from "~/components/site/events/event-category";
import { EventDetails } from "~/components/site/events/event-details";
import { ArticleBody } from "~/components/site/news/article-body";
import { PreviewBanner } from "~/components/site/news/preview-banner";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import {
  EVENT_LABELS,
  EVENTS_PATH,
  eventCalendarPath,
  eventPath,
  MORE_EVENTS_SHOWN,
} from "~/copy/events-page";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { cn } from "~/lib/cn";
import { type CalendarEventSource, googleCalendarUrl } from "~/lib/event-calendar";
import { type EventEntry, eventJsonLd } from "~/lib/event-structured-data";
import { formatEventDate } from "~/lib/event-time";
import { pageTitle, seoMeta, siteOrigin } from "~/lib/seo";
import { config } from "~/server/config.server";
import { isPreviewer, isPublic, PRIVATE_HEADERS } from "~/server/content/preview.server";
import { cleanRichText } from "~/server/content/rich-text.server";
import { eventBySlug, upcomingEvents } from "~/server/events/events.server";
import { eventCard, eventCards } from "~/server/events/page.server";
import { log } from "~/server/log.server";
import { picturesFor } from "~/server/media/pictures.server";
import type { Route } from "./+types/event";

async function moreEvents(exceptId: string) {
  try {
    const soon = await upcomingEvents({ limit: MORE_EVENTS_SHOWN + 1 });
    return await eventCards(soon.filter((event) => event.id !== exceptId).slice(0, MORE_EVENTS_SHOWN));
  } catch (error) {
    log("warn", "event page: more events unavailable", { error });
    return [];
  }
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const staff = await isPreviewer(request);
  const event = await eventBySlug(params.slug, { staff });
  if (!event) {
    log("warn", "page not found", { path: new URL(request.url).pathname });
    throw data(null, { status: 404 });
  }
  const [pictures, more] = await Promise.all([picturesFor([event.imageUrl]), moreEvents(event.id)]);
  const card = eventCard(event, pictures, todayInSchoolTimeZone());
  // Only staff get this far with an event the public cannot see (a draft, archived or scheduled).
  const preview = isPublic(event) ? null : { status: event.status };
  return data(
    {
      event: {
        ...card,
        body: cleanRichText(event.body),
        imageUrl: event.imageUrl,
        eventTime: event.eventTime,
        endTime: event.endTime,
      },
      googleHref: googleCalendarUrl(event, config().publicUrl),
      preview,
      more,
    },
    { headers: staff ? PRIVATE_HEADERS : undefined },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: pageTitle("Page not found") }];
  const { event, preview } = loaderData;
  const when = formatEventDate(event.date);
  const description =
    event.description || `${event.title} on ${when}${event.location ? ` at ${event.location}` : ""}.`;
  // With its end time, so that endDate says when the event ends, as the calendar feed does
  // (eventJsonLd reads the schedule through eventSchedule).
  const jsonLdEntry: EventEntry & Pick<CalendarEventSource, "endTime"> = {
    slug: event.slug,
    title: event.title,
    description: event.description,
    eventDate: event.date,
    eventTime: event.eventTime,
    endTime: event.endTime,
    location: event.location,
    maxParticipants: event.maxParticipants,
    imageUrl: event.imageUrl,
  };
  return [
    ...seoMeta(matches, {
      title: event.title,
      description,
      path: eventPath(event.slug),
      image: event.image?.src,
      jsonLd: eventJsonLd(siteOrigin(matches), jsonLdEntry),
    }),
    ...(preview ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
};

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event, googleHref, preview, more } = loaderData;
  const hasMain = Boolean(event.image || event.body);
  return (
    <main id={MAIN_CONTENT_ID}>
      {preview ? <PreviewBanner status={preview.status} /> : null}
      <article data-testid="event" data-past={event.past ? "true" : "false"}>
        <header className="bg-linear-to-b from-primary-soft to-background">
          <div className="mx-auto flex max-w-page flex-col gap-5 px-gutter pt-8 pb-8 md:pt-12 md:pb-12">
            <a
              href={EVENTS_PATH}
              className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              <ArrowLeftIcon aria-hidden="true" className="size-4" />
              {EVENT_LABELS.backToEvents}
            </a>
            <div className="flex flex-wrap items-center gap-2">
              <EventCategoryBadge category={event.category} />
              {event.isFeatured ? <FeaturedBadge /> : null}
            </div>
            <h1 className="max-w-4xl font-heading text-h1 font-bold text-balance text-primary-soft-foreground">
              {event.title}
            </h1>
            {event.description ? (
              <p className="max-w-prose text-lead text-muted-foreground" data-testid="event-description">
                {event.description}
              </p>
            ) : null}
          </div>
        </header>
        <div
          className={cn(
            "mx-auto grid max-w-page gap-8 px-gutter pb-section",
            // With neither picture nor text, the details panel is the page, under the title.
            hasMain ? "lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12" : "md:grid-cols-[minmax(0,32rem)]",
          )}
        >
          {event.image ? (
            <ResponsiveImage
              {...event.image}
              alt={event.image.alt || event.title}
              priority
              sizes="(min-width: 1280px) 52rem, (min-width: 1024px) 65vw, 100vw"
              className="aspect-[16/9] w-full rounded-card bg-muted object-cover shadow-raised"
            />
          ) : null}
          <div className={hasMain ? "lg:col-start-2 lg:row-[1/span_2]" : undefined}>
            <EventDetails
              event={event}
              calendarHref={eventCalendarPath(event.slug)}
              googleHref={googleHref}
            />
          </div>
          {event.body ? <ArticleBody html={event.body} className="lg:col-start-1" /> : null}
        </div>
      </article>
      {more.length > 0 ? (
        <PageSection id="more-events" heading={EVENT_LABELS.moreEvents} tone="muted">
          <EventGrid events={more} testId="more-events" />
        </PageSection>
      ) : null}
    </main>
  );
}
