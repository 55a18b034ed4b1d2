// The public site in a browser that runs no script at all (issue 16): the islands' React never
// arrives, and the plain HTML must do everything by itself. Every page the sitemap lists renders;
// the header's links, dropdowns (CSS) and the phone menu (CSS) navigate; the three enquiry forms
// post to the server, which checks them (its refusal comes back to the form, nothing is stored) and
// sends a good one on to the school's WhatsApp chat with the spec's text.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CAMPUS_VISIT_TIME_SLOTS } from "~/copy/enquiries";
import { ENQUIRY_LABELS } from "~/copy/enquiry-copy";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { OPEN_MENU_LABEL } from "~/copy/navigation";
import { schoolFacts } from "~/copy/schools";
import { admissionEnquiryMessage, campusVisitMessage, contactMessage } from "~/lib/enquiry-messages";
import { whatsappLink } from "~/lib/whatsapp";
import { DEMO_SITE_SETTINGS } from "~/server/seed/settings-data";
import { offlinePage } from "../support/offline-page";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { demoSchool, recordedEnquiries } from "./helpers/enquiry-pages";

const { server, browser } = setupServerAndBrowser();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A browser that runs no script; anything off the machine (WhatsApp) is answered locally. */
function noScriptPage(viewport = DESKTOP): Promise<Page> {
  return offlinePage(browser(), { javaScriptEnabled: false, viewport }, { body: "<p>chat</p>" });
}

const enquiries = (where: string) => recordedEnquiries(server(), where);

/** A WhatsApp link as the browser's address bar holds it. */
const chatInAddressBar = (phone: string | undefined, text: string) =>
  new URL(whatsappLink(phone, text)!).href;

function daysFromToday(days: number) {
  const date = new Date(`${todayInSchoolTimeZone()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Lets the next post of `form` reach the server unchecked by the browser, as a crafted post would. */
function skipBrowserChecks(page: Page, formSelector: string) {
  return page.locator(formSelector).evaluate((form: HTMLFormElement) => {
    form.noValidate = true;
  });
}

describe("every public page without JavaScript", () => {
  it("renders every page the sitemap lists: 200, one heading, the header and footer", async () => {
    const sitemap = await (await fetch(`${server().url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths.length).toBeGreaterThan(2 * 17);
    const page = await noScriptPage();
    for (const path of paths) {
      const response = await page.goto(`${server().url}${path}`);
      expect({ path, status: response?.status() }).toEqual({ path, status: 200 });
      expect({ path, headings: await page.locator("h1").count() }).toEqual({ path, headings: 1 });
      // The header's Contact link, in the page's language.
      const contact = path === "/ta" || path.startsWith("/ta/") ? "/ta/contact" : "/contact";
      expect({
        path,
        contact: await page
          .getByRole("banner")
          .getByRole("link")
          .and(page.locator(`a[href="${contact}"]`))
          .count(),
      }).toEqual({
        path,
        contact: 1,
      });
      if (contact === "/contact") {
        expect(await page.getByRole("banner").getByRole("link", { name: "Contact" }).count()).toBe(1);
      }
      expect(await page.getByRole("contentinfo").isVisible()).toBe(true);
    }
  });

  it("navigates through the header's links and its two dropdowns, opened by the pointer alone", async () => {
    const page = await noScriptPage();
    await page.goto(`${server().url}/`);
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL(`${server().url}/contact`);

    await header.getByRole("button", { name: "About & Schools" }).hover();
    const ourSchools = header.getByRole("link", { name: "All Schools" });
    await expect.poll(() => ourSchools.isVisible()).toBe(true);
    await ourSchools.click();
    await page.waitForURL(`${server().url}/schools`);

    await header.getByRole("button", { name: "Activities & News" }).hover();
    const gallery = header.getByRole("link", { name: "Gallery", exact: true });
    await expect.poll(() => gallery.isVisible()).toBe(true);
    await gallery.click();
    await page.waitForURL(`${server().url}/gallery`);
  });

  it("opens the phone menu with a tap and follows a link in it", async () => {
    const page = await noScriptPage(PHONE);
    await page.goto(`${server().url}/about`);
    const toggle = page.getByRole("button", { name: OPEN_MENU_LABEL });
    const menu = page.getByRole("navigation", { name: "Main menu" });
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole("link", { name: "Events", exact: true }).click();
    await page.waitForURL(`${server().url}/events`);
  });
});

describe("the enquiry forms without JavaScript", () => {
  it("Admission Enquiry: the server refuses a bad post back to the form, then sends a good one to WhatsApp", async () => {
    const page = await noScriptPage();
    await page.goto(`${server().url}/admissions?school=euro-kids`);
    const form = page.locator("#enquiry form");
    await skipBrowserChecks(page, "#enquiry form");
    await form.getByRole("button", { name: ENQUIRY_LABELS.submitEnquiry }).click();
    await page.waitForURL(new RegExp(`^${server().url}/admissions`));
    expect(await page.locator("#enquiry form").getByRole("alert").first().isVisible()).toBe(true);
    expect(enquiries("name = 'No Script Admission'")).toHaveLength(0);

    const again = page.locator("#enquiry form");
    await again.getByLabel(ENQUIRY_LABELS.parentName).fill("No Script Admission");
    await again.getByLabel(ENQUIRY_LABELS.childName).fill("Nila");
    await again.getByLabel(ENQUIRY_LABELS.phone).fill("9876512345");
    await again.getByLabel(ENQUIRY_LABELS.childAge).fill("4");
    await again.getByLabel(ENQUIRY_LABELS.school).selectOption("euro-kids");
    await again.getByRole("button", { name: ENQUIRY_LABELS.submitEnquiry }).click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(page.url()).toBe(
      chatInAddressBar(
        demoSchool("euro-kids").whatsapp,
        admissionEnquiryMessage({
          schoolName: schoolFacts("euro-kids").name,
          parentName: "No Script Admission",
          childName: "Nila",
          childAge: 4,
          phone: "9876512345",
        }),
      ),
    );
    expect(enquiries("name = 'No Script Admission'")).toHaveLength(1);
  });

  it("Schedule Campus Visit: the server refuses a bad post back to the form, then sends a good one to WhatsApp", async () => {
    const page = await noScriptPage();
    await page.goto(`${server().url}/contact?school=zee-litera#visit`);
    await skipBrowserChecks(page, "#visit form");
    await page.locator("#visit form").getByRole("button", { name: ENQUIRY_LABELS.bookVisit }).click();
    await page.waitForURL(new RegExp(`^${server().url}/contact`));
    expect(await page.locator("#visit form").getByRole("alert").first().isVisible()).toBe(true);
    expect(enquiries("name = 'No Script Visit'")).toHaveLength(0);

    const form = page.locator("#visit form");
    const date = daysFromToday(4);
    await form.getByLabel(ENQUIRY_LABELS.name).fill("No Script Visit");
    await form.getByLabel(ENQUIRY_LABELS.phone).fill("9876541234");
    await form.getByLabel(ENQUIRY_LABELS.school).selectOption("zee-litera");
    const campus = demoSchool("zee-litera").address;
    await form.getByLabel(ENQUIRY_LABELS.campus).selectOption({ label: campus });
    await form.getByLabel(ENQUIRY_LABELS.preferredDate).fill(date);
    await form.getByLabel(ENQUIRY_LABELS.timeSlot).selectOption(CAMPUS_VISIT_TIME_SLOTS[1]);
    await form.getByRole("button", { name: ENQUIRY_LABELS.bookVisit }).click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(page.url()).toBe(
      chatInAddressBar(
        demoSchool("zee-litera").whatsapp,
        campusVisitMessage({
          name: "No Script Visit",
          phone: "9876541234",
          schoolName: schoolFacts("zee-litera").name,
          campus,
          preferredDate: date,
          timeSlot: CAMPUS_VISIT_TIME_SLOTS[1],
        }),
      ),
    );
    expect(enquiries("name = 'No Script Visit'")).toHaveLength(1);
  });

  it("Send us a Message: the server refuses a bad post back to the form, then sends a good one to WhatsApp", async () => {
    const page = await noScriptPage();
    await page.goto(`${server().url}/contact#message`);
    // The message form has no rules but its caps and its list of schools (spec §5): a post naming
    // a school that does not exist, as a crafted one could, is what the server refuses.
    const school = page.locator("#message form").getByLabel(ENQUIRY_LABELS.school);
    await school.evaluate((select: HTMLSelectElement) => select.add(new Option("Nowhere", "no-such-school")));
    await school.selectOption("no-such-school");
    await page.locator("#message form").getByLabel(ENQUIRY_LABELS.name).fill("No Script Message");
    await page.locator("#message form").getByRole("button", { name: ENQUIRY_LABELS.sendMessage }).click();
    await page.waitForURL(new RegExp(`^${server().url}/contact`));
    expect(await page.locator("#message form").getByRole("alert").first().isVisible()).toBe(true);
    expect(enquiries("name = 'No Script Message'")).toHaveLength(0);

    const form = page.locator("#message form");
    await form.getByLabel(ENQUIRY_LABELS.name).fill("No Script Message");
    await form.getByLabel(ENQUIRY_LABELS.school).selectOption("");
    await form.getByLabel(ENQUIRY_LABELS.message).fill("Is there a school bus from the station?");
    await form.getByRole("button", { name: ENQUIRY_LABELS.sendMessage }).click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(page.url()).toBe(
      chatInAddressBar(
        DEMO_SITE_SETTINGS.officePhone,
        contactMessage({ name: "No Script Message", message: "Is there a school bus from the station?" }),
      ),
    );
    expect(enquiries("name = 'No Script Message'")).toHaveLength(1);
  });
});
