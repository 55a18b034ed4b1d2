import { describe, expect, it } from "vitest";
import { ENQUIRY_NOTES } from "~/copy/enquiry-inbox";
import { ENQUIRY_NOTE_MAX } from "~/copy/limits";
import { recentAudit } from "~/server/audit.server";
import { db } from "~/server/db/db.server";
import { DomainError } from "~/server/domain-error.server";
import { recordEnquiry } from "~/server/enquiries/enquiries.server";
import { addEnquiryNote, enquiryNotes, notesByEnquiry } from "~/server/enquiries/notes.server";
import { setupTestDatabase } from "../support/test-database";
import { ISO_INSTANT, insertUser } from "./helpers/staff";

setupTestDatabase();

async function enquiry(name: string) {
  return recordEnquiry({ kind: "contact", name, message: `From ${name}` });
}

async function noteRows() {
  return (await db().selectFrom("enquiry_note").select("id").execute()).length;
}

describe("notes on an enquiry", () => {
  it("keeps who wrote each note and when, newest first, with an audit line", async () => {
    const priya = await insertUser({ name: "Priya Office" });
    const ravi = await insertUser({ name: "Ravi Office" });
    const sent = await enquiry("Kavitha");
    const first = await addEnquiryNote(sent.id, "  Called, no answer.  ", priya);
    expect(first).toMatchObject({ body: "Called, no answer.", by: "Priya Office" });
    expect(first.at).toMatch(ISO_INSTANT);
    await addEnquiryNote(sent.id, "Spoke to the mother.\nVisiting on Monday.", ravi);
    expect(await enquiryNotes(sent.id)).toMatchObject([
      { body: "Spoke to the mother.\nVisiting on Monday.", by: "Ravi Office" },
      { body: "Called, no answer.", by: "Priya Office" },
    ]);
    const audit = await recentAudit(2);
    expect(audit.map((line) => [line.entityType, line.summary])).toEqual([
      ["enquiry_note", "Added a note to the enquiry from Kavitha"],
      ["enquiry_note", "Added a note to the enquiry from Kavitha"],
    ]);
  });

  it("refuses an empty or too long note and a note on an enquiry that is gone, writing nothing", async () => {
    const actor = await insertUser();
    const sent = await enquiry("Selvi");
    const before = await noteRows();
    for (const text of ["", "   \n  "])
      await expect(addEnquiryNote(sent.id, text, actor)).rejects.toThrow(ENQUIRY_NOTES.empty);
    await expect(addEnquiryNote(sent.id, "x".repeat(ENQUIRY_NOTE_MAX + 1), actor)).rejects.toThrow(
      ENQUIRY_NOTES.tooLong(ENQUIRY_NOTE_MAX),
    );
    await expect(addEnquiryNote("no-such-enquiry", "Hello", actor)).rejects.toThrow(DomainError);
    expect(await noteRows()).toBe(before);
    expect((await addEnquiryNote(sent.id, "y".repeat(ENQUIRY_NOTE_MAX), actor)).body).toHaveLength(
      ENQUIRY_NOTE_MAX,
    );
  });

  it("gives the notes of many enquiries at once, oldest first each, for the export", async () => {
    const actor = await insertUser({ name: "Meena" });
    const a = await enquiry("Anitha");
    const b = await enquiry("Bala");
    const c = await enquiry("Chitra");
    await addEnquiryNote(a.id, "First", actor);
    await addEnquiryNote(b.id, "Only one", actor);
    await addEnquiryNote(a.id, "Second", actor);
    const notes = await notesByEnquiry([a.id, b.id, c.id]);
    expect(notes.get(a.id)?.map((note) => note.body)).toEqual(["First", "Second"]);
    expect(notes.get(b.id)?.map((note) => note.body)).toEqual(["Only one"]);
    expect(notes.has(c.id)).toBe(false);
    expect((await notesByEnquiry([])).size).toBe(0);
  });

  it("keeps a note when its author's account goes, and removes notes with their enquiry", async () => {
    const leaving = await insertUser({ name: "Leaving Staff" });
    const sent = await enquiry("Devi");
    await addEnquiryNote(sent.id, "Asked for the fee list.", leaving);
    await db().deleteFrom("audit_log").where("actor_id", "=", leaving.id).execute();
    await db().deleteFrom("user").where("id", "=", leaving.id).execute();
    expect(await enquiryNotes(sent.id)).toMatchObject([
      { body: "Asked for the fee list.", by: "Leaving Staff" },
    ]);
    await db().deleteFrom("enquiry").where("id", "=", sent.id).execute();
    expect(await enquiryNotes(sent.id)).toEqual([]);
  });
});
