// /events/<slug>: one published event with everything its card has (its time running to its end
// time, when it has one), its text, "Add to calendar" (its own .ics file, and Google Calendar for
// Android phones) and Event JSON-LD. Drafts and archived events are a 404 for the public; signed-in
// staff see them marked as a preview, never cached and never indexed.
import { ArrowLeftIcon } from "lucide-react";
import { data } from "react-router";
import { useTranslations } from "use-intl";
import { PageSection } from "~/components/site/about/page-section";
import { EventCategoryLabel, EventGrid, FeaturedBadge } from "~/components/site/events/event-card";
import { EventDetails } from "~/components/site/events/event-details";
import { Localized } from "~/components/site/localized";
import { ArticleBody } from "~/components/site/news/article-body";
import { expandBodyPictures } from "~/components/site/news/body-pictures";
import { PreviewBanner } from "~/components/site/news/preview-banner";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { EVENTS_PATH, eventCalendarPath, eventPath, MORE_EVENTS_SHOWN } from "~/copy/events-page";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { useLocalePath } from "~/i18n/intl";
import type { Locale } from "~/i18n/locales";
import { optionalInLocale } from "~/i18n/localized";
import { requestLocale, translatorFor } from "~/i18n/server";
import { cn } from "~/lib/cn";
import { type CalendarEventSource, googleCalendarUrl } from "~/lib/event-calendar";
import { type EventEntry, eventJsonLd } from "~/lib/event-structured-data";
import { formatEventDate } from "~/lib/event-time";
import { matchedLocale, pageTitle, seoMeta, siteOrigin } from "~/lib/seo";
import { config } from "~/server/config.server";
import { publicBody } from "~/server/content/body-pictures.server";
import { isPreviewer, isPublic, PRIVATE_HEADERS } from "~/server/content/preview.server";
import { eventBySlug, upcomingEvents } from "~/server/events/events.server";
import { eventCard, eventCards } from "~/server/events/page.server";
import { log } from "~/server/log.server";
import { picturesFor } from "~/server/media/pictures.server";
import type { Route } from "./+types/event";

async function moreEvents(exceptId: string, locale: Locale) {
  try {
    const soon = await upcomingEvents({ limit: MORE_EVENTS_SHOWN + 1 });
    const others = soon.filter((event) => event.id !== exceptId).slice(0, MORE_EVENTS_SHOWN);
    return await eventCards(others, new Date(), locale);
  } catch (error) {
    log("warn", "event page: more events unavailable", { error });
    return [];
  }
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const staff = await isPreviewer(request);
  const event = await eventBySlug(params.slug, { staff });
  if (!event) {
    log("warn", "page not found", { path: new URL(request.url).pathname });
    throw data(null, { status: 404 });
  }
  const [pictures, more] = await Promise.all([picturesFor([event.imageUrl]), moreEvents(event.id, locale)]);
  const card = eventCard(event, pictures, todayInSchoolTimeZone(), locale);
  // Only staff get this far with an event the public cannot see (a draft, archived or scheduled).
  const preview = isPublic(event) ? null : { status: event.status };
  return data(
    {
      event: {
        ...card,
        // The Tamil body where staff wrote one, else the English (marked as English on a Tamil page).
        body: optionalInLocale(
          locale,
          expandBodyPictures(await publicBody(event.body)),
          expandBodyPictures(await publicBody(event.bodyTa)),
        ),
        imageUrl: event.imageUrl,
        eventTime: event.eventTime,
        endTime: event.endTime,
      },
      googleHref: googleCalendarUrl(event, config().publicUrl, locale),
      preview,
      more,
    },
    { headers: staff ? PRIVATE_HEADERS : undefined },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const locale = matchedLocale(matches);
  const t = translatorFor(locale);
  if (!loaderData) {
    return [{ title: pageTitle(locale === "en" ? "Page not found" : t("common.notFound.title")) }];
  }
  const { event, preview } = loaderData;
  const title = event.title.text;
  const when = formatEventDate(event.date, locale);
  const description =
    event.description?.text ||
    (event.location
      ? t("events.metaDescriptionAt", { title, date: when, location: event.location.text })
      : t("events.metaDescription", { title, date: when }));
  // With its end time, so that endDate says when the event ends, as the calendar feed does
  // (eventJsonLd reads the schedule through eventSchedule).
  const jsonLdEntry: EventEntry & Pick<CalendarEventSource, "endTime"> = {
    slug: event.slug,
    title,
    description: event.description?.text ?? null,
    eventDate: event.date,
    eventTime: event.eventTime,
    endTime: event.endTime,
    location: event.location?.text ?? null,
    maxParticipants: event.maxParticipants,
    imageUrl: event.imageUrl,
  };
  return [
    ...seoMeta(matches, {
      title,
      description,
      path: eventPath(event.slug),
      image: event.image?.src,
      jsonLd: eventJsonLd(siteOrigin(matches), jsonLdEntry, locale),
    }),
    ...(preview ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
};

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event, googleHref, preview, more } = loaderData;
  const t = useTranslations("events.labels");
  const localePath = useLocalePath();
  const hasMain = Boolean(event.image || event.body);
  return (
    <main id={MAIN_CONTENT_ID}>
      {preview ? <PreviewBanner status={preview.status} /> : null}
      <article data-testid="event" data-past={event.past ? "true" : "false"}>
        <header className="bg-linear-to-b from-primary-soft to-background">
          <div className="mx-auto flex max-w-page flex-col gap-5 px-gutter pt-8 pb-8 md:pt-12 md:pb-12">
            <a
              href={localePath(EVENTS_PATH)}
              className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              <ArrowLeftIcon aria-hidden="true" className="size-4" />
              {t("backToEvents")}
            </a>
            <div className="flex flex-wrap items-center gap-2">
              <EventCategoryLabel category={event.category} />
              {event.isFeatured ? <FeaturedBadge /> : null}
            </div>
            <Localized
              as="h1"
              value={event.title}
              className="max-w-4xl font-heading text-h1 font-bold text-balance text-primary-soft-foreground"
            />
            {event.description ? (
              <Localized
                as="p"
                value={event.description}
                className="max-w-prose text-lead text-muted-foreground"
                data-testid="event-description"
              />
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
              alt={event.image.alt || event.title.text}
              priority
              sizes="(min-width: 1280px) 52rem, (min-width: 1024px) 65vw, 100vw"
              className="aspect-[16/9] w-full rounded-card bg-muted object-cover shadow-raised"
            />
          ) : null}
          <div className={hasMain ? "lg:col-start-2 lg:row-[1/span_2]" : undefined}>
            <EventDetails
              event={event}
              calendarHref={localePath(eventCalendarPath(event.slug))}
              googleHref={googleHref}
            />
          </div>
          {event.body ? (
            <ArticleBody html={event.body.text} lang={event.body.lang} className="lg:col-start-1" />
          ) : null}
        </div>
      </article>
      {more.length > 0 ? (
        <PageSection id="more-events" heading={t("moreEvents")} tone="muted">
          <EventGrid events={more} testId="more-events" />
        </PageSection>
      ) : null}
    </main>
  );
}
