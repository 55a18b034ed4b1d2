// Issue 29: the rules parents' registrations meet before any seat is taken: the Indian mobile
// number, the form's checks in both languages, the reference code, and when registration is open.
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "~/i18n/catalogue";
import { formatIndianMobile, indianMobile } from "~/lib/indian-mobile";
import { type RegistrationFacts, registrationWindow, seatChoices } from "~/lib/registration-window";
import {
  displayedReference,
  normalizedReference,
  REGISTRATION_NAME_MAX,
  registrationFieldErrors,
  registrationSchema,
} from "~/lib/schemas/registration";

describe("an Indian mobile number", () => {
  it.each([
    ["98765 43210", "9876543210"],
    ["+91 98765-43210", "9876543210"],
    ["+91-98765.43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["(0)98765 43210", "9876543210"],
    ["6000000000", "6000000000"],
  ])("reads %s as %s", (typed, digits) => {
    expect(indianMobile(typed)).toBe(digits);
  });

  it.each(["5876543210", "987654321", "98765432100", "+44 7700 900123", "0442345678", "98765x3210", ""])(
    "refuses %s",
    (typed) => {
      expect(indianMobile(typed)).toBeUndefined();
    },
  );

  it("is written in two groups of five", () => {
    expect(formatIndianMobile("9876543210")).toBe("98765 43210");
  });
});

const answers = {
  parentName: "Lakshmi",
  phone: "+91 98765 43210",
  email: "",
  childName: "Arjun",
  childClass: "UKG",
  school: "euro-kids",
  seats: "2",
  note: "  ",
};

describe("the registration form's rules", () => {
  const english = registrationSchema(CATALOGUES.en.registration.rules, 4);
  const tamil = registrationSchema(CATALOGUES.ta.registration.rules, 4);

  it("cleans what passes: ten digits, the school's slug, a number of seats, blanks left out", () => {
    const parsed = english.parse(answers);
    expect(parsed).toEqual({
      parentName: "Lakshmi",
      phone: "9876543210",
      childName: "Arjun",
      childClass: "UKG",
      school: "euro-kids",
      seats: 2,
    });
  });

  it("says what is wrong under each field, in the page's language", () => {
    const bad = {
      ...answers,
      parentName: " ",
      phone: "12345",
      email: "not-an-email",
      school: "Hogwarts",
      seats: "5",
      childClass: "x".repeat(61),
    };
    const en = registrationFieldErrors(english.safeParse(bad).error!);
    expect(en).toEqual({
      parentName: "Please fill in this field.",
      phone: "Enter a 10-digit Indian mobile number, such as 98765 43210.",
      email: "Enter a valid email address, or leave it empty.",
      school: "Choose one of the schools from the list.",
      seats: "Choose from 1 to 4 seats.",
      childClass: "This is too long. Please shorten it.",
    });
    const ta = registrationFieldErrors(tamil.safeParse(bad).error!);
    expect(ta.phone).toBe(CATALOGUES.ta.registration.rules.phone);
    expect(ta.seats).toBe("1 முதல் 4 இருக்கைகள் வரை தேர்ந்தெடுங்கள்.");
    expect(Object.keys(ta).sort()).toEqual(Object.keys(en).sort());
  });

  it("refuses names beyond their limit, seats below one and fractions", () => {
    const errors = registrationFieldErrors(
      english.safeParse({ ...answers, childName: "a".repeat(REGISTRATION_NAME_MAX + 1), seats: "1.5" })
        .error!,
    );
    expect(Object.keys(errors).sort()).toEqual(["childName", "seats"]);
    expect(english.safeParse({ ...answers, seats: "0" }).success).toBe(false);
    expect(english.safeParse({ ...answers, seats: ["1", "2"] }).success).toBe(false);
  });
});

describe("a reference code", () => {
  it("is read back whatever its case, dashes and spaces", () => {
    expect(normalizedReference(" abcd-2345 ")).toBe("ABCD2345");
    expect(displayedReference("ABCD2345")).toBe("ABCD-2345");
  });

  it("has none of the letters that read like digits", () => {
    expect(normalizedReference("ABCD-2340")).toBeUndefined();
    expect(normalizedReference("ABCD-234I")).toBeUndefined();
    expect(normalizedReference("ABC-2345")).toBeUndefined();
  });
});

describe("when parents may register", () => {
  const facts = (
    overrides: Partial<RegistrationFacts["registration"]> = {},
    more: Partial<RegistrationFacts> = {},
  ) =>
    ({
      eventDate: "2030-03-20",
      eventTime: "10:00 AM",
      maxParticipants: 40,
      registrationRequired: true,
      registration: {
        open: true,
        deadline: null,
        seatsPerRegistration: 4,
        waitingList: true,
        seatsTaken: 28,
        ...overrides,
      },
      ...more,
    }) satisfies RegistrationFacts;
  const before = new Date("2030-03-20T04:29:00Z");
  const atStart = new Date("2030-03-20T04:30:00Z");

  it("is open with the seats left until the event starts, 10:00 in India", () => {
    expect(registrationWindow(facts(), before)).toEqual({ state: "open", seatsLeft: 12, seatsTotal: 40 });
    expect(registrationWindow(facts(), atStart)).toEqual({ state: "closed", reason: "started" });
  });

  it("closes at the deadline, when switched off, and offers the waiting list when full", () => {
    expect(registrationWindow(facts({ deadline: "2030-03-19T12:30:00Z" }), before)).toEqual({
      state: "closed",
      reason: "deadline",
    });
    expect(registrationWindow(facts({ open: false }), before)).toEqual({
      state: "closed",
      reason: "switched-off",
    });
    expect(registrationWindow(facts({ seatsTaken: 40 }), before)).toEqual({
      state: "waiting-list",
      seatsTotal: 40,
    });
    expect(registrationWindow(facts({ seatsTaken: 41, waitingList: false }), before)).toEqual({
      state: "closed",
      reason: "full",
    });
  });

  it("has no seat count without a maximum, and nothing at all for an event without registration", () => {
    expect(registrationWindow(facts({}, { maxParticipants: null }), before)).toEqual({
      state: "open",
      seatsLeft: null,
      seatsTotal: null,
    });
    expect(registrationWindow(facts({}, { registrationRequired: false }), before)).toBeUndefined();
  });

  it("treats a whole-day event as starting at midnight in India", () => {
    const allDay = facts({}, { eventTime: null });
    expect(registrationWindow(allDay, new Date("2030-03-19T18:29:00Z"))?.state).toBe("open");
    expect(registrationWindow(allDay, new Date("2030-03-19T18:30:00Z"))?.state).toBe("closed");
  });

  it("offers 1 to the event's seats per registration", () => {
    expect(seatChoices(facts({ seatsPerRegistration: 3 }))).toEqual([1, 2, 3]);
  });
});
