// The office's side of event registration (issue 29): the event form's registration settings, the
// events list's count, an event's registrations screen (search and filter in the address, Back
// restoring them; cancel with a reason moving the first waiting family up; Move up refused when the
// seats do not fit; a registration taken by phone), the check-in view at 390 px, the CSV (Excel-safe,
// India time), deleting an event with registrations (asked first, Undo restoring them), who may see
// and change it, the dashboard's figures, and axe at 390 and 1440 px.
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteWithRegistrationsQuestion, REGISTRATION_FIELD_LABELS } from "~/copy/admin-event-registration";
import { EVENT_FIELD_LABELS, EVENT_MESSAGES, UPDATE_EVENT_SUBMIT } from "~/copy/admin-events";
import {
  ACTION_LABELS,
  ADD_REGISTRATION_LABEL,
  ADD_REGISTRATION_SUBMIT,
  ADMIN_REGISTRATION_RULES,
  arrivedLabel,
  CANCEL_REASON_LABEL,
  CANCEL_SUBMIT,
  CSV_HEADER,
  EVENTS_FILLING_UP,
  REGISTRATION_ADDED,
  REGISTRATION_CANCELLED,
  registrationsTodayLabel,
} from "~/copy/admin-registrations";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { REGISTRATION_MESSAGES } from "~/copy/registrations";
import { adminDateTime } from "~/lib/admin-format";
import { addDays } from "~/lib/event-time";
import { animationsSettled } from "../support/browser";
import { queryDatabase, writeDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { insertContent } from "../support/server-data";
import { expectToast, expectToastOf } from "../support/toasts";
import { openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { type SignedInStaff, signedInPage, signedInStaff } from "./helpers/staff-session";

const { server, browser } = setupServerAndBrowser({ env: { SEED_DEMO_CONTENT: "false" } });

let editor: SignedInStaff;
let viewer: SignedInStaff;

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? "/tmp/admin-registrations-screenshots";
mkdirSync(SCREENSHOTS, { recursive: true });
const REFUSED = [/status of 4\d\d/];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const EVENT_TITLE = "Annual Sports Day";
let eventId = "";

type Family = {
  parentName: string;
  phone: string;
  childName: string;
  childClass: string;
  seats: number;
  note?: string;
};

// Ten seats: 4 + 4 + 2 registered; then 2 and 3 wait, in that order.
const FAMILIES: Family[] = [
  {
    parentName: "Anitha Raman",
    phone: "9876500001",
    childName: "Kavin",
    childClass: "UKG",
    seats: 4,
    note: "=SUM(1)",
  },
  { parentName: "Bala Murugan", phone: "9876500002", childName: "Nila", childClass: "1st Grade", seats: 4 },
  { parentName: "Chitra Devi", phone: "9876500003", childName: "Arun", childClass: "LKG", seats: 2 },
  { parentName: "Deepa Kumar", phone: "9876500004", childName: "Meena", childClass: "2nd Grade", seats: 2 },
  { parentName: "Ezhil Arasan", phone: "9876500005", childName: "Vetri", childClass: "3rd Grade", seats: 3 },
];

const screenPath = () => `/admin/events/${eventId}/registrations`;

/** Posts a screen's form directly, as a script would, without the browser's checks. */
async function post(path: string, fields: Record<string, string>, cookie = editor.cookie) {
  const response = await fetch(`${server().url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: server().url },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, body: await response.text() };
}

function addFamily(family: Family) {
  return post(screenPath(), {
    intent: "add-registration",
    parentName: family.parentName,
    phone: family.phone,
    childName: family.childName,
    childClass: family.childClass,
    school: "zee-litera",
    seats: String(family.seats),
    ...(family.note ? { note: family.note } : {}),
  });
}

type StoredRegistration = {
  id: string;
  parent_name: string;
  status: string;
  queue_number: number | null;
  moved_up_at: string | null;
  attended_at: string | null;
  cancel_reason: string | null;
  created_at: string;
  source: string;
};

function stored(): StoredRegistration[] {
  return queryDatabase<StoredRegistration>(
    server(),
    `select id, parent_name, status, queue_number, moved_up_at, attended_at, cancel_reason, created_at, source
       from event_registration where event_id = ? order by created_at, parent_name`,
    eventId,
  );
}
const storedOf = (parent: string) => stored().find((row) => row.parent_name === parent);

const visibleRows = (page: Page) =>
  page.locator("tr[data-registration]:visible, li[data-registration-card]:visible");

beforeAll(async () => {
  [editor, viewer] = await signedInStaff(server(), [
    { username: "reg_editor", name: "Revathi Editor", role: "editor", password: "editor-pass-123" },
    { username: "reg_viewer", name: "Vani Viewer", role: "viewer", password: "viewer-pass-123" },
  ]);
  [eventId] = (await insertContent(server(), [
    {
      kind: "event",
      title: EVENT_TITLE,
      event: {
        date: addDays(todayInSchoolTimeZone(), 10),
        time: "09:00",
        maxParticipants: 10,
        registrationRequired: true,
      },
    },
  ])) as [string];
  for (const family of FAMILIES) expect((await addFamily(family)).status).toBe(200);
});

describe("an event's registrations for the office", () => {
  it("counts them on the events list and lists them with a search and a filter the address keeps", async () => {
    expect(stored().map((row) => [row.parent_name, row.status, row.queue_number])).toEqual([
      ["Anitha Raman", "registered", null],
      ["Bala Murugan", "registered", null],
      ["Chitra Devi", "registered", null],
      ["Deepa Kumar", "waiting", 1],
      ["Ezhil Arasan", "waiting", 2],
    ]);
    const page = await signedInPage(browser(), server(), editor);
    await page.setViewportSize(DESKTOP);
    await openAdminPage(page, `${server().url}/admin/events`, "Events Management");
    const count = page.locator("[data-event-registrations]");
    expect(await count.textContent()).toContain("10 / 10 registered, 5 waiting");
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SCREENSHOTS}/events-list-390.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    await count.click();
    await page.waitForURL(`**${screenPath()}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(EVENT_TITLE);
    expect(await page.locator("[data-registration-summary]").textContent()).toBe(
      "10 / 10 registered, 5 waiting",
    );
    expect(await visibleRows(page).count()).toBe(5);
    // Phones to call, references as parents read them.
    const anitha = visibleRows(page).filter({ hasText: "Anitha Raman" });
    expect(await anitha.locator('a[href="tel:+919876500001"]').count()).toBe(1);
    expect(await anitha.textContent()).toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}/);
    await page.screenshot({ path: `${SCREENSHOTS}/registrations-1440.png`, fullPage: true });

    await page.getByLabel("Search").fill("Deepa");
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("Deepa");
    await expect.poll(() => visibleRows(page).count()).toBe(1);
    expect(await visibleRows(page).first().textContent()).toContain("Waiting #1");

    await page.getByLabel("Search").fill("");
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(null);
    await page.getByLabel("Show").selectOption("waiting");
    await expect.poll(() => new URL(page.url()).searchParams.get("filter")).toBe("waiting");
    await expect.poll(() => visibleRows(page).count()).toBe(2);

    // Back restores the list before the filter, and its controls say so.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get("filter")).toBe(null);
    await expect.poll(() => visibleRows(page).count()).toBe(5);
    expect(await page.getByLabel("Show").inputValue()).toBe("");
    // By phone digits, too.
    await page.getByLabel("Search").fill("500002");
    await expect.poll(() => visibleRows(page).count()).toBe(1);
    expect(await visibleRows(page).first().textContent()).toContain("Bala Murugan");
  });

  it("cancels with a reason (required), and the first waiting family moves up; Move up is refused when the seats do not fit", async () => {
    const page = await signedInPage(browser(), server(), editor, REFUSED);
    await page.setViewportSize(DESKTOP);
    await openAdminPage(page, `${server().url}${screenPath()}`, EVENT_TITLE);
    const chitra = visibleRows(page).filter({ hasText: "Chitra Devi" });
    await chitra.getByRole("button", { name: `${ACTION_LABELS.cancel} Chitra Devi` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: CANCEL_SUBMIT }).click();
    await expect.poll(() => dialog.textContent()).toContain(REGISTRATION_MESSAGES.reasonRequired);
    expect(storedOf("Chitra Devi")?.status).toBe("registered");
    await dialog.getByLabel(CANCEL_REASON_LABEL).fill("The family is travelling that week.");
    await dialog.getByRole("button", { name: CANCEL_SUBMIT }).click();
    await expectToastOf(
      page,
      "success",
      REGISTRATION_CANCELLED,
      "Moved up from the waiting list: Deepa Kumar",
    );
    expect(storedOf("Chitra Devi")).toMatchObject({
      status: "cancelled",
      cancel_reason: "The family is travelling that week.",
    });
    expect(storedOf("Deepa Kumar")).toMatchObject({ status: "registered", queue_number: 1 });
    expect(storedOf("Deepa Kumar")?.moved_up_at).not.toBeNull();
    const deepa = visibleRows(page).filter({ hasText: "Deepa Kumar" });
    await expect.poll(() => deepa.locator("[data-moved-up]").count()).toBe(1);
    expect(await page.locator("[data-registration-summary]").textContent()).toBe(
      "10 / 10 registered, 3 waiting",
    );

    // Ezhil's three seats do not fit the full event: the core refuses, the toast says why.
    const ezhil = visibleRows(page).filter({ hasText: "Ezhil Arasan" });
    await ezhil.getByRole("button", { name: `${ACTION_LABELS.moveUp} Ezhil Arasan` }).click();
    await expectToast(page, REGISTRATION_MESSAGES.noSeatsForMoveUp);
    expect(storedOf("Ezhil Arasan")?.status).toBe("waiting");

    // Every change audited.
    const audited = queryDatabase<{ summary: string; actor_name: string }>(
      server(),
      "select summary, actor_name from audit_log where entity_type = 'event_registration' order by id",
    );
    expect(audited.filter((row) => row.actor_name === "Revathi Editor").length).toBeGreaterThanOrEqual(6);
    expect(audited.map((row) => row.summary)).toContainEqual(
      expect.stringMatching(
        /^Cancelled Chitra Devi's registration .*: The family is travelling that week\.$/,
      ),
    );
  });

  it("adds a registration taken by phone with the public form's rules in English", async () => {
    const page = await signedInPage(browser(), server(), editor, REFUSED);
    await page.setViewportSize(DESKTOP);
    await openAdminPage(page, `${server().url}${screenPath()}`, EVENT_TITLE);
    await page.getByRole("button", { name: ADD_REGISTRATION_LABEL }).click();
    const dialog = page.getByRole("dialog", { name: ADD_REGISTRATION_LABEL });
    await dialog.waitFor();
    await dialog.getByLabel("Parent's name").fill("Farida Begum");
    await dialog.getByLabel("Phone").fill("12345");
    await dialog.getByLabel("Child's name").fill("Sana");
    await dialog.getByLabel("Class").fill("UKG");
    await dialog.getByLabel("School").selectOption("euro-kids");
    await dialog.getByRole("button", { name: ADD_REGISTRATION_SUBMIT }).click();
    await expect.poll(() => dialog.textContent()).toContain(ADMIN_REGISTRATION_RULES.phone);
    await page.screenshot({ path: `${SCREENSHOTS}/add-registration-1440.png` });
    await dialog.getByLabel("Phone").fill("+91 98765 00006");
    await dialog.getByRole("button", { name: ADD_REGISTRATION_SUBMIT }).click();
    await expectToastOf(page, "success", REGISTRATION_ADDED, "Farida Begum is on the waiting list");
    expect(storedOf("Farida Begum")).toMatchObject({ status: "waiting", queue_number: 3, source: "office" });
    await expect.poll(() => visibleRows(page).filter({ hasText: "Farida Begum" }).count()).toBe(1);
    expect(await visibleRows(page).filter({ hasText: "Farida Begum" }).textContent()).toContain(
      "Taken by the office",
    );

    // Posted directly with too many seats: refused under the field, nothing written.
    const refused = await addFamily({
      parentName: "Gita Rao",
      phone: "9876500007",
      childName: "Hari",
      childClass: "LKG",
      seats: 9,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("Choose from 1 to 4 seats.");
    expect(storedOf("Gita Rao")).toBeUndefined();
  });

  it("checks families in at the gate on a phone, and counts them", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await page.setViewportSize(PHONE);
    await openAdminPage(page, `${server().url}/admin/events/${eventId}/check-in`, EVENT_TITLE);
    const arrived = page.locator("[data-arrived]");
    expect(await arrived.textContent()).toBe(arrivedLabel(0, 3));
    expect(await page.locator("[data-check-in]").count()).toBe(3);
    await page.getByLabel("Find a family").fill("Anitha");
    await expect.poll(() => page.locator("[data-check-in]").count()).toBe(1);
    await page.getByRole("button", { name: `${ACTION_LABELS.markAttended} Anitha Raman` }).click();
    await expect.poll(() => arrived.textContent()).toBe(arrivedLabel(1, 3));
    expect(storedOf("Anitha Raman")?.attended_at).not.toBeNull();
    const box = await page
      .getByRole("button", { name: `${ACTION_LABELS.undoAttended} Anitha Raman` })
      .boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/check-in-390.png`, fullPage: true });
    await page.getByRole("button", { name: `${ACTION_LABELS.undoAttended} Anitha Raman` }).click();
    await expect.poll(() => arrived.textContent()).toBe(arrivedLabel(0, 3));
    await page.getByRole("button", { name: `${ACTION_LABELS.markAttended} Anitha Raman` }).click();
    await expect.poll(() => arrived.textContent()).toBe(arrivedLabel(1, 3));
    // The list's Attended filter finds her.
    await page.goto(`${server().url}${screenPath()}?filter=attended`);
    await expect.poll(() => visibleRows(page).count()).toBe(1);
    expect(await visibleRows(page).first().textContent()).toContain("Anitha Raman");
  });

  it("exports the CSV: the columns, a formula made harmless, times in India time", async () => {
    const response = await fetch(`${server().url}${screenPath()}.csv`, {
      headers: { cookie: editor.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="registrations-/);
    // Read with its byte-order mark (response.text() drops it).
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe(CSV_HEADER.join(","));
    const anitha = lines.find((line) => line.includes("Anitha Raman"))!;
    expect(anitha).toContain(",'=SUM(1),");
    expect(anitha).not.toContain(",=SUM(1)");
    // "29 Nov 2026, 7:23 am": the clock in India (+05:30), whatever the server's zone.
    const created = storedOf("Anitha Raman")!.created_at;
    const india = new Date(Date.parse(created) + 330 * 60_000);
    const clock = `${india.getUTCHours() % 12 || 12}:${String(india.getUTCMinutes()).padStart(2, "0")} ${
      india.getUTCHours() < 12 ? "am" : "pm"
    }`;
    expect(anitha).toContain(`"${adminDateTime(created)}"`);
    expect(adminDateTime(created)).toContain(clock);
    expect(anitha).toContain("Office");
    expect(lines.find((line) => line.includes("Chitra Devi"))).toContain(
      "The family is travelling that week.",
    );
    // The screen's filter applies to the file.
    const waiting = await (
      await fetch(`${server().url}${screenPath()}.csv?filter=waiting`, { headers: { cookie: editor.cookie } })
    ).text();
    expect(
      waiting
        .split("\r\n")
        .slice(1)
        .filter((line) => line.includes(",Waiting,")),
    ).toHaveLength(2);
  });

  it("lets only admins and editors in, as the enquiries inbox: a viewer sees neither the list, the phones nor the CSV, and changes nothing", async () => {
    // The enquiries inbox's rule (requireStaff): viewers do not enter it.
    const inbox = await fetch(`${server().url}/admin/enquiries`, { headers: { cookie: viewer.cookie } });
    expect(inbox.status).toBe(403);
    for (const path of [screenPath(), `/admin/events/${eventId}/check-in`, `${screenPath()}.csv`]) {
      const response = await fetch(`${server().url}${path}`, { headers: { cookie: viewer.cookie } });
      expect(response.status, path).toBe(403);
      expect(await response.text(), path).not.toContain("9876500001");
    }
    const before = JSON.stringify(stored());
    const bala = storedOf("Bala Murugan")!;
    for (const fields of <Record<string, string>[]>[
      { intent: "set-attended", registrationId: bala.id, attended: "yes" },
      { intent: "cancel-registration", registrationId: bala.id, reason: "Viewer" },
      { intent: "move-up", registrationId: storedOf("Ezhil Arasan")!.id },
    ])
      expect((await post(screenPath(), fields, viewer.cookie)).status).toBe(403);
    const adding = await post(
      screenPath(),
      {
        intent: "add-registration",
        parentName: "Viewer Family",
        phone: "9876500099",
        childName: "Someone",
        childClass: "UKG",
        school: "zee-litera",
        seats: "1",
      },
      viewer.cookie,
    );
    expect(adding.status).toBe(403);
    expect(JSON.stringify(stored())).toBe(before);
    // Signed out: the sign-in page.
    const anonymous = await fetch(`${server().url}${screenPath()}`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
  });

  it("shows the events filling up, and the registrations made today, on the dashboard", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await page.setViewportSize(DESKTOP);
    await openAdminPage(page, `${server().url}/admin`, "Dashboard");
    const card = page.locator('[data-todo="registrations"]');
    expect(await card.textContent()).toContain(EVENTS_FILLING_UP);
    expect(await card.textContent()).toContain(
      registrationsTodayLabel(stored().filter((row) => row.status !== "cancelled").length),
    );
    expect(await card.locator("[data-todo-count]").textContent()).toBe("1");
    const link = card.getByRole("link", { name: EVENT_TITLE });
    expect(await link.getAttribute("href")).toBe(screenPath());
    expect(await card.textContent()).toContain("10 / 10 registered, 2 families waiting");
    await card.screenshot({ path: `${SCREENSHOTS}/dashboard-card-1440.png` });
  });

  it("is axe clean at 390 and 1440 px, the list and the check-in view", async () => {
    const page = await signedInPage(browser(), server(), editor);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const path of [screenPath(), `/admin/events/${eventId}/check-in`]) {
        await openAdminPage(page, `${server().url}${path}`, EVENT_TITLE);
        expect((await axe(page).analyze()).violations, `${path} at ${viewport.width}`).toEqual([]);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
          `${path} at ${viewport.width}`,
        ).toBe(0);
      }
      await page.goto(`${server().url}${screenPath()}`);
      await page.screenshot({ path: `${SCREENSHOTS}/registrations-${viewport.width}.png`, fullPage: true });
    }
    // With the cancel dialog open.
    await openAdminPage(page, `${server().url}${screenPath()}`, EVENT_TITLE);
    await visibleRows(page)
      .filter({ hasText: "Bala Murugan" })
      .getByRole("button", { name: `${ACTION_LABELS.cancel} Bala Murugan` })
      .click();
    await page.getByRole("dialog").getByLabel(CANCEL_REASON_LABEL).waitFor();
    await animationsSettled(page);
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/cancel-dialog-1440.png` });
  });

  it("keeps the registration settings in the event form, checked on the server", async () => {
    const page = await signedInPage(browser(), server(), editor, REFUSED);
    await page.setViewportSize(DESKTOP);
    await openAdminPage(page, `${server().url}/admin/events`, "Events Management");
    await page.locator(`[data-event-card="${eventId}"] [data-event-edit]`).click();
    const dialog = page.getByRole("dialog", { name: "Edit Event" });
    await dialog.waitFor();
    const seats = dialog.getByLabel(REGISTRATION_FIELD_LABELS.seatsPerRegistration);
    expect(await seats.inputValue()).toBe("4");
    // Shown only while Registration required is ticked.
    const required = dialog.getByRole("checkbox", { name: EVENT_FIELD_LABELS.registrationRequired });
    expect(await seats.isVisible()).toBe(true);
    await required.click();
    await expect.poll(() => seats.isVisible()).toBe(false);
    await required.click();
    await expect.poll(() => seats.isVisible()).toBe(true);
    await seats.fill("25");
    await dialog
      .getByLabel(REGISTRATION_FIELD_LABELS.registrationDeadline)
      .fill(`${addDays(todayInSchoolTimeZone(), 8)}T18:30`);
    await dialog.getByRole("button", { name: UPDATE_EVENT_SUBMIT }).click();
    await expect.poll(() => dialog.textContent()).toContain(EVENT_MESSAGES.seatsPerRegistration);
    await page.screenshot({ path: `${SCREENSHOTS}/event-form-registration-1440.png`, fullPage: true });
    await seats.fill("6");
    await dialog.getByRole("switch", { name: REGISTRATION_FIELD_LABELS.waitingList }).click();
    await dialog.getByRole("button", { name: UPDATE_EVENT_SUBMIT }).click();
    await expectToastOf(page, "success", "Event updated");
    const [row] = queryDatabase<{
      seats_per_registration: number;
      registration_deadline: string;
      waiting_list: number;
      registration_open: number;
    }>(
      server(),
      "select seats_per_registration, registration_deadline, waiting_list, registration_open from event where content_id = ?",
      eventId,
    );
    expect(row?.seats_per_registration).toBe(6);
    expect(new Date(row!.registration_deadline).toISOString()).toBe(
      new Date(`${addDays(todayInSchoolTimeZone(), 8)}T18:30:00+05:30`).toISOString(),
    );
    expect(row?.waiting_list).toBe(0);
    expect(row?.registration_open).toBe(1);
    // Posted directly: the server checks the same rules.
    const [event] = queryDatabase<{ updated_at: string }>(
      server(),
      "select updated_at from content where id = ?",
      eventId,
    );
    const refused = await post("/admin/events", {
      intent: "update-event",
      eventId,
      updatedAt: event!.updated_at,
      title: EVENT_TITLE,
      eventDate: addDays(todayInSchoolTimeZone(), 10),
      registrationRequired: "on",
      seatsPerRegistration: "0",
      registrationDeadline: "tomorrow",
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain(EVENT_MESSAGES.seatsPerRegistration);
    expect(refused.body).toContain(EVENT_MESSAGES.registrationDeadline);
    // Back as it was for the delete below.
    writeDatabase(server(), "update event set waiting_list = 1 where content_id = ?", eventId);
  });

  it("asks before deleting an event with registrations, naming their number; Undo restores the event and them", async () => {
    const count = stored().length;
    const snapshot = JSON.stringify(stored());
    // Posted without the answer: refused, nothing deleted.
    const unasked = await post("/admin/events", { intent: "delete-event", eventId });
    expect(unasked.status).toBe(409);
    expect(unasked.body).toContain(deleteWithRegistrationsQuestion(count));
    expect(stored().length).toBe(count);

    const page = await signedInPage(browser(), server(), editor);
    await page.setViewportSize(DESKTOP);
    await openAdminPage(page, `${server().url}/admin/events`, "Events Management");
    const card = page.locator(`[data-event-card="${eventId}"]`);
    await card.locator("[data-event-delete]").click();
    const question = page.getByRole("alertdialog");
    await question.waitFor();
    expect(await question.textContent()).toContain(deleteWithRegistrationsQuestion(count));
    await animationsSettled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/delete-question-1440.png` });
    await question.getByRole("button", { name: "Keep" }).click();
    await expect.poll(() => page.getByRole("alertdialog").count()).toBe(0);
    expect(stored().length).toBe(count);

    await card.locator("[data-event-delete]").click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToastOf(page, "success", "Event deleted");
    await expect.poll(() => stored().length).toBe(0);
    await page.locator("[data-toast]").getByRole("button", { name: "Undo" }).click();
    await expectToastOf(page, "success", "Event restored");
    await expect.poll(() => stored().length).toBe(count);
    expect(JSON.stringify(stored())).toBe(snapshot);
    const [seats] = queryDatabase<{ seats_taken: number }>(
      server(),
      "select seats_taken from event where content_id = ?",
      eventId,
    );
    expect(seats?.seats_taken).toBe(10);
    await expect
      .poll(() => card.locator("[data-event-registrations]").textContent())
      .toContain("10 / 10 registered");
  });
});
