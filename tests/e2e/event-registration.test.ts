// Parents register for events on the public site (issue 29), as a parent would: without JavaScript
// (a plain form post), in English and Tamil, on a phone and a desktop. Registered → the confirmation
// page with a reference code and one seat fewer on the event; a full event offers its waiting list;
// a cancellation moves the first waiting family up; a closed event says so and refuses a direct
// post; bad input gets messages, never a 500; the new pages are axe clean at 390 and 1440 px.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { SCHOOLS } from "~/copy/schools";
import { CATALOGUES } from "~/i18n/catalogue";
import { fillMessage } from "~/i18n/fill-message";
import { addDays } from "~/lib/event-time";
import { watchPageErrors } from "../support/browser";
import { queryDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { DAY, fromNow, HOUR, insertContent } from "../support/server-data";
import { axe } from "./helpers/axe";

const { server, browser } = setupServerAndBrowser();

const EN = CATALOGUES.en.registration;
const TA = CATALOGUES.ta.registration;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const OPEN = "open-day-walk";
const FULL = "tiny-full-workshop";
const CLOSED = "closed-kite-day";
const SMALL = "small-story-hour";
const REFERENCE_SHAPE = /^[A-Z2-9]{4}-[A-Z2-9]{4}$/;

beforeAll(async () => {
  const date = addDays(todayInSchoolTimeZone(), 10);
  const event = (title: string, slug: string, max: number, registration: Record<string, unknown>) => ({
    kind: "event" as const,
    title,
    slug,
    summary: `About ${title}.`,
    event: {
      date,
      time: "10:00",
      location: "Zee Litera Campus",
      category: "Workshop",
      maxParticipants: max,
      registrationRequired: true,
      registration,
    },
  });
  // Before any page is drawn (the render cache).
  await insertContent(server(), [
    event("Open Day Walk", OPEN, 10, { deadline: fromNow(9 * DAY).toISOString(), seatsPerRegistration: 4 }),
    event("Tiny Full Workshop", FULL, 2, { seatsPerRegistration: 2, waitingList: true }),
    event("Closed Kite Day", CLOSED, 20, { deadline: fromNow(-HOUR).toISOString() }),
    event("Small Story Hour", SMALL, 3, { seatsPerRegistration: 4, waitingList: false }),
  ]);
});

/** The browser's own line for a form sent back with its messages (400, 404, 409): expected here. */
const FORM_SENT_BACK =
  /^console error: Failed to load resource: the server responded with a status of (400|404|409) .*\/events\/[^/]+\/(register|cancel)\b/;

/**
 * A fresh page off the machine (anything elsewhere gets an empty answer) that fails its test on any
 * console or page error but a form sent back; without script unless told, as a parent's phone with
 * JavaScript off.
 */
async function parentPage(viewport = PHONE, javaScriptEnabled = false): Promise<Page> {
  const context = await browser().newContext({ viewport, javaScriptEnabled });
  const page = await context.newPage();
  const watcher = watchPageErrors(page);
  await page.route("**", (route) =>
    new URL(route.request().url()).hostname === "127.0.0.1"
      ? route.continue()
      : route.fulfill({ status: 200, contentType: "text/html", body: "<p>elsewhere</p>" }),
  );
  onTestFinished(async () => {
    await context.close();
    expect(watcher.errors.filter((error) => !FORM_SENT_BACK.test(error))).toEqual([]);
  });
  return page;
}

const noScriptPage = (viewport = PHONE) => parentPage(viewport);

const registrationsOf = (slug: string) =>
  queryDatabase<{ status: string; parent_name: string; seats: number; queue_number: number | null }>(
    server(),
    "select status, parent_name, seats, queue_number from event_registration where event_id = (select id from content where slug = ?) order by created_at",
    slug,
  );

type Answers = {
  parentName: string;
  phone: string;
  childName: string;
  childClass?: string;
  school?: string;
  seats?: string;
  email?: string;
};

/** Fills the form as a parent would and sends it (the browser's own checks apply). */
async function fillAndSend(page: Page, answers: Answers) {
  await page.locator("#register-parentName").fill(answers.parentName);
  await page.locator("#register-phone").fill(answers.phone);
  if (answers.email) await page.locator("#register-email").fill(answers.email);
  await page.locator("#register-childName").fill(answers.childName);
  await page.locator("#register-childClass").fill(answers.childClass ?? "UKG");
  await page.locator("#register-school").selectOption(answers.school ?? "euro-kids");
  await page.locator("#register-seats").selectOption(answers.seats ?? "1");
  await page.locator('form[data-testid="registration-form"] button[type="submit"]').click();
  await page.waitForLoadState("domcontentloaded");
}

/** A post as a crafted request sends it: no browser checks. */
function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${server().url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const GOOD = {
  parentName: "Meena Sundaram",
  phone: "98765 41234",
  childName: "Anu",
  childClass: "UKG",
  school: "euro-kids",
  seats: "1",
};

let waitingConfirmation = "";
let registeredConfirmation = "";

describe("registering without JavaScript", () => {
  it("posts the form, lands on the confirmation with a reference, and the event has one seat fewer", async () => {
    const page = await noScriptPage();
    await page.goto(`${server().url}/events/${OPEN}`);
    const details = page.getByTestId("event-details");
    expect(await details.getByTestId("event-seats-left").textContent()).toBe("10 of 10 seats left");
    expect(await details.getByTestId("event-registration-deadline").textContent()).toMatch(
      /^Register by [A-Z][a-z]{2} \d{2}, \d{4}, \d{1,2}:\d{2} [AP]M \(India time\)$/,
    );
    // The spec's texts stay where they were.
    expect(await details.getByTestId("event-max").textContent()).toBe("Max 10 participants");
    await details.getByRole("link", { name: EN.status.register }).click();
    expect(new URL(page.url()).pathname).toBe(`/events/${OPEN}/register`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(EN.form.heading);
    expect(await page.locator("#register-phone").getAttribute("type")).toBe("tel");
    expect(await page.locator("#register-phone").getAttribute("inputmode")).toBe("tel");
    expect(await page.locator("#register-phone").getAttribute("autocomplete")).toBe("tel");
    expect(
      await page
        .locator("#register-school option:not([disabled])")
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
    ).toEqual(SCHOOLS.map((school) => school.slug));
    expect(await page.locator("#register-seats option").allTextContents()).toEqual(["1", "2", "3", "4"]);
    expect(await page.locator("#register-seats").inputValue()).toBe("1");

    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await fillAndSend(page, { ...GOOD, seats: "2", email: "meena@example.org" });
    expect((await answer).status()).toBe(303);
    const url = new URL(page.url());
    expect(url.pathname).toMatch(new RegExp(`^/events/${OPEN}/registration/[A-Za-z0-9_-]{20,}$`));
    registeredConfirmation = url.pathname;
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      EN.confirmation.registeredHeading,
    );
    const reference = (await page.getByTestId("registration-reference").textContent()) ?? "";
    expect(reference).toMatch(REFERENCE_SHAPE);
    expect(await page.getByTestId("registered-parent").textContent()).toBe("Meena Sundaram");
    expect(await page.getByTestId("registered-school").textContent()).toBe("EuroKids");
    expect(await page.getByTestId("registered-seats").textContent()).toBe("2");
    expect(await page.getByRole("link", { name: "Add to calendar" }).getAttribute("href")).toBe(
      `/events.ics?event=${OPEN}`,
    );
    const chat = new URL((await page.getByTestId("registration-whatsapp").getAttribute("href"))!);
    expect(chat.hostname).toBe("wa.me");
    const text = chat.searchParams.get("text") ?? "";
    expect(text.split("\n")[0]).toBe("Event Registration for Open Day Walk");
    expect(text).toContain(`Reference: ${reference}\n`);
    expect(text).toContain("Seats: 2\n");
    expect(await page.getByTestId("registration-cancel").getAttribute("href")).toBe(
      `/events/${OPEN}/cancel?reference=${reference}`,
    );
    expect(registrationsOf(OPEN)).toEqual([
      { status: "registered", parent_name: "Meena Sundaram", seats: 2, queue_number: null },
    ]);

    // Private: kept by nobody, indexed by nothing, its address given to no other page.
    const confirmation = await fetch(`${server().url}${registeredConfirmation}`);
    expect(confirmation.headers.get("cache-control")).toBe("private, no-store");
    expect(confirmation.headers.get("x-cache")).toBeNull();
    const html = await confirmation.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>');

    await page.goto(`${server().url}/events/${OPEN}`);
    expect(await page.getByTestId("event-details").getByTestId("event-seats-left").textContent()).toBe(
      "8 of 10 seats left",
    );
    await page.goto(`${server().url}/events`);
    const card = page.locator(`[data-testid="event-card"][data-slug="${OPEN}"]`);
    expect(await card.getByTestId("event-seats-left").textContent()).toBe("8 of 10 seats left");
    expect(await card.getByRole("link", { name: EN.status.register }).getAttribute("href")).toBe(
      `/events/${OPEN}/register`,
    );
  });

  it("sends a second post of the same registration to the same confirmation", async () => {
    const again = await post(`/events/${OPEN}/register`, { ...GOOD, seats: "2" });
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(registeredConfirmation);
    expect(registrationsOf(OPEN)).toHaveLength(1);
  });
});

describe("a full event", () => {
  it("offers its waiting list, and the parent is told the number", async () => {
    const first = await post(`/events/${FULL}/register`, { ...GOOD, parentName: "First Family", seats: "2" });
    expect(first.status).toBe(303);
    const page = await noScriptPage(DESKTOP);
    await page.goto(`${server().url}/events/${FULL}`);
    const details = page.getByTestId("event-details");
    expect(await details.getByTestId("event-seats-left").textContent()).toBe(EN.status.full);
    await details.getByRole("link", { name: EN.status.joinWaitingList }).click();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(EN.form.waitingHeading);
    expect(await page.getByTestId("registration-intro").textContent()).toBe(EN.form.waitingIntro);
    expect(
      await page.locator('form[data-testid="registration-form"] button[type="submit"]').textContent(),
    ).toBe(EN.form.submitWaiting);
    await fillAndSend(page, {
      parentName: "Waiting Family",
      phone: "98765 40011",
      childName: "Kavin",
      school: "zee-litera",
    });
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      fillMessage(EN.confirmation.waitingHeading, { place: 1 }),
    );
    expect(await page.getByTestId("registration-status").textContent()).toBe(EN.confirmation.waitingText);
    waitingConfirmation = new URL(page.url()).pathname;
    expect(registrationsOf(FULL).map((row) => [row.parent_name, row.status, row.queue_number])).toEqual([
      ["First Family", "registered", null],
      ["Waiting Family", "waiting", 1],
    ]);
  });

  it("moves the first waiting family up when a registered parent cancels with reference and phone", async () => {
    const firstConfirmation = (
      await post(`/events/${FULL}/register`, { ...GOOD, parentName: "First Family", seats: "2" })
    ).headers.get("location")!;
    const page = await noScriptPage();
    await page.goto(`${server().url}${firstConfirmation}`);
    const reference = (await page.getByTestId("registration-reference").textContent())!;
    await page.getByRole("link", { name: EN.confirmation.cancel }).click();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(EN.cancel.heading);
    expect(await page.locator("#register-reference").inputValue()).toBe(reference);

    // The wrong phone: nothing cancelled, said plainly.
    await page.locator("#register-phone").fill("98765 49999");
    await page.getByRole("button", { name: EN.cancel.submit }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.getByTestId("form-message").textContent()).toBe(EN.outcome.cancelNotFound);
    expect(await page.locator("#register-reference").inputValue()).toBe(reference);

    await page.locator("#register-phone").fill("+91 98765 41234");
    await page.getByRole("button", { name: EN.cancel.submit }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(EN.cancel.doneHeading);
    expect(await page.getByTestId("cancel-done").textContent()).toContain(EN.cancel.seatsFreed);

    await page.goto(`${server().url}${waitingConfirmation}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      EN.confirmation.registeredHeading,
    );
    expect(await page.getByTestId("registration-status").textContent()).toContain(
      EN.confirmation.movedUpText,
    );
    await page.goto(`${server().url}${firstConfirmation}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      EN.confirmation.cancelledHeading,
    );
    expect(await page.getByTestId("registration-cancel").count()).toBe(0);

    const twice = await post(`/events/${FULL}/cancel`, { reference, phone: "9876541234" });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain(EN.outcome.alreadyCancelled);
    expect(registrationsOf(FULL).map((row) => [row.parent_name, row.status])).toEqual([
      ["First Family", "cancelled"],
      ["Waiting Family", "registered"],
    ]);
  });
});

describe("an event with fewer seats left than one registration may take", () => {
  it("offers only the seats left when it has no waiting list, and refuses more plainly", async () => {
    const page = await noScriptPage();
    await page.goto(`${server().url}/events/${SMALL}/register`);
    expect(await page.locator("#register-seats option").allTextContents()).toEqual(["1", "2", "3"]);
    const refused = await post(`/events/${SMALL}/register`, { ...GOOD, seats: "4" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(fillMessage(EN.rules.seats, { max: 3 }));
    expect(registrationsOf(SMALL)).toEqual([]);
  });
});

describe("the Tamil pages", () => {
  it("ask in Tamil and answer a bad phone number under the field, in Tamil, keeping the answers", async () => {
    const page = await noScriptPage();
    await page.goto(`${server().url}/ta/events/${OPEN}`);
    const register = page.getByTestId("event-details").getByRole("link", { name: TA.status.register });
    expect(await register.getAttribute("href")).toBe(`/ta/events/${OPEN}/register`);
    await register.click();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(TA.form.heading);
    expect(await page.locator('label[for="register-parentName"]').textContent()).toContain(
      TA.form.parentName,
    );
    expect(await page.locator('label[for="register-phone"]').textContent()).toContain(TA.form.phone);
    // School names stay in English.
    expect(await page.locator('#register-school option[value="zee-litera"]').textContent()).toBe(
      "Zee Litera",
    );
    await fillAndSend(page, { ...GOOD, parentName: "மீனா", phone: "12345" });
    expect(new URL(page.url()).pathname).toBe(`/ta/events/${OPEN}/register`);
    const phone = page.locator("#register-phone");
    expect(await phone.getAttribute("aria-invalid")).toBe("true");
    expect(await phone.getAttribute("aria-describedby")).toContain("register-phone-error");
    expect(await page.getByTestId("register-phone-error").textContent()).toBe(TA.rules.phone);
    expect(await page.locator("#register-parentName").inputValue()).toBe("மீனா");
    expect(await phone.inputValue()).toBe("12345");
    expect(await page.getByTestId("form-problems").textContent()).toContain(TA.rules.problemTitle);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe(
      "form-problems",
    );
  });
});

describe("a closed event", () => {
  it("says registration closed and why, offers no form, and refuses a direct post", async () => {
    const page = await noScriptPage();
    await page.goto(`${server().url}/events/${CLOSED}`);
    const details = page.getByTestId("event-details");
    expect(await details.getByTestId("registration-closed").textContent()).toContain(EN.status.closed);
    expect(await details.getByTestId("registration-closed-reason").textContent()).toMatch(
      /^Registration for this event closed on [A-Z][a-z]{2} \d{2}, \d{4}, /,
    );
    expect(await details.getByTestId("event-register").count()).toBe(0);
    await page.goto(`${server().url}/events/${CLOSED}/register`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(EN.form.closedHeading);
    expect(await page.getByTestId("registration-form").count()).toBe(0);

    const refused = await post(`/events/${CLOSED}/register`, GOOD);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toMatch(/Registration for this event closed on /);
    expect(registrationsOf(CLOSED)).toEqual([]);
  });
});

describe("bad input", () => {
  it("gets a message for each field, never a 500, and records nothing", async () => {
    const before = registrationsOf(OPEN).length;
    const cases: [string, Record<string, string>, string][] = [
      ["missing fields", { parentName: "" }, EN.rules.required],
      ["a too-long name", { ...GOOD, childName: "A".repeat(121) }, EN.rules.tooLong],
      ["an unknown school", { ...GOOD, school: "no-such-school" }, EN.rules.school],
      ["seats above the maximum", { ...GOOD, seats: "9" }, fillMessage(EN.rules.seats, { max: 4 })],
      ["a bad email", { ...GOOD, email: "not an address" }, EN.rules.email],
    ];
    for (const [what, fields, message] of cases) {
      const answer = await post(`/events/${OPEN}/register`, fields);
      expect(answer.status, what).toBe(400);
      expect(answer.headers.get("cache-control"), what).toBe("no-store");
      expect(await answer.text(), what).toContain(message);
    }
    const huge = await post(`/events/${OPEN}/register`, { ...GOOD, note: "x".repeat(100_000) });
    expect(huge.status).toBe(413);
    const crossSite = await post(`/events/${OPEN}/register`, GOOD, { origin: "https://elsewhere.example" });
    expect(crossSite.status).toBe(403);
    const unknown = await post("/events/no-such-event/register", GOOD);
    expect(unknown.status).toBe(404);
    expect(registrationsOf(OPEN)).toHaveLength(before);
  });
});

describe("accessibility", () => {
  it.each([390, 1440])(
    "has no axe violations on the register, confirmation and cancel pages at %i px",
    async (width) => {
      const page = await parentPage({ width, height: 900 }, true);
      for (const path of [
        `/events/${OPEN}/register`,
        `/ta/events/${OPEN}/register`,
        registeredConfirmation,
        waitingConfirmation,
        `/events/${OPEN}/cancel?reference=ABCD-2345`,
      ]) {
        await page.goto(`${server().url}${path}`);
        const results = await axe(page).analyze();
        expect(results.violations, path).toEqual([]);
      }
      // A form sent back with its messages too.
      await page.goto(`${server().url}/events/${OPEN}/register`);
      await page.locator("form[data-testid=registration-form]").evaluate((form: HTMLFormElement) => {
        form.noValidate = true;
      });
      await page.locator('form[data-testid="registration-form"] button[type="submit"]').click();
      await page.waitForLoadState("domcontentloaded");
      expect(await page.getByTestId("form-problems").count()).toBe(1);
      expect((await axe(page).analyze()).violations).toEqual([]);
    },
  );
});
