// /contact end to end: the office and school cards, office hours, the contact message and the
// campus visit forms (rules, dependent selects, toasts, the WhatsApp link they open, the copy
// recorded for staff), the recording endpoint's refusals, what a flood from one address gets (kept
// and marked, refused only far beyond), a refused copy told to the parent, and an axe scan.

import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CAMPUS_VISIT_TIME_SLOTS, INVALID_SCHOOL, MISSING_INFORMATION } from "~/copy/enquiries";
import {
  ENQUIRY_COPY_NOT_KEPT,
  ENQUIRY_FIELD_MESSAGES,
  ENQUIRY_LABELS,
  ENQUIRY_RATE_LIMIT,
  ENQUIRY_SPAM_ALLOWANCE,
  MESSAGE_SENT,
  SHARED_WITH_SCHOOL_NOTICE,
  schoolMapUrl,
  VISIT_REQUEST_SENT,
} from "~/copy/enquiry-copy";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { WHATSAPP_BUTTON_LABEL } from "~/copy/navigation";
import { OFFICE_HOURS } from "~/copy/office-hours";
import { SCHOOLS } from "~/copy/schools";
import { campusVisitMessage, contactMessage } from "~/lib/enquiry-messages";
import { whatsappLink } from "~/lib/whatsapp";
import { DEMO_SITE_SETTINGS } from "~/server/seed/settings-data";
import { openedUrls, recordWindowOpen, visitWithScript, watchPageErrors } from "../support/browser";
import { offlinePage } from "../support/offline-page";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { closeToasts, expectToastWith, toastWith } from "../support/toasts";
import { axe } from "./helpers/axe";
import {
  demoSchool,
  enquiryFormsReady,
  enquiryPage,
  expectMainOfficeCard,
  recordedEnquiries,
} from "./helpers/enquiry-pages";

// TRUST_PROXY lets the direct posts below speak for many addresses through X-Forwarded-For.
const { server, browser } = setupServerAndBrowser({ env: { TRUST_PROXY: "true" } });

const schoolName = (slug: string) => SCHOOLS.find((school) => school.slug === slug)!.name;

/** /contact (with `query`) as a visitor opens it: see enquiryPage. */
const contactPage = (query = "", options: { holdRules?: boolean } = {}) =>
  enquiryPage(browser(), `${server().url}/contact${query}`, options);

const enquiries = (where?: string) => recordedEnquiries(server(), where);

/** A date some days after today where the schools are (yyyy-MM-dd). */
function daysFromToday(days: number) {
  const date = new Date(`${todayInSchoolTimeZone()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A WhatsApp link as the browser's address bar holds it (it escapes ' in the query, for one). */
const chatInAddressBar = (phone: string | undefined, text: string) =>
  new URL(whatsappLink(phone, text)!).href;

function visitForm(page: Page) {
  const form = page.locator("#visit form");
  return {
    form,
    name: form.getByLabel(ENQUIRY_LABELS.name),
    phone: form.getByLabel(ENQUIRY_LABELS.phone),
    email: form.getByLabel(ENQUIRY_LABELS.email),
    school: form.getByLabel(ENQUIRY_LABELS.school),
    campus: form.getByLabel(ENQUIRY_LABELS.campus),
    date: form.getByLabel(ENQUIRY_LABELS.preferredDate),
    timeSlot: form.getByLabel(ENQUIRY_LABELS.timeSlot),
    submit: form.getByRole("button", { name: ENQUIRY_LABELS.bookVisit }),
    /** The rules are fetched once the visitor reaches into the form; the spec's messages need them. */
    rulesArrived: () => page.locator('#visit form[data-validation="ready"]').waitFor({ state: "attached" }),
  };
}

async function fillVisit(page: Page, values: { name?: string; school?: string; date?: string } = {}) {
  const visit = visitForm(page);
  await visit.name.fill(values.name ?? "Karthik & Priya");
  await visit.phone.fill("98765 41234");
  await visit.school.selectOption(values.school ?? "euro-kids");
  await visit.campus.selectOption({ index: 1 });
  await visit.timeSlot.selectOption(CAMPUS_VISIT_TIME_SLOTS[3]);
  await visit.date.fill(values.date ?? daysFromToday(3));
  await visit.rulesArrived();
  return visit;
}

describe("/contact, cards and hours", () => {
  it("shows the main office with tel: and mailto: links", async () => {
    const page = await contactPage();
    const office = await expectMainOfficeCard(page);
    expect(await office.textContent()).toContain(DEMO_SITE_SETTINGS.officeAddress);
  });

  it("shows one card per school with its contacts and a View on Map link in a new tab", async () => {
    const page = await contactPage();
    const cards = page.locator("section[aria-labelledby=schools-heading] article");
    expect(await cards.count()).toBe(SCHOOLS.length);
    for (const [index, school] of SCHOOLS.entries()) {
      const card = cards.nth(index);
      const demo = demoSchool(school.slug);
      expect(await card.getByRole("heading").first().textContent()).toBe(school.name);
      const text = await card.textContent();
      expect(text).toContain(demo.address);
      expect(await card.getByRole("link", { name: demo.phone }).getAttribute("href")).toMatch(
        /^tel:\+91\d{10}$/,
      );
      expect(await card.getByRole("link", { name: demo.email }).getAttribute("href")).toBe(
        `mailto:${demo.email}`,
      );
      const map = card.getByRole("link", { name: new RegExp(`^${ENQUIRY_LABELS.viewOnMap}`) });
      expect(await map.getAttribute("href")).toBe(schoolMapUrl(demo.mapQuery, school.name));
      expect(await map.getAttribute("href")).toMatch(
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
      );
      expect(await map.getAttribute("target")).toBe("_blank");
      expect(await map.getAttribute("rel")).toContain("noopener");
    }
  });

  it("falls back to a search on the school's name when it has no map query", () => {
    expect(schoolMapUrl(null, "Buds & Blossoms")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Buds%20%26%20Blossoms",
    );
  });

  it("gives the office hours exactly", async () => {
    const page = await contactPage();
    const rows = page.getByTestId("office-hours").locator("> div");
    expect(await rows.allTextContents()).toEqual(OFFICE_HOURS.map(({ days, hours }) => `${days}${hours}`));
    // The spec's words (§9), written out here so that a change to the content module shows up.
    expect(await rows.locator("dt").allTextContents()).toEqual(["Monday to Friday", "Saturday", "Sunday"]);
    expect(await rows.locator("dd").allTextContents()).toEqual([
      "8:00 AM - 5:00 PM",
      "9:00 AM - 2:00 PM",
      "Closed",
    ]);
  });

  it("links Start Application Process to /admissions and shows the floating WhatsApp button", async () => {
    const page = await contactPage();
    const start = page.getByRole("link", { name: ENQUIRY_LABELS.startApplication });
    expect(await start.getAttribute("href")).toBe("/admissions");
    await start.click();
    await page.waitForURL(`${server().url}/admissions`);
    await page.goto(`${server().url}/contact`);
    expect(await page.getByRole("link", { name: WHATSAPP_BUTTON_LABEL }).count()).toBe(1);
  });

  it("carries the sharing notice on both forms", async () => {
    const page = await contactPage();
    expect(await page.getByText(SHARED_WITH_SCHOOL_NOTICE).count()).toBe(2);
  });
});

describe("Send us a Message", () => {
  it("sends empty fields as Not provided / Not specified / No message to the main office", async () => {
    const page = await contactPage();
    await page.locator("#message form").getByRole("button", { name: ENQUIRY_LABELS.sendMessage }).click();
    await expect
      .poll(() => openedUrls(page))
      .toEqual([whatsappLink(DEMO_SITE_SETTINGS.officePhone, contactMessage({}))]);
    expect(decodeURIComponent((await openedUrls(page))[0]!.split("?text=")[1]!)).toContain(
      "Name: Not provided\nPhone: Not provided\nEmail: Not provided\nSchool: Not specified\nMessage: No message",
    );
    await expectToastWith(page, "success", MESSAGE_SENT.title, MESSAGE_SENT.message);
    await expect.poll(() => enquiries("kind = 'contact'").length).toBe(1);
  });

  it("keeps Tamil text, emoji, & and # and new lines intact, then resets the form", async () => {
    const page = await contactPage();
    const form = page.locator("#message form");
    const values = {
      name: "லட்சுமி ராமன்",
      phone: "+91 98765 41234",
      email: "lakshmi@example.org",
      message: "வணக்கம் 🙏\nFees & bus route #4?",
    };
    await form.getByLabel(ENQUIRY_LABELS.name).fill(values.name);
    await form.getByLabel(ENQUIRY_LABELS.phone).fill(values.phone);
    await form.getByLabel(ENQUIRY_LABELS.email).fill(values.email);
    await form.getByLabel(ENQUIRY_LABELS.school).selectOption("buds-blossoms");
    await form.getByLabel(ENQUIRY_LABELS.message).fill(values.message);
    // Keyboard only: Enter in a text field submits the form.
    await form.getByLabel(ENQUIRY_LABELS.email).press("Enter");
    const expected = whatsappLink(
      DEMO_SITE_SETTINGS.officePhone,
      contactMessage({ ...values, schoolName: "Buds & Blossoms" }),
    );
    await expect.poll(() => openedUrls(page)).toEqual([expected]);
    expect(new URL(expected!).searchParams.get("text")).toContain("Message: வணக்கம் 🙏\nFees & bus route #4?");
    expect(await form.getByLabel(ENQUIRY_LABELS.name).inputValue()).toBe("");
    expect(await form.getByLabel(ENQUIRY_LABELS.message).inputValue()).toBe("");
    expect(await form.getByLabel(ENQUIRY_LABELS.school).inputValue()).toBe("");
    await expect
      .poll(() => enquiries("kind = 'contact' and name = 'லட்சுமி ராமன்'").map((row) => row.message))
      .toEqual([values.message]);
  });
});

/** A browser that runs no script; the WhatsApp chat it is sent on to is answered locally. */
async function noScriptPage(path: string) {
  const page = await offlinePage(browser(), { javaScriptEnabled: false }, { body: "<p>chat</p>" });
  await page.goto(`${server().url}${path}`);
  return page;
}

describe("without the page's script", () => {
  it("a plain post of Send us a Message is recorded and sent on to the office's WhatsApp chat", async () => {
    const page = await noScriptPage("/contact");
    const form = page.locator("#message form");
    await form.getByLabel(ENQUIRY_LABELS.name).fill("No Script Parent");
    await form.getByLabel(ENQUIRY_LABELS.message).fill("வணக்கம் & #1");
    await form.getByRole("button", { name: ENQUIRY_LABELS.sendMessage }).click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(page.url()).toBe(
      chatInAddressBar(
        DEMO_SITE_SETTINGS.officePhone,
        contactMessage({ name: "No Script Parent", message: "வணக்கம் & #1" }),
      ),
    );
    expect(enquiries("name = 'No Script Parent'")).toHaveLength(1);
  });
});

describe("Schedule Campus Visit", () => {
  it("sits at #visit; campus waits for a school and Book Campus Visit waits for every required field", async () => {
    const page = await contactPage();
    const visit = visitForm(page);
    expect(await page.locator("section#visit").count()).toBe(1);
    expect(await visit.submit.isDisabled()).toBe(true);
    expect(await visit.campus.isDisabled()).toBe(true);
    expect(await visit.date.getAttribute("min")).toBe(todayInSchoolTimeZone());
    expect(await visit.timeSlot.locator("option:not([value=''])").allTextContents()).toEqual([
      ...CAMPUS_VISIT_TIME_SLOTS,
    ]);

    await visit.name.fill("Karthik");
    await visit.phone.fill("9876541234");
    await visit.school.selectOption("zee-litera");
    expect(await visit.campus.isEnabled()).toBe(true);
    expect(await visit.campus.locator("option:not([value=''])").allTextContents()).toEqual([
      demoSchool("zee-litera").address,
    ]);
    await visit.campus.selectOption(demoSchool("zee-litera").address);
    await visit.timeSlot.selectOption(CAMPUS_VISIT_TIME_SLOTS[0]);
    expect(await visit.submit.isDisabled()).toBe(true);
    await visit.date.fill(daysFromToday(1));
    expect(await visit.submit.isEnabled()).toBe(true);

    // A new school clears the campus, and the button waits again.
    await visit.school.selectOption("euro-kids");
    expect(await visit.campus.inputValue()).toBe("");
    expect(await visit.campus.locator("option:not([value=''])").allTextContents()).toEqual([
      demoSchool("euro-kids").address,
    ]);
    expect(await visit.submit.isDisabled()).toBe(true);
    // Email stays optional.
    await visit.campus.selectOption({ index: 1 });
    expect(await visit.submit.isEnabled()).toBe(true);
  });

  it("preselects the school from ?school=, also in the alternate spelling", async () => {
    const page = await contactPage("?school=balar-kalikoodam#visit");
    expect(await visitForm(page).school.inputValue()).toBe("balar-kalikkoodam");
    expect(await visitForm(page).campus.isEnabled()).toBe(true);
    const other = await contactPage("?school=nursery-primary");
    expect(await visitForm(other).school.inputValue()).toBe("nursery-primary");
    const unknown = await contactPage("?school=hogwarts");
    expect(await visitForm(unknown).school.inputValue()).toBe("");
  });

  it("answers blank answers with Missing Information", async () => {
    const page = await contactPage();
    const visit = await fillVisit(page, { name: "   " });
    await visit.submit.click();
    await expectToastWith(page, "error", MISSING_INFORMATION.title, MISSING_INFORMATION.message);
    expect(await openedUrls(page)).toEqual([]);
  });

  it("answers an unknown school with Error / Please select a valid school.", async () => {
    const page = await contactPage();
    const visit = await fillVisit(page);
    await visit.school.evaluate((select) => select.append(new Option("Hogwarts", "hogwarts")));
    await visit.school.selectOption("hogwarts");
    await visit.campus.evaluate((select) => select.append(new Option("Somewhere", "Somewhere")));
    await visit.campus.selectOption("Somewhere");
    await visit.submit.click();
    await expectToastWith(page, "error", INVALID_SCHOOL.title, INVALID_SCHOOL.message);
    expect(await openedUrls(page)).toEqual([]);
  });

  it("refuses a date in the past or before 1900", async () => {
    const page = await contactPage();
    const visit = await fillVisit(page, { date: daysFromToday(-1) });
    await visit.submit.click();
    await page.getByText(ENQUIRY_FIELD_MESSAGES.pastDate).first().waitFor();
    expect(await visit.date.getAttribute("aria-invalid")).toBe("true");
    await visit.date.fill("1899-12-31");
    await visit.submit.click();
    await page.getByText(ENQUIRY_FIELD_MESSAGES.date).first().waitFor();
    expect(await openedUrls(page)).toEqual([]);
  });

  it("opens the school's WhatsApp chat with every field, confirms, resets and records the visit", async () => {
    const page = await contactPage("?school=zee-litera");
    const visit = visitForm(page);
    const date = daysFromToday(5);
    await visit.name.fill("கார்த்திக் & Priya");
    await visit.phone.fill("98765 41234");
    await visit.email.fill("karthik@example.org");
    await visit.campus.selectOption({ index: 1 });
    await visit.timeSlot.selectOption(CAMPUS_VISIT_TIME_SLOTS[5]);
    await visit.date.fill(date);
    await visit.rulesArrived();
    await visit.submit.click();

    const demo = demoSchool("zee-litera");
    const expected = whatsappLink(
      demo.whatsapp,
      campusVisitMessage({
        name: "கார்த்திக் & Priya",
        phone: "98765 41234",
        email: "karthik@example.org",
        schoolName: schoolName("zee-litera"),
        campus: demo.address,
        preferredDate: date,
        timeSlot: CAMPUS_VISIT_TIME_SLOTS[5],
      }),
    );
    await expect.poll(() => openedUrls(page)).toEqual([expected]);
    const text = new URL(expected!).searchParams.get("text")!;
    expect(text).toMatch(
      /Preferred Date: (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} \w+ \d{4}/,
    );
    expect(text).toContain(`Time Slot: ${CAMPUS_VISIT_TIME_SLOTS[5]}`);
    await expectToastWith(
      page,
      "success",
      VISIT_REQUEST_SENT.title,
      VISIT_REQUEST_SENT.message(schoolName("zee-litera")),
    );

    for (const field of [
      visit.name,
      visit.phone,
      visit.email,
      visit.school,
      visit.campus,
      visit.timeSlot,
      visit.date,
    ])
      expect(await field.inputValue()).toBe("");
    expect(await visit.campus.isDisabled()).toBe(true);
    expect(await visit.submit.isDisabled()).toBe(true);

    await expect
      .poll(() => enquiries("kind = 'campus_visit'"))
      .toMatchObject([
        {
          name: "கார்த்திக் & Priya",
          school_slug: "zee-litera",
          campus: demo.address,
          preferred_date: date,
          time_slot: CAMPUS_VISIT_TIME_SLOTS[5],
          email: "karthik@example.org",
          status: "new",
        },
      ]);
  });

  it("has no axe violations", async () => {
    const page = await contactPage("?school=euro-kids");
    const results = await axe(page).analyze();
    expect(results.violations).toEqual([]);
  });
});

describe("Schedule Campus Visit, without the script or before its rules arrive", () => {
  it("a plain post of Schedule Campus Visit offers every campus and goes on to the school's chat", async () => {
    const page = await noScriptPage("/contact?school=euro-kids#visit");
    const visit = visitForm(page);
    const demo = demoSchool("euro-kids");
    // Nothing narrows the campus list without the script: every school's campus is offered.
    expect(await visit.campus.isEnabled()).toBe(true);
    expect(await visit.campus.locator("option:not([value=''])").allTextContents()).toEqual(
      SCHOOLS.map((school) => demoSchool(school.slug).address),
    );
    expect(await visit.submit.isEnabled()).toBe(true);
    const date = daysFromToday(4);
    await visit.name.fill("Plain Visit");
    await visit.phone.fill("98765 41234");
    await visit.campus.selectOption(demo.address);
    await visit.timeSlot.selectOption(CAMPUS_VISIT_TIME_SLOTS[2]);
    await visit.date.fill(date);
    await visit.submit.click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(page.url()).toBe(
      chatInAddressBar(
        demo.whatsapp,
        campusVisitMessage({
          name: "Plain Visit",
          phone: "98765 41234",
          schoolName: schoolName("euro-kids"),
          campus: demo.address,
          preferredDate: date,
          timeSlot: CAMPUS_VISIT_TIME_SLOTS[2],
        }),
      ),
    );
    expect(enquiries("name = 'Plain Visit'")).toMatchObject([
      { kind: "campus_visit", school_slug: "euro-kids", preferred_date: date },
    ]);
  });

  it("the browser's own checks guard a plain post, and what the server refuses comes back to the form with the reason", async () => {
    const page = await noScriptPage("/contact#visit");
    const visit = visitForm(page);
    // The browser refuses to send a visit without the required answers or with a past date.
    expect(await visit.form.evaluate((form: HTMLFormElement) => form.checkValidity())).toBe(false);
    await visit.name.fill("   ");
    await visit.phone.fill("98765 41234");
    await visit.school.selectOption("zee-litera");
    await visit.campus.selectOption(demoSchool("zee-litera").address);
    await visit.timeSlot.selectOption(CAMPUS_VISIT_TIME_SLOTS[0]);
    await visit.date.fill(daysFromToday(-1));
    expect(await visit.date.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true);
    await visit.date.fill(daysFromToday(2));
    // A name of spaces passes the browser but not the server's rules.
    expect(await visit.form.evaluate((form: HTMLFormElement) => form.checkValidity())).toBe(true);
    const before = enquiries().length;
    await visit.submit.click();
    await page.waitForURL(`${server().url}/contact#visit`);
    const notice = page.locator("#visit form").getByRole("alert");
    expect(await notice.textContent()).toBe(`${MISSING_INFORMATION.title}: ${MISSING_INFORMATION.message}`);
    expect(await notice.isVisible()).toBe(true);
    expect(enquiries().length).toBe(before);
  });

  it("a submit before the forms' rules have arrived goes through as a plain post", async () => {
    const page = await contactPage("?school=zee-litera", { holdRules: true });
    const visit = visitForm(page);
    const date = daysFromToday(6);
    await visit.name.fill("Early Submit");
    await visit.phone.fill("9876541234");
    await visit.campus.selectOption({ index: 1 });
    await visit.timeSlot.selectOption(CAMPUS_VISIT_TIME_SLOTS[4]);
    await visit.date.fill(date);
    expect(await visit.form.getAttribute("data-validation")).toBeNull();
    await visit.submit.click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(page.url()).toBe(
      chatInAddressBar(
        demoSchool("zee-litera").whatsapp,
        campusVisitMessage({
          name: "Early Submit",
          phone: "9876541234",
          schoolName: schoolName("zee-litera"),
          campus: demoSchool("zee-litera").address,
          preferredDate: date,
          timeSlot: CAMPUS_VISIT_TIME_SLOTS[4],
        }),
      ),
    );
    expect(enquiries("name = 'Early Submit'")).toHaveLength(1);
  });

  it("an early submit the server refuses comes back to the form with the reason as a toast", async () => {
    const page = await contactPage("?school=zee-litera", { holdRules: true });
    const visit = visitForm(page);
    await visit.name.fill("   ");
    await visit.phone.fill("9876541234");
    await visit.campus.selectOption({ index: 1 });
    await visit.timeSlot.selectOption(CAMPUS_VISIT_TIME_SLOTS[4]);
    await visit.date.fill(daysFromToday(6));
    await visit.submit.click();
    await page.waitForURL(`${server().url}/contact#visit`);
    await expectToastWith(page, "error", MISSING_INFORMATION.title, MISSING_INFORMATION.message);
  });
});

describe("POST /api/enquiries, straight from a client", () => {
  let address = 0;
  function post(body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) {
    address += 1;
    return fetch(`${server().url}/api/enquiries`, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${address}`, ...headers },
    });
  }
  const visit = {
    kind: "campus_visit",
    name: "Direct",
    phone: "9876541234",
    school: "euro-kids",
    campus: "7, Lake View Road",
    timeSlot: CAMPUS_VISIT_TIME_SLOTS[1],
    preferredDate: daysFromToday(2),
  };

  it("refuses missing fields, wrong types, script tags where a choice belongs and huge bodies; stores nothing", async () => {
    const before = enquiries().length;
    const cases: [string | Uint8Array<ArrayBuffer>, number][] = [
      [JSON.stringify({ kind: "campus_visit", name: "Only a name" }), 400],
      [JSON.stringify({ ...visit, phone: 9876541234 }), 400],
      [JSON.stringify({ ...visit, name: ["a", "b"] }), 400],
      [JSON.stringify({ ...visit, school: "<script>alert(1)</script>" }), 400],
      [JSON.stringify({ ...visit, timeSlot: "<script>alert(1)</script>" }), 400],
      [
        JSON.stringify({
          kind: "admission",
          parentName: "A",
          childName: "B",
          phone: "1",
          school: "zee-litera",
          childAge: "ten",
        }),
        400,
      ],
      ["{not json", 400],
      [new Uint8Array(10 * 1024 * 1024).fill(97), 413],
    ];
    for (const [body, status] of cases) {
      const response = await post(body);
      expect(response.status).toBe(status);
      const answer = (await response.json()) as { ok: boolean; message: string };
      expect(answer.ok).toBe(false);
      expect(answer.message.length).toBeGreaterThan(10);
    }
    const get = await fetch(`${server().url}/api/enquiries`);
    expect(get.status).toBe(405);
    expect(enquiries().length).toBe(before);
  });

  it("stores script tags in a text field as plain text", async () => {
    const script = "<script>alert('x')</script>";
    const response = await post(JSON.stringify({ ...visit, name: script }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(enquiries(`kind = 'campus_visit' and name = '${script.replace(/'/g, "''")}'`)).toHaveLength(1);
  });

  it("keeps a burst of 1,000 posts from one address up to the flood limit, marking those beyond the allowance, without harming another", async () => {
    const before = enquiries().length;
    const statuses: number[] = [];
    for (let batch = 0; batch < 20; batch++) {
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          fetch(`${server().url}/api/enquiries`, {
            method: "POST",
            body: JSON.stringify({ kind: "contact", message: `burst ${batch * 50 + i}` }),
            headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" },
          }),
        ),
      );
      for (const response of responses) {
        statuses.push(response.status);
        await response.arrayBuffer();
      }
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(ENQUIRY_RATE_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1000 - ENQUIRY_RATE_LIMIT.max);
    const refused = await post(JSON.stringify({ kind: "contact" }), { "x-forwarded-for": "203.0.113.7" });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many enquiries/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    const other = await post(JSON.stringify({ ...visit, name: "Another family" }), {
      "x-forwarded-for": "203.0.113.8",
    });
    expect(other.status).toBe(201);
    expect(enquiries().length).toBe(before + ENQUIRY_RATE_LIMIT.max + 1);
    // Every accepted post was kept; those beyond the address's allowance carry the mark.
    const burst = enquiries("message like 'burst %'");
    expect(burst).toHaveLength(ENQUIRY_RATE_LIMIT.max);
    expect(burst.filter((row) => row.suspected_spam === 0)).toHaveLength(ENQUIRY_SPAM_ALLOWANCE.max);
    expect(burst.filter((row) => row.suspected_spam === 1)).toHaveLength(
      ENQUIRY_RATE_LIMIT.max - ENQUIRY_SPAM_ALLOWANCE.max,
    );
    expect(enquiries("name = 'Another family'")).toMatchObject([{ suspected_spam: 0 }]);
  });

  it("folds the same post sent again into one enquiry", async () => {
    const body = JSON.stringify({ ...visit, name: "Tapped Twice" });
    const answers = await Promise.all([post(body), post(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(enquiries("name = 'Tapped Twice'")).toMatchObject([{ times_sent: 2, suspected_spam: 0 }]);
  });

  it("answers a plain form post with a Referer that is not an address like any other, keeping it once", async () => {
    const response = await fetch(`${server().url}/api/enquiries`, {
      method: "POST",
      body: new URLSearchParams({ kind: "contact", name: "Odd Referer" }).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        referer: "not a url",
        "x-forwarded-for": "192.0.2.200",
      },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^https:\/\/wa\.me\//);
    expect(enquiries("name = 'Odd Referer'")).toHaveLength(1);
  });
});

describe("a copy the server does not keep", () => {
  /**
   * A page whose posts to the recording endpoint speak for `address` (TRUST_PROXY is on), or fail
   * as on a dropped connection. Chromium logs each failed request as a console error; those are
   * expected here and nothing else is.
   */
  async function pageWhosePostsComeFrom(address: string | "dropped") {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watcher = watchPageErrors(page);
    await page.route("**", (route: Route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (url.hostname !== "127.0.0.1")
        return route.fulfill({ status: 200, contentType: "text/html", body: "" });
      if (url.pathname !== "/api/enquiries") return route.continue();
      if (address === "dropped") return route.abort("connectionreset");
      return route.continue({ headers: { ...request.headers(), "x-forwarded-for": address } });
    });
    await recordWindowOpen(page);
    await page.addInitScript(() => {
      // Counts the posts to the recording endpoint whose answer (or failure) the page has had. This
      // reaction is registered before the page's own, so both have run once the count moves.
      const win = window as unknown as { __enquiryPostsSettled: number };
      win.__enquiryPostsSettled = 0;
      const send = window.fetch.bind(window);
      window.fetch = (...args: Parameters<typeof fetch>) => {
        const answer = send(...args);
        if (String(args[0]).endsWith("/api/enquiries")) {
          const settled = () => {
            win.__enquiryPostsSettled += 1;
          };
          answer.then(settled, settled);
        }
        return answer;
      };
    });
    await visitWithScript(page, `${server().url}/contact`);
    await enquiryFormsReady(page);
    return {
      page,
      finish: async () => {
        await context.close();
        const unexpected = watcher.errors.filter(
          (error) =>
            !/Failed to load resource: (the server responded with a status of 429|net::ERR_)/.test(error),
        );
        expect(unexpected).toEqual([]);
      },
    };
  }

  it("still opens WhatsApp and confirms, and tells the parent the office's copy was not saved", async () => {
    // The burst above used up this address's posts: the endpoint now refuses it (429).
    const refused = await fetch(`${server().url}/api/enquiries`, {
      method: "POST",
      body: JSON.stringify({ kind: "contact" }),
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" },
    });
    expect(refused.status).toBe(429);
    const before = enquiries().length;
    const { page, finish } = await pageWhosePostsComeFrom("203.0.113.7");
    const form = page.locator("#message form");
    await form.getByLabel(ENQUIRY_LABELS.name).fill("Refused Copy");
    await form.getByRole("button", { name: ENQUIRY_LABELS.sendMessage }).click();
    await expect.poll(() => openedUrls(page)).toHaveLength(1);
    await expectToastWith(page, "success", MESSAGE_SENT.title, MESSAGE_SENT.message);
    await expectToastWith(page, "error", ENQUIRY_COPY_NOT_KEPT.title, ENQUIRY_COPY_NOT_KEPT.message);

    // The campus visit form says the same, after the spec's own confirmation.
    const visit = await fillVisit(page, { name: "Refused Visit" });
    // The earlier toasts go first, closed as a parent closes them (the toasts are React's now: taking
    // their elements out from under it would break the next ones), so the ones below are the visit's.
    await closeToasts(page);
    await visit.submit.click();
    await expect.poll(() => openedUrls(page)).toHaveLength(2);
    await expectToastWith(page, "success", VISIT_REQUEST_SENT.title, VISIT_REQUEST_SENT.message("EuroKids"));
    await expectToastWith(page, "error", ENQUIRY_COPY_NOT_KEPT.title, ENQUIRY_COPY_NOT_KEPT.message);
    expect(enquiries().length).toBe(before);
    await finish();
  });

  it("tells the parent when the copy never reached the server, and not when it was kept", async () => {
    const dropped = await pageWhosePostsComeFrom("dropped");
    const form = dropped.page.locator("#message form");
    await form.getByLabel(ENQUIRY_LABELS.name).fill("Dropped Copy");
    await form.getByRole("button", { name: ENQUIRY_LABELS.sendMessage }).click();
    await expectToastWith(dropped.page, "success", MESSAGE_SENT.title, MESSAGE_SENT.message);
    await expectToastWith(dropped.page, "error", ENQUIRY_COPY_NOT_KEPT.title, ENQUIRY_COPY_NOT_KEPT.message);
    await dropped.finish();

    const kept = await pageWhosePostsComeFrom("192.0.2.201");
    const keptForm = kept.page.locator("#message form");
    await keptForm.getByLabel(ENQUIRY_LABELS.name).fill("Kept Copy");
    const answered = kept.page.waitForResponse((response) => response.url().endsWith("/api/enquiries"));
    await keptForm.getByRole("button", { name: ENQUIRY_LABELS.sendMessage }).click();
    expect((await answered).status()).toBe(201);
    await expectToastWith(kept.page, "success", MESSAGE_SENT.title, MESSAGE_SENT.message);
    expect(enquiries("name = 'Kept Copy'")).toHaveLength(1);
    // The page has had the answer: a refusal toast would be on screen by now.
    await expect
      .poll(() =>
        kept.page.evaluate(
          () => (window as unknown as { __enquiryPostsSettled: number }).__enquiryPostsSettled,
        ),
      )
      .toBe(1);
    expect(await toastWith(kept.page, ENQUIRY_COPY_NOT_KEPT.title).count()).toBe(0);
    await kept.finish();
  });
});
