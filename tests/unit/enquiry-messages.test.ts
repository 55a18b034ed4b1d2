import { describe, expect, it } from "vitest";
import { NO_MESSAGE, NOT_PROVIDED, NOT_SPECIFIED } from "~/copy/enquiry-copy";
import {
  admissionEnquiryMessage,
  CONTACT_CLOSING_LINE,
  campusVisitMessage,
  contactMessage,
  longVisitDate,
  registrationMessage,
} from "~/lib/enquiry-messages";
import { whatsappLink } from "~/lib/whatsapp";

const TAMIL_PARENT = "மீனா சுந்தரம்";
const TAMIL_NOTE = "வணக்கம்! Fees & bus route #4?\nThank you 🙏";

describe("longVisitDate", () => {
  it.each([
    ["2026-11-24", "Tuesday, 24 November 2026"],
    ["2027-01-01", "Friday, 1 January 2027"],
    ["2028-02-29", "Tuesday, 29 February 2028"],
  ])("writes %s as %s", (date, expected) => {
    expect(longVisitDate(date)).toBe(expected);
  });
});

describe("admissionEnquiryMessage", () => {
  const enquiry = {
    schoolName: "Buds & Blossoms",
    parentName: TAMIL_PARENT,
    childName: "Anu",
    childAge: 4,
    phone: "+91 98765 41234",
    email: "meena@example.org",
    grade: "LKG",
    message: TAMIL_NOTE,
  };

  it("lists every field under the school's name", () => {
    expect(admissionEnquiryMessage(enquiry)).toBe(
      [
        "Admission Enquiry for Buds & Blossoms",
        "",
        "Parent Name: மீனா சுந்தரம்",
        "Child Name: Anu",
        "Child Age: 4",
        "Phone: +91 98765 41234",
        "Email: meena@example.org",
        "School: Buds & Blossoms",
        "Grade: LKG",
        "Message: வணக்கம்! Fees & bus route #4?\nThank you 🙏",
      ].join("\n"),
    );
  });

  it("says what was left out", () => {
    const text = admissionEnquiryMessage({
      ...enquiry,
      childAge: undefined,
      email: "",
      grade: null,
      message: " ",
    });
    expect(text).toContain(`Child Age: ${NOT_SPECIFIED}\n`);
    expect(text).toContain(`Email: ${NOT_PROVIDED}\n`);
    expect(text).toContain(`Grade: ${NOT_SPECIFIED}\n`);
    expect(text.endsWith(`Message: ${NO_MESSAGE}`)).toBe(true);
  });

  it("becomes the exact chat link to the school's number", () => {
    expect(whatsappLink("098765 40044", admissionEnquiryMessage(enquiry))).toBe(
      "https://wa.me/919876540044?text=Admission%20Enquiry%20for%20Buds%20%26%20Blossoms%0A%0A" +
        "Parent%20Name%3A%20%E0%AE%AE%E0%AF%80%E0%AE%A9%E0%AE%BE%20%E0%AE%9A%E0%AF%81%E0%AE%A8%E0%AF%8D%E0%AE%A4%E0%AE%B0%E0%AE%AE%E0%AF%8D%0A" +
        "Child%20Name%3A%20Anu%0AChild%20Age%3A%204%0APhone%3A%20%2B91%2098765%2041234%0A" +
        "Email%3A%20meena%40example.org%0ASchool%3A%20Buds%20%26%20Blossoms%0AGrade%3A%20LKG%0A" +
        "Message%3A%20%E0%AE%B5%E0%AE%A3%E0%AE%95%E0%AF%8D%E0%AE%95%E0%AE%AE%E0%AF%8D!%20Fees%20%26%20bus%20route%20%234%3F%0AThank%20you%20%F0%9F%99%8F",
    );
  });

  it("survives the round trip through the link unchanged", () => {
    const link = new URL(whatsappLink("+91 98765 40044", admissionEnquiryMessage(enquiry))!);
    expect(link.searchParams.get("text")).toBe(admissionEnquiryMessage(enquiry));
  });
});

describe("campusVisitMessage", () => {
  const visit = {
    name: "Karthik & Priya",
    phone: "9876541234",
    email: "",
    schoolName: "Balar Kalikkoodam",
    campus: "9, Bharathi Nagar Main Road, Thenpalli #2",
    preferredDate: "2026-11-24",
    timeSlot: "10:00 AM - 11:00 AM",
  };

  it("gives every field and the date in long form with its weekday", () => {
    expect(campusVisitMessage(visit)).toBe(
      [
        "Campus Visit Request",
        "",
        "Name: Karthik & Priya",
        "Phone: 9876541234",
        "Email: Not provided",
        "School: Balar Kalikkoodam",
        "Campus: 9, Bharathi Nagar Main Road, Thenpalli #2",
        "Preferred Date: Tuesday, 24 November 2026",
        "Time Slot: 10:00 AM - 11:00 AM",
        "",
        "Please confirm my visit on WhatsApp within 24 hours.",
      ].join("\n"),
    );
  });

  it("becomes the exact chat link", () => {
    expect(whatsappLink("+91 98765 40055", campusVisitMessage({ ...visit, name: "கார்த்திக்" }))).toBe(
      "https://wa.me/919876540055?text=Campus%20Visit%20Request%0A%0A" +
        "Name%3A%20%E0%AE%95%E0%AE%BE%E0%AE%B0%E0%AF%8D%E0%AE%A4%E0%AF%8D%E0%AE%A4%E0%AE%BF%E0%AE%95%E0%AF%8D%0A" +
        "Phone%3A%209876541234%0AEmail%3A%20Not%20provided%0ASchool%3A%20Balar%20Kalikkoodam%0A" +
        "Campus%3A%209%2C%20Bharathi%20Nagar%20Main%20Road%2C%20Thenpalli%20%232%0A" +
        "Preferred%20Date%3A%20Tuesday%2C%2024%20November%202026%0ATime%20Slot%3A%2010%3A00%20AM%20-%2011%3A00%20AM%0A%0A" +
        "Please%20confirm%20my%20visit%20on%20WhatsApp%20within%2024%20hours.",
    );
  });
});

describe("contactMessage", () => {
  it("sends every field and ends with the admission line", () => {
    expect(
      contactMessage({
        name: "Lakshmi",
        phone: "+91 98765 41234",
        email: "l@example.org",
        schoolName: "Zee Litera",
        message: TAMIL_NOTE,
      }),
    ).toBe(
      [
        "New Message from the Website",
        "",
        "Name: Lakshmi",
        "Phone: +91 98765 41234",
        "Email: l@example.org",
        "School: Zee Litera",
        "Message: வணக்கம்! Fees & bus route #4?\nThank you 🙏",
        "",
        CONTACT_CLOSING_LINE,
      ].join("\n"),
    );
  });

  it("writes Not provided, Not specified and No message for empty fields", () => {
    const text = contactMessage({
      name: "",
      phone: "  ",
      email: undefined,
      schoolName: undefined,
      message: "",
    });
    expect(text).toBe(
      [
        "New Message from the Website",
        "",
        "Name: Not provided",
        "Phone: Not provided",
        "Email: Not provided",
        "School: Not specified",
        "Message: No message",
        "",
        "Please contact me regarding admission for my child.",
      ].join("\n"),
    );
    expect(whatsappLink("+91 98765 40000", text)).toBe(
      "https://wa.me/919876540000?text=New%20Message%20from%20the%20Website%0A%0AName%3A%20Not%20provided%0A" +
        "Phone%3A%20Not%20provided%0AEmail%3A%20Not%20provided%0ASchool%3A%20Not%20specified%0A" +
        "Message%3A%20No%20message%0A%0APlease%20contact%20me%20regarding%20admission%20for%20my%20child.",
    );
  });
});

describe("registrationMessage", () => {
  const registration = {
    eventTitle: "Art & Craft Workshop for Parents",
    eventDate: "2026-12-08",
    eventTime: "10:30 AM",
    location: "EuroKids Activity Room #2",
    reference: "ABCD-2345",
    parentName: TAMIL_PARENT,
    phone: "9876541234",
    email: "meena@example.org",
    childName: "Anu",
    childClass: "UKG",
    schoolName: "Buds & Blossoms",
    seats: 2,
    note: TAMIL_NOTE,
  };

  it("lists what was registered under the event's name, with the reference", () => {
    expect(registrationMessage(registration)).toBe(
      [
        "Event Registration for Art & Craft Workshop for Parents",
        "",
        "Reference: ABCD-2345",
        "Status: Registered",
        "Date: Tuesday, 8 December 2026",
        "Time: 10:30 AM",
        "Place: EuroKids Activity Room #2",
        "Parent Name: மீனா சுந்தரம்",
        "Phone: 9876541234",
        "Email: meena@example.org",
        "Child Name: Anu",
        "Class: UKG",
        "School: Buds & Blossoms",
        "Seats: 2",
        "Note: வணக்கம்! Fees & bus route #4?\nThank you 🙏",
      ].join("\n"),
    );
  });

  it("says a waiting family's place, and what was left out", () => {
    const text = registrationMessage({
      ...registration,
      waitingPlace: 3,
      eventTime: null,
      location: " ",
      email: null,
      schoolName: null,
      note: "",
    });
    expect(text.split("\n").slice(0, 4)).toEqual([
      "Waiting List for Art & Craft Workshop for Parents",
      "",
      "Reference: ABCD-2345",
      "Status: Waiting list, number 3",
    ]);
    expect(text).toContain(`Time: ${NOT_SPECIFIED}\n`);
    expect(text).toContain(`Place: ${NOT_SPECIFIED}\n`);
    expect(text).toContain(`Email: ${NOT_PROVIDED}\n`);
    expect(text).toContain(`School: ${NOT_SPECIFIED}\n`);
    expect(text.endsWith(`Note: ${NO_MESSAGE}`)).toBe(true);
  });

  it("becomes the exact chat link, and survives the round trip unchanged", () => {
    const short = { ...registration, parentName: "மீனா", note: "Bus #4?" };
    expect(whatsappLink("098765 40044", registrationMessage(short))).toBe(
      "https://wa.me/919876540044?text=Event%20Registration%20for%20Art%20%26%20Craft%20Workshop%20for%20Parents%0A%0A" +
        "Reference%3A%20ABCD-2345%0AStatus%3A%20Registered%0ADate%3A%20Tuesday%2C%208%20December%202026%0A" +
        "Time%3A%2010%3A30%20AM%0APlace%3A%20EuroKids%20Activity%20Room%20%232%0A" +
        "Parent%20Name%3A%20%E0%AE%AE%E0%AF%80%E0%AE%A9%E0%AE%BE%0APhone%3A%209876541234%0A" +
        "Email%3A%20meena%40example.org%0AChild%20Name%3A%20Anu%0AClass%3A%20UKG%0A" +
        "School%3A%20Buds%20%26%20Blossoms%0ASeats%3A%202%0ANote%3A%20Bus%20%234%3F",
    );
    const link = new URL(whatsappLink("+91 98765 40044", registrationMessage(registration))!);
    expect(link.searchParams.get("text")).toBe(registrationMessage(registration));
  });
});
