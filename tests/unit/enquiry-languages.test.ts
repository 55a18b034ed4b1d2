// The enquiry forms' words and rules in both languages (issue 17): the same rules and limits with
// either set of messages, English exactly as the spec's, office hours and visit times through
// Intl "ta-IN", and WhatsApp links that carry Tamil letters unchanged.
import { describe, expect, it } from "vitest";
import { officeHoursRows, timeSlotLabels } from "~/components/site/enquiry/office-times";
import { CAMPUS_VISIT_TIME_SLOTS, INVALID_SCHOOL, MISSING_INFORMATION } from "~/copy/enquiries";
import {
  ENQUIRY_FIELD_MESSAGES,
  ENQUIRY_FORM_TEXT,
  ENQUIRY_RULE_MESSAGES,
  ENQUIRY_SENT,
  VISIT_REQUEST_SENT,
} from "~/copy/enquiry-copy";
import { OFFICE_HOURS } from "~/copy/office-hours";
import { fillMessage } from "~/i18n/fill-message";
import { enquiry as en } from "~/i18n/messages/en/enquiry";
import { enquiry as ta } from "~/i18n/messages/ta/enquiry";
import { admissionEnquiryMessage } from "~/lib/enquiry-messages";
import { enquirySchemas } from "~/lib/schemas/enquiry";
import { whatsappLink } from "~/lib/whatsapp";

const admission = {
  parentName: "மீனா",
  childName: "அனு",
  phone: "9876541234",
  school: "zee-litera",
};

describe("the enquiry rules in both languages", () => {
  it("English fills to the spec's exact messages", () => {
    expect(fillMessage(ENQUIRY_RULE_MESSAGES.childAge, { min: 1, max: 18 })).toBe(
      ENQUIRY_FIELD_MESSAGES.childAge,
    );
    expect(ENQUIRY_RULE_MESSAGES.missingInformation).toEqual(MISSING_INFORMATION);
    expect(ENQUIRY_RULE_MESSAGES.invalidSchool).toEqual(INVALID_SCHOOL);
    expect(fillMessage(ENQUIRY_FORM_TEXT.enquirySent.message, { school: "Zee Litera" })).toBe(
      ENQUIRY_SENT.message("Zee Litera"),
    );
    expect(fillMessage(ENQUIRY_FORM_TEXT.visitSent.message, { school: "Zee Litera" })).toBe(
      VISIT_REQUEST_SENT.message("Zee Litera"),
    );
    expect(en.rules).toBe(ENQUIRY_RULE_MESSAGES);
  });

  it("applies the same limits with Tamil messages", () => {
    const tamil = enquirySchemas(ta.rules);
    const english = enquirySchemas();
    for (const childAge of ["0", "1", "18", "19", "4.5", "ten"]) {
      const inTamil = tamil.admission.safeParse({ ...admission, childAge });
      const inEnglish = english.admission.safeParse({ ...admission, childAge });
      expect({ childAge, ok: inTamil.success }).toEqual({ childAge, ok: inEnglish.success });
      if (!inTamil.success) {
        expect(tamil.problem(inTamil.error).fieldErrors.childAge).toBe(
          "குழந்தையின் வயது 1 முதல் 18 வரையிலான எண்ணாக இருக்க வேண்டும்.",
        );
      }
    }
    const missing = tamil.campusVisit.safeParse({ name: "செல்வி" });
    expect(missing.success).toBe(false);
    if (!missing.success) {
      expect(tamil.problem(missing.error)).toMatchObject({
        ...ta.rules.missingInformation,
        fieldErrors: { phone: ta.rules.required },
      });
    }
    const badSchool = tamil.admission.safeParse({ ...admission, school: "nowhere" });
    expect(badSchool.success).toBe(false);
    if (!badSchool.success) expect(tamil.problem(badSchool.error)).toMatchObject(ta.rules.invalidSchool);
    expect(enquirySchemas(ta.rules)).toBe(tamil);
  });
});

describe("office hours and visit times", () => {
  it("English shows the spec's words exactly", () => {
    expect(officeHoursRows("en", en.hours).map(({ days, hours }) => ({ days, hours }))).toEqual(
      OFFICE_HOURS.map(({ days, hours }) => ({ days, hours })),
    );
    expect(timeSlotLabels("en")).toBe(CAMPUS_VISIT_TIME_SLOTS);
  });

  it("Tamil names the same days and times through Intl ta-IN", () => {
    expect(officeHoursRows("ta", ta.hours)).toEqual([
      { days: "திங்கள் முதல் வெள்ளி வரை", hours: "காலை\u00a08:00 - மாலை\u00a05:00", closed: false },
      { days: "சனி", hours: "காலை\u00a09:00 - பிற்பகல்\u00a02:00", closed: false },
      { days: "ஞாயிறு", hours: ta.hours.closed, closed: true },
    ]);
    expect(timeSlotLabels("ta")).toEqual([
      "காலை 9:00 - காலை 10:00",
      "காலை 10:00 - காலை 11:00",
      "காலை 11:00 - நண்பகல் 12:00",
      "பிற்பகல் 2:00 - பிற்பகல் 3:00",
      "பிற்பகல் 3:00 - மாலை 4:00",
      "மாலை 4:00 - மாலை 5:00",
    ]);
  });
});

it("a WhatsApp link carries the spec's English text with Tamil typed text unchanged", () => {
  const text = admissionEnquiryMessage({ ...admission, schoolName: "Zee Litera", message: "வணக்கம் 🙏" });
  const link = whatsappLink("+91 98765 40011", text)!;
  expect(link).toContain("%E0%AE%AE%E0%AF%80%E0%AE%A9%E0%AE%BE"); // மீனா, as UTF-8 percent-encoding
  expect(new URL(link).searchParams.get("text")).toBe(text);
  expect(text.split("\n")[2]).toBe("Parent Name: மீனா");
});
