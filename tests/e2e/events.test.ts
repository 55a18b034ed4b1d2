// /events: events from the database in the right sections and order (featured first, past ones
// below, dimmed and capped), their badges and 'MMM dd, yyyy' dates, the six category badges, the
// calendar links, unpublished events never shown (nor their pages), and axe scans at phone and
// desktop widths. The event pages: event-page.test.ts; the calendar feed: events-calendar.test.ts.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  CALENDAR_LINKS,
  EVENT_CATEGORY_BADGES,
  EVENT_LABELS,
  EVENTS_CALENDAR_PATH,
  EVENTS_FAILURE_MESSAGE,
  PAST_EVENTS_SECTION,
  PAST_EVENTS_SHOWN,
} from "~/copy/events-page";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { eventTimeLabel, formatEventDate } from "~/lib/event-time";
import { FRESH_RENDER_COOKIE } from "../support/app-server";
import { writeDatabase } from "../support/database-file";
import { offlinePage } from "../support/offline-page";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { axe } from "./helpers/axe";
import {
  type ExpectedEvent,
  expectedPast,
  expectedUpcoming,
  HIDDEN_SLUGS,
  HIDDEN_TITLES,
  openEventsPage,
  setupTestEvents,
} from "./helpers/events-data";

const { server, browser } = setupServerAndBrowser();
const today = setupTestEvents(server);

/**
 * /events with these tests' events, before compression: 163,033 bytes where issue 27 started,
 * 139,514 after it (with the demo events alone: 119,419 → 107,316).
 */
const EVENTS_HTML_BUDGET_BYTES = 150_000;

const openEvents = (path = "/events", width = 1440) =>
  openEventsPage(browser(), `${server().url}${path}`, width);

const cards = (page: Page, list: "upcoming-events" | "past-events") =>
  page.getByTestId(list).getByTestId("event-card");

async function expectCard(card: Locator, event: ExpectedEvent) {
  expect(await card.getAttribute("data-slug")).toBe(event.slug);
  expect(await card.getByRole("heading", { level: 3 }).textContent()).toBe(event.title);
  expect(await card.getByRole("heading", { level: 3 }).getByRole("link").getAttribute("href")).toBe(
    `/events/${event.slug}`,
  );
  // Besides the title, only an upcoming event that takes registrations links elsewhere: its form (issue 29).
  const registers = event.registrationRequired && event.date >= todayInSchoolTimeZone();
  expect(await card.getByRole("link").count()).toBe(registers ? 2 : 1);
  if (registers)
    expect(await card.getByTestId("event-register").getAttribute("href")).toBe(
      `/events/${event.slug}/register`,
    );
  expect(await card.getByTestId("event-category").textContent()).toBe(event.category);
  const date = await card.getByTestId("event-date").textContent();
  expect(date).toBe(formatEventDate(event.date));
  expect(date).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
  expect(await card.getByTestId("event-date").getAttribute("datetime")).toBe(event.date);
  expect(await card.getByTestId("event-time").textContent()).toBe(
    eventTimeLabel(event.time) ?? EVENT_LABELS.allDay,
  );
  if (event.location) expect(await card.getByTestId("event-location").textContent()).toBe(event.location);
  expect(await card.getByTestId("event-featured").count()).toBe(event.featured ? 1 : 0);
  expect(await card.getByTestId("event-registration").count()).toBe(event.registrationRequired ? 1 : 0);
  if (event.registrationRequired)
    expect(await card.getByTestId("event-registration").textContent()).toBe("Registration Required");
  if (event.maxParticipants)
    expect(await card.getByTestId("event-max").textContent()).toBe(
      `Max ${event.maxParticipants} participants`,
    );
  else expect(await card.getByTestId("event-max").count()).toBe(0);
}

describe("/events", () => {
  it("lists upcoming events from the database, featured first and then by date, with their details", async () => {
    const { page, status } = await openEvents();
    expect(status).toBe(200);
    const expected = expectedUpcoming(today);
    expect(expected.slice(0, 4).map((event) => event.featured)).toEqual([true, true, true, true]);
    await expect.poll(() => cards(page, "upcoming-events").count()).toBe(expected.length);
    for (const [at, event] of expected.entries())
      await expectCard(cards(page, "upcoming-events").nth(at), event);
    for (const card of await cards(page, "upcoming-events").all()) {
      expect(await card.getAttribute("data-past")).toBe("false");
    }
    // Today's event is still upcoming; a time that is not a time is shown as written.
    const assembly = page.locator('[data-slug="morning-assembly-special"]');
    expect(await assembly.getByTestId("event-time").textContent()).toBe("8:30 AM");
    const briefing = page.locator('[data-slug="board-exam-briefing"]');
    expect(await briefing.getByTestId("event-time").textContent()).toBe("Evening");
  });

  it("shows the most recent past events below, latest first, dimmed, and says how many there are", async () => {
    const { page } = await openEvents();
    const past = expectedPast(today);
    expect(past.length).toBeGreaterThan(PAST_EVENTS_SHOWN);
    await expect.poll(() => cards(page, "past-events").count()).toBe(PAST_EVENTS_SHOWN);
    for (const [at, event] of past.slice(0, PAST_EVENTS_SHOWN).entries()) {
      await expectCard(cards(page, "past-events").nth(at), event);
    }
    expect(await page.getByTestId("past-events-more").textContent()).toBe(
      PAST_EVENTS_SECTION.more(PAST_EVENTS_SHOWN, past.length),
    );
    // Below the upcoming list.
    const upcomingBox = await page.getByTestId("upcoming-events").boundingBox();
    const pastBox = await page.getByTestId("past-events").boundingBox();
    expect(pastBox!.y).toBeGreaterThan(upcomingBox!.y + upcomingBox!.height);
    // Dimmed: the picture (or category band) faded and grey, the card flat and paper-coloured.
    const look = (card: Locator) =>
      card.evaluate((node) => {
        const art = node.querySelector("img, [aria-hidden='true'].bg-linear-to-br") as HTMLElement;
        const style = getComputedStyle(art);
        const cardStyle = getComputedStyle(node);
        return {
          opacity: Number(style.opacity),
          filter: style.filter,
          background: cardStyle.backgroundColor,
          shadow: cardStyle.boxShadow,
        };
      });
    const upcoming = await look(cards(page, "upcoming-events").first());
    for (const card of await cards(page, "past-events").all()) {
      expect(await card.getAttribute("data-past")).toBe("true");
      const dim = await look(card);
      expect(dim.opacity).toBeLessThan(1);
      expect(dim.filter).toContain("grayscale");
      expect(dim.background).not.toBe(upcoming.background);
      expect(dim.shadow).toBe("none");
    }
    expect(upcoming.opacity).toBe(1);
    expect(upcoming.filter).toBe("none");
  });

  it("never shows draft, archived or scheduled events", async () => {
    const { page } = await openEvents();
    const text = await page.locator("main").textContent();
    for (const title of HIDDEN_TITLES) {
      expect(text).not.toContain(title);
    }
    for (const slug of HIDDEN_SLUGS) {
      expect(await page.locator(`[data-slug="${slug}"]`).count()).toBe(0);
      const response = await fetch(`${server().url}/events/${slug}`);
      expect(response.status).toBe(404);
    }
  });

  it("shows the six category badges, each with an icon and a line about it", async () => {
    const { page } = await openEvents();
    const tiles = page.getByTestId("event-categories").locator("li");
    expect(await tiles.count()).toBe(6);
    for (const [at, badge] of EVENT_CATEGORY_BADGES.entries()) {
      const tile = tiles.nth(at);
      expect(await tile.getByRole("heading", { level: 3 }).textContent()).toBe(badge.category);
      expect(await tile.locator("svg").count()).toBeGreaterThanOrEqual(2);
      expect(await tile.locator("p").textContent()).toBe(badge.text);
    }
  });

  it("links to the calendar feed to subscribe (webcal://) and to download", async () => {
    const { page } = await openEvents();
    const subscribe = page.getByRole("link", { name: CALENDAR_LINKS.subscribe });
    const href = (await subscribe.getAttribute("href"))!;
    // The same feed on the site's public address (PUBLIC_URL, here localhost and the server's port).
    expect(href).toMatch(/^webcal:\/\/[^/]+\/events\.ics$/);
    expect(new URL(href.replace(/^webcal:/, "http:")).port).toBe(new URL(server().url).port);
    const download = page.getByRole("link", { name: CALENDAR_LINKS.download });
    expect(await download.getAttribute("href")).toBe(EVENTS_CALENDAR_PATH);
    expect(await download.getAttribute("download")).not.toBeNull();
    expect(await page.locator('link[rel="alternate"][type="text/calendar"]').getAttribute("href")).toBe(
      EVENTS_CALENDAR_PATH,
    );
  });

  it("sends less HTML: each card icon's shapes once per page, the page under its byte budget", async () => {
    // Rendered afresh, as for a visitor with a toast to see (issue 27: 119 KB, 98 renders a second).
    const response = await fetch(`${server().url}/events`, { headers: { cookie: FRESH_RENDER_COOKIE } });
    const html = await response.text();
    expect(Buffer.byteLength(html)).toBeLessThan(EVENTS_HTML_BUDGET_BYTES);
    const symbols = [...html.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]!);
    expect(symbols).toContain("lucide-icon-calendar-days");
    expect(new Set(symbols).size).toBe(symbols.length);
    const used = new Set([...html.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1]!));
    expect([...used].sort()).toEqual([...symbols].sort());
  });

  it("still reads well when the events cannot be read: a message, the carousel and the badges", async () => {
    writeDatabase(server(), "alter table event rename to event_broken");
    try {
      // Drawn afresh: the render cache holds /events from the tests above.
      const page = await offlinePage(browser(), {
        viewport: { width: 1440, height: 900 },
        extraHTTPHeaders: { cookie: FRESH_RENDER_COOKIE },
      });
      const response = await page.goto(`${server().url}/events`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("no-store");
      expect(await page.getByRole("alert").textContent()).toBe(EVENTS_FAILURE_MESSAGE);
      expect(await page.getByTestId("event-card").count()).toBe(0);
      expect(
        await page.getByTestId("events-carousel").locator('[aria-roledescription="slide"]').count(),
      ).toBe(5);
      expect(await page.getByTestId("event-categories").locator("li").count()).toBe(6);
      const feed = await fetch(`${server().url}/events.ics`);
      expect(feed.status).toBe(503);
      expect(await feed.text()).not.toContain("BEGIN:VCALENDAR");
    } finally {
      writeDatabase(server(), "alter table event_broken rename to event");
    }
  });

  it.each([390, 1440])("has no axe violations at %i px", async (width) => {
    const { page } = await openEvents("/events", width);
    const results = await axe(page).analyze();
    expect(results.violations).toEqual([]);
  });
});
