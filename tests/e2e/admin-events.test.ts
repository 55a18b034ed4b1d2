// Events Management at /admin/events: Add Event with the calendar picker by mouse and by keyboard
// (every field, an uploaded picture, an end time), Edit, Delete without a question and Undo in the
// toast (the event back exactly), the category filter in the address with its count, the empty
// text, past events dimmed by India's date, every toast of spec §8, the public /events,
// /events/<slug> and /events.ics after each change, a stale edit between two pages, bad input
// posted directly, axe with the dialog and the calendar open, the keyboard alone, and 1,000 events
// in pages.
import { mkdirSync } from "node:fs";
import ICAL from "ical.js";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ADD_EVENT_LABEL,
  ADD_EVENT_TITLE,
  ALL_CATEGORIES,
  CATEGORY_FILTER_LABEL,
  CREATE_EVENT_SUBMIT,
  EDIT_EVENT_TITLE,
  ERROR_TITLE,
  EVENT_CREATED,
  EVENT_DELETE_FAILED,
  EVENT_DELETED,
  EVENT_FIELD_HINTS,
  EVENT_MESSAGES,
  EVENT_RESTORED,
  EVENT_SAVE_FAILED,
  EVENT_TITLE_MAX,
  EVENT_UPDATED,
  EVENTS_ADMIN_PAGE_SIZE,
  EVENTS_ADMIN_TITLE,
  EVENTS_LOAD_FAILED,
  eventsFound,
  EVENT_FIELD_LABELS as LABELS,
  NO_EVENTS,
  PAST_EVENT_BADGE,
  PICK_A_DATE,
  UNDO_LABEL,
  UPDATE_EVENT_SUBMIT,
} from "~/copy/admin-events";
import { tamilLabel } from "~/copy/admin-tamil";
import { EVENT_CATEGORIES } from "~/copy/categories";
import { EVENT_LABELS } from "~/copy/events-page";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { addDays, formatEventDate } from "~/lib/event-time";
import { NOT_FOUND_MESSAGE, STALE_EDIT_MESSAGE } from "~/server/content/record.server";
import { UNDO_EXPIRED_MESSAGE } from "~/server/content/undo.server";
import { TEST_ADMIN } from "../support/app-server";
import { animationsSettled } from "../support/browser";
import { queryDatabase, writeDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { addDemoImage, type ContentRow, insertContent } from "../support/server-data";
import { expectToastOf, toastWith } from "../support/toasts";
import { englishField, expectToast, openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { drawnDialog } from "./helpers/dialogs";
import { discardChanges } from "./helpers/discard-changes";
import { type SignedInStaff, signedInPage, signedInStaff, staffCookie } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser({ env: { SEED_DEMO_CONTENT: "false" } });

let editor: SignedInStaff;
let viewer: SignedInStaff;

beforeAll(async () => {
  [editor, viewer] = await signedInStaff(server(), [
    { username: "events_editor", name: "Ezhil Editor", role: "editor", password: "editor-pass-123" },
    { username: "events_viewer", name: "Vani Viewer", role: "viewer", password: "viewer-pass-123" },
  ]);
});

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? "/tmp/admin-events-screenshots";
mkdirSync(SCREENSHOTS, { recursive: true });
/** Refusals the browser logs for a 4xx answer the test provokes. */
const REFUSED = [/status of 4\d\d/];

type StoredEvent = {
  id: string;
  title: string;
  slug: string;
  status: string;
  summary: string | null;
  featured_image: string | null;
  featured_media_id: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  event_date: string;
  event_time: string | null;
  end_time: string | null;
  location: string | null;
  category: string;
  is_featured: number;
  max_participants: number | null;
  registration_required: number;
};

/** Every stored event with all its columns, by date. */
function storedEvents(): StoredEvent[] {
  return queryDatabase<StoredEvent>(
    server(),
    `select c.id, c.title, c.slug, c.status, c.summary, c.featured_image, c.featured_media_id,
            c.published_at, c.created_at, c.updated_at, e.event_date, e.event_time, e.end_time,
            e.location, e.category, e.is_featured, e.max_participants, e.registration_required
       from content c join event e on e.content_id = c.id
      where c.kind = 'event' order by e.event_date, c.title`,
  );
}

const stored = (title: string) => storedEvents().find((event) => event.title === title);

type EventRow = Omit<ContentRow, "kind" | "event"> & { event: NonNullable<ContentRow["event"]> };

/** Replaces every event with these, saved by the application's own command; gives their ids. */
async function onlyEvents(rows: EventRow[]): Promise<string[]> {
  writeDatabase(server(), "delete from event; delete from content where kind = 'event';");
  if (rows.length === 0) return [];
  return insertContent(
    server(),
    rows.map((row) => ({ kind: "event" as const, ...row })),
  );
}

const today = () => todayInSchoolTimeZone();
const openEvents = (page: Page, query = "") =>
  openAdminPage(page, `${server().url}/admin/events${query}`, EVENTS_ADMIN_TITLE);

const cards = (page: Page) => page.locator("[data-event-card]");
const card = (page: Page, title: string) =>
  page.locator("[data-event-card]").filter({ has: page.locator("[data-event-title]", { hasText: title }) });
const listedTitles = (page: Page) => page.locator("[data-event-title]").allTextContents();
const found = (page: Page) => page.locator("[data-events-found]").textContent();
const fact = (where: Locator, name: string) => where.locator(`[data-event-fact="${name}"]`).textContent();

/** The event dialog (Add Event or Edit Event) once it is open. */
const eventDialog = (page: Page, title: string) => drawnDialog(page, title);

/** The Event Date button of a dialog (its name is the label and the date it shows). */
const dateButton = (dialog: Locator) =>
  dialog.getByRole("button", { name: new RegExp(`^${LABELS.eventDate}:`) });

/** The calendar's popover, once open. */
async function calendar(page: Page): Promise<Locator> {
  const popover = page.getByRole("dialog", { name: LABELS.eventDate, exact: true });
  await popover.waitFor();
  return popover;
}

/**
 * Opens the dialog's calendar and clicks `date` (YYYY-MM-DD), a day of this month or the next:
 * the calendar opens on this month, and shows the first days of the next one only greyed out.
 */
async function pickDate(page: Page, dialog: Locator, date: string) {
  await dateButton(dialog).click();
  const picker = await calendar(page);
  const day = picker.locator(`[data-day="${date}"]:not([data-outside]) button`);
  if ((await day.count()) === 0) await picker.getByRole("button", { name: /next month/i }).click();
  await day.click();
}

/**
 * Escape closes the calendar (focus back on its button), then Escape closes the dialog (a dialog
 * with changes asks first: `dirty` answers Discard).
 */
async function closeCalendarAndDialog(page: Page, { dirty = false } = {}) {
  await page.keyboard.press("Escape");
  await expect.poll(() => page.getByRole("dialog").count()).toBe(1);
  await expect.poll(() => focused(page, "button[data-date], button[aria-label^='Event Date']")).toBe(true);
  await page.keyboard.press("Escape");
  if (dirty) await discardChanges(page);
  await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
}

/** A real photo-sized JPEG, made here, for the upload. */
function photo(width = 1200, height = 675) {
  return sharp({ create: { width, height, channels: 3, background: { r: 170, g: 60, b: 40 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><rect x="${width / 4}" y="${height / 4}" width="${width / 2}" height="${height / 2}" fill="#f5b700"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

type FeedEntry = { summary: string; start: string; end: string; startText: string; endText: string };

/** The public calendar feed as a calendar app reads it, by UID. */
async function feed(): Promise<Map<string, FeedEntry>> {
  const response = await fetch(`${server().url}/events.ics`);
  expect(response.status).toBe(200);
  const text = await response.text();
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const entries = new Map<string, FeedEntry>();
  for (const vevent of root.getAllSubcomponents("vevent")) {
    const event = new ICAL.Event(vevent);
    entries.set(event.uid, {
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      startText: vevent.getFirstProperty("dtstart")?.toICALString() ?? "",
      endText: vevent.getFirstProperty("dtend")?.toICALString() ?? "",
    });
  }
  return entries;
}

/** The feed's entry of an event: its UID is the event's id under the site's host name. */
const entryOf = (entries: Map<string, FeedEntry>, id: string) =>
  [...entries].find(([uid]) => uid.startsWith(`event-${id}@`))?.[1];

/** What the public sees of one event on the next request: in /events, its page, and the feed. */
async function publicView(id: string, slug: string) {
  const [list, page, entries] = await Promise.all([
    fetch(`${server().url}/events`).then((response) => response.text()),
    fetch(`${server().url}/events/${slug}`),
    feed(),
  ]);
  return {
    listed: list.includes(`href="/events/${slug}"`),
    pageStatus: page.status,
    page: await page.text(),
    entry: entryOf(entries, id),
  };
}

/** Requests the public pages so the render cache holds them: a later change must empty it. */
async function warmPublicPages(slug?: string) {
  const paths = ["/events", "/events.ics", ...(slug ? [`/events/${slug}`] : [])];
  for (const path of paths) await (await fetch(`${server().url}${path}`)).arrayBuffer();
}

/** The instant of a wall-clock time in India (+05:30), as ISO. */
const india = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString();

/** Posts the page's form directly, as a script or an old page would, without the browser's checks. */
async function post(fields: Record<string, string> | URLSearchParams, cookie = editor.cookie, path = "") {
  const response = await fetch(`${server().url}/admin/events${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { ...(cookie ? { cookie } : {}), origin: server().url },
    body: fields instanceof URLSearchParams ? fields : new URLSearchParams(fields),
  });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

/** Presses Tab until the focused element matches `selector` (at most `limit` presses). */
async function tabTo(page: Page, selector: string, limit = 60) {
  const seen: string[] = [];
  for (let press = 0; press < limit; press++) {
    if (await focused(page, selector)) return;
    await page.keyboard.press("Tab");
    seen.push(
      await page.evaluate(() => {
        const a = document.activeElement;
        return `${a?.tagName} ${a?.getAttribute("name") ?? ""} ${a?.textContent?.slice(0, 20) ?? ""}`;
      }),
    );
  }
  throw new Error(`Tab never reached ${selector}: ${seen.join(" / ")}`);
}

const focused = (page: Page, selector: string) =>
  page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);

describe("events management", () => {
  it("shows 'No events found', then adds an event with every field, picking the date with the mouse; the public pages and the feed carry it with its end", async () => {
    await onlyEvents([]);
    await warmPublicPages();
    const page = await signedInPage(browser(), server(), editor);
    await openEvents(page);
    expect(await page.getByText(NO_EVENTS, { exact: true }).count()).toBe(1);
    expect(await found(page)).toBe(eventsFound(0));
    expect(await cards(page).count()).toBe(0);

    await page.getByRole("button", { name: ADD_EVENT_LABEL }).click();
    const dialog = await eventDialog(page, ADD_EVENT_TITLE);
    await englishField(dialog, LABELS.title).fill("Annual Day 2031");
    await englishField(dialog, LABELS.description).fill(
      "Dance, drama and the prize giving, for every class.",
    );
    expect(await dateButton(dialog).textContent()).toBe(PICK_A_DATE);
    // Next month, the 15th, by mouse.
    const [year, month] = today().split("-").map(Number) as [number, number];
    const next = new Date(Date.UTC(year, month, 15)).toISOString().slice(0, 10);
    await dateButton(dialog).click();
    let picker = await calendar(page);
    await picker.getByRole("button", { name: /next month/i }).click();
    await picker.locator(`[data-day="${next}"] button`).click();
    await expect.poll(() => picker.count()).toBe(0);
    expect(await dateButton(dialog).textContent()).toBe(formatEventDate(next));
    await dialog.getByLabel(LABELS.eventTime).fill("10:00");
    await dialog.getByLabel(LABELS.endTime).fill("12:30");
    await englishField(dialog, LABELS.location).fill("Zee Litera Main Ground");
    await dialog.getByLabel(LABELS.category).selectOption("Cultural");
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "annual-day.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await expect
      .poll(() => dialog.locator('input[name="imageUrl"]').inputValue(), { timeout: 30_000 })
      .toMatch(/^\/media\//);
    expect(await dialog.getByText(EVENT_FIELD_HINTS.maxParticipants, { exact: true }).count()).toBe(1);
    await dialog.getByLabel(LABELS.maxParticipants).fill("150");
    await dialog.getByRole("checkbox", { name: LABELS.registrationRequired }).click();
    await dialog.getByRole("checkbox", { name: LABELS.isFeatured }).click();
    // The calendar again, to see it holds the chosen day; Escape leaves it as it was.
    await dateButton(dialog).click();
    picker = await calendar(page);
    expect(await picker.locator(`[data-day="${next}"]`).getAttribute("data-selected")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => picker.count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: CREATE_EVENT_SUBMIT }).click();
    await expectToastOf(page, "success", EVENT_CREATED);
    await expect.poll(() => dialog.count()).toBe(0);

    const saved = stored("Annual Day 2031")!;
    expect(saved).toMatchObject({
      status: "published",
      slug: "annual-day-2031",
      summary: "Dance, drama and the prize giving, for every class.",
      event_date: next,
      event_time: "10:00",
      end_time: "12:30",
      location: "Zee Litera Main Ground",
      category: "Cultural",
      is_featured: 1,
      max_participants: 150,
      registration_required: 1,
    });
    expect(saved.featured_image).toMatch(/^\/media\/events\//);
    expect(
      queryDatabase(server(), "select category from media where id = ?", saved.featured_media_id),
    ).toEqual([{ category: "events" }]);

    // The card: image, title, category, Featured, description, date, time to its end, place, places, registration.
    const shown = card(page, "Annual Day 2031");
    await expect.poll(() => found(page)).toBe(eventsFound(1));
    expect(await page.getByText(NO_EVENTS).count()).toBe(0);
    expect(await shown.locator("[data-event-image]").getAttribute("src")).toMatch(/\.webp$/);
    expect(await shown.locator("[data-testid=event-category]").textContent()).toBe("Cultural");
    expect(await shown.locator("[data-event-featured]").textContent()).toBe(EVENT_LABELS.featured);
    expect(await shown.locator("[data-event-description]").textContent()).toBe(
      "Dance, drama and the prize giving, for every class.",
    );
    expect(await fact(shown, "date")).toBe(formatEventDate(next));
    expect(formatEventDate(next)).toMatch(/^[A-Z][a-z]{2} 15, \d{4}$/);
    expect(await fact(shown, "time")).toBe("10:00 AM – 12:30 PM");
    expect(await fact(shown, "location")).toBe("Zee Litera Main Ground");
    expect(await fact(shown, "max")).toBe("Max 150 participants");
    expect(await shown.locator("[data-event-registration]").textContent()).toBe(
      EVENT_LABELS.registrationRequired,
    );
    expect(await shown.getAttribute("data-past")).toBe("false");

    // The public site, on the very next request.
    const view = await publicView(saved.id, saved.slug);
    expect(view.listed).toBe(true);
    expect(view.pageStatus).toBe(200);
    expect(view.page).toContain("Annual Day 2031");
    expect(view.page).toContain("10:00 AM – 12:30 PM");
    expect(view.page).toContain("Max 150 participants");
    expect(view.entry).toMatchObject({
      summary: "Annual Day 2031",
      start: india(next, "10:00"),
      end: india(next, "12:30"),
    });
    const compact = next.replaceAll("-", "");
    expect(view.entry?.startText).toBe(`DTSTART;TZID=Asia/Kolkata:${compact}T100000`);
    expect(view.entry?.endText).toBe(`DTEND;TZID=Asia/Kolkata:${compact}T123000`);
    await page.screenshot({ path: `${SCREENSHOTS}/events-one-1440.png`, fullPage: true });
  });

  it("keeps what is typed while the dialog's code is still on its way; its frame closes on Escape", async () => {
    await onlyEvents([]);
    const page = await signedInPage(browser(), server(), editor);
    // The dialog's chunk is held back, as on a slow line: the frame stands in for it meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/event-form-dialog-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openEvents(page);
    await tabTo(page, "#add-event");
    await page.keyboard.press("Enter");
    const frame = page.locator("[data-dialog-frame]");
    await expect.poll(() => focused(page, "[data-dialog-frame]")).toBe(true);
    expect(await frame.getAttribute("aria-label")).toBe(ADD_EVENT_TITLE);
    expect(await frame.getAttribute("aria-busy")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => frame.count()).toBe(0);
    expect(await focused(page, "#add-event")).toBe(true);

    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page, "[data-dialog-frame]")).toBe(true);
    await page.keyboard.type("Kolam");
    release();
    const dialog = await eventDialog(page, ADD_EVENT_TITLE);
    await expect.poll(() => focused(page, '[name="title"]')).toBe(true);
    expect(await dialog.locator('[name="title"]').inputValue()).toBe("Kolam");
    await page.keyboard.type(" Competition");
    expect(await dialog.locator('[name="title"]').inputValue()).toBe("Kolam Competition");
    // What came through the frame counts as typed: closing asks first, and the focus goes home.
    await page.keyboard.press("Escape");
    await discardChanges(page);
    await expect.poll(() => focused(page, "#add-event")).toBe(true);
  });

  it("adds an event with the keyboard alone, choosing the date in the calendar with the arrow keys", async () => {
    await onlyEvents([{ title: "Existing Assembly", event: { date: addDays(today(), 1) } }]);
    const page = await signedInPage(browser(), server(), editor);
    await openEvents(page);

    await tabTo(page, "#add-event");
    await page.keyboard.press("Enter");
    const dialog = await eventDialog(page, ADD_EVENT_TITLE);
    expect(await focused(page, '[name="title"]')).toBe(true);
    await page.keyboard.type("Kolam Competition");
    // Each Tamil field follows its English one.
    await page.keyboard.press("Tab");
    expect(await focused(page, '[name="titleTa"]')).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Rangoli in the courtyard.");
    await page.keyboard.press("Tab");
    expect(await focused(page, '[name="descriptionTa"]')).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focused(page, "button[data-date], button[aria-label^='Event Date']")).toBe(true);
    await page.keyboard.press("Enter");
    const picker = await calendar(page);
    // The calendar opens on today (in India), focused; arrows move by day and by week.
    await expect.poll(() => focused(page, `[data-day="${today()}"] button`)).toBe(true);
    expect(await picker.locator(`[data-day="${today()}"]`).getAttribute("data-today")).toBe("true");
    for (const key of ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowDown"]) await page.keyboard.press(key);
    const chosen = addDays(today(), 10);
    await expect.poll(() => focused(page, `[data-day="${chosen}"] button`)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => picker.count()).toBe(0);
    // Focus is back on the date button, which shows the day.
    await expect.poll(() => focused(page, "button[data-date]")).toBe(true);
    expect(await dateButton(dialog).textContent()).toBe(formatEventDate(chosen));
    await page.keyboard.press("Tab");
    expect(await focused(page, '[name="eventTime"]')).toBe(true);
    await page.keyboard.type("0930A");
    await page.keyboard.press("Tab");
    // The time input's own parts (hours, minutes, AM/PM) take Tab presses of their own.
    await tabTo(page, '[name="endTime"]');
    await page.keyboard.type("1100A");
    await tabTo(page, '[name="location"]');
    await page.keyboard.type("Balar Kalikkoodam Courtyard");
    // Its Tamil twin comes next (issue 28), then the category.
    await page.keyboard.press("Tab");
    expect(await focused(page, '[name="locationTa"]')).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focused(page, '[name="category"]')).toBe(true);
    await page.keyboard.type("Compe");
    await tabTo(page, '[name="maxParticipants"]');
    await page.keyboard.type("40");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press("Enter");
    await expectToast(page, EVENT_CREATED);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => focused(page, "#add-event")).toBe(true);
    expect(stored("Kolam Competition")).toMatchObject({
      summary: "Rangoli in the courtyard.",
      event_date: chosen,
      event_time: "09:30",
      end_time: "11:00",
      location: "Balar Kalikkoodam Courtyard",
      category: "Competition",
      max_participants: 40,
      registration_required: 1,
      is_featured: 0,
    });

    // Edit by keyboard: Escape leaves without saving and focus returns to Edit.
    const editSelector = `[data-event-card="${stored("Kolam Competition")!.id}"] [data-event-edit]`;
    await tabTo(page, editSelector);
    await page.keyboard.press("Enter");
    let edit = await eventDialog(page, EDIT_EVENT_TITLE);
    await page.keyboard.press("Escape");
    await expect.poll(() => edit.count()).toBe(0);
    await expect.poll(() => focused(page, editSelector)).toBe(true);
    await page.keyboard.press("Enter");
    edit = await eventDialog(page, EDIT_EVENT_TITLE);
    expect(await focused(page, '[name="title"]')).toBe(true);
    await page.keyboard.press("End");
    await page.keyboard.type(" Finals");
    // The date moves a week on: ArrowDown in the calendar.
    await tabTo(page, "button[data-date]");
    await page.keyboard.press("Enter");
    const again = await calendar(page);
    await expect.poll(() => focused(page, `[data-day="${chosen}"] button`)).toBe(true);
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focused(page, `[data-day="${addDays(chosen, 7)}"] button`)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => again.count()).toBe(0);
    await expect.poll(() => focused(page, "button[data-date]")).toBe(true);
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press("Enter");
    await expectToast(page, EVENT_UPDATED);
    await expect.poll(() => stored("Kolam Competition Finals")?.event_date).toBe(addDays(chosen, 7));
    await expect.poll(() => focused(page, editSelector)).toBe(true);

    // Delete by keyboard: at once, and focus goes to the toast's Undo, which Enter presses.
    const deleteSelector = editSelector.replace("[data-event-edit]", "[data-event-delete]");
    await page.keyboard.press("Tab");
    expect(await focused(page, deleteSelector)).toBe(true);
    await page.keyboard.press("Enter");
    await expectToast(page, EVENT_DELETED);
    await expect.poll(() => stored("Kolam Competition Finals")).toBeUndefined();
    await expect.poll(() => focused(page, "[data-toast] .toast-action")).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(UNDO_LABEL);
    await page.keyboard.press("Enter");
    await expectToast(page, EVENT_RESTORED);
    await expect.poll(() => stored("Kolam Competition Finals")?.event_date).toBe(addDays(chosen, 7));
    // Back on the restored event's Edit button.
    await expect.poll(() => focused(page, editSelector)).toBe(true);
  });

  it("edits an event; /events, /events/<slug> and the feed show the change on the next request", async () => {
    const date = addDays(today(), 20);
    const [id] = await onlyEvents([
      {
        title: "Science Fair",
        summary: "Models and experiments.",
        event: {
          date,
          time: "09:00",
          location: "Lab Block",
          category: "Science Fair",
          maxParticipants: 80,
          registrationRequired: true,
          isFeatured: true,
        },
      },
      { title: "Sports Day", event: { date: addDays(today(), 21), time: "Morning" } },
    ]);
    await warmPublicPages("science-fair");
    const page = await signedInPage(browser(), server(), editor);
    await openEvents(page);
    await card(page, "Science Fair").getByRole("button", { name: /^Edit/ }).click();
    const dialog = await eventDialog(page, EDIT_EVENT_TITLE);
    // The dialog opens with the event's saved values.
    expect(await englishField(dialog, LABELS.title).inputValue()).toBe("Science Fair");
    expect(await englishField(dialog, LABELS.description).inputValue()).toBe("Models and experiments.");
    expect(await dateButton(dialog).textContent()).toBe(formatEventDate(date));
    expect(await dialog.getByLabel(LABELS.eventTime).inputValue()).toBe("09:00");
    expect(await dialog.getByLabel(LABELS.endTime).inputValue()).toBe("");
    expect(await englishField(dialog, LABELS.location).inputValue()).toBe("Lab Block");
    expect(await dialog.getByLabel(LABELS.category).inputValue()).toBe("Science Fair");
    expect(await dialog.getByLabel(LABELS.maxParticipants).inputValue()).toBe("80");
    const registration = dialog.getByRole("checkbox", { name: LABELS.registrationRequired });
    const featured = dialog.getByRole("checkbox", { name: LABELS.isFeatured });
    expect(await registration.getAttribute("aria-checked")).toBe("true");
    expect(await featured.getAttribute("aria-checked")).toBe("true");

    await englishField(dialog, LABELS.title).fill("Science and Maths Fair");
    const moved = addDays(today(), 25);
    await pickDate(page, dialog, moved);
    await dialog.getByLabel(LABELS.eventTime).fill("14:00");
    await dialog.getByLabel(LABELS.endTime).fill("16:45");
    await dialog.getByLabel(LABELS.maxParticipants).fill("");
    // The place in Tamil too (issue 28), beside the English.
    await dialog.getByLabel(tamilLabel(LABELS.location)).fill("ஆய்வகக் கட்டடம்");
    await registration.click();
    await dialog.getByRole("button", { name: UPDATE_EVENT_SUBMIT }).click();
    await expectToastOf(page, "success", EVENT_UPDATED);
    await expect.poll(() => dialog.count()).toBe(0);

    expect(stored("Science and Maths Fair")).toMatchObject({
      id,
      slug: "science-fair",
      event_date: moved,
      event_time: "14:00",
      end_time: "16:45",
      max_participants: null,
      registration_required: 0,
      is_featured: 1,
      location: "Lab Block",
    });
    const shown = card(page, "Science and Maths Fair");
    await expect.poll(() => fact(shown, "time")).toBe("2:00 PM – 4:45 PM");
    expect(await shown.locator('[data-event-fact="max"]').count()).toBe(0);
    expect(await shown.locator("[data-event-registration]").count()).toBe(0);

    const view = await publicView(id!, "science-fair");
    expect(view.listed).toBe(true);
    expect(view.page).toContain("Science and Maths Fair");
    expect(view.page).toContain("2:00 PM – 4:45 PM");
    expect(view.page).not.toContain("Max 80 participants");
    expect(view.entry).toMatchObject({
      summary: "Science and Maths Fair",
      start: india(moved, "14:00"),
      end: india(moved, "16:45"),
    });

    // The Tamil pages show the Tamil place; the English ones the English, on the next request.
    const location = async (path: string) => {
      const html = await (await fetch(`${server().url}${path}`)).text();
      return html.match(/data-testid="event-location"[^>]*>(?:<[^>]+>)*([^<]+)/)?.[1];
    };
    expect(view.page).toContain("Lab Block");
    expect(await location("/events/science-fair")).toBe("Lab Block");
    expect(await location("/ta/events/science-fair")).toBe("ஆய்வகக் கட்டடம்");
    expect(await location("/ta/events")).toBe("ஆய்வகக் கட்டடம்");
    expect(await location("/events")).toBe("Lab Block");

    // The address a media file's "Used in" link gives opens this event's dialog (issue 28).
    await page.goto(`${server().url}/admin/events?edit=${id}`);
    const addressed = await eventDialog(page, EDIT_EVENT_TITLE);
    expect(await englishField(addressed, LABELS.title).inputValue()).toBe("Science and Maths Fair");
    expect(await addressed.getByLabel(tamilLabel(LABELS.location)).inputValue()).toBe("ஆய்வகக் கட்டடம்");
    expect(new URL(page.url()).search).toBe("");
    await addressed.getByRole("button", { name: "Cancel" }).click();

    // A time saved earlier as words is shown as such, and the event stays all day.
    await card(page, "Sports Day").getByRole("button", { name: /^Edit/ }).click();
    const words = await eventDialog(page, EDIT_EVENT_TITLE);
    expect(await words.getByLabel(LABELS.eventTime).inputValue()).toBe("");
    expect(await words.getByText('Saved earlier as "Morning"').count()).toBe(1);
  });

  it("deletes at once without a question; Undo in the toast for 4 seconds puts the event back exactly", async () => {
    await addDemoImage(server(), "event-sports-day");
    const [{ url }] = queryDatabase<{ url: string }>(
      server(),
      "select url from media order by created_at desc limit 1",
    ) as [{ url: string }];
    const [id] = await onlyEvents([
      {
        title: "Yoga Morning",
        summary: "Sun salutations on the ground.",
        featuredImage: url,
        event: { date: addDays(today(), 5), time: "06:30", category: "Sports", isFeatured: true },
      },
      { title: "Library Week", event: { date: addDays(today(), 6) } },
    ]);
    writeDatabase(server(), "update event set end_time = '07:30' where content_id = ?", id!);
    const before = stored("Yoga Morning")!;
    await warmPublicPages(before.slug);
    expect((await publicView(id!, before.slug)).entry).toBeDefined();

    const page = await signedInPage(browser(), server(), editor);
    await page.clock.install();
    await openEvents(page);
    // The page's clock stands still from here: only runFor below moves the toast's countdown.
    await page.clock.pauseAt(Date.now() + 1_000);
    await card(page, "Yoga Morning")
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expectToastOf(page, "success", EVENT_DELETED);
    // No question was asked.
    expect(await page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => stored("Yoga Morning")).toBeUndefined();
    await expect.poll(() => card(page, "Yoga Morning").count()).toBe(0);
    expect(await listedTitles(page)).toEqual(["Library Week"]);
    const gone = await publicView(id!, before.slug);
    expect(gone).toMatchObject({ listed: false, pageStatus: 404, entry: undefined });

    // The toast with Undo stays 4 seconds.
    const toast = toastWith(page, EVENT_DELETED).last();
    expect(await toast.getByRole("button", { name: UNDO_LABEL }).count()).toBe(1);
    await page.mouse.move(0, 0);
    await page.clock.runFor(3_900);
    expect(await toast.count()).toBe(1);
    await page.clock.runFor(200);
    await expect.poll(() => toast.count()).toBe(0);

    // Delete again, and Undo this time.
    await onlyEvents([]);
    const [again] = await onlyEvents([
      {
        title: "Yoga Morning",
        summary: "Sun salutations on the ground.",
        featuredImage: url,
        event: { date: addDays(today(), 5), time: "06:30", category: "Sports", isFeatured: true },
      },
    ]);
    writeDatabase(server(), "update event set end_time = '07:30' where content_id = ?", again!);
    const original = stored("Yoga Morning")!;
    await openEvents(page);
    await card(page, "Yoga Morning")
      .getByRole("button", { name: /^Delete/ })
      .click();
    const undo = toastWith(page, EVENT_DELETED).last().getByRole("button", { name: UNDO_LABEL });
    await undo.waitFor();
    await expect.poll(() => stored("Yoga Morning")).toBeUndefined();
    await undo.click();
    await expectToastOf(page, "success", EVENT_RESTORED);
    // Exactly as it was: id, slug, picture, times, last save.
    await expect.poll(() => stored("Yoga Morning")).toEqual(original);
    await expect.poll(() => card(page, "Yoga Morning").count()).toBe(1);
    expect(await fact(card(page, "Yoga Morning"), "time")).toBe("6:30 AM – 7:30 AM");
    const back = await publicView(again!, original.slug);
    expect(back).toMatchObject({ listed: true, pageStatus: 200 });
    expect(back.page).toContain(url.replace(/\.[a-z]+$/, ""));
    expect(back.entry).toMatchObject({
      start: india(original.event_date, "06:30"),
      end: india(original.event_date, "07:30"),
    });
  });

  it("filters by category in the address, with the count and the empty text", async () => {
    const day = (n: number) => addDays(today(), n);
    await onlyEvents([
      ...["Cricket Final", "Relay Race", "Kabaddi Match"].map((title, n) => ({
        title,
        event: { date: day(n + 1), category: "Sports" },
      })),
      ...["Bharatanatyam Recital", "Carnatic Evening"].map((title, n) => ({
        title,
        event: { date: day(n + 2), category: "Cultural" },
      })),
      { title: "Term Exams", event: { date: day(9), category: "Examination" } },
    ]);
    const page = await signedInPage(browser(), server(), editor);
    await openEvents(page);
    expect(await found(page)).toBe(eventsFound(6));
    expect(await page.getByLabel(CATEGORY_FILTER_LABEL).inputValue()).toBe("");
    expect(await page.getByLabel(CATEGORY_FILTER_LABEL).locator("option").allTextContents()).toEqual([
      ALL_CATEGORIES,
      ...EVENT_CATEGORIES,
    ]);

    await page.getByLabel(CATEGORY_FILTER_LABEL).selectOption("Sports");
    await expect.poll(() => new URL(page.url()).searchParams.get("category")).toBe("Sports");
    await expect.poll(() => found(page)).toBe(eventsFound(3));
    expect(await listedTitles(page)).toEqual(["Cricket Final", "Relay Race", "Kabaddi Match"]);
    expect(await page.locator("[data-event-card] [data-testid=event-category]").allTextContents()).toEqual([
      "Sports",
      "Sports",
      "Sports",
    ]);

    await page.getByLabel(CATEGORY_FILTER_LABEL).selectOption("Holiday");
    await expect.poll(() => found(page)).toBe(eventsFound(0));
    expect(await page.getByText(NO_EVENTS, { exact: true }).count()).toBe(1);
    expect(await cards(page).count()).toBe(0);

    // The address holds the filter: a reload keeps it, Back returns to the one before.
    await page.reload();
    await openEvents(page, "?category=Holiday");
    expect(await page.getByLabel(CATEGORY_FILTER_LABEL).inputValue()).toBe("Holiday");
    await page.goBack();
    await expect.poll(() => found(page)).toBe(eventsFound(3));
    expect(await page.getByLabel(CATEGORY_FILTER_LABEL).inputValue()).toBe("Sports");
    await page.getByLabel(CATEGORY_FILTER_LABEL).selectOption("");
    await expect.poll(() => found(page)).toBe(eventsFound(6));
    expect(new URL(page.url()).searchParams.has("category")).toBe(false);

    // An address with a category that is not on the list shows everything.
    await openEvents(page, "?category=Picnic");
    expect(await found(page)).toBe(eventsFound(6));

    // A new event of the filtered category appears in the filtered list with the count.
    await openEvents(page, "?category=Cultural");
    expect(await found(page)).toBe(eventsFound(2));
    await page.getByRole("button", { name: ADD_EVENT_LABEL }).click();
    const dialog = await eventDialog(page, ADD_EVENT_TITLE);
    await englishField(dialog, LABELS.title).fill("Folk Dance Day");
    await pickDate(page, dialog, day(3));
    await dialog.getByLabel(LABELS.category).selectOption("Cultural");
    await dialog.getByRole("button", { name: CREATE_EVENT_SUBMIT }).click();
    await expectToast(page, EVENT_CREATED);
    await expect.poll(() => found(page)).toBe(eventsFound(3));
    expect(await listedTitles(page)).toContain("Folk Dance Day");
  });

  it("dims events dated before today in India, and only those", async () => {
    await onlyEvents([
      { title: "Yesterday's Assembly", event: { date: addDays(today(), -1), time: "23:30" } },
      { title: "Today's Assembly", event: { date: today(), time: "00:15" } },
      { title: "Tomorrow's Assembly", event: { date: addDays(today(), 1) } },
    ]);
    const page = await signedInPage(browser(), server(), editor);
    await openEvents(page, "?page=1");
    const past = card(page, "Yesterday's Assembly");
    const present = card(page, "Today's Assembly");
    expect(await past.getAttribute("data-past")).toBe("true");
    expect(await past.locator("[data-event-past]").textContent()).toBe(PAST_EVENT_BADGE);
    expect(await present.getAttribute("data-past")).toBe("false");
    expect(await present.locator("[data-event-past]").count()).toBe(0);
    expect(await card(page, "Tomorrow's Assembly").getAttribute("data-past")).toBe("false");
    // Dimmed: a muted card, a grey band, a muted title; the others are not.
    const look = (where: Locator) =>
      where.evaluate((element) => ({
        background: getComputedStyle(element).backgroundColor,
        band: getComputedStyle(element.querySelector("[aria-hidden=true]")!).filter,
        title: getComputedStyle(element.querySelector("[data-event-title]")!).color,
      }));
    const [dim, plain] = [await look(past), await look(present)];
    expect(dim.band).toContain("grayscale");
    expect(plain.band).not.toContain("grayscale");
    expect(dim.background).not.toBe(plain.background);
    expect(dim.title).not.toBe(plain.title);
    expect(await fact(past, "time")).toBe("11:30 PM");
  });

  it("refuses the later of two edits of the same event, and says so when deleting an event already gone", async () => {
    await onlyEvents([
      { title: "Parents Meeting", event: { date: addDays(today(), 3), category: "Parent Meeting" } },
      { title: "Open House", event: { date: addDays(today(), 4) } },
    ]);
    const first = await signedInPage(browser(), server(), editor);
    const second = await signedInPage(browser(), server(), TEST_ADMIN, REFUSED);
    await Promise.all([openEvents(first), openEvents(second)]);

    await card(first, "Parents Meeting").getByRole("button", { name: /^Edit/ }).click();
    await card(second, "Parents Meeting").getByRole("button", { name: /^Edit/ }).click();
    const firstDialog = await eventDialog(first, EDIT_EVENT_TITLE);
    const secondDialog = await eventDialog(second, EDIT_EVENT_TITLE);
    await englishField(firstDialog, LABELS.location).fill("Zee Litera Hall");
    await englishField(secondDialog, LABELS.location).fill("Euro Kids Hall");
    await firstDialog.getByRole("button", { name: UPDATE_EVENT_SUBMIT }).click();
    await expectToastOf(first, "success", EVENT_UPDATED);
    const saved = stored("Parents Meeting")!;
    expect(saved.location).toBe("Zee Litera Hall");

    await secondDialog.getByRole("button", { name: UPDATE_EVENT_SUBMIT }).click();
    await expectToastOf(second, "error", ERROR_TITLE, EVENT_SAVE_FAILED);
    // The reason stays in the dialog, with what the person typed.
    await expect.poll(() => secondDialog.getByRole("alert").textContent()).toBe(STALE_EDIT_MESSAGE);
    expect(await englishField(secondDialog, LABELS.location).inputValue()).toBe("Euro Kids Hall");
    expect(stored("Parents Meeting")).toEqual(saved);
    await secondDialog.getByRole("button", { name: "Cancel" }).click();
    await discardChanges(second);

    // The first page deletes Open House; the second still lists it and deletes it too.
    await card(first, "Open House")
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expectToast(first, EVENT_DELETED);
    await expect.poll(() => stored("Open House")).toBeUndefined();
    await card(second, "Open House")
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expectToastOf(second, "error", ERROR_TITLE, `${EVENT_DELETE_FAILED} ${NOT_FOUND_MESSAGE}`);
    await expect.poll(() => card(second, "Open House").count()).toBe(0);
    expect(await listedTitles(second)).toEqual(["Parents Meeting"]);
  });

  it("says 'Failed to load events' (title Error) when the events cannot be read", async () => {
    await onlyEvents([{ title: "Hidden By Failure", event: { date: addDays(today(), 2) } }]);
    const page = await signedInPage(browser(), server(), editor);
    writeDatabase(server(), "alter table event rename to event_away");
    try {
      await openEvents(page);
      await expectToastOf(page, "error", ERROR_TITLE, EVENTS_LOAD_FAILED);
      expect(await page.getByRole("alert").filter({ hasText: EVENTS_LOAD_FAILED }).count()).toBe(1);
      expect(await page.getByText(NO_EVENTS).count()).toBe(0);
      expect(await page.locator("[data-events-found]").count()).toBe(0);
      expect(await page.getByRole("button", { name: ADD_EVENT_LABEL }).isDisabled()).toBe(true);
    } finally {
      writeDatabase(server(), "alter table event_away rename to event");
    }
    await openEvents(page);
    expect(await listedTitles(page)).toEqual(["Hidden By Failure"]);
  });

  it("shows refusals under their fields: maximum participants, an end before the start", async () => {
    await onlyEvents([]);
    const page = await signedInPage(browser(), server(), editor);
    await openEvents(page);
    await page.getByRole("button", { name: ADD_EVENT_LABEL }).click();
    const dialog = await eventDialog(page, ADD_EVENT_TITLE);
    // Fields are checked when the form is sent, not on leaving them (a message appearing then would
    // move the buttons under the pointer): Tab leaves an emptied title for the next field, its Tamil one.
    await englishField(dialog, LABELS.title).fill("Careers");
    await englishField(dialog, LABELS.title).fill("");
    await page.keyboard.press("Tab");
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await focused(page, '[name="titleTa"]')).toBe(true);
    expect(await dialog.getByText(EVENT_MESSAGES.titleRequired).count()).toBe(0);
    // Nothing filled in: the title and the date are needed (Enter in a field sends the form).
    await englishField(dialog, LABELS.title).press("Enter");
    await expect.poll(() => dialog.getByText(EVENT_MESSAGES.titleRequired).count()).toBe(1);
    expect(await dialog.getByText(EVENT_MESSAGES.dateRequired).count()).toBe(1);
    expect(await focused(page, '[name="title"]')).toBe(true);
    await englishField(dialog, LABELS.title).fill("Careers Talk");
    await dateButton(dialog).click();
    await (await calendar(page)).locator(`[data-day="${today()}"] button`).click();
    await dialog.getByLabel(LABELS.eventTime).fill("15:00");
    await dialog.getByLabel(LABELS.endTime).fill("14:00");
    const max = dialog.getByLabel(LABELS.maxParticipants);
    for (const [typed, message] of [
      ["0", EVENT_MESSAGES.maxParticipantsTooSmall],
      ["-20", EVENT_MESSAGES.maxParticipantsTooSmall],
      ["12.5", EVENT_MESSAGES.maxParticipantsDecimal],
      ["many", EVENT_MESSAGES.maxParticipantsNotNumber],
    ] as const) {
      await max.fill(typed);
      await max.press("Enter");
      // The message under the field, tied to it for screen readers.
      const underField = async () => {
        const messageId = (await max.getAttribute("aria-describedby"))?.split(" ").at(-1);
        return messageId ? dialog.locator(`[id="${messageId}"]`).textContent() : null;
      };
      await expect.poll(underField, { message: typed }).toBe(message);
      expect(await max.getAttribute("aria-invalid"), typed).toBe("true");
      // A whole number clears it again, so that the next value is judged on its own.
      await max.fill("7");
      await expect.poll(() => max.getAttribute("aria-invalid"), { message: typed }).toBeNull();
    }
    await max.fill("");
    await max.press("Enter");
    const end = dialog.getByLabel(LABELS.endTime);
    await expect.poll(() => end.getAttribute("aria-invalid")).toBe("true");
    expect(await dialog.getByText(EVENT_MESSAGES.endBeforeStart).count()).toBe(1);
    expect(storedEvents()).toEqual([]);
    // Put right, it saves with unlimited places.
    await end.fill("16:00");
    await end.press("Enter");
    await expectToast(page, EVENT_CREATED);
    expect(stored("Careers Talk")).toMatchObject({ max_participants: null, end_time: "16:00" });
  });

  it("refuses bad input posted directly with a 4xx and changes nothing", async () => {
    const [target, other] = await onlyEvents([
      { title: "Sports Day", event: { date: addDays(today(), 10), time: "09:00" } },
      { title: "Quiz Bowl", event: { date: addDays(today(), 11) } },
    ]);
    const before = storedEvents();
    const { updated_at: updatedAt } = before.find((event) => event.id === target)!;
    const create = { intent: "create-event", title: "Posted", eventDate: addDays(today(), 12) };
    const edit = {
      intent: "update-event",
      eventId: target!,
      updatedAt,
      title: "Sports Day",
      eventDate: addDays(today(), 10),
    };
    const refusals: [string, Record<string, string> | URLSearchParams, number, string?][] = [
      [
        "max participants 0",
        { ...create, maxParticipants: "0" },
        400,
        EVENT_MESSAGES.maxParticipantsTooSmall,
      ],
      [
        "max participants negative",
        { ...edit, maxParticipants: "-5" },
        400,
        EVENT_MESSAGES.maxParticipantsTooSmall,
      ],
      [
        "max participants decimal",
        { ...create, maxParticipants: "2.5" },
        400,
        EVENT_MESSAGES.maxParticipantsDecimal,
      ],
      [
        "max participants text",
        { ...edit, maxParticipants: "fifty" },
        400,
        EVENT_MESSAGES.maxParticipantsNotNumber,
      ],
      ["a date that does not exist", { ...create, eventDate: "2030-02-30" }, 400, EVENT_MESSAGES.dateInvalid],
      ["no date", { ...create, eventDate: "" }, 400, EVENT_MESSAGES.dateRequired],
      [
        "end before start",
        { ...edit, eventTime: "10:00", endTime: "09:00" },
        400,
        EVENT_MESSAGES.endBeforeStart,
      ],
      ["end without start", { ...create, endTime: "09:00" }, 400, EVENT_MESSAGES.endWithoutStart],
      ["time as words", { ...create, eventTime: "after lunch" }, 400, EVENT_MESSAGES.time],
      [
        "title too long",
        { ...edit, title: "t".repeat(EVENT_TITLE_MAX + 1) },
        400,
        EVENT_MESSAGES.titleTooLong,
      ],
      ["empty title", { ...create, title: "   " }, 400, EVENT_MESSAGES.titleRequired],
      [
        "description too long",
        { ...create, description: "d".repeat(2001) },
        400,
        EVENT_MESSAGES.descriptionTooLong,
      ],
      ["location too long", { ...edit, location: "l".repeat(201) }, 400, EVENT_MESSAGES.locationTooLong],
      ["unknown category", { ...create, category: "Picnic" }, 400, EVENT_MESSAGES.category],
      ["checkbox neither on nor off", { ...create, isFeatured: "yes please" }, 400],
      ["picture from a script", { ...create, imageUrl: "javascript:alert(1)" }, 400, EVENT_MESSAGES.image],
      ["unknown picture", { ...edit, mediaId: "no-such-media" }, 400, EVENT_MESSAGES.imageGone],
      ["unknown event on update", { ...edit, eventId: "no-such-event" }, 404, NOT_FOUND_MESSAGE],
      [
        "unknown event on delete",
        { intent: "delete-event", eventId: "no-such-event" },
        404,
        NOT_FOUND_MESSAGE,
      ],
      ["unknown undo", { intent: "restore-event", token: "no-such-token" }, 404, UNDO_EXPIRED_MESSAGE],
      ["stale copy", { ...edit, updatedAt: "2020-01-01T00:00:00.000Z" }, 409, STALE_EDIT_MESSAGE],
      ["no copy date", { ...edit, updatedAt: "" }, 400],
      ["no intent", { title: "X" }, 400],
      ["unknown intent", { intent: "drop-table", title: "X" }, 400],
    ];
    const twoDates = new URLSearchParams(create);
    twoDates.append("eventDate", addDays(today(), 13));
    refusals.push(["two dates", twoDates, 400]);

    for (const [what, fields, status, message] of refusals) {
      // The .data address answers as the page's own form does, with the reason in its reply.
      const answer = await post(fields, editor.cookie, ".data");
      expect(answer.status, what).toBe(status);
      if (message) expect(answer.body, what).toContain(message);
      expect((await post(fields)).status, `${what} (as a plain form post)`).toBe(status);
    }
    expect(storedEvents()).toEqual(before);

    // Anonymous: to the sign-in page. A viewer: 403. Neither changes anything.
    const anonymous = await post({ intent: "delete-event", eventId: target! }, "");
    expect(anonymous.status).toBe(302);
    const signIn = new URL(anonymous.headers.get("location") ?? "", server().url);
    expect(signIn.pathname).toBe("/admin/login");
    expect((await post({ intent: "delete-event", eventId: target! }, viewer.cookie)).status).toBe(403);
    expect((await post(create, viewer.cookie)).status).toBe(403);
    const viewerPage = await fetch(`${server().url}/admin/events`, {
      redirect: "manual",
      headers: { cookie: viewer.cookie },
    });
    // Issue 26: the 403 page, no longer a redirect to the public site.
    expect(viewerPage.status).toBe(403);
    expect(storedEvents()).toEqual(before);

    // Someone else's Undo token is refused; the same post by its owner goes through, once.
    const deleted = await post({ intent: "delete-event", eventId: other! }, editor.cookie, ".data");
    expect(deleted.status).toBe(200);
    const token = /"token","([^"]+)"/.exec(deleted.body)?.[1];
    expect(token).toBeTruthy();
    const adminCookie = await staffCookie(server(), TEST_ADMIN);
    expect((await post({ intent: "restore-event", token: token! }, adminCookie)).status).toBe(404);
    expect(storedEvents().map((event) => event.id)).toEqual([target]);
    expect((await post({ intent: "restore-event", token: token! })).status).toBe(200);
    expect(storedEvents()).toEqual(before);
    expect((await post({ intent: "restore-event", token: token! })).status).toBe(404);
    // A well-formed post goes through: the refusals above were about their input.
    expect((await post({ ...create, maxParticipants: "25" })).status).toBe(200);
    expect(stored("Posted")).toMatchObject({ max_participants: 25, end_time: null });
  });

  it("has no axe violations on the list, the dialog (with refused fields) and the open calendar", async () => {
    await addDemoImage(server(), "event-science-fair");
    const [{ url }] = queryDatabase<{ url: string }>(
      server(),
      "select url from media order by created_at desc limit 1",
    ) as [{ url: string }];
    const long = (n: number) =>
      `${n} ${"Inter-school science exhibition with models, experiments and quizzes ".repeat(4)}`.slice(
        0,
        EVENT_TITLE_MAX,
      );
    await onlyEvents([
      {
        title: long(1),
        summary: "Students from all five schools show their models. ".repeat(8),
        featuredImage: url,
        event: {
          date: addDays(today(), -3),
          time: "09:00",
          location: "Zee Litera Campus, Main Hall, Block A, First Floor, next to the library",
          category: "Science Fair",
          maxParticipants: 300,
          registrationRequired: true,
          isFeatured: true,
        },
      },
      {
        title: long(2),
        featuredImage: url,
        event: { date: today(), time: "10:00", category: "Cultural", isFeatured: true },
      },
      { title: "W".repeat(EVENT_TITLE_MAX), event: { date: addDays(today(), 1), category: "Holiday" } },
      {
        title: "Parent Meeting",
        event: { date: addDays(today(), 2), category: "Parent Meeting", registrationRequired: true },
      },
    ]);
    const page = await signedInPage(browser(), server(), editor);
    await openEvents(page, "?page=1");
    expect((await axe(page).analyze()).violations).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/events-list-long-titles-1440.png`, fullPage: true });

    await card(page, long(1).slice(0, 40)).getByRole("button", { name: /^Edit/ }).click();
    const dialog = await eventDialog(page, EDIT_EVENT_TITLE);
    await englishField(dialog, LABELS.title).fill("");
    await dialog.getByLabel(LABELS.maxParticipants).fill("2.5");
    await dialog.getByLabel(LABELS.maxParticipants).press("Enter");
    await expect.poll(() => dialog.getByText(EVENT_MESSAGES.titleRequired).count()).toBe(1);
    await animationsSettled(page);
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/events-edit-dialog-1440.png` });

    await dateButton(dialog).click();
    await calendar(page);
    await animationsSettled(page);
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/events-calendar-1440.png` });
    await closeCalendarAndDialog(page, { dirty: true });

    await page.getByRole("button", { name: ADD_EVENT_LABEL }).click();
    const add = await eventDialog(page, ADD_EVENT_TITLE);
    await dateButton(add).click();
    await calendar(page);
    await animationsSettled(page);
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/events-add-calendar-1440.png` });

    await closeCalendarAndDialog(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/events-list-390.png`, fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
  });

  it("pages 1,000 events, opening on the page of the coming ones, with the filter and count", async () => {
    const start = addDays(today(), -500);
    await onlyEvents(
      Array.from({ length: 1000 }, (_, n) => ({
        title: `Event ${String(n + 1).padStart(4, "0")}`,
        event: {
          date: addDays(start, n),
          time: "10:00",
          category: EVENT_CATEGORIES[n % EVENT_CATEGORIES.length],
        },
      })),
    );
    const page = await signedInPage(browser(), server(), editor);
    await openEvents(page);
    const pageCount = Math.ceil(1000 / EVENTS_ADMIN_PAGE_SIZE);
    // 500 events lie before today: the list opens on the page that holds the 501st, today's.
    const opening = Math.floor(500 / EVENTS_ADMIN_PAGE_SIZE) + 1;
    expect(await found(page)).toBe(eventsFound(1000));
    expect(await cards(page).count()).toBe(EVENTS_ADMIN_PAGE_SIZE);
    expect(await page.getByText(`Page ${opening} of ${pageCount}`).count()).toBe(1);
    const firstShown = (opening - 1) * EVENTS_ADMIN_PAGE_SIZE + 1;
    expect((await listedTitles(page))[0]).toBe(`Event ${String(firstShown).padStart(4, "0")}`);
    expect(await listedTitles(page)).toContain("Event 0501");
    expect(await card(page, "Event 0501").getAttribute("data-past")).toBe("false");
    expect(await card(page, "Event 0500").getAttribute("data-past")).toBe("true");

    await page.getByRole("link", { name: "Next" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe(String(opening + 1));
    await expect
      .poll(async () => (await listedTitles(page))[0])
      .toBe(`Event ${String(firstShown + EVENTS_ADMIN_PAGE_SIZE).padStart(4, "0")}`);
    await openEvents(page, `?page=${pageCount}`);
    expect(await cards(page).count()).toBe(1000 - (pageCount - 1) * EVENTS_ADMIN_PAGE_SIZE);
    expect((await listedTitles(page)).at(-1)).toBe("Event 1000");
    await openEvents(page, "?page=1");
    expect((await listedTitles(page))[0]).toBe("Event 0001");
    expect(await page.getByRole("link", { name: "Previous" }).count()).toBe(0);

    // The filter keeps its pages: 100 Sports events, in pages of their own.
    await page.getByLabel(CATEGORY_FILTER_LABEL).selectOption("Sports");
    await expect.poll(() => found(page)).toBe(eventsFound(100));
    expect(await page.getByText(`of ${Math.ceil(100 / EVENTS_ADMIN_PAGE_SIZE)}`).count()).toBe(1);
    await page.getByRole("link", { name: "Next" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("category")).toBe("Sports");
    expect(await page.locator("[data-event-card] [data-testid=event-category]").allTextContents()).toEqual(
      Array(await cards(page).count()).fill("Sports"),
    );
  });
});
