// GET /events.ics: the published events as an iCalendar feed (RFC 5545) in Asia/Kolkata that
// parents subscribe to (webcal://) or download: the last EVENTS_CALENDAR.pastDays days and
// everything ahead, capped. GET /events.ics?event=<slug>: one published event's file, for "Add to
// calendar". Unpublished events never appear; an unknown or unpublished slug is a 404.
// /ta/events.ics is the same feed in Tamil: its name and description, and each event's title and
// description where staff translated them (English otherwise), linking to the Tamil pages.
import { EVENTS_CALENDAR_PATH } from "~/copy/events-page";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { requestLocale, translatorFor } from "~/i18n/server";
import { calendarFeedStart, eventsCalendar } from "~/lib/event-calendar";
import { ICALENDAR_CONTENT_TYPE } from "~/lib/ical";
import { PAGE_TTL_MS } from "~/server/cache/render-cache.server";
import { config } from "~/server/config.server";
import { eventBySlug, publishedEventsSince } from "~/server/events/events.server";
import { log } from "~/server/log.server";
import type { Route } from "./+types/events-ics";

/** Calendar apps and proxies may keep an answer as long as the render cache keeps a page. */
const MAX_AGE_S = PAGE_TTL_MS / 1000;

function plain(status: number, text: string, headers: Record<string, string> = {}) {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

function calendar(body: string, filename: string, disposition: "inline" | "attachment") {
  return new Response(body, {
    headers: {
      "Content-Type": ICALENDAR_CONTENT_TYPE,
      "Content-Disposition": `${disposition}; filename="${filename}"`,
      "Cache-Control": `public, max-age=${MAX_AGE_S}`,
    },
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const origin = config().publicUrl;
  const locale = requestLocale(request);
  const t = translatorFor(locale);
  const slug = new URL(request.url).searchParams.get("event");
  try {
    if (slug !== null) {
      const event = await eventBySlug(slug);
      if (!event) {
        log("warn", "page not found", { path: `${EVENTS_CALENDAR_PATH}?event=${slug}` });
        return plain(404, t("events.feed.notFound"));
      }
      const filename = `${event.slug.replace(/[^a-z0-9-]/gi, "") || "event"}.ics`;
      return calendar(eventsCalendar([event], origin, locale), filename, "attachment");
    }
    const events = await publishedEventsSince(calendarFeedStart(todayInSchoolTimeZone()));
    return calendar(eventsCalendar(events, origin, locale), "events.ics", "inline");
  } catch (error) {
    log("error", "Failed to load events", { error, feed: true });
    return plain(503, t("events.feed.unavailable"), {
      "Retry-After": "300",
    });
  }
}
