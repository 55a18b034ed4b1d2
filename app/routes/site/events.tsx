// /events (spec §2 Events; DECISIONS.md): the calendar links, the carousel of five moments, the
// upcoming events from the database (featured first, then by date), the six category badges, and
// the most recent past events, dimmed. The lists are capped; the carousel and badges are fixed copy,
// so the page still reads well when the database cannot be reached.
import { AlertCircleIcon, CalendarXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { data } from "react-router";
import { useMessages, useTranslations } from "use-intl";
import { PageSection } from "~/components/site/about/page-section";
import { CalendarLinks } from "~/components/site/events/calendar-links";
import { EventGrid } from "~/components/site/events/event-card";
import { EventCategories } from "~/components/site/events/event-categories";
import { EventsCarousel } from "~/components/site/events/events-carousel";
import {
  EVENT_CAROUSEL_SLIDES,
  EVENTS_CALENDAR_PATH,
  EVENTS_PATH,
  type EventCarouselSlide,
  webcalUrl,
} from "~/copy/events-page";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import { pathInLocale } from "~/i18n/locales";
import { requestLocale, translatorFor } from "~/i18n/server";
import { absoluteUrl, matchedLocale, seoMeta } from "~/lib/seo";
import { config } from "~/server/config.server";
import { eventsPageLists } from "~/server/events/page.server";
import { log } from "~/server/log.server";
import type { EventCardData } from "~/views/events";
import type { Route } from "./+types/events";

type Lists = { upcoming: EventCardData[]; past: EventCardData[]; pastTotal: number };

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const feedPath = pathInLocale(EVENTS_CALENDAR_PATH, locale);
  const subscribeUrl = webcalUrl(absoluteUrl(config().publicUrl, feedPath));
  try {
    const lists: Lists = await eventsPageLists(new Date(), locale);
    return data({ lists, failed: false, subscribeUrl });
  } catch (error) {
    log("error", "Failed to load events", { error, page: EVENTS_PATH });
    // A failure is not kept in the render cache: the next visitor asks the database again.
    const lists: Lists = { upcoming: [], past: [], pastTotal: 0 };
    return data({ lists, failed: true, subscribeUrl }, { headers: { "Cache-Control": "no-store" } });
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = matchedLocale(matches);
  const t = translatorFor(locale);
  return [
    ...seoMeta(matches, {
      title: t("events.page.title"),
      description: t("events.page.description"),
      path: EVENTS_PATH,
      image: EVENT_CAROUSEL_SLIDES[0]?.image.src,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "text/calendar",
      title: t("events.feed.name"),
      href: pathInLocale(EVENTS_CALENDAR_PATH, locale),
    },
  ];
};

/** The carousel's slides with their words in the page's language (the pictures are the same). */
function useCarouselSlides(): readonly EventCarouselSlide[] {
  const words: Record<string, { title: string; description: string; alt: string }> =
    useMessages().events.slides;
  return EVENT_CAROUSEL_SLIDES.map((slide) => {
    const text = words[slide.id];
    if (!text) return slide;
    return {
      ...slide,
      title: text.title,
      description: text.description,
      image: { ...slide.image, alt: text.alt },
    };
  });
}

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
  const t = useTranslations("events");
  const slides = useCarouselSlides();
  return (
    <main id={MAIN_CONTENT_ID}>
      <section className="bg-linear-to-b from-primary-soft to-background">
        <div className="mx-auto grid max-w-page gap-10 px-gutter pt-12 pb-10 md:pt-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-center lg:gap-14">
          <div className="flex flex-col gap-5">
            <p className="w-fit rounded-pill bg-surface px-4 py-1 text-sm font-semibold text-primary-soft-foreground shadow-card">
              {t("page.eyebrow")}
            </p>
            <h1 className="font-heading text-h1 font-bold text-primary-soft-foreground">{t("page.title")}</h1>
            <p className="max-w-prose text-lead text-muted-foreground">{t("page.lead")}</p>
            <CalendarLinks subscribeUrl={subscribeUrl} />
          </div>
          <EventsCarousel slides={slides} />
        </div>
      </section>

      <PageSection id="upcoming" heading={t("upcoming.heading")} intro={t("upcoming.intro")}>
        {failed ? (
          <Notice role="alert" icon={<AlertCircleIcon aria-hidden="true" />}>
            {t("failure")}
          </Notice>
        ) : upcoming.length > 0 ? (
          <EventGrid events={upcoming} testId="upcoming-events" />
        ) : (
          <Notice icon={<CalendarXIcon aria-hidden="true" />}>{t("upcoming.empty")}</Notice>
        )}
      </PageSection>

      <PageSection
        id="event-categories"
        heading={t("categoriesSection.heading")}
        intro={t("categoriesSection.intro")}
        tone="muted"
      >
        <EventCategories />
      </PageSection>

      {failed ? null : (
        <PageSection id="past" heading={t("past.heading")} intro={t("past.intro")}>
          {past.length > 0 ? (
            <div className="flex flex-col gap-6">
              <EventGrid events={past} testId="past-events" />
              {pastTotal > past.length ? (
                <p className="text-sm text-muted-foreground" data-testid="past-events-more">
                  {t("past.more", { shown: past.length, total: pastTotal })}
                </p>
              ) : null}
            </div>
          ) : (
            <p className="text-muted-foreground">{t("past.empty")}</p>
          )}
        </PageSection>
      )}
    </main>
  );
}
