// /admissions end to end: hero and gallery, the enquiry form's rules, the grade list that
// follows the school, the 'Sending....' button, the WhatsApp link it opens, the reset, the copy
// recorded for staff, no floating WhatsApp button, and an axe scan.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { INVALID_SCHOOL, MISSING_INFORMATION } from "~/copy/enquiries";
import {
  ENQUIRY_FIELD_MESSAGES,
  ENQUIRY_HEADINGS,
  ENQUIRY_LABELS,
  ENQUIRY_SENDING_FEEDBACK_MS,
  ENQUIRY_SENT,
  SHARED_WITH_SCHOOL_NOTICE,
} from "~/copy/enquiry-copy";
import { WHATSAPP_BUTTON_LABEL } from "~/copy/navigation";
import { SCHOOLS, schoolFacts } from "~/copy/schools";
import { admissionEnquiryMessage } from "~/lib/enquiry-messages";
import { whatsappLink } from "~/lib/whatsapp";
import { openedUrls } from "../support/browser";
import { offlinePage } from "../support/offline-page";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { expectToastWith } from "../support/toasts";
import { axe } from "./helpers/axe";
import { demoSchool, enquiryPage, expectMainOfficeCard, recordedEnquiries } from "./helpers/enquiry-pages";

const { server, browser } = setupServerAndBrowser();

/** /admissions (with `query`) as a visitor opens it: see enquiryPage. */
const admissionsPage = (query = "", options: Parameters<typeof enquiryPage>[2] = {}) =>
  enquiryPage(browser(), `${server().url}/admissions${query}`, options);

const enquiries = (where?: string) => recordedEnquiries(server(), where);

function enquiryForm(page: Page) {
  const form = page.locator("form", { has: page.getByLabel(ENQUIRY_LABELS.parentName) });
  return {
    form,
    parentName: form.getByLabel(ENQUIRY_LABELS.parentName),
    childName: form.getByLabel(ENQUIRY_LABELS.childName),
    childAge: form.getByLabel(ENQUIRY_LABELS.childAge),
    phone: form.getByLabel(ENQUIRY_LABELS.phone),
    email: form.getByLabel(ENQUIRY_LABELS.email),
    school: form.getByLabel(ENQUIRY_LABELS.school),
    grade: form.getByLabel(ENQUIRY_LABELS.grade),
    message: form.getByLabel(ENQUIRY_LABELS.message),
    submit: form.locator("button[type=submit]"),
    /** The rules are fetched once the visitor reaches into the form; the spec's messages need them. */
    rulesArrived: () =>
      page
        .locator('form[data-validation="ready"]', { has: page.getByLabel(ENQUIRY_LABELS.parentName) })
        .waitFor({
          state: "attached",
        }),
  };
}

async function fillRequired(page: Page, school = "euro-kids") {
  const form = enquiryForm(page);
  await form.parentName.fill("Meena");
  await form.childName.fill("Anu");
  await form.phone.fill("98765 41234");
  await form.school.selectOption(school);
  await form.rulesArrived();
  return form;
}

describe("/admissions page", () => {
  it("renders the hero image eagerly and six lazy photos under 'Life at the schools' in the server HTML", async () => {
    const response = await fetch(`${server().url}/admissions`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${ENQUIRY_HEADINGS.gallery}</h2>`);
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    const page = await admissionsPage();
    const hero = page.locator("main img").first();
    expect(await hero.getAttribute("loading")).toBe("eager");
    expect(await hero.getAttribute("fetchpriority")).toBe("high");
    expect(await hero.getAttribute("width")).toMatch(/^\d+$/);
    const photos = page.getByTestId("life-gallery").locator("img");
    expect(await photos.count()).toBe(6);
    for (const photo of await photos.all()) {
      expect(await photo.getAttribute("loading")).toBe("lazy");
      expect(await photo.getAttribute("height")).toMatch(/^\d+$/);
      expect(await photo.getAttribute("alt")).toBeTruthy();
    }
  });

  it("has no floating WhatsApp button, and the main office card", async () => {
    const page = await admissionsPage();
    expect(await page.getByRole("link", { name: WHATSAPP_BUTTON_LABEL }).count()).toBe(0);
    await expectMainOfficeCard(page);
  });

  it("marks exactly the required fields with *, gives the message 4 rows and the sharing notice", async () => {
    const page = await admissionsPage();
    const starred = await page.locator("form label:has(span[aria-hidden=true])").allTextContents();
    expect(starred.map((label) => label.replace("*", "").trim()).sort()).toEqual(
      [
        ENQUIRY_LABELS.parentName,
        ENQUIRY_LABELS.childName,
        ENQUIRY_LABELS.phone,
        ENQUIRY_LABELS.school,
      ].sort(),
    );
    const form = enquiryForm(page);
    expect(await form.message.getAttribute("rows")).toBe("4");
    expect(await form.childAge.getAttribute("type")).toBe("number");
    expect(await form.email.getAttribute("type")).toBe("email");
    expect(await form.form.getByText(SHARED_WITH_SCHOOL_NOTICE).count()).toBe(1);
  });

  it("shows the grade list only after a school is chosen, with only that school's grades", async () => {
    const page = await admissionsPage();
    const form = enquiryForm(page);
    expect(await form.grade.count()).toBe(0);
    expect(await page.getByRole("heading", { name: /^Contact / }).count()).toBe(0);
    for (const school of SCHOOLS) {
      await form.school.selectOption(school.slug);
      expect(await form.grade.locator("option:not([value=''])").allTextContents()).toEqual([
        ...school.grades,
      ]);
      await page.getByRole("heading", { name: ENQUIRY_HEADINGS.schoolContact(school.name) }).waitFor();
    }
    await form.school.selectOption("zee-litera");
    await form.grade.selectOption("5th Grade");
    // Another school: the grade starts over, from that school's list.
    await form.school.selectOption("euro-kids");
    expect(await form.grade.inputValue()).toBe("");
    const panel = page.locator("article", { has: page.getByRole("heading", { name: "Contact EuroKids" }) });
    expect(await panel.textContent()).toContain(demoSchool("euro-kids").address);
    await form.school.selectOption("");
    expect(await form.grade.count()).toBe(0);
  });

  it("preselects ?school=, also in the alternate spelling", async () => {
    const page = await admissionsPage("?school=balar-kalikoodam");
    const form = enquiryForm(page);
    expect(await form.school.inputValue()).toBe("balar-kalikkoodam");
    expect(await form.grade.locator("option:not([value=''])").allTextContents()).toEqual([
      ...schoolFacts("balar-kalikkoodam").grades,
    ]);
    expect(await enquiryForm(await admissionsPage("?school=nowhere")).school.inputValue()).toBe("");
  });

  it("answers a submit without the required fields with Missing Information", async () => {
    const page = await admissionsPage();
    const form = enquiryForm(page);
    await form.childName.fill("Anu");
    await form.rulesArrived();
    await form.submit.click();
    await expectToastWith(page, "error", MISSING_INFORMATION.title, MISSING_INFORMATION.message);
    expect(await form.submit.textContent()).toBe(ENQUIRY_LABELS.submitEnquiry);
    expect(await form.submit.isEnabled()).toBe(true);
    expect(await openedUrls(page)).toEqual([]);
  });

  it("answers an unknown school with Error and clears the submitting flag", async () => {
    const page = await admissionsPage();
    const form = await fillRequired(page);
    await form.school.evaluate((select) => select.append(new Option("Hogwarts", "hogwarts")));
    await form.school.selectOption("hogwarts");
    await form.submit.click();
    await expectToastWith(page, "error", INVALID_SCHOOL.title, INVALID_SCHOOL.message);
    expect(await form.submit.textContent()).toBe(ENQUIRY_LABELS.submitEnquiry);
    expect(await openedUrls(page)).toEqual([]);
  });

  it("checks the child's age (1 to 18) and the email format", async () => {
    const page = await admissionsPage();
    const form = await fillRequired(page);
    for (const age of ["0", "19"]) {
      await form.childAge.fill(age);
      await form.submit.click();
      await form.form.getByText(ENQUIRY_FIELD_MESSAGES.childAge).waitFor();
      expect(await form.childAge.getAttribute("aria-invalid")).toBe("true");
    }
    await form.childAge.fill("18");
    await form.email.fill("meena@");
    await form.submit.click();
    await form.form.getByText(ENQUIRY_FIELD_MESSAGES.email).waitFor();
    expect(await form.childAge.getAttribute("aria-invalid")).toBeNull();
    expect(await openedUrls(page)).toEqual([]);
  });

  it("reads 'Sending....', opens the school's chat with the encoded text, confirms, resets and records", async () => {
    const page = await admissionsPage("", { fakeClock: true });
    const form = enquiryForm(page);
    const values = {
      parentName: "மீனா சுந்தரம்",
      childName: "Anu & Arun",
      childAge: "4",
      phone: "+91 98765 41234",
      email: "meena@example.org",
      message: "வணக்கம் 🙏\nFees & bus route #4?",
    };
    await form.parentName.fill(values.parentName);
    await form.childName.fill(values.childName);
    await form.childAge.fill(values.childAge);
    await form.phone.fill(values.phone);
    await form.email.fill(values.email);
    await form.school.selectOption("buds-blossoms");
    await form.grade.selectOption("LKG");
    await form.message.fill(values.message);
    await form.rulesArrived();
    await form.submit.click();

    expect(await form.submit.textContent()).toBe(ENQUIRY_LABELS.sending);
    expect(await form.submit.isDisabled()).toBe(true);
    const expected = whatsappLink(
      demoSchool("buds-blossoms").whatsapp,
      admissionEnquiryMessage({ ...values, childAge: 4, grade: "LKG", schoolName: "Buds & Blossoms" }),
    );
    expect(await openedUrls(page)).toEqual([expected]);
    expect(expected).toMatch(/^https:\/\/wa\.me\/919876540044\?text=/);
    expect(expected).toContain("%E0%AE%AE%E0%AF%80%E0%AE%A9%E0%AE%BE"); // மீனா
    expect(expected).toContain("%26"); // &
    expect(expected).toContain("%234"); // #4

    await page.clock.runFor(ENQUIRY_SENDING_FEEDBACK_MS);
    await expectToastWith(page, "success", ENQUIRY_SENT.title, ENQUIRY_SENT.message("Buds & Blossoms"));
    expect(await form.submit.textContent()).toBe(ENQUIRY_LABELS.submitEnquiry);
    for (const field of [
      form.parentName,
      form.childName,
      form.childAge,
      form.phone,
      form.email,
      form.school,
      form.message,
    ])
      expect(await field.inputValue()).toBe("");
    expect(await form.grade.count()).toBe(0);

    await expect
      .poll(() => enquiries("kind = 'admission'"))
      .toMatchObject([
        {
          name: values.parentName,
          child_name: values.childName,
          child_age: 4,
          phone: values.phone,
          email: values.email,
          school_slug: "buds-blossoms",
          grade: "LKG",
          message: values.message,
          status: "new",
        },
      ]);
  });

  it("works with the keyboard alone", async () => {
    const page = await admissionsPage("?school=zee-litera");
    const form = enquiryForm(page);
    await form.parentName.focus();
    await page.keyboard.type("Kumar");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Divya");
    await form.phone.focus();
    await page.keyboard.type("9876512345");
    await form.rulesArrived();
    await page.keyboard.press("Enter");
    await expect.poll(() => openedUrls(page)).toHaveLength(1);
    expect(new URL((await openedUrls(page))[0]!).pathname).toBe("/919876540011");
    await expect.poll(() => enquiries("kind = 'admission' and name = 'Kumar'").length).toBe(1);
  });

  /** A browser that runs no script; the WhatsApp chat it is sent on to is answered locally. */
  async function noScriptPage(query: string) {
    const page = await offlinePage(browser(), { javaScriptEnabled: false }, { body: "<p>chat</p>" });
    await page.goto(`${server().url}/admissions${query}`);
    return page;
  }

  it("still sends an enquiry as a plain form post before the page's script runs", async () => {
    const page = await noScriptPage("?school=nursery-primary");
    const form = enquiryForm(page);
    // The school in the address is chosen on the server, with its grades and its contact panel.
    expect(await form.grade.locator("option:not([value=''])").allTextContents()).toEqual([
      ...schoolFacts("nursery-primary").grades,
    ]);
    await page
      .getByRole("heading", { name: ENQUIRY_HEADINGS.schoolContact("Nursery & Primary School") })
      .waitFor();
    await form.parentName.fill("Plain Post");
    await form.childName.fill("Kavin");
    await form.phone.fill("9876512345");
    await form.childAge.fill("6");
    await form.submit.click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(page.url()).toBe(
      whatsappLink(
        demoSchool("nursery-primary").whatsapp,
        admissionEnquiryMessage({
          schoolName: "Nursery & Primary School",
          parentName: "Plain Post",
          childName: "Kavin",
          childAge: 6,
          phone: "9876512345",
        }),
      ),
    );
    expect(enquiries("name = 'Plain Post'")).toMatchObject([
      { school_slug: "nursery-primary", child_age: 6 },
    ]);
  });

  it("without the script, the browser checks the form and the server's refusal comes back to it", async () => {
    const page = await noScriptPage("?school=zee-litera");
    const form = enquiryForm(page);
    expect(await form.form.evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(false);
    await form.parentName.fill("Refused Grade");
    await form.childName.fill("Kavin");
    await form.phone.fill("9876512345");
    await form.childAge.fill("19");
    expect(await form.childAge.evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(
      true,
    );
    await form.childAge.fill("9");
    await form.email.fill("meena@");
    expect(await form.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await form.email.fill("");
    // Without the script the grade list stays Zee Litera's when the school changes: the server says no.
    await form.school.selectOption("euro-kids");
    await form.grade.selectOption("5th Grade");
    const before = enquiries().length;
    await form.submit.click();
    await page.waitForURL(`${server().url}/admissions#enquiry`);
    const notice = enquiryForm(page).form.getByRole("alert");
    expect(await notice.textContent()).toBe(`Error: ${ENQUIRY_FIELD_MESSAGES.grade}`);
    expect(await notice.isVisible()).toBe(true);
    expect(enquiries().length).toBe(before);
  });

  it("lets the browser check and post the form when a submit comes before the rules have arrived", async () => {
    const page = await admissionsPage("?school=euro-kids", { holdRules: true });
    const form = enquiryForm(page);
    await form.submit.click();
    // The browser's own check stops the empty form, on the page.
    expect(await form.parentName.evaluate((input: HTMLInputElement) => input.matches(":invalid"))).toBe(true);
    expect(page.url()).toBe(`${server().url}/admissions?school=euro-kids`);
    await form.parentName.fill("Early Parent");
    await form.childName.fill("Nila");
    await form.phone.fill("9876512345");
    await form.grade.selectOption("Nursery");
    expect(await form.form.getAttribute("data-validation")).toBeNull();
    await form.submit.click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(page.url()).toBe(
      whatsappLink(
        demoSchool("euro-kids").whatsapp,
        admissionEnquiryMessage({
          schoolName: "EuroKids",
          parentName: "Early Parent",
          childName: "Nila",
          phone: "9876512345",
          grade: "Nursery",
        }),
      ),
    );
    expect(enquiries("name = 'Early Parent'")).toMatchObject([
      { school_slug: "euro-kids", grade: "Nursery" },
    ]);
  });

  it("has no axe violations, with and without a school chosen", async () => {
    const page = await admissionsPage();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await enquiryForm(page).school.selectOption("zee-litera");
    const panel = page.locator("article", {
      has: page.getByRole("heading", { name: ENQUIRY_HEADINGS.schoolContact("Zee Litera") }),
    });
    // Colours are measured as the parent sees them once the panel has faded in.
    await panel.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    expect((await axe(page).analyze()).violations).toEqual([]);
  });

  it("does not overflow a phone screen", async () => {
    const page = await admissionsPage("?school=euro-kids", { width: 390 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
