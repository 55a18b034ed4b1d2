// The enquiry pages in Tamil (issue 17): /ta/admissions and /ta/contact speak Tamil, the forms post
// to the one endpoint, which checks them in the page's language (their hidden `from` field names
// the Tamil page) and refuses in Tamil; WhatsApp still gets the spec's English text, carrying what
// the parent typed, Tamil letters included, unchanged. One browser test (the island), the rest HTTP.
import { describe, expect, it } from "vitest";
import { ADMISSION_YEAR } from "~/copy/admissions";
import { CAMPUS_VISIT_TIME_SLOTS, MISSING_INFORMATION } from "~/copy/enquiries";
import { ENQUIRY_FIELD_MESSAGES } from "~/copy/enquiry-copy";
import { fillMessage } from "~/i18n/fill-message";
import { enquiry as ta } from "~/i18n/messages/ta/enquiry";
import { admissionEnquiryMessage, contactMessage } from "~/lib/enquiry-messages";
import { whatsappLink } from "~/lib/whatsapp";
import { DEMO_SITE_SETTINGS } from "~/server/seed/settings-data";
import { openedUrls } from "../support/browser";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { expectToastWith } from "../support/toasts";
import { demoSchool, enquiryPage, recordedEnquiries } from "./helpers/enquiry-pages";

const { server, browser } = setupServerAndBrowser();

const enquiries = (where: string) => recordedEnquiries(server(), where);

let address = 0;
/** A post to the endpoint as a browser sends it, each from an address of its own. */
function post(body: string, contentType: string, headers: Record<string, string> = {}) {
  address += 1;
  return fetch(`${server().url}/api/enquiries`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "content-type": contentType, "x-forwarded-for": `198.51.100.${address}`, ...headers },
  });
}
const formPost = (fields: Record<string, string>) =>
  post(new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded");

/**
 * What the page a refused form post was sent back to says: its flash toast (the page's script
 * shows it) and the form's notice for browsers without script (React's text separators removed).
 */
async function refusalShown(response: Response) {
  const location = response.headers.get("location")!;
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const html = await (await fetch(new URL(location, server().url), { headers: { cookie } })).text();
  const toast = /<script type="application\/json" id="flash-toast">(.*?)<\/script>/.exec(html)?.[1];
  const notices = [...html.matchAll(/<p role="alert"[^>]*>(.*?)<\/p>/g)].map((match) =>
    match[1]!.replaceAll("<!-- -->", ""),
  );
  return { toast: toast ? (JSON.parse(toast) as unknown) : null, notices };
}

describe("the enquiry pages in Tamil", () => {
  it("draws /ta/admissions and /ta/contact in Tamil: words, office hours and visit times (ta-IN), links, the forms' `from`", async () => {
    const admissions = await (await fetch(`${server().url}/ta/admissions`)).text();
    expect(admissions).toContain(ta.admissions.heading);
    expect(admissions).toContain(fillMessage(ta.admissions.eyebrow, { year: ADMISSION_YEAR }));
    expect(admissions).toContain(ta.form.labels.parentName);
    expect(admissions).toContain(ta.form.labels.submitEnquiry);
    expect(admissions).toContain('name="from" value="/ta/admissions#enquiry"');
    expect(admissions).not.toContain("Admission Enquiry<");

    const contact = await (await fetch(`${server().url}/ta/contact`)).text();
    expect(contact).toContain(ta.contact.campusVisit);
    expect(contact).toContain('name="from" value="/ta/contact#visit"');
    expect(contact).toContain('name="from" value="/ta/contact#message"');
    expect(contact).toContain('href="/ta/admissions"');
    // Office hours and the visit's time slots through Intl "ta-IN"; the slots' values stay the spec's.
    expect(contact).toContain("திங்கள் முதல் வெள்ளி வரை");
    expect(contact).toContain("காலை\u00a08:00 - மாலை\u00a05:00");
    expect(contact).toContain(ta.hours.closed);
    expect(contact).toContain(`<option value="${CAMPUS_VISIT_TIME_SLOTS[0]}">காலை 9:00 - காலை 10:00</option>`);
    expect(contact).not.toContain("Monday to Friday");
    // Addresses have no Tamil version: marked as English.
    expect(contact).toContain(
      `<address lang="en" class="not-italic">${DEMO_SITE_SETTINGS.officeAddress}</address>`,
    );
  });

  it("refuses a bad post from a Tamil page in Tamil and stores nothing (form post and the script's JSON)", async () => {
    const refused = await formPost({
      kind: "admission",
      from: "/ta/admissions#enquiry",
      parentName: "தமிழ் மறுப்பு",
      childName: "",
      phone: "9876512345",
      school: "zee-litera",
    });
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe("/ta/admissions#enquiry");
    const shown = await refusalShown(refused);
    expect(shown.toast).toMatchObject({
      type: "error",
      title: ta.rules.missingInformation.title,
      description: ta.rules.missingInformation.message,
    });
    expect(shown.notices).toEqual([
      `${ta.rules.missingInformation.title}: ${ta.rules.missingInformation.message}`,
    ]);
    expect(shown.notices.join()).not.toContain(MISSING_INFORMATION.message);

    // The school's grades are known to the server alone: its refusal is in Tamil too.
    const grade = await formPost({
      kind: "admission",
      from: "/ta/admissions#enquiry",
      parentName: "தமிழ் மறுப்பு",
      childName: "கவின்",
      phone: "9876512345",
      school: "euro-kids",
      grade: "5th Grade",
    });
    expect((await refusalShown(grade)).notices).toEqual([`${ta.rules.errorTitle}: ${ta.rules.grade}`]);

    // The island's copy (JSON, no `from`) by the page it came from.
    const json = await post(
      JSON.stringify({ kind: "admission", parentName: "தமிழ் மறுப்பு", childAge: "40" }),
      "application/json",
      { referer: `${server().url}/ta/admissions` },
    );
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({
      ok: false,
      title: ta.rules.missingInformation.title,
      fieldErrors: {
        childName: ta.rules.required,
        childAge: fillMessage(ta.rules.childAge, { min: 1, max: 18 }),
      },
    });
    // The same post from the English page keeps the spec's English.
    const english = await post(JSON.stringify({ kind: "admission", childAge: "40" }), "application/json", {
      referer: `${server().url}/admissions`,
    });
    expect(await english.json()).toMatchObject({
      fieldErrors: { childAge: ENQUIRY_FIELD_MESSAGES.childAge },
    });
    expect(enquiries("name = 'தமிழ் மறுப்பு'")).toHaveLength(0);
  });

  it("sends a no-script message from /ta/contact on to WhatsApp with the spec's English text and the Tamil as typed", async () => {
    const typed = { name: "செல்வி ராஜா", phone: "9876547777", message: "பேருந்து வசதி உண்டா? 🚌 & #2" };
    const sent = await formPost({
      kind: "contact",
      from: "/ta/contact#message",
      school: "",
      email: "",
      ...typed,
    });
    expect(sent.status).toBe(303);
    const location = sent.headers.get("location")!;
    expect(location).toBe(whatsappLink(DEMO_SITE_SETTINGS.officePhone, contactMessage(typed)));
    expect(location).toContain(encodeURIComponent("செல்வி ராஜா"));
    expect(new URL(location).searchParams.get("text")).toContain(`Name: ${typed.name}\n`);
    expect(enquiries(`name = '${typed.name}'`)).toMatchObject([{ kind: "contact", message: typed.message }]);
  });

  it("records an admission enquiry sent from /ta/admissions and opens WhatsApp with the spec's text", async () => {
    const page = await enquiryPage(browser(), `${server().url}/ta/admissions`);
    const form = page.locator("#enquiry form");
    const values = {
      parentName: "மீனா சுந்தரம்",
      childName: "அனு",
      phone: "+91 98765 41299",
      message: "வணக்கம் 🙏 கட்டண விவரம் வேண்டும்",
    };
    await form.getByLabel(ta.form.labels.parentName).fill(values.parentName);
    await form.getByLabel(ta.form.labels.childName).fill(values.childName);
    await form.getByLabel(ta.form.labels.phone).fill(values.phone);
    await form.getByLabel(ta.form.labels.school).selectOption("buds-blossoms");
    await form.getByLabel(ta.form.labels.message).fill(values.message);
    await page.locator('#enquiry form[data-validation="ready"]').waitFor({ state: "attached" });
    await form.getByRole("button", { name: ta.form.labels.submitEnquiry }).click();

    const expected = whatsappLink(
      demoSchool("buds-blossoms").whatsapp,
      admissionEnquiryMessage({ ...values, schoolName: "Buds & Blossoms" }),
    );
    await expect.poll(() => openedUrls(page)).toEqual([expected]);
    expect(new URL(expected!).searchParams.get("text")).toMatch(/^Admission Enquiry for Buds & Blossoms\n/);
    await expectToastWith(
      page,
      "success",
      ta.form.enquirySent.title,
      fillMessage(ta.form.enquirySent.message, { school: "Buds & Blossoms" }),
    );
    await expect
      .poll(() => enquiries(`name = '${values.parentName}'`))
      .toMatchObject([{ kind: "admission", child_name: values.childName, message: values.message }]);
  });
});
