import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPUS_VISIT_TIME_SLOTS, INVALID_SCHOOL, MISSING_INFORMATION } from "~/copy/enquiries";
import { ENQUIRY_FIELD_MESSAGES as M } from "~/copy/enquiry-copy";
import {
  admissionEnquirySchema,
  campusVisitSchema,
  contactMessageSchema,
  enquiryProblem,
  enquirySubmissionSchema,
} from "~/lib/schemas/enquiry";

// 10:00 in Chennai on 24 November 2026 (04:30 UTC).
const NOW = new Date("2026-11-24T04:30:00Z");

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const admission = {
  parentName: "Meena",
  childName: "Anu",
  childAge: "4",
  email: "",
  phone: "+91 98765 41234",
  school: "euro-kids",
  grade: "Junior KG",
  message: "",
};

const visit = {
  name: "Karthik",
  phone: "9876541234",
  email: "",
  school: "zee-litera",
  campus: "14, Kamban Street",
  timeSlot: CAMPUS_VISIT_TIME_SLOTS[0],
  preferredDate: "2026-11-24",
};

function problemOf(result: { success: boolean; error?: unknown }) {
  expect(result.success).toBe(false);
  // biome-ignore lint/suspicious/noExplicitAny: the ZodError of a failed parse
  return enquiryProblem(result.error as any);
}

describe("admission enquiry", () => {
  it("accepts a complete enquiry and turns the age into a number", () => {
    const result = admissionEnquirySchema.parse(admission);
    expect(result.childAge).toBe(4);
    expect(result.email).toBeUndefined();
    expect(result.message).toBeUndefined();
  });

  it.each(["parentName", "childName", "phone", "school"] as const)(
    "requires %s (Missing Information)",
    (field) => {
      for (const empty of ["", "   ", undefined]) {
        const problem = problemOf(admissionEnquirySchema.safeParse({ ...admission, [field]: empty }));
        expect(problem.title).toBe(MISSING_INFORMATION.title);
        expect(problem.message).toBe(MISSING_INFORMATION.message);
        expect(problem.fieldErrors[field]).toBe(M.required);
      }
    },
  );

  it("refuses an unknown school with the spec's error", () => {
    const problem = problemOf(admissionEnquirySchema.safeParse({ ...admission, school: "hogwarts" }));
    expect(problem).toMatchObject({ title: INVALID_SCHOOL.title, message: INVALID_SCHOOL.message });
  });

  it("accepts the alternate spelling of a school", () => {
    expect(
      admissionEnquirySchema.safeParse({ ...admission, school: "balar-kalikoodam", grade: "UKG" }).success,
    ).toBe(true);
  });

  it.each([["1"], ["18"], [7], [""], [undefined]])("accepts the child age %s", (age) => {
    expect(admissionEnquirySchema.safeParse({ ...admission, childAge: age }).success).toBe(true);
  });

  it.each([["0"], ["19"], ["4.5"], ["abc"], [-3], [true]])("refuses the child age %s", (age) => {
    const problem = problemOf(admissionEnquirySchema.safeParse({ ...admission, childAge: age }));
    expect(problem.fieldErrors.childAge).toBe(M.childAge);
  });

  it("takes email as optional but checks its format", () => {
    expect(admissionEnquirySchema.safeParse({ ...admission, email: "meena@example.org" }).success).toBe(true);
    for (const email of ["meena", "meena@", "@example.org", "a b@example.org"]) {
      const problem = problemOf(admissionEnquirySchema.safeParse({ ...admission, email }));
      expect(problem.fieldErrors.email).toBe(M.email);
    }
  });

  it("caps the message", () => {
    expect(admissionEnquirySchema.safeParse({ ...admission, message: "x".repeat(5001) }).success).toBe(false);
  });
});

describe("campus visit", () => {
  it("accepts a complete request for today", () => {
    expect(campusVisitSchema.parse(visit)).toMatchObject({ ...visit, email: undefined });
  });

  it.each(["name", "phone", "school", "campus", "timeSlot", "preferredDate"] as const)(
    "requires %s (Missing Information)",
    (field) => {
      const problem = problemOf(campusVisitSchema.safeParse({ ...visit, [field]: " " }));
      expect(problem).toMatchObject(MISSING_INFORMATION);
    },
  );

  it("leaves email optional but checks it", () => {
    expect(campusVisitSchema.safeParse({ ...visit, email: undefined }).success).toBe(true);
    expect(problemOf(campusVisitSchema.safeParse({ ...visit, email: "nope" })).fieldErrors.email).toBe(
      M.email,
    );
  });

  it("refuses an unknown school", () => {
    expect(problemOf(campusVisitSchema.safeParse({ ...visit, school: "hogwarts" }))).toMatchObject(
      INVALID_SCHOOL,
    );
  });

  it("refuses a date in the past (in Asia/Kolkata) or before 1900", () => {
    expect(
      problemOf(campusVisitSchema.safeParse({ ...visit, preferredDate: "2026-11-23" })).fieldErrors,
    ).toEqual({
      preferredDate: M.pastDate,
    });
    expect(
      problemOf(campusVisitSchema.safeParse({ ...visit, preferredDate: "1899-12-31" })).fieldErrors,
    ).toEqual({
      preferredDate: M.date,
    });
    for (const date of ["2026-02-30", "24/11/2026", "tomorrow"])
      expect(problemOf(campusVisitSchema.safeParse({ ...visit, preferredDate: date })).fieldErrors).toEqual({
        preferredDate: M.date,
      });
    expect(campusVisitSchema.safeParse({ ...visit, preferredDate: "2030-01-01" }).success).toBe(true);
  });

  it("decides 'today' where the schools are", () => {
    // 20:00 UTC on the 23rd is already 01:30 on the 24th in Chennai.
    vi.setSystemTime(new Date("2026-11-23T20:00:00Z"));
    expect(campusVisitSchema.safeParse({ ...visit, preferredDate: "2026-11-23" }).success).toBe(false);
    expect(campusVisitSchema.safeParse({ ...visit, preferredDate: "2026-11-24" }).success).toBe(true);
  });

  it("accepts only the six time slots", () => {
    for (const slot of CAMPUS_VISIT_TIME_SLOTS)
      expect(campusVisitSchema.safeParse({ ...visit, timeSlot: slot }).success).toBe(true);
    expect(
      problemOf(campusVisitSchema.safeParse({ ...visit, timeSlot: "1:00 PM - 2:00 PM" })).fieldErrors,
    ).toEqual({
      timeSlot: M.timeSlot,
    });
  });
});

describe("contact message", () => {
  it("has no required field", () => {
    expect(contactMessageSchema.parse({})).toEqual({});
    expect(contactMessageSchema.parse({ name: "", phone: "", email: "", school: "", message: "" })).toEqual(
      {},
    );
  });

  it("still refuses a school that does not exist and over-long text", () => {
    expect(contactMessageSchema.safeParse({ school: "hogwarts" }).success).toBe(false);
    expect(contactMessageSchema.safeParse({ message: "x".repeat(5001) }).success).toBe(false);
  });
});

describe("enquiry submission (what the endpoint reads)", () => {
  it("tells the three kinds apart", () => {
    expect(enquirySubmissionSchema.parse({ kind: "admission", ...admission }).kind).toBe("admission");
    expect(enquirySubmissionSchema.parse({ kind: "campus_visit", ...visit }).kind).toBe("campus_visit");
    expect(enquirySubmissionSchema.parse({ kind: "contact" }).kind).toBe("contact");
    expect(enquirySubmissionSchema.safeParse({ kind: "complaint" }).success).toBe(false);
  });

  it("refuses wrong types", () => {
    expect(
      enquirySubmissionSchema.safeParse({ kind: "admission", ...admission, parentName: 42 }).success,
    ).toBe(false);
    expect(enquirySubmissionSchema.safeParse({ kind: "campus_visit", ...visit, phone: ["1"] }).success).toBe(
      false,
    );
    expect(enquirySubmissionSchema.safeParse({ kind: "contact", message: { text: "hi" } }).success).toBe(
      false,
    );
  });
});
