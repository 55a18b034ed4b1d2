// /events/<slug>: everything about one event, "Add to calendar" (its own .ics) and Google Calendar,
// Event JSON-LD, past events marked as such, unpublished events a 404 for the public but a preview
// for signed-in staff, and axe scans at phone and desktop widths.
import { describe, expect, it } from "vitest";
import { EVENT_LABELS, eventCalendarPath } from "~/copy/events-page";
import { formatEventDate, weekdayOf } from "~/lib/event-time";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { createStaff } from "../support/server-data";
import { axe } from "./helpers/axe";
import {
  expectedUpcoming,
  openEventsPage,
  setupTestEvents,
  TAMIL_DESCRIPTION,
  TAMIL_LOCATION,
  TAMIL_TITLE,
} from "./helpers/events-data";
import { signedInPage } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser();
const today = setupTestEvents(server);

const openEvents = (path: string, width = 1440) => openEventsPage(browser(), `${server().url}${path}`, width);

describe("an event page", () => {
  it("shows everything about the event, the calendar buttons and a way back", async () => {
    const { page, status } = await openEvents("/events/pongal-festival");
    expect(status).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(TAMIL_TITLE);
    expect(await page.title()).toContain(TAMIL_TITLE);
    expect(await page.getByTestId("event-description").first().textContent()).toBe(TAMIL_DESCRIPTION);
    const details = page.getByTestId("event-details");
    const eventDate = expectedUpcoming(today).find((event) => event.slug === "pongal-festival")!.date;
    expect(await details.getByTestId("event-date").locator("time").getAttribute("datetime")).toBe(eventDate);
    expect(await details.getByTestId("event-date").textContent()).toBe(
      `${weekdayOf(eventDate)}, ${formatEventDate(eventDate)}`,
    );
    expect(await details.getByTestId("event-time").textContent()).toBe("10:00 AM");
    expect(await details.getByTestId("event-location").textContent()).toBe(TAMIL_LOCATION);
    expect(await details.getByTestId("event-registration-fact").textContent()).toBe(
      EVENT_LABELS.registrationRequired,
    );
    expect(await details.getByTestId("event-max").textContent()).toBe("Max 75 participants");
    expect(await page.getByTestId("event-category").first().textContent()).toBe("Cultural");
    const add = page.getByRole("link", { name: EVENT_LABELS.addToCalendar });
    expect(await add.getAttribute("href")).toBe(eventCalendarPath("pongal-festival"));
    const google = new URL((await page.getByRole("link", { name: /Google Calendar/ }).getAttribute("href"))!);
    expect(google.hostname).toBe("calendar.google.com");
    expect(google.searchParams.get("ctz")).toBe("Asia/Kolkata");
    expect(await page.getByRole("link", { name: EVENT_LABELS.backToEvents }).getAttribute("href")).toBe(
      "/events",
    );
  });

  it("carries Event JSON-LD with the start in +05:30, the place, the group as organizer and the picture", async () => {
    const response = await fetch(`${server().url}/events/science-fair`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const event = blocks.find((block) => block["@type"] === "Event");
    const science = expectedUpcoming(today).find((e) => e.slug === "science-fair")!;
    expect(event).toMatchObject({
      "@context": "https://schema.org",
      name: "Science Fair",
      startDate: `${science.date}T09:30:00+05:30`,
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", name: science.location },
      organizer: { "@type": "EducationalOrganization", name: "Thenpalli Group of Schools" },
    });
    expect(String(event!.url)).toMatch(/\/events\/science-fair$/);
    expect((event!.image as string[])[0]).toMatch(/^https?:\/\/.+\/media\//);
  });

  it("marks a past event as having taken place, without calendar buttons, and answers 404 for an unknown one", async () => {
    const { page } = await openEvents("/events/storytelling-week");
    expect(await page.getByText(EVENT_LABELS.past).count()).toBe(1);
    expect(await page.getByRole("link", { name: EVENT_LABELS.addToCalendar }).count()).toBe(0);
    expect(await page.getByTestId("event").getAttribute("data-past")).toBe("true");
    expect((await fetch(`${server().url}/events/no-such-event`)).status).toBe(404);
  });

  it("shows signed-in staff an unpublished event as a preview that is neither cached nor indexed", async () => {
    const [editor] = await createStaff(server(), [
      { username: "eventseditor", role: "editor", password: "editor-pass-123" },
    ]);
    const page = await signedInPage(browser(), server(), editor);
    for (const [slug, title] of [
      ["secret-draft-event", "Secret Draft Event"],
      ["archived-outing", "Archived Outing"],
      ["scheduled-surprise", "Scheduled Surprise"],
    ]) {
      const response = await page.goto(`${server().url}/events/${slug}`);
      expect(response?.status(), slug).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
      expect(await page.getByTestId("preview-banner").count()).toBe(1);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    }
    // The lists stay the public's, staff or not.
    await page.goto(`${server().url}/events`);
    expect(await page.locator('[data-slug="secret-draft-event"]').count()).toBe(0);
    const published = await page.goto(`${server().url}/events/pongal-festival`);
    expect(await page.getByTestId("preview-banner").count()).toBe(0);
    expect(published?.headers()["cache-control"]).toBe("private, no-store");
  });

  it.each([390, 1440])("has no axe violations at %i px", async (width) => {
    const { page } = await openEvents("/events/pongal-festival", width);
    const results = await axe(page).analyze();
    expect(results.violations).toEqual([]);
  });
});
