import { describe, expect, it } from "vitest";
import { INVALID_SCHOOL, MISSING_INFORMATION } from "~/copy/enquiries";
import { ENQUIRY_FIELD_MESSAGES, ENQUIRY_REPEAT_WINDOW_MS } from "~/copy/enquiry-copy";
import { schoolFacts } from "~/copy/schools";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import {
  countEnquiries,
  enquiriesForExport,
  enquiryById,
  enquiryHistory,
  listEnquiries,
  markEnquiryNotSpam,
  recordEnquiry,
  setEnquiryStatus,
} from "~/server/enquiries/enquiries.server";
import { insertFixedSchool, updateSchool } from "~/server/schools/schools.server";
import { setupTestDatabase } from "../support/test-database";
import { ISO_INSTANT, insertUser } from "./helpers/staff";

setupTestDatabase();

const NOW = new Date("2030-06-10T06:00:00Z");
/** Each enquiry a minute after the one before, so "newest first" is unambiguous. */
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const admission = {
  kind: "admission" as const,
  schoolSlug: "euro-kids",
  name: "Lakshmi Raman",
  childName: "Anu",
  childAge: 4,
  phone: "+91 98765 41234",
  email: "Lakshmi@Example.org",
  grade: "Junior KG",
  message: "We are moving to the town in June.",
};

async function enquiryRows() {
  return (await db().selectFrom("enquiry").select("id").execute()).length;
}

describe("enquiries", () => {
  it("records an admission enquiry as a new enquiry", async () => {
    const enquiry = await recordEnquiry(admission, at(0));
    expect(enquiry).toMatchObject({
      kind: "admission",
      status: "new",
      schoolSlug: "euro-kids",
      name: "Lakshmi Raman",
      childName: "Anu",
      childAge: 4,
      email: "lakshmi@example.org",
      grade: "Junior KG",
      statusChangedAt: null,
    });
    expect(typeof enquiry.childAge).toBe("number");
    expect(enquiry.createdAt).toMatch(ISO_INSTANT);
  });

  it("stores the canonical slug for the alternate spelling", async () => {
    const enquiry = await recordEnquiry(
      { ...admission, schoolSlug: "balar-kalikoodam", grade: "UKG" },
      at(1),
    );
    expect(enquiry.schoolSlug).toBe("balar-kalikkoodam");
  });

  it("refuses missing fields, unknown schools and bad ages, writing nothing", async () => {
    const before = await enquiryRows();
    await expect(recordEnquiry({ ...admission, childName: "  " }, NOW)).rejects.toThrow(
      new DomainError(MISSING_INFORMATION.message),
    );
    await expect(recordEnquiry({ ...admission, schoolSlug: "hogwarts" }, NOW)).rejects.toThrow(
      new DomainError(INVALID_SCHOOL.message),
    );
    await expect(recordEnquiry({ ...admission, childAge: 19 }, NOW)).rejects.toThrow(DomainError);
    await expect(recordEnquiry({ ...admission, childAge: 0 }, NOW)).rejects.toThrow(DomainError);
    await expect(recordEnquiry({ ...admission, email: "not-an-email" }, NOW)).rejects.toThrow(DomainError);
    await expect(recordEnquiry({ ...admission, message: "x".repeat(5001) }, NOW)).rejects.toThrow(
      DomainError,
    );
    expect(await enquiryRows()).toBe(before);
  });

  it("checks campus visits: all fields, a listed time slot, and no past date", async () => {
    const visit = {
      kind: "campus_visit" as const,
      schoolSlug: "zee-litera",
      name: "Karthik",
      phone: "+91 98765 45678",
      campus: "14, Kamban Street",
      timeSlot: "10:00 AM - 11:00 AM",
      preferredDate: "2030-06-10",
    };
    expect((await recordEnquiry(visit, at(2))).timeSlot).toBe("10:00 AM - 11:00 AM");
    await expect(recordEnquiry({ ...visit, campus: null }, NOW)).rejects.toThrow(MISSING_INFORMATION.message);
    await expect(recordEnquiry({ ...visit, timeSlot: "1:00 PM - 2:00 PM" }, NOW)).rejects.toThrow(
      DomainError,
    );
    await expect(recordEnquiry({ ...visit, preferredDate: "2030-06-09" }, NOW)).rejects.toThrow(
      "The preferred date cannot be in the past.",
    );
    await expect(recordEnquiry({ ...visit, preferredDate: "2030-02-30" }, NOW)).rejects.toThrow(DomainError);
  });

  it("takes contact messages with every field empty", async () => {
    const message = await recordEnquiry({ kind: "contact" }, at(3));
    expect(message).toMatchObject({ kind: "contact", schoolSlug: null, name: null, message: null });
  });

  it("lists newest first, filtered by kind, status and school (either spelling)", async () => {
    const all = await listEnquiries();
    expect(all.total).toBe(4);
    expect(all.items.map((e) => e.kind)).toEqual(["contact", "campus_visit", "admission", "admission"]);
    expect((await listEnquiries({ kind: "admission" })).total).toBe(2);
    expect((await listEnquiries({ schoolSlug: "balar-kalikoodam" })).items.map((e) => e.grade)).toEqual([
      "UKG",
    ]);
    expect((await listEnquiries({ limit: 1, offset: 1 })).items[0]!.kind).toBe("campus_visit");
  });

  it("moves an enquiry through its statuses, recording who and when", async () => {
    const actor = await insertUser({ name: "Office Staff" });
    const [latest] = (await listEnquiries({ kind: "admission" })).items;
    const contacted = await setEnquiryStatus(latest!.id, "contacted", actor);
    expect(contacted.status).toBe("contacted");
    expect(contacted.statusChangedAt).toMatch(ISO_INSTANT);
    expect(contacted.statusChangedBy).toBe(actor.id);
    expect(contacted.statusChangedByName).toBe("Office Staff");
    expect(await enquiryById(latest!.id)).toMatchObject({
      status: "contacted",
      statusChangedByName: "Office Staff",
    });
    expect(await countEnquiries({ status: "new" })).toBe(3);
    expect((await listEnquiries({ status: "contacted" })).items.map((e) => e.id)).toEqual([latest!.id]);
    await expect(setEnquiryStatus(latest!.id, "lost" as "new", actor)).rejects.toThrow(DomainError);
    await expect(setEnquiryStatus("missing", "closed", actor)).rejects.toThrow(DomainError);
  });

  it("keeps every status change in the enquiry's history, newest first, with who made it", async () => {
    const actor = await insertUser({ name: "Head Office" });
    const [first] = (await listEnquiries({ kind: "contact" })).items;
    await setEnquiryStatus(first!.id, "contacted", actor);
    await setEnquiryStatus(first!.id, "closed", actor);
    const history = await enquiryHistory(first!.id);
    expect(history.map((change) => change.summary)).toEqual([
      "Marked an enquiry as Closed",
      "Marked an enquiry as Contacted",
    ]);
    expect(history.every((change) => change.by === "Head Office" && ISO_INSTANT.test(change.at))).toBe(true);
    expect(await enquiryHistory("no-such-id")).toEqual([]);
  });

  it("filters by the day received in India, both ends included", async () => {
    // 2030-06-10 06:00 UTC is 11:30 in India; 18:29 UTC is 23:59 there, 18:30 UTC already the 11th.
    await recordEnquiry({ kind: "contact", name: "Late evening" }, new Date("2030-06-10T18:29:00Z"));
    await recordEnquiry({ kind: "contact", name: "Just after midnight" }, new Date("2030-06-10T18:30:00Z"));
    const names = async (filter: Parameters<typeof listEnquiries>[0]) =>
      (await listEnquiries({ kind: "contact", ...filter })).items.map((e) => e.name);
    expect(await names({ from: "2030-06-11" })).toEqual(["Just after midnight"]);
    expect(await names({ to: "2030-06-10" })).toEqual(["Late evening", null]);
    expect(await names({ from: "2030-06-10", to: "2030-06-10" })).toEqual(["Late evening", null]);
    expect(await names({ from: "2030-06-12" })).toEqual([]);
    // A date that is not a date is ignored rather than matching nothing.
    expect((await names({ from: "June", to: "2030-02-30" })).length).toBe(3);
  });

  it("searches names, children's names, phones and emails, without case and taking % and _ literally", async () => {
    const search = async (text: string) =>
      (await listEnquiries({ search: text })).items.map((e) => e.name ?? e.childName);
    expect(await search("lakshmi")).toEqual(["Lakshmi Raman", "Lakshmi Raman"]);
    expect(await search("ANU")).toEqual(["Lakshmi Raman", "Lakshmi Raman"]);
    expect(await search("45678")).toEqual(["Karthik"]);
    expect(await search("EXAMPLE.ORG")).toEqual(["Lakshmi Raman", "Lakshmi Raman"]);
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
    expect((await listEnquiries({ search: "   " })).total).toBe((await listEnquiries()).total);
    expect(await countEnquiries({ search: "karthik", kind: "campus_visit" })).toBe(1);
  });

  it("exports oldest first with the same filters", async () => {
    const rows = await enquiriesForExport({ kind: "admission" });
    expect(rows.map((e) => e.schoolSlug)).toEqual(["euro-kids", "balar-kalikkoodam"]);
  });
});

describe("the same enquiry sent again, and suspected spam", () => {
  const question = { kind: "contact" as const, name: "Repeat Sender", phone: "98765 40001", message: "Bus?" };
  const later = (ms: number) => new Date(NOW.getTime() + 24 * 60 * 60_000 + ms);

  it("folds the same answers sent again within the window, counting them, and starts afresh after it", async () => {
    const first = await recordEnquiry(question, later(0));
    expect(first).toMatchObject({ timesSent: 1, suspectedSpam: false });
    expect(first.lastSentAt).toBe(first.createdAt);
    // Answers are compared as they are stored: surrounding spaces trimmed.
    const again = await recordEnquiry({ ...question, name: " Repeat Sender " }, later(60_000));
    expect(again).toMatchObject({ id: first.id, timesSent: 2, createdAt: first.createdAt });
    expect(again.lastSentAt).toBe(later(60_000).toISOString());
    // The window runs from the last time it arrived.
    const third = await recordEnquiry(question, later(60_000 + ENQUIRY_REPEAT_WINDOW_MS));
    expect(third).toMatchObject({ id: first.id, timesSent: 3 });
    const afterWindow = await recordEnquiry(question, later(2 * 60_000 + 2 * ENQUIRY_REPEAT_WINDOW_MS));
    expect(afterWindow.id).not.toBe(first.id);
    expect(afterWindow.timesSent).toBe(1);
    // Any answer different, or another kind: another enquiry.
    expect((await recordEnquiry({ ...question, phone: "98765 40002" }, later(0))).id).not.toBe(first.id);
    expect((await recordEnquiry({ ...admission, name: "Repeat Sender" }, later(0))).timesSent).toBe(1);
    expect(await enquiryById(first.id)).toMatchObject({ timesSent: 3, lastSentAt: third.lastSentAt });
  });

  it("keeps an enquiry marked suspected spam, lists and exports the mark, and staff can clear it", async () => {
    const actor = await insertUser({ name: "Spam Checker" });
    const suspect = await recordEnquiry({ kind: "contact", name: "Maybe Real" }, later(5), {
      isSuspectedSpam: () => true,
    });
    expect(suspect.suspectedSpam).toBe(true);
    expect(typeof suspect.suspectedSpam).toBe("boolean");
    expect(typeof suspect.timesSent).toBe("number");
    expect(suspect.lastSentAt).toMatch(ISO_INSTANT);
    // Sent again, it stays one enquiry and keeps its mark; the question is not asked again.
    const repeated = await recordEnquiry({ kind: "contact", name: "Maybe Real" }, later(6), {
      isSuspectedSpam: () => {
        throw new Error("asked for a repeat");
      },
    });
    expect(repeated).toMatchObject({ id: suspect.id, suspectedSpam: true, timesSent: 2 });

    const all = await listEnquiries({ limit: 100 });
    expect(all.items.find((e) => e.id === suspect.id)?.suspectedSpam).toBe(true);
    expect(all.items.filter((e) => e.id !== suspect.id).every((e) => e.suspectedSpam === false)).toBe(true);
    expect((await listEnquiries({ suspectedSpam: true })).items.map((e) => e.id)).toEqual([suspect.id]);
    expect((await listEnquiries({ suspectedSpam: false })).total).toBe(all.total - 1);
    expect((await enquiriesForExport({ suspectedSpam: true })).map((e) => e.name)).toEqual(["Maybe Real"]);
    expect(await countEnquiries({ suspectedSpam: true, status: "new" })).toBe(1);

    const cleared = await markEnquiryNotSpam(suspect.id, actor);
    expect(cleared).toMatchObject({ id: suspect.id, suspectedSpam: false, status: "new" });
    expect(await enquiryById(suspect.id)).toMatchObject({ suspectedSpam: false });
    expect(await countEnquiries({ suspectedSpam: true })).toBe(0);
    const [change] = await enquiryHistory(suspect.id);
    expect(change).toMatchObject({ summary: "Marked Maybe Real as not spam", by: "Spam Checker" });
    await expect(markEnquiryNotSpam("no-such-id", actor)).rejects.toThrow(DomainError);
  });
});

// Last in the file: it changes EuroKids' grades, which the tests above rely on.
describe("grades", () => {
  it("takes only a grade the school offers: the spec's list, or the grades staff set for it", async () => {
    const notOffered = new DomainError(ENQUIRY_FIELD_MESSAGES.grade, { field: "grade" });
    const before = await enquiryRows();
    await expect(recordEnquiry({ ...admission, grade: "5th Grade" }, at(2))).rejects.toThrow(notOffered);
    expect(await enquiryRows()).toBe(before);

    // Staff change EuroKids' grades in School Management: the new list is what counts.
    const actor = { id: null, name: "Test" };
    const facts = schoolFacts("euro-kids");
    await insertFixedSchool(
      "euro-kids",
      {
        name: facts.name,
        tagline: null,
        description: null,
        about: null,
        location: null,
        address: null,
        phone: null,
        whatsapp: null,
        email: null,
        affiliation: null,
        logoImage: null,
        headerImage: null,
        headerMediaId: null,
        ageRange: null,
        studentCount: null,
        mapQuery: null,
        features: [],
        grades: [...facts.grades],
        images: [],
      },
      actor,
    );
    await updateSchool("euro-kids", { grades: ["Toddler Group", "Nursery"] }, actor);
    expect((await recordEnquiry({ ...admission, grade: "Toddler Group" }, at(3))).grade).toBe(
      "Toddler Group",
    );
    await expect(recordEnquiry({ ...admission, grade: "Junior KG" }, at(4))).rejects.toThrow(notOffered);
  });
});
